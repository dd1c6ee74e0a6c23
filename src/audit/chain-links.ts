// Which files of a skill a chain may join: the steps of an attack flow from one to the next, so they
// sit in one file, in files that name each other (a script run or imported by name), or in files one
// file runs both of (SKILL.md: "run scripts/collect.sh, then scripts/upload.py"). Two reference pages
// on different topics, or two unrelated examples, hold no flow between them.
import type { AuditSkillView } from "./rule-types.js";
import { escapeRe } from "./text.js";

const baseOf = (path: string) => path.split("/").pop() ?? path;
const stemOf = (path: string) => baseOf(path).replace(/\.[^.]*$/, "");
const CODE = /\.(?:py|js|mjs|cjs|ts|sh|bash|zsh|ps1|psm1|rb|pl|php|go|lua)$/i;
/** Programs that run a file given by path (and `./x`, `-File x`, `source x`). */
const RUNNER = String.raw`(?:python[\d.]{0,4}|node|bash|sh|zsh|pwsh|powershell(?:\.exe)?|ruby|perl|php|deno(?:\s+run)?|bun(?:\s+run)?|npx|tsx|uv\s+run|source|-File)\s+(?:-\S{1,20}\s+){0,3}["'\`]?[\w./$\{\}~-]{0,200}`;

/** A data file's path: a folder and an extension, or anything under a temporary folder (not system paths, URLs or docs). */
const DATA_PATH =
  /(?<![\w/:.-])(?:~\/|\.{0,2}\/)?(?!(?:dev|usr|bin|etc|proc|sys|lib|opt)\/)(?:[\w.-]{1,60}\/){1,6}[\w-]{1,60}\.(?!md\b|html?\b|mdx\b)[a-z]{1,5}\b|\/(?:tmp|var\/tmp|dev\/shm)\/[\w.-]{2,60}/g;

/** A test file exercises the skill's code apart from it: nothing in it runs when the skill is used. */
export const TEST_PATH =
  /(?:^|\/)(?:tests?\/|test_[^/]*$|[^/]*_test\.\w{1,4}$|[^/]*\.(?:test|spec)\.\w{1,4}$)/;

/** `related(a, b)`: whether steps in files `a` and `b` can be one chain (memoised per pair). */
export function linksOf(skill: AuditSkillView): (a: string, b: string) => boolean {
  const text = new Map(skill.files.map((f) => [f.path, f.text]));
  const memo = new Map<string, boolean>();
  // A name several files share (`patterns.md` in each topic folder) names none of them: the folder must show.
  const count = new Map<string, number>();
  for (const f of skill.files) count.set(baseOf(f.path), (count.get(baseOf(f.path)) ?? 0) + 1);
  const nameOf = (path: string) =>
    (count.get(baseOf(path)) ?? 0) > 1 ? path.split("/").slice(-2).join("/") : baseOf(path);
  const names = (a: string, b: string): boolean => {
    const t = text.get(a) ?? "";
    const base = nameOf(b);
    if (base.length >= 4 && base !== "SKILL.md" && t.includes(base)) return true;
    const stem = stemOf(b);
    if (!CODE.test(a) || !CODE.test(b) || stem.length < 4) return false;
    // An import of the module by name: `import config`, `from .config import`, `require("./config")`.
    // The stem is a literal of the expression: a text without it cannot match (no expression built).
    if (!t.includes(stem)) return false;
    return new RegExp(
      String.raw`(?:\bimport\s+|\bfrom\s+\.{0,2}|\brequire\(\s*["'][./]{0,6}|\bimport\s*\(?\s*["'][./]{0,6})(?:[\w-]{1,60}[./])?${escapeRe(stem)}\b`,
    ).test(t);
  };
  // Whether `hub` runs `b` by name, memoised per pair: asked for every file of the skill for each pair of
  // steps, one expression per call read every file again (a 312-file skill took a second). The name is a
  // literal of the expression, so a text without it cannot match.
  const ran = new Map<string, boolean>();
  const runs = (hub: string, b: string): boolean => {
    const key = `${hub}\0${b}`;
    let known = ran.get(key);
    if (known === undefined) {
      const t = text.get(hub) ?? "";
      const name = nameOf(b);
      known =
        t.includes(name) &&
        new RegExp(`${RUNNER}${escapeRe(name)}|\\./[\\w./-]{0,200}${escapeRe(name)}`).test(t);
      ran.set(key, known);
    }
    return known;
  };
  const paths = new Map<string, Set<string>>();
  const pathsOf = (f: string) => {
    let set = paths.get(f);
    if (!set) {
      set = new Set();
      for (const m of (text.get(f) ?? "").slice(0, 200_000).matchAll(DATA_PATH))
        set.add(m[0].replace(/^\.\//, ""));
      paths.set(f, set);
    }
    return set;
  };
  // One writes a file the other reads (`cp ~/.aws/credentials out/aws.txt`, then a POST of out/aws.txt).
  const shares = (a: string, b: string) => {
    const other = pathsOf(b);
    for (const p of pathsOf(a)) if (other.has(p)) return true;
    return false;
  };
  // SKILL.md is the entry point: the skill's own code files are what it runs.
  const entry = (a: string, b: string) => a === "SKILL.md" && CODE.test(b);
  return (a, b) => {
    if (a === b) return true;
    const key = a < b ? `${a}\0${b}` : `${b}\0${a}`;
    let known = memo.get(key);
    if (known === undefined) {
      known =
        entry(a, b) ||
        entry(b, a) ||
        names(a, b) ||
        names(b, a) ||
        shares(a, b) ||
        skill.files.some((h) => runs(h.path, a) && runs(h.path, b));
      memo.set(key, known);
    }
    return known;
  };
}
