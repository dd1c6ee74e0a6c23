// installSkill: fetch a source, choose its skills, validate (standard mode) and audit every one of
// them, and only then write them (atomically, through the safe root) and record them in the lock.
import { rmSync } from "node:fs";
import { join } from "node:path";
import type { AuditFinding } from "../audit/types.js";
import { CODES, diag, hasErrors } from "../diagnostics.js";
import { parseSkillFile } from "../format/parse.js";
import { getProfile, type Profile } from "../profiles/index.js";
import type { Diagnostic } from "../types.js";
import { terminalLine } from "../util/terminal.js";
import { asInstallError, INSTALL_CODES, InstallError } from "./errors.js";
import { type FetchedSource, fetchSource, type LockOrigin, type SourceSkill } from "./fetch.js";
import { hashSkillFiles } from "./hash.js";
import { type LockEntry, readLock, updateLock } from "./lock.js";
import { pathPresent } from "./paths.js";
import { writeFileSets } from "./place.js";
import { publishDirs, type ReplaceStep, recoverSkillsRoot, skillTarget, stageDir } from "./replace.js";
import { inspectSkillsRoot, openSkillsRoot, removeEmpty } from "./root.js";
import { type ParsedSource, parseSource } from "./source.js";
import type { SkillLimits } from "./tree.js";

export interface InstallOptions {
  /** The skills root to install into. */
  readonly root: string;
  /** The project directory the root must stay inside (project scope); omit for user scope. */
  readonly base?: string;
  /** The lock file to record installed skills in; omit to record nothing. */
  readonly lockPath?: string;
  /**
   * What the lock records as where the skills went (`root`): a path relative to the project for a
   * project lock, absolute for the user lock; omit for the scope's default root.
   */
  readonly lockRoot?: string;
  /** Only these skills of the source (by name). */
  readonly skills?: readonly string[];
  /** Replace existing skills, install despite validation errors or high audit findings, write through an escaping root link. */
  readonly force?: boolean;
  /** Fetch, validate and audit, but write nothing. */
  readonly dryRun?: boolean;
  readonly cwd?: string;
  readonly env?: NodeJS.ProcessEnv;
  /** Time limit of a clone or download (ms). */
  readonly timeoutMs?: number;
  readonly profile?: string | Profile;
  readonly limits?: SkillLimits;
  /** A second pass after the audit (the model review): it can add findings, never remove one. */
  readonly review?: InstallReviewer;
}

/**
 * A second opinion on a skill about to be installed, asked only when the audit alone would not refuse
 * it: findings to add (a high one refuses the install like the audit's), diagnostics to report (the
 * review did not run), and `refuse` when the review had to run and could not.
 */
export type InstallReviewer = (skill: {
  readonly name: string;
  readonly target: string;
  readonly files: SourceSkill["files"];
  readonly findings: readonly AuditFinding[];
}) => Promise<{
  readonly findings: readonly AuditFinding[];
  readonly diagnostics: readonly Diagnostic[];
  readonly refuse?: string;
}>;

/** One skill of an install. */
export interface InstalledSkill {
  readonly name: string;
  readonly description?: string;
  /** Where it is (or would be) installed. */
  readonly path: string;
  /** False for a dry run. */
  readonly written: boolean;
  /** An existing skill was (or would be) replaced. */
  readonly replaced: boolean;
  readonly computedHash: string;
  readonly skillPath?: string;
  readonly files: readonly string[];
  readonly findings: readonly AuditFinding[];
  readonly diagnostics: readonly Diagnostic[];
}

export interface InstallResult {
  readonly skills: readonly InstalledSkill[];
  /** Problems of the source as a whole (lenient index, skipped links). */
  readonly diagnostics: readonly Diagnostic[];
  readonly dryRun: boolean;
  /** The lock written, when one was. */
  readonly lockPath?: string;
}

/** Picks the skills asked for; refuses unknown names and two skills under one name. */
export function selectSkills(fetched: FetchedSource, wanted: readonly string[] | undefined): SourceSkill[] {
  const all = fetched.skills;
  if (all.length === 0) {
    throw new InstallError(
      INSTALL_CODES.noSkills,
      "The source holds no SKILL.md, so there is nothing to install.",
    );
  }
  let chosen = [...all];
  if (wanted && wanted.length > 0) {
    const names = new Set(all.map((s) => s.name));
    const missing = wanted.filter((w) => !names.has(w));
    if (missing.length > 0) {
      throw new InstallError(
        INSTALL_CODES.skillNotInSource,
        `The source has no skill named ${missing.map((m) => terminalLine(JSON.stringify(m))).join(", ")}; it has: ${[...names].map(terminalLine).join(", ")}.`,
      );
    }
    chosen = all.filter((s) => wanted.includes(s.name));
  }
  const byName = new Map<string, SourceSkill>();
  for (const s of chosen) {
    const other = byName.get(s.name);
    if (other) {
      throw new InstallError(
        INSTALL_CODES.nameCollision,
        `Two skills in the source are named ${terminalLine(JSON.stringify(s.name))} (${other.skillPath ?? "?"} and ${s.skillPath ?? "?"}); nothing was installed. Pick one with --skill after renaming, or fix the source.`,
      );
    }
    byName.set(s.name, s);
  }
  return chosen;
}

/** Validation (standard mode) of a skill about to be installed under its name. */
export function validateSourceSkill(skill: SourceSkill, target: string, profile: Profile): Diagnostic[] {
  const md = skill.files.find((f) => f.path === "SKILL.md");
  const path = join(target, "SKILL.md");
  if (!md) return [diag("error", CODES.missingSkillFile, `The skill ${skill.name} has no SKILL.md.`, path)];
  const parsed = parseSkillFile(Buffer.from(md.data).toString("utf8"), {
    path,
    mode: "standard",
    dirName: skill.name,
    nameRule: profile.nameRule,
    lengthUnit: profile.lengthUnit,
  });
  return [...parsed.diagnostics];
}

export interface ReviewedSkill {
  readonly skill: SourceSkill;
  readonly target: string;
  readonly exists: boolean;
  readonly computedHash: string;
  readonly diagnostics: readonly Diagnostic[];
}

/**
 * Checks every skill before anything is written: a safe name, no existing skill (unless `force` or
 * `replace`), and validation in standard mode (errors refuse unless `force`). Pure reads.
 */
export async function reviewSkills(
  skills: readonly SourceSkill[],
  root: string,
  options: { force?: boolean; replace?: boolean; profile: Profile },
): Promise<ReviewedSkill[]> {
  const out: ReviewedSkill[] = [];
  for (const skill of skills) {
    const target = skillTarget(root, skill.name);
    if (target === undefined) {
      throw new InstallError(
        INSTALL_CODES.nameUnsafe,
        `The skill name ${terminalLine(JSON.stringify(skill.name))} is not a safe directory name; refused.`,
      );
    }
    const exists = pathPresent(target);
    if (exists && !options.force && !options.replace) {
      throw new InstallError(
        INSTALL_CODES.targetExists,
        `A skill already exists at ${target}; pass --force to replace it.`,
      );
    }
    const validation = validateSourceSkill(skill, target, options.profile);
    if (hasErrors(validation) && !options.force) {
      const why = validation.filter((d) => d.severity === "error").map((d) => terminalLine(d.message));
      throw new InstallError(
        INSTALL_CODES.skillInvalid,
        `The skill ${terminalLine(skill.name)} does not validate: ${why.join(" ")} Nothing was installed; fix the source or pass --force.`,
        validation,
      );
    }
    out.push({
      skill,
      target,
      exists,
      computedHash: await hashSkillFiles(skill.files),
      diagnostics: [...skill.diagnostics, ...validation],
    });
  }
  return out;
}

/** What placing (or, for a dry run, auditing) one reviewed skill gave. */
export interface PlacedSkill {
  readonly path: string;
  readonly replaced: boolean;
  readonly findings: readonly AuditFinding[];
  readonly diagnostics: readonly Diagnostic[];
}

// The files are audited in memory, exactly as they will be written, before anything is written.
async function auditReviewed(r: ReviewedSkill, force: boolean, review?: InstallReviewer) {
  const [{ auditFilesBounded }, { worstSeverity }] = await Promise.all([
    import("../audit/bounded.js"),
    import("../audit/types.js"),
  ]);
  // In a worker thread ended at the time or memory cap (bounded.ts): a skill that stalls the audit is refused.
  let findings = (await auditFilesBounded(r.target, r.skill.files)).findings;
  const reviewDiagnostics: Diagnostic[] = [];
  // The review adds to the audit's findings and only where they would not refuse already.
  if (review !== undefined && (worstSeverity(findings) !== "high" || force)) {
    const second = await review({ name: r.skill.name, target: r.target, files: r.skill.files, findings });
    findings = [...findings, ...second.findings];
    reviewDiagnostics.push(...second.diagnostics);
    if (second.refuse !== undefined && !force)
      throw new InstallError(INSTALL_CODES.auditRefused, `${second.refuse} Nothing was installed.`);
  }
  if (worstSeverity(findings) === "high" && !force) {
    const lines = findings
      .filter((f) => f.severity === "high")
      .slice(0, 5)
      .map(
        (f) =>
          `${terminalLine(f.file)}:${f.line}: ${terminalLine(f.rule)} (${terminalLine(f.match)}) ${terminalLine(f.why)}`,
      );
    throw new InstallError(
      INSTALL_CODES.auditRefused,
      `The audit found high-severity risks in ${terminalLine(r.skill.name)}: ${lines.join("; ")}. Nothing was installed; read the skill, then pass --force if you trust it.`,
    );
  }
  const diagnostics = findings.map((f) =>
    diag(
      "warning",
      CODES.installAuditFinding,
      `audit ${f.severity}: ${terminalLine(f.file)}:${f.line}:${f.column} ${terminalLine(f.rule)} (${terminalLine(f.match)}): ${terminalLine(f.why)}`,
      join(r.target, ...f.file.split("/")),
    ),
  );
  return { findings, diagnostics: [...reviewDiagnostics, ...diagnostics] };
}

/**
 * Audits and writes reviewed skills. Every skill is audited first (in memory, so a refusal writes
 * nothing); then all are staged in one dot directory inside the root (loaders skip those) and only
 * when every one is written are they renamed into place. A dry run only audits.
 */
export async function placeReviewed(
  reviewed: readonly ReviewedSkill[],
  options: {
    root: string;
    base?: string;
    force?: boolean;
    forceRoot?: boolean;
    dryRun?: boolean;
    onStep?: (step: ReplaceStep, name: string) => void;
    review?: InstallReviewer;
  },
): Promise<PlacedSkill[]> {
  const force = options.force === true;
  const audits: { findings: readonly AuditFinding[]; diagnostics: Diagnostic[] }[] = [];
  for (const r of reviewed) audits.push(await auditReviewed(r, force, options.review));
  if (options.dryRun) return reviewed.map((r, i) => ({ path: r.target, replaced: r.exists, ...audits[i]! }));
  const opened = openSkillsRoot(options.root, {
    ...(options.base !== undefined ? { base: options.base } : {}),
    force: options.forceRoot === true,
  });
  const root = opened.realRoot;
  recoverSkillsRoot(root);
  // One staging directory for the whole install, a subdirectory per skill (named after it).
  const stage = stageDir(root);
  const out: PlacedSkill[] = [];
  try {
    await writeFileSets(reviewed.map((r) => ({ dir: join(stage, r.skill.name), files: r.skill.files })));
    // All or none: a failure midway takes the placed ones back out and puts old copies back.
    const published = publishDirs(
      root,
      reviewed.map((r) => ({
        staged: join(stage, r.skill.name),
        name: r.skill.name,
        replace: force || r.exists,
      })),
      options.onStep ? { onStep: options.onStep } : {},
    );
    for (const [i, p] of published.entries()) out.push({ path: p.path, replaced: p.replaced, ...audits[i]! });
    return out;
  } catch (e) {
    rmSync(stage, { recursive: true, force: true });
    if (out.length === 0) removeEmpty(opened.created);
    throw asInstallError(e, root);
  } finally {
    rmSync(stage, { recursive: true, force: true });
  }
}

export const lockEntryOf = (origin: LockOrigin, skill: SourceSkill, computedHash: string): LockEntry => ({
  ...origin,
  ...(skill.skillPath !== undefined ? { skillPath: skill.skillPath } : {}),
  computedHash,
});

/**
 * Installs the skills of `source` (a directory, git URL, `owner/repo[/path][@ref]`, well-known index
 * URL or share link). Throws InstallError; nothing is written unless every chosen skill validates
 * and passes the audit (or `force`).
 */
export async function installSkill(
  source: string | ParsedSource,
  options: InstallOptions,
): Promise<InstallResult> {
  const profile = typeof options.profile === "object" ? options.profile : getProfile(options.profile);
  const parsed =
    typeof source === "string"
      ? parseSource(source, {
          ...(options.cwd ? { cwd: options.cwd } : {}),
          ...(options.env ? { env: options.env } : {}),
        })
      : source;
  // A lock that cannot be updated is refused before anything is fetched or written.
  if (options.lockPath !== undefined && !options.dryRun) readLock(options.lockPath);
  // Refuse an escaping root before fetching anything.
  const rootCheck = inspectSkillsRoot(options.root, options.base);
  if (rootCheck.escapes && !options.force) {
    const { openSkillsRoot } = await import("./root.js");
    openSkillsRoot(options.root, {
      ...(options.base !== undefined ? { base: options.base } : {}),
      create: false,
    });
  }
  // The audit's worker starts and loads its scanner while the source is fetched (a clone leaves the process idle).
  void import("../audit/bounded.js").then(
    (m) => m.warmBoundedAudit(),
    () => {},
  );
  const fetched = await fetchSource(parsed, {
    ...(options.env ? { env: options.env } : {}),
    ...(options.timeoutMs !== undefined ? { timeoutMs: options.timeoutMs } : {}),
    ...(options.limits ? { limits: options.limits } : {}),
    nameRule: profile.nameRule,
    lengthUnit: profile.lengthUnit,
    ...(options.skills ? { only: options.skills } : {}),
  });
  const chosen = selectSkills(fetched, options.skills);
  const reviewed = await reviewSkills(chosen, rootCheck.realRoot, {
    ...(options.force !== undefined ? { force: options.force } : {}),
    profile,
  });
  const placed = await placeReviewed(reviewed, {
    root: options.root,
    ...(options.base !== undefined ? { base: options.base } : {}),
    force: options.force === true,
    forceRoot: options.force === true,
    dryRun: options.dryRun === true,
    ...(options.review ? { review: options.review } : {}),
  });
  let lockPath: string | undefined;
  if (!options.dryRun && options.lockPath !== undefined && fetched.origin !== undefined) {
    const origin = fetched.origin;
    updateLock(options.lockPath, (skills) => {
      const at = options.lockRoot !== undefined ? { root: options.lockRoot } : {};
      for (const r of reviewed)
        skills[r.skill.name] = { ...lockEntryOf(origin, r.skill, r.computedHash), ...at };
    });
    lockPath = options.lockPath;
  }
  return {
    skills: reviewed.map((r, i) => ({
      name: r.skill.name,
      ...(r.skill.description !== undefined ? { description: r.skill.description } : {}),
      path: placed[i]!.path,
      written: !options.dryRun,
      replaced: placed[i]!.replaced,
      computedHash: r.computedHash,
      ...(r.skill.skillPath !== undefined ? { skillPath: r.skill.skillPath } : {}),
      files: r.skill.files.map((f) => f.path).sort(),
      findings: placed[i]!.findings,
      diagnostics: [...r.diagnostics, ...placed[i]!.diagnostics],
    })),
    diagnostics: fetched.diagnostics,
    dryRun: options.dryRun === true,
    ...(lockPath !== undefined ? { lockPath } : {}),
  };
}
