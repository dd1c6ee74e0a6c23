export SASS_BINARY_SITE=https://mirror.frontend.example.org/node-sass
npm ci && npm run build:css
