#!/usr/bin/env node
// A copy of the real corpus whose characters above U+00FF are all one given character: what the audit's CPU
// time owes to texts V8 stores as two-byte strings, apart from what the rules make of their characters.
//
//   node bench/corpus-variant.mjs OUT [--char X]      (default X: "¤", U+00A4)
//
// Each code point above U+00FF of a text file (no NUL in its first 8 KB, as the audit reads it) becomes X;
// everything else is copied as it is, MANIFEST.tsv too. Two copies with two characters no rule names, one
// inside Latin-1 (a one-byte string in V8) and one outside (two-byte), differ in representation only:
//
//   node bench/corpus-variant.mjs ../corpus-a --char ¤ && node bench/corpus-variant.mjs ../corpus-b --char ⌐
//   SKILLPORT_CORPUS=../corpus-a node bench/audit-compare.mjs --runs 4 --passes 2   (then ../corpus-b)
//
// Both replacements keep every text's length and lines where it held no character outside the BMP.
import { cpSync, lstatSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { benchCorpus } from "./lib/corpus.mjs";

const args = process.argv.slice(2);
const out = args[0];
const char = args.includes("--char") ? args[args.indexOf("--char") + 1] : "\u00a4";
if (!out || out.startsWith("--") || !char || [...char].length !== 1) {
  console.error("usage: node bench/corpus-variant.mjs OUT [--char X] (X: one character)");
  process.exit(2);
}
const from = benchCorpus();
const to = resolve(out);
cpSync(from, to, { recursive: true, verbatimSymlinks: true });

const WIDE = /[^\x00-\xff]/gu;
let files = 0;
let changed = 0;
let replaced = 0;
const walk = (dir) => {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    const info = lstatSync(path);
    if (info.isDirectory()) walk(path);
    else if (info.isFile() && name !== "MANIFEST.tsv") {
      files++;
      const bytes = readFileSync(path);
      if (bytes.subarray(0, 8192).includes(0)) continue;
      const text = bytes.toString("utf8");
      let n = 0;
      const variant = text.replace(WIDE, () => {
        n++;
        return char;
      });
      if (n === 0) continue;
      writeFileSync(path, variant);
      changed++;
      replaced += n;
    }
  }
};
walk(to);
console.log(
  `${to}: ${files} files, ${changed} changed, ${replaced} characters above U+00FF replaced by ${char}`,
);
