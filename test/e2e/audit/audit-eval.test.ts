// The audit evaluation (bench/audit-eval.mjs) over a few of its own labelled samples, with the built
// library, so neither the bench nor the manifest can rot unnoticed. Figures are not asserted here:
// they move as the rules change and are reported by the bench itself (docs/SECURITY.md).
import { execFile } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { REPO, tmp } from "../../helpers/index.js";

interface Sample {
  id: string;
  label: string;
  split: string;
  technique: string;
  source: string;
  dir: string;
  evades?: string;
}
interface Summary {
  split: string;
  malicious: number;
  benign: number;
  caughtAtHigh: number;
  caughtAtAny: number;
  fpAtHigh: number;
  timeMs: { mean: number | null };
  byTechnique: Record<string, { total: number; high: number; missedAtHigh: string[] }>;
}
interface Bench {
  EVAL_DIR: string;
  loadManifest(dir?: string): Sample[];
  loadCorpus(dir: string | undefined): Sample[];
  addVerdicts(cli: string, samples: Sample[]): Promise<Map<string, string>>;
  evaluate(
    lib: unknown,
    samples: Sample[],
    baseLib?: unknown,
  ): Promise<{ rows: unknown[]; summaries: Summary[]; baseline?: Summary[] }>;
}

const load = async (): Promise<Bench> => import(pathToFileURL(join(REPO, "bench", "audit-eval.mjs")).href);
const lib = async (): Promise<unknown> => import(pathToFileURL(join(REPO, "dist", "index.js")).href);

describe("audit evaluation bench", () => {
  it("has a well-formed manifest: unique ids, labels, splits, sources, a SKILL.md per sample", async () => {
    const bench = await load();
    const samples = bench.loadManifest();
    expect(samples.length).toBeGreaterThan(50);
    for (const s of samples) {
      expect(["tune", "heldout", "heldout2", "evasion"]).toContain(s.split);
      expect(s.source.length).toBeGreaterThan(10);
      expect(existsSync(join(s.dir, "SKILL.md"))).toBe(true);
    }
    const labels = new Set(samples.map((s) => s.label));
    expect(labels).toEqual(new Set(["malicious", "benign"]));
    for (const s of samples.filter((x) => x.split === "evasion")) {
      expect(samples.find((o) => o.id === s.evades)?.label).toBe("malicious");
    }
  });

  it("audits samples with the built library and counts recall and false positives per split", async () => {
    const bench = await load();
    const all = bench.loadManifest();
    const mal = all.find((s) => s.id === "revshell-python-pty");
    const ben = all.filter((s) => s.label === "benign" && s.split === "tune").slice(0, 2);
    expect(mal).toBeDefined();
    const { summaries } = await bench.evaluate(await lib(), [mal!, ...ben]);
    expect(summaries).toHaveLength(1);
    const s = summaries[0]!;
    expect(s.split).toBe("tune");
    expect(s.malicious).toBe(1);
    expect(s.benign).toBe(2);
    // A classic reverse shell is the floor any version of the audit refuses.
    expect(s.caughtAtHigh).toBe(1);
    expect(s.byTechnique["reverse-shell"]).toMatchObject({ total: 1, high: 1, missedAtHigh: [] });
    expect(s.timeMs.mean).toBeGreaterThanOrEqual(0);
  });

  it("measures a baseline build beside, interleaved, with the same figures for the same build", async () => {
    const bench = await load();
    const built = await lib();
    const some = bench
      .loadManifest()
      .filter((s) => s.split === "heldout")
      .slice(0, 4);
    const { summaries, baseline } = await bench.evaluate(built, some, built);
    expect(baseline).toHaveLength(summaries.length);
    expect(baseline![0]!.caughtAtHigh).toBe(summaries[0]!.caughtAtHigh);
    expect(baseline![0]!.fpAtHigh).toBe(summaries[0]!.fpAtHigh);
  });

  it("runs skillport add --dry-run on samples as a real process: the audit's refusal end to end", async () => {
    const bench = await load();
    const all = bench.loadManifest();
    const picked = ["revshell-python-pty", "ok-rustup-install"].map((id) => all.find((s) => s.id === id)!);
    const verdicts = await bench.addVerdicts(join(REPO, "dist", "cli", "bin.js"), picked);
    expect(verdicts.get("revshell-python-pty")).toBe("refused");
    expect(verdicts.get("ok-rustup-install")).toBe("accepted");
  });

  it("rejects a manifest entry that escapes its folder or lacks a SKILL.md", async () => {
    const bench = await load();
    const dir = tmp();
    const entry = { id: "x", path: "../x", label: "malicious", split: "tune", technique: "t", source: "s" };
    writeFileSync(join(dir, "manifest.json"), JSON.stringify([entry]));
    expect(() => bench.loadManifest(dir)).toThrow(/inside/);
    mkdirSync(join(dir, "samples", "x"), { recursive: true });
    writeFileSync(join(dir, "manifest.json"), JSON.stringify([{ ...entry, path: "samples/x" }]));
    expect(() => bench.loadManifest(dir)).toThrow(/no SKILL\.md/);
    writeFileSync(join(dir, "samples", "x", "SKILL.md"), "---\nname: x\ndescription: d\n---\n");
    writeFileSync(
      join(dir, "manifest.json"),
      JSON.stringify([{ ...entry, path: "samples/x", label: "evil" }]),
    );
    expect(() => bench.loadManifest(dir)).toThrow(/label/);
    writeFileSync(
      join(dir, "manifest.json"),
      JSON.stringify([{ ...entry, path: "samples/x", split: "heldout3" }]),
    );
    expect(() => bench.loadManifest(dir)).toThrow(/split must be one of/);
  });

  it("has a second held-out set of both labels whose verdicts per sample only --json prints", async () => {
    const bench = await load();
    const set2 = bench.loadManifest().filter((s) => s.split === "heldout2");
    expect(set2.filter((s) => s.label === "malicious").length).toBeGreaterThanOrEqual(80);
    expect(set2.filter((s) => s.label === "benign").length).toBeGreaterThanOrEqual(80);
    const run = (args: string[]): Promise<string> =>
      new Promise((done, fail) =>
        execFile(
          process.execPath,
          [join(REPO, "bench", "audit-eval.mjs"), "--split", "heldout2", "--no-corpus", ...args],
          { maxBuffer: 64 * 1024 * 1024, timeout: 240_000 },
          (err, out) => (err ? fail(err) : done(out)),
        ),
      );
    const plain = await run([]);
    expect(plain).toMatch(/## split heldout2/);
    for (const s of set2) expect(plain).not.toContain(s.id);
    const table = await run(["--markdown"]);
    expect(table).toMatch(/\| heldout2 \|/);
    for (const s of set2) expect(table).not.toContain(s.id);
    const json = JSON.parse(await run(["--json"])) as { results: { id: string; split: string }[] };
    expect(json.results.map((r) => r.id).sort()).toEqual(set2.map((s) => s.id).sort());
  }, 300_000);

  it("reads no corpus when the folder is absent", async () => {
    const bench = await load();
    expect(bench.loadCorpus(join(tmp(), "nowhere"))).toEqual([]);
    expect(bench.loadCorpus(undefined)).toEqual([]);
  });
});
