// The audit with a hard time bound: what `add`/`install`/`update`, `skillport audit`, the MCP server's and the
// agent's installs and the registry's publish run. The rules check their time budget (budget.ts) only between
// rules, so one expression that runs long runs to its end; here the audit runs in a worker thread that the
// main thread ends once the budget is far past, however busy the worker is, and the skill gets the same high
// `audit-incomplete` finding an audit that ran out of time in process gets: install refuses it.
// `auditSkill`/`auditFiles` (index.ts) stay the synchronous in-process audit, with the soft budget only.
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { cpuUsage } from "node:process";
import { Worker } from "node:worker_threads";
import { packageRoot } from "../util/package-root.js";
import { WALL_CAP_FACTOR } from "./budget.js";
import { auditFiles, auditSkill, DEFAULT_TIME_BUDGET_MS } from "./index.js";
import type { MemoryFile } from "./read.js";
import type { AuditOptions, AuditReport } from "./types.js";
import type { AuditJob, WorkerMessage } from "./worker-protocol.js";

export interface BoundedAuditOptions extends AuditOptions {
  /**
   * Megabytes of heap the worker may use (default 2048). An audit that needs more is ended and the skill
   * gets a high `audit-incomplete` finding.
   */
  readonly maxMemoryMb?: number;
}

/** The environment variable that sets the time budget of the bounded audit, in seconds (`add`, `audit`). */
export const TIME_BUDGET_ENV = "SKILLPORT_AUDIT_TIME_BUDGET";
export const DEFAULT_MAX_MEMORY_MB = 2048;
/**
 * The worker is ended when the process has spent this many times the budget in CPU time since the audit
 * began (the worker's own check stops it at 1x between two rules, with the file and line it was on), or
 * when wall time reaches WALL_CAP_FACTOR times the budget (a starved audit).
 */
const CPU_CAP_FACTOR = 1.5;
/**
 * An idle worker is ended after this long: a long-running host (the MCP server) keeps no audit heap, and a
 * worker started ahead of an install (warmBoundedAudit) still waits out a slow clone.
 */
const IDLE_MS = 30_000;

/** The budget in `SKILLPORT_AUDIT_TIME_BUDGET` (seconds, more than 0 and at most 3600), in ms. */
export function budgetFromEnv(env: NodeJS.ProcessEnv = process.env): number | undefined {
  const raw = env[TIME_BUDGET_ENV]?.trim();
  if (raw === undefined || raw === "") return undefined;
  const s = Number(raw);
  return Number.isFinite(s) && s > 0 && s <= 3600 ? s * 1000 : undefined;
}

/**
 * `auditSkill(dir, options)` in a worker thread, ended at the time or memory cap: then the report holds one
 * high `audit-incomplete` finding that says where the audit was and why it stopped. The budget is
 * `options.timeBudgetMs`, else `SKILLPORT_AUDIT_TIME_BUDGET` seconds, else 10 s. Audits queue: one worker
 * runs one skill at a time, and each skill's clock starts when its audit does.
 */
export function auditSkillBounded(dir: string, options: BoundedAuditOptions = {}): Promise<AuditReport> {
  return bounded(resolve(dir), undefined, options);
}

/** `auditFiles(dir, files, options)` (a skill in memory, about to be written), bounded as auditSkillBounded. */
export function auditFilesBounded(
  dir: string,
  files: readonly MemoryFile[],
  options: Omit<BoundedAuditOptions, "skip"> = {},
): Promise<AuditReport> {
  return bounded(resolve(dir), files, options);
}

let script: string | null | undefined;
/**
 * The worker's script, dist/audit-worker.js of the package, or null where there is none: from the sources
 * under a TypeScript loader (the unit tests), which a worker thread does not inherit, or a copy of the
 * library bundled elsewhere. There the audit runs in process with its soft budget only.
 */
function workerScript(): string | null {
  if (script === undefined) {
    const file = join(packageRoot(), "dist", "audit-worker.js");
    script = import.meta.url.endsWith(".ts") || !existsSync(file) ? null : file;
  }
  return script;
}

/**
 * Starts the worker, which loads the scanner at once, ahead of the first audit (an install does it while it
 * fetches the source); without a worker, loads the scanner in process. Nothing waits on it.
 */
export function warmBoundedAudit(maxMemoryMb: number = DEFAULT_MAX_MEMORY_MB): void {
  const file = workerScript();
  if (file === null) void Promise.all([import("./read.js"), import("./scan.js")]).catch(() => {});
  else if (current === undefined) park(workerFor(file, maxMemoryMb));
}

let tail: Promise<unknown> = Promise.resolve();
let nextId = 1;

function bounded(
  dir: string,
  files: readonly MemoryFile[] | undefined,
  options: BoundedAuditOptions,
): Promise<AuditReport> {
  const { maxMemoryMb = DEFAULT_MAX_MEMORY_MB, ...rest } = options;
  const ms = rest.timeBudgetMs ?? budgetFromEnv() ?? DEFAULT_TIME_BUDGET_MS;
  const audit = { ...rest, timeBudgetMs: ms };
  const file = workerScript();
  if (file === null) return files !== undefined ? auditFiles(dir, files, audit) : auditSkill(dir, audit);
  const job: AuditJob = { id: nextId++, dir, ...(files !== undefined ? { files } : {}), options: audit };
  const run = tail.then(() => inWorker(file, job, ms, maxMemoryMb));
  tail = run.catch(() => undefined);
  return run;
}

interface Running {
  readonly worker: Worker;
  readonly memoryMb: number;
  idle?: NodeJS.Timeout;
}
let current: Running | undefined;

function workerFor(file: string, memoryMb: number): Running {
  if (current !== undefined && current.memoryMb === memoryMb) {
    clearTimeout(current.idle);
    return current;
  }
  if (current !== undefined) void current.worker.terminate();
  const worker = new Worker(file, {
    resourceLimits: { maxOldGenerationSizeMb: memoryMb },
    // The host's Node options, less one a worker refuses (`node --input-type=module -e …` starts no worker).
    execArgv: process.execArgv.filter((a) => !a.startsWith("--input-type")),
  });
  const running: Running = { worker, memoryMb };
  // An error or exit while no audit listens (never expected) only drops the worker; the next audit starts one.
  worker.on("error", () => {});
  worker.once("exit", () => {
    if (current === running) current = undefined;
  });
  current = running;
  return running;
}

/** Between audits the worker holds the process open no longer, and is ended after IDLE_MS. */
function park(running: Running): void {
  running.worker.unref();
  running.idle = setTimeout(() => {
    if (current === running) current = undefined;
    void running.worker.terminate();
  }, IDLE_MS);
  running.idle.unref();
}

const cpuMs = (): number => {
  const u = cpuUsage();
  return (u.user + u.system) / 1000;
};
const seconds = (ms: number): string => (ms / 1000).toFixed(ms < 10_000 ? 1 : 0);

function inWorker(file: string, job: AuditJob, ms: number, memoryMb: number): Promise<AuditReport> {
  const running = workerFor(file, memoryMb);
  const { worker } = running;
  worker.ref();
  return new Promise<AuditReport>((done, fail) => {
    const wall0 = performance.now();
    // The CPU cap counts from the start of the rules, as the worker's own budget does (not the worker's
    // start-up or the reading, which the wall cap bounds).
    let cpu0: number | undefined;
    let at: string | undefined;
    let settled = false;
    const settle = () => {
      settled = true;
      clearInterval(watch);
      worker.off("message", onMessage);
      worker.off("error", onError);
      worker.off("exit", onExit);
    };
    const stop = (how: string) => {
      if (settled) return;
      settle();
      if (current === running) current = undefined;
      void worker.terminate();
      incomplete(job.dir, at, how).then(done, fail);
    };
    const onMessage = (m: WorkerMessage) => {
      if (m.id !== job.id || settled) return;
      if (m.type === "file") {
        if (m.file === "") cpu0 = cpuMs();
        else at = m.file;
        return;
      }
      settle();
      park(running);
      if (m.type === "done") done(m.report);
      else fail(Object.assign(new Error(m.message), m.code !== undefined ? { code: m.code } : {}));
    };
    const onError = (e: Error & { code?: string }) =>
      stop(
        e.code === "ERR_WORKER_OUT_OF_MEMORY"
          ? `over the ${memoryMb} MB memory cap`
          : `when its worker failed (${e.message})`,
      );
    const onExit = (code: number) => stop(`when its worker exited (code ${code})`);
    const watch = setInterval(
      () => {
        const wall = performance.now() - wall0;
        const cpu = cpu0 === undefined ? 0 : cpuMs() - cpu0;
        if (cpu > ms * CPU_CAP_FACTOR)
          stop(`after ${seconds(cpu)} s of CPU time in one step (budget ${seconds(ms)} s)`);
        else if (wall > ms * WALL_CAP_FACTOR)
          stop(
            `after ${seconds(wall)} s of wall time (cap: ${WALL_CAP_FACTOR}x the ${seconds(ms)} s budget)`,
          );
      },
      Math.max(5, Math.min(250, ms / 20)),
    );
    watch.unref();
    worker.on("message", onMessage);
    worker.on("error", onError);
    worker.on("exit", onExit);
    worker.postMessage(job);
  });
}

/** The report of an audit ended from outside: one `audit-incomplete` finding at the file it was on. */
async function incomplete(directory: string, at: string | undefined, how: string): Promise<AuditReport> {
  const { scanFacts } = await import("./scan.js");
  const path = at ?? "SKILL.md";
  const where = at === undefined ? "before the rules reached a file" : `at ${at}`;
  const findings = scanFacts({
    path,
    type: "file",
    size: 0,
    incomplete: `stopped ${where} ${how}; the rest was not audited`,
  });
  return { directory, findings, filesScanned: 0, bytesScanned: 0 };
}
