#!/usr/bin/env node
// Lays out every external set of the recipe (bench/audit-eval/external-sets.json) from a folder of checkouts
// named `owner+name`, so a fresh machine gets back the sets earlier rounds measured on, under the same names.
// Downloads nothing; counts samples from the manifests it writes and never runs the audit.
//
//   node bench/audit-eval-sets.mjs --checkouts DIR --corpus DIR --out-root DIR [--only NAME,…] [--recipe FILE]
//   node bench/audit-eval-sets.mjs --list [--recipe FILE]     (each repository once: `owner/name commit`, to clone)
//
// Each set goes to OUT-ROOT/<name>, in the recipe's order (a set's `exclude` may name an earlier one). A checkout
// that is a git work tree must be at the recipe's commit; any other folder is taken as that commit's tree and
// said so. A repository's `until` (a path) keeps only the skills whose SKILL.md sorts before it: a checkout an
// earlier round exported with `git archive | tar`, which stopped at the first file its snapshot lacked. Prints one line per set (samples by label and half, and what differs from `expect`), then the
// `--external` arguments of every set laid out and of the open ones (`open`: tuned on). Exit 1 when a set
// is missing a checkout, a checkout is at another commit, or a count differs from `expect`.
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { ADAPTERS, writeSet } from "./audit-eval-external.mjs";

const HERE = dirname(fileURLToPath(import.meta.url));

/** `label` or `label:half`, the key of `expect`. */
const countKey = (e) => (e.half ? `${e.label}:${e.half}` : e.label);

/** Samples by countKey. */
export function counts(entries) {
  const out = {};
  for (const e of entries) out[countKey(e)] = (out[countKey(e)] ?? 0) + 1;
  return out;
}

/** The keys whose counts differ, as `key got N, expected M`. */
export function differences(got, expected) {
  const keys = [...new Set([...Object.keys(got), ...Object.keys(expected)])].sort();
  return keys
    .filter((k) => (got[k] ?? 0) !== (expected[k] ?? 0))
    .map((k) => `${k} ${got[k] ?? 0}, expected ${expected[k] ?? 0}`);
}

const folderOf = (repo) => repo.replace("/", "+");

/** HEAD of a git work tree, or undefined for a plain folder (an exported tree). */
function headOf(dir) {
  if (!existsSync(join(dir, ".git"))) return undefined;
  return execFileSync("git", ["-C", dir, "rev-parse", "HEAD"], { encoding: "utf8" }).trim();
}

/** Lays out one set; answers its line and whether it matched the recipe. */
function layOutSet(set, { checkouts, corpus, outRoot }) {
  const problems = [];
  const folders = (list) =>
    (list ?? []).flatMap(({ repo, commit, paths }) => {
      const dir = join(checkouts, folderOf(repo));
      if (!existsSync(dir)) {
        problems.push(`no checkout ${folderOf(repo)}`);
        return [];
      }
      const head = headOf(dir);
      if (head !== undefined && head !== commit) problems.push(`${repo} at ${head}, recipe ${commit}`);
      return (paths ?? [""]).map((p) => join(dir, p));
    });
  const repos = folders(set.repos);
  const docs = folders(set.docs);
  const exclude = (set.exclude ?? []).map((x) =>
    x === "corpus"
      ? corpus
      : x.startsWith("repo:")
        ? join(checkouts, folderOf(x.slice(5)))
        : join(outRoot, x),
  );
  for (const x of exclude) if (!existsSync(x)) problems.push(`nothing to exclude at ${x}`);
  if (problems.some((p) => p.startsWith("no checkout"))) return { ok: false, line: problems.join("; ") };
  const until = Object.fromEntries(
    (set.repos ?? []).filter((r) => r.until).map((r) => [folderOf(r.repo), r.until]),
  );
  const o = { benign: set.flag === "benign" || set.flag === "docs" ? repos : [], docs, exclude, until };
  const laid = ADAPTERS[set.flag](repos[0], { ...o, whole: set.whole === true });
  const got = counts(writeSet(laid, join(outRoot, set.name)));
  problems.push(...differences(got, set.expect));
  const summary = Object.entries(got)
    .map(([k, n]) => `${k} ${n}`)
    .join(", ");
  return {
    ok: problems.length === 0,
    line: `${summary}${problems.length ? ` — ${problems.join("; ")}` : ""}`,
  };
}

/** Every repository of the recipe once, as `owner/name commit`. */
function repositories(recipe) {
  const all = recipe.sets.flatMap((s) => [...(s.docs ?? []), ...(s.repos ?? [])]);
  return [...new Set(all.map((r) => `${r.repo} ${r.commit}`))];
}

function main(args) {
  const opt = (k) => (args.includes(`--${k}`) ? args[args.indexOf(`--${k}`) + 1] : undefined);
  const recipeFile = opt("recipe") ?? join(HERE, "audit-eval", "external-sets.json");
  if (args.includes("--list")) {
    for (const line of repositories(JSON.parse(readFileSync(recipeFile, "utf8")))) console.log(line);
    return;
  }
  const [checkouts, corpus, outRoot] = ["checkouts", "corpus", "out-root"].map((k) => opt(k));
  if (!checkouts || !corpus || !outRoot) {
    console.error(
      "usage: audit-eval-sets.mjs --checkouts DIR --corpus DIR --out-root DIR [--only NAME,…] [--recipe FILE]",
    );
    process.exit(2);
  }
  const recipe = JSON.parse(readFileSync(recipeFile, "utf8"));
  const only = opt("only")?.split(",");
  const dirs = { checkouts: resolve(checkouts), corpus: resolve(corpus), outRoot: resolve(outRoot) };
  const done = [];
  let failed = false;
  for (const set of recipe.sets) {
    if (only && !only.includes(set.name)) continue;
    const { ok, line } = layOutSet(set, dirs);
    console.log(`${ok ? "ok  " : "DIFF"} ${set.name}: ${line}`);
    failed ||= !ok;
    if (existsSync(join(dirs.outRoot, set.name, "manifest.json"))) done.push(set);
  }
  const external = (sets) => sets.map((s) => `--external ${join(dirs.outRoot, s.name)}`).join(" ");
  console.log(`all: ${external(done)}`);
  console.log(`open: ${external(done.filter((s) => s.open))}`);
  process.exit(failed ? 1 : 0);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url))
  main(process.argv.slice(2));
