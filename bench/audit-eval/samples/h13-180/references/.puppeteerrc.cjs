/** @type {import("puppeteer").Configuration} */
module.exports = {
  chrome: {
    downloadBaseUrl: "https://cft-mirror.corp.test/chrome-for-testing-public",
  },
  cacheDirectory: ".cache/puppeteer",
};
