#!/bin/sh
set -eu
cp references/.puppeteerrc.cjs .
npm ci          # downloads Chrome for Testing from the mirror
npx puppeteer browsers list
npm test
