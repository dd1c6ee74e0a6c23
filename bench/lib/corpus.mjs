import { readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const HERE = dirname(fileURLToPath(import.meta.url));

/** The real corpus the audit benches read: SKILLPORT_CORPUS, else the shared folder beside the repository. */
export const benchCorpus = () =>
  resolve(process.env.SKILLPORT_CORPUS ?? join(HERE, "..", "..", "..", "shared", "corpus", "real"));

// The options the search benches load the corpus of real skills with: one project root, nested skills
// down to 10 levels, nothing from the user's or the project's own folders, no built-ins.
export const corpusLoadOptions = (corpus) => ({
  roots: [{ path: corpus, scope: "project" }],
  depth: 10,
  user: false,
  project: false,
  builtins: false,
  cwd: corpus,
});

/**
 * The skill folders of the real corpus, in its MANIFEST.tsv's order; none, with a notice through `say`, when
 * the corpus is not there (the audit benches share this).
 */
export function corpusSkillDirs(corpus, say = console.error) {
  let manifest = "";
  try {
    manifest = readFileSync(join(corpus, "MANIFEST.tsv"), "utf8");
  } catch {
    say(`corpus not found at ${corpus}: left out (set SKILLPORT_CORPUS)`);
  }
  return manifest
    .trim()
    .split("\n")
    .slice(1)
    .filter(Boolean)
    .map((l) => l.split("\t"))
    .map(([repo, , , path]) => join(corpus, repo.replace("/", "__"), dirname(path)));
}

const heldOut = (s) => s.blind === true || s.half === "heldout" || String(s.split).startsWith("heldout");

/**
 * The skills the per-rule benches audit, as [dir, options]: every sample of each set folder (held-out and blind
 * samples left out), then the corpus at `corpus` with nested skills skipped (left out when `corpus` is null).
 */
export function auditTargets(sets, corpus) {
  const out = [];
  for (const dir of sets) {
    const m = JSON.parse(readFileSync(join(dir, "manifest.json"), "utf8"));
    for (const s of Array.isArray(m) ? m : m.samples) if (!heldOut(s)) out.push([join(dir, s.path), {}]);
  }
  if (corpus === null) return out;
  const dirs = corpusSkillDirs(resolve(corpus), console.error);
  for (const d of dirs) out.push([d, { skip: dirs.filter((o) => o.startsWith(`${d}/`)) }]);
  return out;
}
