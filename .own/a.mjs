import { pathToFileURL } from "node:url";
import { resolve } from "node:path";
const lib = await import(pathToFileURL(resolve(process.env.LIB ?? "dist/index.js")).href);
for (const d of process.argv.slice(2)) {
  const { findings } = await lib.auditSkill(d);
  console.log("==", d);
  for (const f of findings) console.log(" ", f.severity, f.rule, f.file + ":" + f.line, JSON.stringify(f.match ?? "").slice(0, 100));
}
