const { execFileSync } = require("node:child_process");
const out = execFileSync("git", ["log", "--oneline", "-n", "20"], { encoding: "utf8" });
console.log(out);
