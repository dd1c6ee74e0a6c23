const dns = require("node:dns/promises");
for (const host of process.argv.slice(2)) {
  dns.lookup(host).then(
    (r) => console.log(host, r.address),
    (e) => console.log(host, "unresolved", e.code),
  );
}
