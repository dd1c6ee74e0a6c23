npx jest --showConfig | grep cacheDirectory
npx jest --clearCache
