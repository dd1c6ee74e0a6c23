import { readFileSync } from "node:fs";

const wanted = readFileSync(".env.example", "utf8")
  .split("\n")
  .map((l) => l.trim())
  .filter((l) => l && !l.startsWith("#"))
  .map((l) => l.split("=")[0]);
const missing = wanted.filter((k) => !process.env[k]);
if (missing.length) {
  console.error(`missing: ${missing.join(", ")}`);
  process.exit(1);
}
console.log(`all ${wanted.length} variables set`);
