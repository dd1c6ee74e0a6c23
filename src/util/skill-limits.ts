// The limits of one skill, shared by the installer (what it accepts and writes) and the audit (what
// it reads before an install). One set, so the audit reads exactly what an install would write: a
// file, a depth or a size the installer accepts is never one the audit skips or reads only in part.

/** Size, count and depth limits of one skill. */
export interface SkillLimits {
  /** Regular files in the skill. */
  readonly maxFiles: number;
  /** Bytes of one file. */
  readonly maxFileBytes: number;
  /** Bytes of all files together. */
  readonly maxSkillBytes: number;
  /** Folders below the skill directory (32 when not given). */
  readonly maxDepth?: number;
}

export const SKILL_LIMITS = {
  maxFiles: 2000,
  maxFileBytes: 10 * 1024 * 1024,
  maxSkillBytes: 50 * 1024 * 1024,
  maxDepth: 32,
} as const satisfies Required<SkillLimits>;

/** Entry names neither installed nor audited, at any depth: version-control metadata. */
export const NOT_INSTALLED_NAMES: ReadonlySet<string> = new Set([".git"]);
