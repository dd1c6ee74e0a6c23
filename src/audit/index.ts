// Offline security audit of a skill directory: deterministic rules over every file, no network, no
// model, nothing executed. `auditSkill(dir)` is the seam install/update and doctor code against.
// The scanner (the rules table and the reader) loads on first use: `import("skillport")` stays lean.
import { resolve } from "node:path";
import { startBudget } from "./budget.js";
import type { AuditRule } from "./rule-types.js";
import type { AuditFinding, AuditOptions, AuditReport } from "./types.js";

export type { AuditFamily, AuditRule } from "./rule-types.js";
export type { AuditFinding, AuditOptions, AuditReport, AuditSeverity } from "./types.js";
export { atLeast, worstSeverity } from "./types.js";

let loading: Promise<[typeof import("./read.js"), typeof import("./scan.js")]> | undefined;

/**
 * The reader and the scanner, imported on the first audit and kept: an `import()` per audit went through
 * the module loader again (~5–15 µs each, two a skill), a few ms of every corpus pass. A failed import is
 * not kept.
 */
function scanner(): Promise<[typeof import("./read.js"), typeof import("./scan.js")]> {
  loading ??= Promise.all([import("./read.js"), import("./scan.js")]).catch((e: unknown) => {
    loading = undefined;
    throw e;
  });
  return loading;
}

/**
 * Audits every file of the skill directory `dir` (or the one file `dir`, for a command file): symbolic
 * links are never followed, only regular files are read (up to `maxFileBytes` each), nothing is run.
 * Rejects only when `dir` itself does not exist or cannot be read.
 */
export async function auditSkill(dir: string, options: AuditOptions = {}): Promise<AuditReport> {
  return auditSkillWith(dir, options);
}

/**
 * Told "" once the skill is read and the rules' time budget starts, then each file's path before its rules
 * run, and `SKILL.md` again before the skill-level rules: where an audit stopped from outside (bounded.ts)
 * is the last path told.
 */
export type AuditProgress = (file: string) => void;

/** `auditSkill` with a progress callback (the bounded audit's worker, worker.ts). */
export async function auditSkillWith(
  dir: string,
  options: AuditOptions,
  progress?: AuditProgress,
): Promise<AuditReport> {
  const directory = resolve(dir);
  const [{ DEFAULT_MAX_DEPTH, DEFAULT_MAX_FILE_BYTES, DEFAULT_MAX_FILES, readSkillTree }, scan] =
    await scanner();
  const maxFileBytes = options.maxFileBytes ?? DEFAULT_MAX_FILE_BYTES;
  const entries = await readSkillTree(directory, {
    maxFileBytes,
    maxFiles: options.maxFiles ?? DEFAULT_MAX_FILES,
    maxDepth: options.maxDepth ?? DEFAULT_MAX_DEPTH,
    maxTotalBytes: options.maxTotalBytes,
    skip: options.skip,
  });
  return report(directory, entries, { ...options, maxFileBytes }, scan, progress);
}

/**
 * Audits a skill held in memory (files about to be installed) exactly as `auditSkill` would audit
 * the same files written to a directory `dir`, without writing or reading anything.
 */
export async function auditFiles(
  dir: string,
  files: readonly import("./read.js").MemoryFile[],
  options: Omit<AuditOptions, "skip"> = {},
): Promise<AuditReport> {
  return auditFilesWith(dir, files, options);
}

/** `auditFiles` with a progress callback (the bounded audit's worker, worker.ts). */
export async function auditFilesWith(
  dir: string,
  files: readonly import("./read.js").MemoryFile[],
  options: Omit<AuditOptions, "skip">,
  progress?: AuditProgress,
): Promise<AuditReport> {
  const [{ DEFAULT_MAX_DEPTH, DEFAULT_MAX_FILE_BYTES, DEFAULT_MAX_FILES, readMemoryTree }, scan] =
    await scanner();
  const maxFileBytes = options.maxFileBytes ?? DEFAULT_MAX_FILE_BYTES;
  const entries = readMemoryTree(files, {
    maxFileBytes,
    maxFiles: options.maxFiles ?? DEFAULT_MAX_FILES,
    maxDepth: options.maxDepth ?? DEFAULT_MAX_DEPTH,
    maxTotalBytes: options.maxTotalBytes,
  });
  return report(resolve(dir), entries, { ...options, maxFileBytes }, scan, progress);
}

/**
 * What a skill says it is: its SKILL.md's front matter (name, description) and first heading, at most 2,000
 * characters. Other files are read beside it (context-vendor.ts: a script fetching the product the skill names).
 */
function skillIntroOf(text: string | undefined): string | undefined {
  if (text === undefined) return undefined;
  const head = text.slice(0, 2000);
  const front = /^---\r?\n[\s\S]*?\r?\n---/.exec(head)?.[0] ?? "";
  const heading = /^#{1,2}[ \t][^\n]{1,200}/m.exec(head.slice(front.length))?.[0] ?? "";
  const intro = `${front}\n${heading}`.trim();
  return intro === "" ? undefined : intro;
}

/** Time for the rules over one skill; past it the audit stops with a high `audit-incomplete` finding. */
export const DEFAULT_TIME_BUDGET_MS = 10_000;

function report(
  directory: string,
  entries: readonly import("./read.js").ReadEntry[],
  options: AuditOptions & { maxFileBytes: number },
  scan: typeof import("./scan.js"),
  progress?: AuditProgress,
): AuditReport {
  const findings: AuditFinding[] = [];
  const signals: AuditFinding[] = [];
  let filesScanned = 0;
  let bytesScanned = 0;
  const ms = options.timeBudgetMs ?? DEFAULT_TIME_BUDGET_MS;
  const budget = startBudget(ms);
  progress?.("");
  const entry = entries.find((e) => e.facts.path === "SKILL.md")?.text;
  const intro = skillIntroOf(entry);
  // A data file the SKILL.md tells the agent to read and follow is read as instructions (followed.ts).
  const followed = scan.followedFiles(
    new Map(entries.flatMap((e) => (e.text === undefined ? [] : [[e.facts.path, e.text] as const]))),
  );
  for (const e of entries) {
    if (e.facts.type === "file" && e.facts.error === undefined && e.facts.limit === undefined) filesScanned++;
    if (e.text !== undefined) bytesScanned += Math.min(e.facts.size, options.maxFileBytes);
    const path = e.facts.path;
    progress?.(path);
    findings.push(
      ...scan.scanFile(
        e.facts,
        e.text,
        budget,
        signals,
        intro,
        followed.orders.has(path),
        followed.prose.has(path),
      ),
    );
  }
  // Attacks are chains: the steps found in different files or far apart make one high finding.
  const files = entries.flatMap((e) => (e.text === undefined ? [] : [{ path: e.facts.path, text: e.text }]));
  progress?.("SKILL.md");
  findings.push(...scan.scanSkill({ files, findings: [...findings], signals }, budget));
  // Never a silent pass: what the rules could not read in time is a high finding, so install refuses.
  if (budget.stopped)
    findings.push(
      ...scan.scanFacts({
        path: budget.stopped.file,
        type: "file",
        size: 0,
        incomplete: `stopped at ${budget.stopped.file} after ${ms} ms of CPU time; the rest of the skill was not audited`,
      }),
    );
  return { directory, findings, filesScanned, bytesScanned };
}

/** Every folder holding a SKILL.md at or below `root`, without following symbolic links. */
export async function findSkillDirs(root: string): Promise<string[]> {
  const { findSkillDirs: find } = await import("./read.js");
  return find(resolve(root));
}

/** The rules table (ids, severities, families, whys), loaded on first use. */
export async function auditRules(): Promise<readonly AuditRule[]> {
  return (await import("./rules/index.js")).RULES;
}
