// The labelled eval's sets (bench/audit-eval.mjs): its splits, which of them are blind, the manifest, and the
// real corpus as extra benign samples.
import { existsSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const HERE = dirname(fileURLToPath(import.meta.url));
const REPO = resolve(HERE, "..", "..");
export const EVAL_DIR = join(REPO, "bench", "audit-eval");
export const SPLITS = [
  "tune",
  "tune2",
  "tune3",
  "tune4",
  "tune5",
  "tune6",
  "heldout",
  "heldout2",
  "heldout3",
  "heldout4",
  "heldout5",
  "heldout6",
  "heldout7",
  "heldout8",
  "heldout9",
  "heldout10",
  "heldout11",
  "heldout12",
  "heldout13",
  "heldout14",
  "heldout15",
  "heldout16",
  "heldout17",
  "heldout18",
  "heldout19",
  "heldout20",
  "heldout21",
  "heldout22",
  "heldout23",
  "heldout24",
  "heldout25",
  "heldout26",
  "heldout27",
  "evasion",
];
/** Splits whose per-sample verdicts stay out of the default output (shown with `--json` only). */
// `tune2`, `tune3`, `tune4`, `tune5` and `tune6` are open (outsiders' sets; tune3 held out from tuning in round 26,
// tune4 in round 28, tune5 in round 29 and tune6 in round 30, the rounds they were written): they do not start with
// "heldout".
// `heldout` too: in round 6 two looks at the default output showed its missed ids to rule writers.
export const BLIND_SPLITS = SPLITS.filter((s) => s.startsWith("heldout"));
/** External folders (`external:<name>`) whose manifest marks its entries blind; filled by main(). */
export const blindExternal = new Set();
/** The held-out half of a published benign set (`half: "heldout"`, bench/audit-eval-external.mjs) is blind too. */
export const isBlind = (split) =>
  BLIND_SPLITS.includes(split) || blindExternal.has(split) || split.endsWith(":heldout");
const LABELS = ["malicious", "benign"];

/** Reads and checks a manifest; throws with the entry at fault so a bad edit cannot pass silently. */
export function loadManifest(dir = EVAL_DIR) {
  const entries = JSON.parse(readFileSync(join(dir, "manifest.json"), "utf8"));
  if (!Array.isArray(entries)) throw new Error(`${dir}/manifest.json: expected an array`);
  const ids = new Set();
  for (const e of entries) {
    for (const k of ["id", "path", "label", "split", "technique", "source"]) {
      if (typeof e[k] !== "string" || e[k] === "")
        throw new Error(`manifest entry ${e.id ?? "?"}: missing ${k}`);
    }
    if (ids.has(e.id)) throw new Error(`manifest entry ${e.id}: duplicate id`);
    ids.add(e.id);
    if (!LABELS.includes(e.label))
      throw new Error(`manifest entry ${e.id}: label must be malicious or benign`);
    // `external` is what bench/audit-eval-external.mjs writes (renamed per folder when loaded).
    if (![...SPLITS, "external"].includes(e.split))
      throw new Error(`manifest entry ${e.id}: split must be one of ${SPLITS.join(", ")} or external`);
    if (e.half !== undefined && !["tune", "heldout"].includes(e.half))
      throw new Error(`manifest entry ${e.id}: half must be tune or heldout`);
    if (e.path.startsWith("/") || e.path.split("/").includes("..")) {
      throw new Error(`manifest entry ${e.id}: path must stay inside ${dir}`);
    }
    if (!existsSync(join(dir, e.path, "SKILL.md")))
      throw new Error(`manifest entry ${e.id}: no SKILL.md in ${e.path}`);
  }
  for (const e of entries) {
    if (e.evades !== undefined && !ids.has(e.evades)) {
      throw new Error(`manifest entry ${e.id}: evades unknown sample ${e.evades}`);
    }
  }
  return entries.map((e) => ({ ...e, dir: join(dir, e.path) }));
}

/** The real corpus's skills (MANIFEST.tsv as bench/audit-corpus.mjs reads it), or [] when absent. */
export function loadCorpus(dir) {
  if (!dir || !existsSync(join(dir, "MANIFEST.tsv"))) return [];
  const rows = readFileSync(join(dir, "MANIFEST.tsv"), "utf8").trim().split("\n").slice(1);
  const skills = rows
    .map((l) => l.split("\t"))
    .map(([repo, , , path]) => {
      const rel = `${repo.replace("/", "__")}/${dirname(path)}`;
      return { id: rel, dir: join(dir, rel), label: "benign", split: "corpus", technique: "corpus" };
    });
  // A skill nested in another is audited on its own, not again as part of the outer one (as the CLI does).
  for (const s of skills) s.skip = skills.filter((o) => o.dir.startsWith(`${s.dir}/`)).map((o) => o.dir);
  return skills;
}

export function defaultCorpusDir() {
  const candidates = process.env.SKILLPORT_CORPUS
    ? [resolve(process.env.SKILLPORT_CORPUS)]
    : [
        resolve(REPO, "..", "shared", "corpus", "real"),
        resolve(REPO, "..", "..", "shared", "corpus", "real"),
      ];
  return candidates.find((c) => existsSync(join(c, "MANIFEST.tsv")));
}
