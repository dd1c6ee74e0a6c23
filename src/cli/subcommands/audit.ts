import { existsSync, statSync } from "node:fs";
import { basename, dirname, resolve } from "node:path";
import type { Command } from "commander";
import { Option } from "commander";
import type { AuditReport, AuditSeverity } from "../../audit/types.js";
import { atLeast, worstSeverity } from "../../audit/types.js";
import { terminalLine } from "../../util/terminal.js";
import { type CliContext, CliError, type GlobalOptions, globals, loadOptionsFrom } from "../context.js";
import { colors, formatDiagnostic, type Io, printJson } from "../output.js";
import { commandOptionsFrom } from "./commands.js";

const SEVERITIES: readonly AuditSeverity[] = ["high", "medium", "low"];
/** Rule ids are at most this long (`instruction-override-quoted`): the column after them lines up. */
const WIDEST_RULE = 27;
/** Exit 1 on findings at or above this: the severity `add`/`install` refuse on. */
export const DEFAULT_FAIL_ON: AuditSeverity = "high";

/** One audited thing: a skill directory, a command file, or a directory named on the command line. */
export interface AuditTarget {
  readonly name: string;
  readonly kind: "skill" | "command" | "path";
  readonly report: AuditReport;
}

/** Loading reports its diagnostics elsewhere (`doctor`, `list`); the audit only reads what loaded. */
const quiet = (io: Io): Io => ({ ...io, err: () => {} });

/** Every loaded skill and command, audited (the default of `skillport audit`, and `doctor`'s summary). */
export async function auditLoaded(g: GlobalOptions, ctx: CliContext): Promise<AuditTarget[]> {
  const [{ loadSkills }, { loadCommands }, { auditSkillBounded: auditSkill }] = await Promise.all([
    import("../../load.js"),
    import("../../custom-commands/load.js"),
    import("../../audit/bounded.js"),
  ]);
  const set = await loadSkills(loadOptionsFrom(g, ctx.env));
  const commands = await loadCommands(commandOptionsFrom(g, { ...ctx, io: quiet(ctx.io) }));
  // Built-ins are found as `<built-in>/…`; their files live in the package. A skill gone since the
  // load is left out.
  const all = [
    ...set.skills.map((s) => ({ name: s.name, kind: "skill" as const, path: dirname(s.filePath) })),
    ...commands.commands.map((c) => ({ name: `/${c.name}`, kind: "command" as const, path: c.location })),
  ];
  const reports = await Promise.all(all.map((t) => auditSkill(t.path).catch(() => undefined)));
  return all.flatMap((t, i) => {
    const report = reports[i];
    return report ? [{ name: t.name, kind: t.kind, report }] : [];
  });
}

/** The targets of the paths on the command line: skills found in trees, skill folders, single files. */
async function auditPaths(paths: readonly string[]): Promise<AuditTarget[]> {
  const [{ findSkillDirs }, { auditSkillBounded: auditSkill }] = await Promise.all([
    import("../../audit/index.js"),
    import("../../audit/bounded.js"),
  ]);
  const targets: AuditTarget[] = [];
  for (const p of paths) {
    const isFile = statSync(p).isFile();
    if (isFile && basename(p) !== "SKILL.md") {
      targets.push({ name: basename(p), kind: "path", report: await auditSkill(p) });
      continue;
    }
    const dirs = isFile ? [dirname(p)] : await findSkillDirs(p);
    if (dirs.length === 0) {
      targets.push({ name: basename(p), kind: "path", report: await auditSkill(p) });
      continue;
    }
    // All at once: the reads of one skill overlap the scanning of another. A skill nested in another
    // is audited on its own, not again as part of the outer one.
    const reports = await Promise.all(
      dirs.map((d) => auditSkill(d, { skip: dirs.filter((o) => o !== d && o.startsWith(`${d}/`)) })),
    );
    for (const [i, report] of reports.entries())
      targets.push({ name: basename(dirs[i]!), kind: "skill", report });
  }
  return targets;
}

export interface AuditCounts {
  readonly targets: number;
  readonly files: number;
  readonly high: number;
  readonly medium: number;
  readonly low: number;
  /** Targets with at least one finding. */
  readonly flagged: number;
}

export function countFindings(targets: readonly AuditTarget[]): AuditCounts {
  const all = targets.flatMap((t) => t.report.findings);
  return {
    targets: targets.length,
    files: targets.reduce((n, t) => n + t.report.filesScanned, 0),
    high: all.filter((f) => f.severity === "high").length,
    medium: all.filter((f) => f.severity === "medium").length,
    low: all.filter((f) => f.severity === "low").length,
    flagged: targets.filter((t) => t.report.findings.length > 0).length,
  };
}

const RANK: Record<AuditSeverity, number> = { high: 3, medium: 2, low: 1 };
/** Worst first, then most findings, then name. */
export const byWorst = (a: AuditTarget, b: AuditTarget): number =>
  RANK[worstSeverity(b.report.findings) ?? "low"] - RANK[worstSeverity(a.report.findings) ?? "low"] ||
  b.report.findings.length - a.report.findings.length ||
  a.name.localeCompare(b.name);

export const severityCounts = (t: AuditTarget): string =>
  SEVERITIES.map((s) => `${t.report.findings.filter((f) => f.severity === s).length} ${s}`).join(", ");

function printHuman(
  ctx: CliContext,
  targets: readonly AuditTarget[],
  failOn: AuditSeverity,
  cwd: string,
): void {
  const c = colors(ctx.io.color);
  const paint = (s: AuditSeverity, text: string) =>
    s === "high" ? c.red(text) : s === "medium" ? c.yellow(text) : c.dim(text);
  const out: string[] = [];
  for (const t of [...targets].filter((x) => x.report.findings.length > 0).sort(byWorst)) {
    const where = terminalLine(relativeOr(cwd, t.report.directory));
    out.push(`${c.bold(terminalLine(t.name))} ${c.dim(where)}  ${severityCounts(t)}`);
    // The why once per rule and target: the same line under every finding is noise.
    const explained = new Set<string>();
    for (const f of t.report.findings) {
      out.push(
        `  ${paint(f.severity, f.severity.padEnd(6))} ${f.rule.padEnd(WIDEST_RULE)} ${terminalLine(f.file)}:${f.line}:${f.column}  ${f.match}`,
      );
      if (!explained.has(f.rule)) out.push(`  ${" ".repeat(6)} ${c.dim(f.why)}`);
      explained.add(f.rule);
    }
    out.push("");
  }
  const n = countFindings(targets);
  const noun = n.targets === 1 ? "target" : "targets";
  out.push(
    `${n.targets} ${noun} audited (${n.files} files): ${paint("high", `${n.high} high`)}, ${paint("medium", `${n.medium} medium`)}, ${n.low} low` +
      (n.flagged === 0 ? `; ${c.green("no findings")}` : ` in ${n.flagged} of them`),
  );
  const failing = targets.filter((t) => t.report.findings.some((f) => atLeast(f.severity, failOn))).length;
  if (failing > 0) out.push(`${failing} at or above --fail-on ${failOn}: exit 1`);
  ctx.io.out(`${out.join("\n")}\n`);
}

const relativeOr = (cwd: string, path: string): string => {
  const r = path.startsWith(`${cwd}/`) ? path.slice(cwd.length + 1) : path;
  return r === "" ? "." : r;
};

interface AuditCliOptions {
  sarif?: boolean;
  failOn: AuditSeverity;
  review?: boolean;
  reviewTimeout?: number;
}

/** `--review-timeout SECONDS`. */
const reviewTimeoutOption = () =>
  new Option(
    "--review-timeout <seconds>",
    "time the model has for one skill with --review (default 120)",
  ).argParser((v) => {
    const n = Number(v);
    if (!Number.isFinite(n) || n <= 0 || n > 3600)
      throw new CliError(`--review-timeout must be a number of seconds between 0 and 3600, not '${v}'`, 2);
    return n;
  });

export function registerAudit(program: Command, ctx: CliContext): void {
  program
    .command("audit")
    .description(
      "offline security audit of skills and commands (default: every loaded one); exit 1 on findings at or above --fail-on",
    )
    .argument("[path...]", "skill directories, SKILL.md or command files, or trees holding skills")
    .option("--sarif", "print SARIF 2.1.0 (for code scanning) instead of text")
    .addOption(
      new Option("--fail-on <severity>", "exit 1 when a finding is at or above this severity")
        .choices(["low", "medium", "high"])
        .default(DEFAULT_FAIL_ON),
    )
    .option(
      "--review",
      "also ask the model configured for chat for a verdict per skill (sends the skill, secrets redacted; can only add findings)",
    )
    .addOption(reviewTimeoutOption())
    .action(async (paths: string[], opts: AuditCliOptions, cmd: Command) => {
      const g = globals(cmd);
      if (g.json && opts.sarif) throw new CliError("--json and --sarif cannot be combined; choose one.", 2);
      if (opts.reviewTimeout !== undefined && !opts.review)
        throw new CliError("--review-timeout needs --review.", 2);
      const cwd = resolve(g.cwd ?? process.cwd());
      const abs = paths.map((p) => resolve(cwd, p));
      const missing = paths.filter((_, i) => !existsSync(abs[i]!));
      if (missing.length > 0)
        throw new CliError(`no such file or directory: ${missing.map((m) => terminalLine(m)).join(", ")}`, 2);
      let targets = abs.length > 0 ? await auditPaths(abs) : await auditLoaded(g, ctx);
      const review = opts.review ? await reviewAll(ctx, targets, opts.reviewTimeout) : undefined;
      if (review) targets = review.targets;
      const failing = targets.some((t) => t.report.findings.some((f) => atLeast(f.severity, opts.failOn)));
      ctx.exit.code = failing ? 1 : 0;
      if (opts.sarif) return printSarif(ctx, targets, cwd, review);
      if (g.json) return printAuditJson(ctx, targets, opts.failOn, failing, review);
      printHuman(ctx, targets, opts.failOn, cwd);
      if (review) printReviewSummary(ctx, review);
    });
}

/** What `--review` did: the targets with the review's findings added, and each target's outcome. */
interface ReviewRun {
  readonly targets: AuditTarget[];
  readonly outcomes: readonly import("../../audit/review/index.js").ReviewOutcome[];
  readonly model?: string;
}

async function reviewAll(
  ctx: CliContext,
  targets: readonly AuditTarget[],
  timeout: number | undefined,
): Promise<ReviewRun> {
  const [review, cli] = await Promise.all([
    import("../../audit/review/index.js"),
    import("./audit-review.js"),
  ]);
  const print = (d: import("../../types.js").Diagnostic) =>
    ctx.io.err(`${formatDiagnostic(d, ctx.io.errColor)}\n`);
  const setup = await cli.setUpReview(ctx, timeout ?? review.DEFAULT_REVIEW_TIMEOUT_S, print);
  // A skill gone or unreadable since the audit is not reviewed (and says so).
  const inputs = await Promise.all(
    targets.map((t) =>
      review.reviewInputFromDir(t.name, t.report.directory, t.report.findings).catch(() => undefined),
    ),
  );
  const outcomes = await cli.runReviews(setup, inputs);
  for (const [i, o] of outcomes.entries())
    for (const d of cli.reviewDiagnostics(terminalLine(targets[i]!.name), o, targets[i]!.report.directory))
      print(d);
  return {
    targets: targets.map((t, i) => ({ ...t, report: review.withReview(t.report, outcomes[i]!) })),
    outcomes,
    ...("model" in setup ? { model: setup.model } : {}),
  };
}

async function printSarif(ctx: CliContext, targets: readonly AuditTarget[], cwd: string, review?: ReviewRun) {
  const [{ auditSarif }, { packageVersion }] = await Promise.all([
    import("../../audit/sarif.js"),
    import("../../util/package-root.js"),
  ]);
  let log = auditSarif(
    targets.map((t) => t.report),
    cwd,
    packageVersion(),
  );
  if (review) {
    const { withReviewSarif } = await import("../../audit/review/sarif.js");
    log = withReviewSarif(
      log,
      review.outcomes.map((outcome, i) => ({ name: targets[i]!.name, outcome })),
    );
  }
  printJson(ctx.io, log);
}

async function printAuditJson(
  ctx: CliContext,
  targets: readonly AuditTarget[],
  failOn: AuditSeverity,
  failing: boolean,
  review?: ReviewRun,
) {
  const { reviewJson } = await import("./audit-review.js");
  printJson(ctx.io, {
    ok: !failing,
    failOn,
    counts: countFindings(targets),
    ...(review ? { review: { model: review.model ?? null, ...reviewCounts(review) } } : {}),
    targets: targets.map((t, i) => ({
      name: t.name,
      kind: t.kind,
      directory: t.report.directory,
      filesScanned: t.report.filesScanned,
      worst: worstSeverity(t.report.findings) ?? null,
      findings: t.report.findings,
      ...(review ? { review: reviewJson(review.outcomes[i]!) } : {}),
    })),
  });
}

const reviewCounts = (review: ReviewRun) => {
  const done = review.outcomes.filter((o) => o.status === "reviewed");
  return {
    reviewed: done.length,
    cached: done.filter((o) => o.cached).length,
    raised: done.filter((o) => o.findings.length > 0).length,
    failed: review.outcomes.length - done.length,
  };
};

function printReviewSummary(ctx: CliContext, review: ReviewRun): void {
  const n = reviewCounts(review);
  const model = review.model ? ` (${terminalLine(review.model)})` : "";
  const parts = [`${n.reviewed} reviewed${n.cached > 0 ? ` (${n.cached} from the cache)` : ""}`];
  parts.push(`${n.raised} raised a finding`);
  if (n.failed > 0) parts.push(`${n.failed} not reviewed: the review did not run (see above)`);
  ctx.io.out(`model review${model}: ${parts.join(", ")}\n`);
}
