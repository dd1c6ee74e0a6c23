// Search quality on the shared corpus of real skills (SPEC §12): recall@1, recall@5 and MRR of
// a naive substring baseline, BM25 (with and without body headings), an offline character-trigram
// embedder alone, and BM25 fused with it by reciprocal rank. Run after `npm run build`:
//
//   node bench/search-eval.mjs [--corpus DIR] [--lib FILE] [--json] [--misses]   (or SKILLPORT_CORPUS=DIR)
//
// Queries live in bench/search-queries.json (the tuning set) and bench/search-queries-heldout.json (held
// out: written before the ranking was tuned, and never looked at query by query while tuning); each names the expected skill by its path relative to the
// corpus. Any loaded skill with the expected skill's name counts as a hit (the corpus holds duplicates).

import { existsSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { corpusLoadOptions } from "./lib/corpus.mjs";

const here = dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const flag = (name) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
// `--lib FILE`: another build of the library (e.g. a copy of an older dist/index.js), for before/after.
const { createNgramEmbedder, createSearchIndex, loadSkills } = await import(
  pathToFileURL(resolve(flag("--lib") ?? join(here, "..", "dist", "index.js"))).href
);
const corpus = resolve(
  flag("--corpus") ?? process.env.SKILLPORT_CORPUS ?? join(here, "..", "..", "shared", "corpus", "real"),
);
const asJson = args.includes("--json");

if (!existsSync(join(corpus, "MANIFEST.tsv"))) {
  console.log(
    `search-eval: corpus not found at ${corpus}; skipped. Pass --corpus DIR or set SKILLPORT_CORPUS.`,
  );
  process.exit(0);
}

// Two query sets: the tuning set, and a held-out set never used for tuning (only its aggregate figures
// are printed unless --misses-heldout is given).
const readSet = (file) => JSON.parse(readFileSync(join(here, file), "utf8")).queries;
const sets = [
  ["tuning", readSet("search-queries.json")],
  ["held-out", readSet("search-queries-heldout.json")],
  // Long queries: excerpts of real issue and pull-request texts, several relevant skills each.
  ["long tuning", readSet("search-queries-long.json")],
  ["long held-out", readSet("search-queries-long-heldout.json")],
];
const HELD_OUT = new Set(["held-out", "long held-out"]);
const set = await loadSkills(corpusLoadOptions(corpus));

// Expected names per query, from the skills loaded (winner or shadowed) at its paths (`expect` is
// one path or a list: any of them is a hit).
const byPath = new Map();
for (const s of [...set.skills, ...set.shadowed]) byPath.set(s.location.slice(corpus.length + 1), s);
const casesOf = (queries) => {
  const cases = [];
  for (const q of queries) {
    const names = [];
    for (const path of [q.expect].flat()) {
      const s = byPath.get(path);
      if (!s) console.error(`search-eval: ${path} did not load; left out of "${q.q.slice(0, 60)}".`);
      else if (!s.modelInvocable)
        console.error(`search-eval: ${path} is hidden; left out of "${q.q.slice(0, 60)}".`);
      else names.push(s.name);
    }
    if (names.length > 0) cases.push({ q: q.q, names });
  }
  return cases;
};

const visible = set.skills.filter((s) => s.modelInvocable);
const DEPTH = 50;

// Naive baseline: count the query's words (lowercased, 3+ letters) found as substrings of
// name + description; ties by name.
const naiveTexts = visible.map((s) => ({ name: s.name, text: `${s.name} ${s.description}`.toLowerCase() }));
function naive(query) {
  const words = query
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length >= 3);
  return naiveTexts
    .map((d) => ({ name: d.name, score: words.filter((w) => d.text.includes(w)).length }))
    .filter((d) => d.score > 0)
    .sort((a, b) => b.score - a.score || (a.name < b.name ? -1 : 1))
    .slice(0, DEPTH)
    .map((d) => d.name);
}

const embed = createNgramEmbedder({ dimensions: 1024, n: 3 });
const bm25 = await createSearchIndex(set);
const bm25NoHeadings = await createSearchIndex(set, { headings: false });
const hybrid = await createSearchIndex(set, { embed });

// Trigram embedder alone (cosine), for reference.
const vecs = await embed(visible.map((s) => `${s.name.replace(/-/g, " ")}: ${s.description}`));
const norm = (v) => {
  const n = Math.hypot(...v) || 1;
  return v.map((x) => x / n);
};
const docVecs = vecs.map(norm);
async function vectorOnly(query) {
  const [qv] = await embed([query]);
  const q = norm(qv);
  return visible
    .map((s, i) => ({ name: s.name, sim: docVecs[i].reduce((acc, x, j) => acc + x * q[j], 0) }))
    .sort((a, b) => b.sim - a.sim || (a.name < b.name ? -1 : 1))
    .slice(0, DEPTH)
    .map((d) => d.name);
}

const methods = [
  ["naive substring", async (q) => naive(q)],
  ["BM25, no headings", async (q) => bm25NoHeadings.search(q, { k: DEPTH }).map((r) => r.name)],
  ["BM25 (default)", async (q) => bm25.search(q, { k: DEPTH }).map((r) => r.name)],
  ["trigram vectors only", vectorOnly],
  ["BM25 + trigram (RRF)", async (q) => (await hybrid.retrieve(q, { k: DEPTH })).map((r) => r.name)],
];

async function evaluate(cases) {
  const rows = [];
  const misses = {};
  for (const [label, run] of methods) {
    let r1 = 0;
    let r5 = 0;
    let rr = 0;
    let rr10 = 0;
    misses[label] = [];
    for (const c of cases) {
      const ranked = await run(c.q);
      // The rank of the first relevant skill.
      const rank = ranked.findIndex((name) => c.names.includes(name)) + 1;
      if (rank === 1) r1++;
      if (rank >= 1 && rank <= 5) r5++;
      if (rank >= 1) rr += 1 / rank;
      if (rank >= 1 && rank <= 10) rr10 += 1 / rank;
      if (rank !== 1)
        misses[label].push({
          q: c.q.slice(0, 120),
          want: c.names.join(" | "),
          rank: rank || null,
          got: ranked.slice(0, 3).join(", "),
        });
    }
    const n = cases.length;
    rows.push({ method: label, recall1: r1 / n, recall5: r5 / n, mrr: rr / n, mrr10: rr10 / n });
  }
  return { queries: cases.length, rows, misses };
}

const results = {};
for (const [name, queries] of sets) results[name] = await evaluate(casesOf(queries));

// The held-out set's misses stay hidden unless asked for: looking at them while tuning would make it
// a second tuning set.
if (!args.includes("--misses-heldout")) for (const name of HELD_OUT) delete results[name].misses;
if (asJson) {
  if (!args.includes("--misses")) for (const r of Object.values(results)) delete r.misses;
  console.log(JSON.stringify({ skills: visible.length, sets: results }, null, 2));
} else {
  const f = (x) => x.toFixed(3);
  console.log(`${visible.length} model-visible skills`);
  for (const [name, r] of Object.entries(results)) {
    console.log(`\n${name} set, ${r.queries} queries\n`);
    console.log("| method | recall@1 | recall@5 | MRR | MRR@10 |");
    console.log("|---|---|---|---|---|");
    for (const row of r.rows)
      console.log(
        `| ${row.method} | ${f(row.recall1)} | ${f(row.recall5)} | ${f(row.mrr)} | ${f(row.mrr10)} |`,
      );
    if (r.misses && (HELD_OUT.has(name) || args.includes("--misses"))) {
      for (const m of r.misses["BM25 (default)"])
        console.log(`miss: "${m.q}" want ${m.want} rank ${m.rank} got ${m.got}`);
    }
  }
}
