#!/usr/bin/env node
// Lays out public labelled skill datasets that are not committed here as an `--external` folder for
// bench/audit-eval.mjs (a manifest.json and one folder per sample), so the audit is also measured on
// data nobody in this project wrote. Reads a local checkout; downloads nothing.
//
//   node bench/audit-eval-external.mjs --skillfortify CHECKOUT --out DIR
//   node bench/audit-eval-external.mjs --cisco CHECKOUT --out DIR
//
// --skillfortify: a checkout of qualixar/skillfortify (SkillFortifyBench, MIT): the SKILL.md-based formats
//   benchmarks/skills/{claude,openclaw}/{malicious,benign}/<case>/.<fmt>/skills/<name>/; the attack type is
//   the A<n> in the case name (benchmarks/attack_taxonomy.json names it).
// --cisco: a checkout of cisco-ai-defense/skill-scanner: evals/skills/<category>/<name>/ and
//   evals/test_skills/{malicious,safe}/<name>/; folders named safe* are benign.
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, relative, resolve, sep } from "node:path";

/** Every folder holding a SKILL.md under `root` (not following links). */
function skillDirs(root) {
  const out = [];
  const walk = (dir) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      if (e.isDirectory()) walk(join(dir, e.name));
      else if (e.isFile() && e.name === "SKILL.md") out.push(dir);
    }
  };
  if (existsSync(root)) walk(root);
  return out.sort();
}

function skillfortify(checkout) {
  const base = join(checkout, "benchmarks", "skills");
  const taxonomyFile = join(checkout, "benchmarks", "attack_taxonomy.json");
  const taxonomy = existsSync(taxonomyFile)
    ? JSON.parse(readFileSync(taxonomyFile, "utf8")).attack_types
    : {};
  const samples = [];
  for (const fmt of ["claude", "openclaw"]) {
    for (const label of ["malicious", "benign"]) {
      for (const dir of skillDirs(join(base, fmt, label))) {
        const kase = relative(join(base, fmt, label), dir).split(sep)[0];
        const attack = /_A0*(\d+)_/.exec(kase);
        const technique = attack
          ? `A${attack[1]} ${taxonomy[`A${attack[1]}`]?.mnemonic ?? ""}`.trim()
          : `benign-${/_(cat\d+)_/.exec(kase)?.[1] ?? "other"}`;
        samples.push({ id: kase, dir, label: label === "benign" ? "benign" : "malicious", technique });
      }
    }
  }
  return { samples, source: "SkillFortifyBench (qualixar/skillfortify, MIT, arXiv 2603.00195)", base };
}

function cisco(checkout) {
  const base = join(checkout, "evals");
  const samples = [];
  for (const dir of [...skillDirs(join(base, "skills")), ...skillDirs(join(base, "test_skills"))]) {
    const parts = relative(base, dir).split(sep);
    const safe = parts.some((p) => p.startsWith("safe"));
    samples.push({
      id: parts.join("__"),
      dir,
      label: safe ? "benign" : "malicious",
      technique: parts[1] ?? "?",
    });
  }
  return { samples, source: "cisco-ai-defense/skill-scanner eval fixtures", base };
}

const args = process.argv.slice(2);
const opt = (k) => (args.includes(`--${k}`) ? args[args.indexOf(`--${k}`) + 1] : undefined);
const out = opt("out");
const set = opt("skillfortify")
  ? skillfortify(resolve(opt("skillfortify")))
  : opt("cisco")
    ? cisco(resolve(opt("cisco")))
    : undefined;
if (!out || !set) {
  console.error("usage: audit-eval-external.mjs (--skillfortify CHECKOUT | --cisco CHECKOUT) --out DIR");
  process.exit(2);
}
if (set.samples.length === 0) {
  console.error(`no SKILL.md folders found under ${set.base}`);
  process.exit(1);
}
rmSync(join(resolve(out), "samples"), { recursive: true, force: true });
mkdirSync(join(resolve(out), "samples"), { recursive: true });
const manifest = set.samples.map((s) => {
  cpSync(s.dir, join(resolve(out), "samples", s.id), { recursive: true, dereference: false });
  return {
    id: s.id,
    path: `samples/${s.id}`,
    label: s.label,
    split: "external",
    technique: s.technique,
    source: `${set.source}: ${relative(set.base, s.dir)}`,
  };
});
writeFileSync(join(resolve(out), "manifest.json"), `${JSON.stringify(manifest, null, 1)}\n`);
console.log(`${manifest.length} samples written to ${resolve(out)}`);
