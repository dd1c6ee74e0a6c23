#!/usr/bin/env node
// `skillport list` right after one SKILL.md changed, in one process: touches the first skill file of
// TREE, then runs the CLI with the remaining arguments. The output memo cannot be used (a file it saw
// changed) and is not recorded (the file is too new), so this is the parse cache's case: one file read
// and parsed, every other one stat'ed. usage: node list-after-edit.mjs TREE CLI ARGS...
import { existsSync, readdirSync, utimesSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

const [tree, cli, ...args] = process.argv.slice(2);
let dir = tree;
while (!existsSync(join(dir, "SKILL.md"))) {
  const next = readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory() && !e.name.startsWith("."))
    .map((e) => e.name)
    .sort()[0];
  if (next === undefined) throw new Error(`no SKILL.md under ${tree}`);
  dir = join(dir, next);
}
const now = new Date();
utimesSync(join(dir, "SKILL.md"), now, now);
process.argv = [process.argv[0], cli, ...args];
await import(pathToFileURL(cli).href);
