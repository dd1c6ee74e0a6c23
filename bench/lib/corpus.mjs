import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";

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
