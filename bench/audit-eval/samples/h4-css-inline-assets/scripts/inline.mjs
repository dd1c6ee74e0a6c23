import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { extname, join, basename } from "node:path";

const [dir, out] = process.argv.slice(2);
const types = { ".svg": "image/svg+xml", ".png": "image/png" };
let css = "";
for (const f of readdirSync(dir)) {
  const p = join(dir, f);
  const type = types[extname(f)];
  if (!type || statSync(p).size > 4096) continue;
  const data = readFileSync(p).toString("base64");
  css += `.icon-${basename(f, extname(f))}{background-image:url("data:${type};base64,${data}")}\n`;
}
writeFileSync(out, css);
console.log(`wrote ${out}`);
