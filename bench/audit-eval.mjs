#!/usr/bin/env node
// Recall and false positives of the built audit on a labelled set of malicious and benign-but-tricky
// skills (bench/audit-eval/manifest.json), per split, plus the real corpus as extra benign samples.
//
//   node bench/audit-eval.mjs [--split tune|tune2|tune3|tune4|tune5|tune6|heldout|heldout2|heldout3|heldout4|heldout5|heldout6|heldout7|heldout8|heldout9|heldout10|heldout11|heldout12|heldout13|heldout14|heldout15|heldout16|heldout17|heldout18|heldout19|heldout20|heldout21|heldout22|heldout23|heldout24|heldout25|heldout26|heldout27|evasion|all] [--json | --markdown]
//                             [--corpus DIR | --no-corpus] [--external DIR]… [--lib PATH]
//                             [--half tune|heldout] [--baseline-lib PATH] [--cli [--cli-path PATH]]
//                             [--skip-split NAME]…
//
// Splits: `tune` is what rules may be tuned on; `tune2` (round 25) is an open set written for tuning by an
// engineer who writes no rule, the way the sealed sets are written (outsider's wording, attacks in helpers and
// references), so rule writers see how outsiders write: per-sample output like `tune`; `tune3` (round 26) is a
// second outsider's open set written the same way, held out from tuning in the round it was written (rule
// writers skip it with `--skip-split tune3` that round) and open to read sample by sample afterwards; `tune4`
// (round 28) is a third, written the same way and held out from tuning likewise (`--skip-split tune4` in round
// 28), open from round 29 on; `tune5` (round 29) is a fourth, held out from tuning in round 29
// (`--skip-split tune5`) and open from round 30 on; `tune6` (round 30) is a fifth, held out from tuning in
// round 30 (`--skip-split tune6`) and open from round 31 on; `heldout` is only measured (blind: counts only unless
// `--json`, like the two below); `evasion` holds small edits
// of samples the audit caught at high when they were written (each names the one it evades from);
// `heldout2` is a second held-out set written by an engineer who does not write the rules, for measuring
// generalisation: its per-sample verdicts (which samples are missed, which benign ones are refused) are
// printed only with `--json`, so the default and Markdown output can be shared with the rule writers.
// `heldout3` is a third such set (sealed the same way), written later by another engineer who writes no rule;
// `heldout4` a fourth (round 8), from sources none of the earlier sets cite; `heldout5` a fifth (round 9) and
// `heldout6` a sixth (round 10), `heldout7` a seventh (round 11), `heldout8` an eighth (round 12) and
// `heldout9` a ninth (round 13), `heldout10` a tenth (round 14), `heldout11` an eleventh (round 15) and
// `heldout12` a twelfth (round 16), `heldout13` a thirteenth (round 17), `heldout14` a fourteenth
// (round 18), `heldout15` a fifteenth (round 19), `heldout16` a sixteenth (round 20), `heldout17` a
// seventeenth (round 21), `heldout18` an eighteenth (round 22), `heldout19` a nineteenth (round 23),
// `heldout20` a twentieth (round 24), `heldout21` a twenty-first (round 25), `heldout22` a twenty-second
// (round 26), `heldout23` a twenty-third (round 27), `heldout24` a twenty-fourth (round 28), `heldout25` a
// twenty-fifth (round 29), `heldout26` a twenty-sixth (round 30) and `heldout27` a twenty-seventh (round 31),
// likewise.
// `--external DIR` (repeatable) scores a folder laid out like bench/audit-eval (a manifest.json and the
// folders it names) that is not committed, reported as split `external:<folder name>`;
// bench/audit-eval-external.mjs lays out public datasets that way; an external folder whose entries say
// `"blind": true` is reported like a blind split (counts only unless `--json`). An external set of published
// benign skills comes in two halves fixed by a hash (`half` in its manifest): reported as
// `external:<folder>:tune` and `external:<folder>:heldout`, the latter blind too; `--half tune|heldout`
// scores one half only (tune on `--half tune`, so a run never shows the held-out half's totals by accident);
// in a folder with halves it drops the entries that have none (the blind malicious side of `--clawhub`).
// `--baseline-lib PATH` audits every sample with a second build too (say, main before a change, built
// into bench/.trees/), interleaved, and prints its figures and the CPU-time ratio beside.
// `--skip-split NAME` (repeatable) leaves a split out of the run altogether, not even its totals printed: a
// set still being sealed (its writer at work, its first read not yet made) stays unseen by rule writers who run
// `--split all`; an external split is named as printed (`external:<folder>[:half]`).
// `--cli` also runs `skillport add <sample> --dry-run` (dist/cli/bin.js) on each labelled sample as a
// real process and counts the audit refusals: the promise end to end.
// A sample counts as caught "at high" when the audit gives it at least one high finding (what makes
// `add` refuse it), "at any" when it gives any finding. Needs `npm run build` (imports dist/).
// The work is in bench/lib/eval-*.mjs (sets, auditing, figures, output); this file reads the options.
import { existsSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { basename, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import {
  blindExternal,
  defaultCorpusDir,
  isBlind,
  loadCorpus,
  loadManifest,
  SPLITS,
} from "./lib/eval-manifest.mjs";
import { f, printSummary, printTable } from "./lib/eval-print.mjs";
import { addVerdicts, summariseAdd } from "./lib/eval-run.mjs";
import { evaluate, pct } from "./lib/eval-summary.mjs";

export {
  BLIND_SPLITS,
  defaultCorpusDir,
  EVAL_DIR,
  loadCorpus,
  loadManifest,
  SPLITS,
} from "./lib/eval-manifest.mjs";
export { addVerdicts, auditSamples, summariseAdd } from "./lib/eval-run.mjs";
export { evaluate, summarise } from "./lib/eval-summary.mjs";

const REPO = resolve(fileURLToPath(import.meta.url), "..", "..");

function parseArgs(argv) {
  const opt = (k) => (argv.includes(`--${k}`) ? argv[argv.indexOf(`--${k}`) + 1] : undefined);
  const split = opt("split") ?? "all";
  if (opt("half") !== undefined && !["tune", "heldout"].includes(opt("half")))
    throw new Error("--half must be tune or heldout");
  if (![...SPLITS, "all"].includes(split))
    throw new Error(`--split must be one of ${SPLITS.join(", ")} or all`);
  return {
    split,
    json: argv.includes("--json"),
    markdown: argv.includes("--markdown"),
    corpus: argv.includes("--no-corpus")
      ? undefined
      : opt("corpus")
        ? resolve(opt("corpus"))
        : defaultCorpusDir(),
    external: argv.flatMap((a, i) => (a === "--external" && argv[i + 1] ? [resolve(argv[i + 1])] : [])),
    lib: opt("lib") ?? process.env.AUDIT_LIB ?? join(REPO, "dist", "index.js"),
    baseLib: opt("baseline-lib"),
    half: opt("half"),
    skip: argv.flatMap((a, i) => (a === "--skip-split" && argv[i + 1] ? [argv[i + 1]] : [])),
    cli: argv.includes("--cli") ? (opt("cli-path") ?? join(REPO, "dist", "cli", "bin.js")) : undefined,
  };
}

/** The blind splits of a run (sealed, blind external, held-out halves of external sets), for bench/audit-gate.mjs. */
const blindSplitsOf = (summaries) => summaries.map((s) => s.split).filter(isBlind);

async function main() {
  const args = parseArgs(process.argv.slice(2));
  if (!existsSync(resolve(args.lib))) throw new Error(`${args.lib} not found: run \`npm run build\` first`);
  if (args.cli && !existsSync(args.cli))
    throw new Error(`${args.cli} not found: run \`npm run build\` first`);
  if (args.corpus && !existsSync(join(args.corpus, "MANIFEST.tsv"))) {
    throw new Error(`--corpus ${args.corpus}: no MANIFEST.tsv there (the shared corpus layout)`);
  }
  const lib = await import(pathToFileURL(resolve(args.lib)).href);
  const baseLib = args.baseLib ? await import(pathToFileURL(resolve(args.baseLib)).href) : undefined;
  let samples = loadManifest().filter((s) => args.split === "all" || s.split === args.split);
  for (const dir of args.external) {
    // A set with halves (published benign skills) is two splits: `…:tune` and the blind `…:heldout`.
    const name = (s) => `external:${basename(dir)}${s.half ? `:${s.half}` : ""}`;
    const all = loadManifest(dir);
    // In a folder with halves, `--half` keeps that half alone: its entries without one (a blind malicious side,
    // --clawhub) are not part of any tuning half.
    const halves = all.some((s) => s.half);
    const wanted = (s) => !args.half || (halves ? s.half === args.half : !s.half);
    const entries = all.filter(wanted);
    if (entries.some((s) => s.blind === true)) blindExternal.add(`external:${basename(dir)}`);
    samples = samples.concat(entries.map((s) => ({ ...s, split: name(s) })));
  }
  samples = samples.filter((s) => !args.skip.includes(s.split));
  const corpus = loadCorpus(args.corpus);
  const load0 = loadavg()[0];
  const { rows, summaries, baseline } = await evaluate(lib, samples.concat(corpus), baseLib);
  const machine = {
    loadAverage1m: [load0, loadavg()[0]].map((x) => Math.round(x * 100) / 100),
    cores: cpus().length,
  };
  if (args.markdown) {
    printTable(summaries, machine);
    return;
  }
  if (args.json) {
    const results = rows.map((r) => ({
      id: r.id,
      split: r.split,
      label: r.label,
      worst: r.worst,
      rules: r.rules,
    }));
    console.log(
      JSON.stringify(
        {
          machine,
          corpus: args.corpus ?? null,
          blindSplits: blindSplitsOf(summaries),
          summaries,
          baseline,
          results,
        },
        null,
        1,
      ),
    );
    return;
  }
  console.log(
    `audit-eval: ${samples.length} labelled samples${corpus.length ? ` + ${corpus.length} corpus skills` : " (no corpus)"}; load average (1 min) ${machine.loadAverage1m.join(" → ")} on ${machine.cores} cores (shared machine)`,
  );
  for (const [i, s] of summaries.entries()) printSummary(s, baseline?.[i]);
  if (args.cli) {
    const verdicts = await addVerdicts(args.cli, samples);
    console.log(`\n## skillport add --dry-run, as a real process (${samples.length} labelled samples)`);
    const bySplit = Object.entries(summariseAdd(samples, verdicts)).sort(
      ([a], [b]) => (SPLITS.indexOf(a) + 1 || 99) - (SPLITS.indexOf(b) + 1 || 99),
    );
    for (const [split, t] of bySplit) {
      console.log(
        `${split}: refused ${t.maliciousRefused} of ${t.malicious} malicious (${f(pct(t.maliciousRefused, t.malicious))}), ${t.benignRefused} of ${t.benign} benign (${f(pct(t.benignRefused, t.benign))})${t.failed.length ? `; other failures: ${isBlind(split) ? t.failed.length : t.failed.join("; ")}` : ""}`,
      );
    }
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  main().catch((e) => {
    console.error(e instanceof Error ? e.message : e);
    process.exit(1);
  });
}
