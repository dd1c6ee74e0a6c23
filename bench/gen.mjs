#!/usr/bin/env node
// Deterministic generator of synthetic skill trees (SPEC §16).
// usage: node gen.mjs --n 10000 [--layout flat|nested] [--body 1-8|64] [--out DIR] [--seed 1]
// Same arguments, same bytes: a seeded PRNG drives every choice. Trees go to bench/.trees/ (git-ignored).
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { prng } from "./lib/prng.mjs";

const HERE = dirname(fileURLToPath(import.meta.url));
export const TREES = join(HERE, ".trees");

const WORDS = (
  "pdf form table chart deploy review test lint commit branch release docker image cache query index " +
  "schema migrate invoice report email calendar slide sheet budget audit trace metric alert log parse " +
  "render translate summarize extract classify refactor profile benchmark secure scan license package"
).split(" ");

/** Tree name for a configuration, e.g. `flat-10000-b1-8`. */
export function treeName({ n, layout = "flat", body = "1-8" }) {
  return `${layout}-${n}-b${body}`;
}

/**
 * Writes a tree unless a complete one with the same configuration exists. Returns its path.
 * nested: category folders two levels deep for most skills (cat/skill), a tenth one level deeper
 * (cat/sub/skill), so every skill is within the default depth limit of 4.
 */
export function generate({ n, layout = "flat", body = "1-8", seed = 1, out } = {}) {
  const dir = out ?? join(TREES, treeName({ n, layout, body }));
  const stamp = join(dir, ".complete");
  const config = JSON.stringify({ n, layout, body, seed, v: 1 });
  if (existsSync(stamp) && readFileSync(stamp, "utf8") === config) return dir;
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const rand = prng(seed);
  const pick = () => WORDS[Math.floor(rand() * WORDS.length)];
  const [lo, hi] = body.split("-").map(Number);
  const filler = "Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor. ";
  const cats = Math.max(1, Math.round(Math.sqrt(n)));
  for (let i = 0; i < n; i++) {
    const name = `${pick()}-${pick()}-${i.toString(36)}`;
    let parent = dir;
    if (layout === "nested") {
      parent = join(dir, `category-${i % cats}`);
      if (i % 10 === 9) parent = join(parent, `group-${i % 7}`);
    }
    const skillDir = join(parent, name);
    mkdirSync(skillDir, { recursive: true });
    const description = `Use when you need to ${pick()} a ${pick()} or ${pick()} ${pick()} files; handles ${pick()} and ${pick()}.`;
    const extra = i % 5 === 0 ? `license: MIT\nmetadata:\n  author: bench\n  version: "1.${i % 9}"\n` : "";
    const head = `---\nname: ${name}\ndescription: ${description}\n${extra}---\n\n# ${name}\n\n`;
    const kib = hi === undefined ? lo : lo + rand() * (hi - lo);
    const size = Math.max(head.length, Math.round(kib * 1024));
    let text = head;
    let section = 0;
    while (text.length < size) {
      text += section++ % 6 === 0 ? `\n## Step ${section}\n\n` : filler;
    }
    writeFileSync(join(skillDir, "SKILL.md"), text.slice(0, size));
    if (i % 4 === 0) {
      mkdirSync(join(skillDir, "references"));
      writeFileSync(join(skillDir, "references", "guide.md"), `# Guide for ${name}\n\n${filler.repeat(8)}\n`);
    }
    if (i % 7 === 0) {
      mkdirSync(join(skillDir, "scripts"));
      writeFileSync(join(skillDir, "scripts", "run.sh"), `#!/bin/sh\necho ${name}\n`);
    }
  }
  writeFileSync(stamp, config);
  return dir;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const opt = (k, d) => {
    const i = args.indexOf(`--${k}`);
    return i === -1 ? d : args[i + 1];
  };
  const dir = generate({
    n: Number(opt("n", "1000")),
    layout: opt("layout", "flat"),
    body: opt("body", "1-8"),
    seed: Number(opt("seed", "1")),
    out: opt("out", undefined),
  });
  process.stdout.write(`${dir}\n`);
}
