// The audit's result shapes: the seam between the scanner (src/audit/) and its users
// (`skillport audit`, install/update, doctor). Keep these stable; add fields, never rename.

/** How bad a finding is. `add`/`install`/`update` refuse on `high` unless forced. */
export type AuditSeverity = "low" | "medium" | "high";

/** One match of one audit rule in one file of a skill. */
export interface AuditFinding {
  /** Stable kebab-case rule id (the rules table in src/audit/rules/). */
  readonly rule: string;
  readonly severity: AuditSeverity;
  /** Path of the file relative to the skill directory, with `/` separators. */
  readonly file: string;
  /** 1-based line and column of the match. */
  readonly line: number;
  readonly column: number;
  /** The matched text, shortened and neutralised so it is safe to print on a terminal. */
  readonly match: string;
  /** One line: why this is a risk. */
  readonly why: string;
  /** The rule's family (injection, agent, obfuscation, execution, exfiltration, secrets, shell, filesystem). */
  readonly family?: string;
}

/** What auditing one skill directory found. */
export interface AuditReport {
  /** Absolute path of the audited skill directory. */
  readonly directory: string;
  readonly findings: readonly AuditFinding[];
  readonly filesScanned: number;
  /** Bytes of text the rules read (files cut at the size cap count up to the cap). */
  readonly bytesScanned?: number;
}

export interface AuditOptions {
  /** Stop reading a file after this many bytes (a finding reports the oversized file). */
  readonly maxFileBytes?: number;
  /** Stop after this many files and folders (a finding reports that the rest was not read). */
  readonly maxFiles?: number;
  /** Stop reading after this many bytes of text in all (a finding reports that the rest was not read). */
  readonly maxTotalBytes?: number;
  /** Do not descend more than this many folders below the skill directory. */
  readonly maxDepth?: number;
  /**
   * Milliseconds of CPU time the rules may take over the whole skill (default 10 000; wall time is capped
   * at ten times that). Past it the audit stops with a high `audit-incomplete` finding: an audit that could
   * not finish never passes. CPU time, so a busy machine does not make a benign skill incomplete. Checked
   * between rules: one long step runs to its end; `auditSkillBounded` (bounded.ts) ends it from outside.
   */
  readonly timeBudgetMs?: number;
  /** Absolute paths of folders not to read (skills nested in this one, audited on their own). */
  readonly skip?: readonly string[];
}

const RANK: Record<AuditSeverity, number> = { low: 1, medium: 2, high: 3 };

/** The worst severity among `findings`, or undefined when there are none. */
export function worstSeverity(findings: readonly AuditFinding[]): AuditSeverity | undefined {
  let worst: AuditSeverity | undefined;
  for (const f of findings) if (!worst || RANK[f.severity] > RANK[worst]) worst = f.severity;
  return worst;
}

/** True when `severity` is at or above `threshold`. */
export function atLeast(severity: AuditSeverity, threshold: AuditSeverity): boolean {
  return RANK[severity] >= RANK[threshold];
}
