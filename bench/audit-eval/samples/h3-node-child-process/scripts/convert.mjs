import { execFile } from "node:child_process";
import { mkdir, readdir } from "node:fs/promises";
import { extname, join, basename } from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);
const [src, dst, fmt = "webp"] = process.argv.slice(2);
await mkdir(dst, { recursive: true });
for (const f of await readdir(src)) {
  if (![".png", ".jpg", ".jpeg"].includes(extname(f).toLowerCase())) continue;
  const out = join(dst, `${basename(f, extname(f))}.${fmt}`);
  await run("magick", [join(src, f), "-quality", "82", out]);
  console.log(out);
}
