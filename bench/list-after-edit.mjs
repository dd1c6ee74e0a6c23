#!/usr/bin/env node
// `skillport list` right after one SKILL.md changed, in one process: touches FILE (mtime and ctime
// change), then runs the CLI with the remaining arguments. The output memo cannot be used (a file it
// saw changed) and is not recorded (the file is too new), so this is the parse cache's case: one file
// read and parsed, every other one stat'ed. usage: node list-after-edit.mjs FILE CLI ARGS...
import { utimesSync } from "node:fs";
import { pathToFileURL } from "node:url";

const [file, cli, ...args] = process.argv.slice(2);
const now = new Date();
utimesSync(file, now, now);
process.argv = [process.argv[0], cli, ...args];
await import(pathToFileURL(cli).href);
