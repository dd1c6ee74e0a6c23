// Removing, checking and updating locked skills. Restoring is in restore.ts.
import { join } from "node:path";
import type { Diagnostic } from "../types.js";
import { terminalLine } from "../util/terminal.js";
import { INSTALL_CODES, InstallError } from "./errors.js";
import type { LockOrigin, SourceSkill } from "./fetch.js";
import { computeSkillFolderHash, hashSkillFiles, readHashedFiles } from "./hash.js";
import { lockEntryOf, placeReviewed, reviewSkills } from "./install.js";
import { type LockEntry, readLock, updateLock } from "./lock.js";
import {
  entryRoot,
  entryTarget,
  FETCHED_TYPES,
  fetchAll,
  findLocked,
  type LockOptions,
  profileOf,
  skippedNote,
  sourceKey,
} from "./lock-sources.js";
import { pathPresent } from "./paths.js";
import { recoverSkillsRoot, removeSkillDir, skillTarget } from "./replace.js";
import { openSkillsRoot } from "./root.js";

export type { LockOptions } from "./lock-sources.js";
export { type RestoredSkill, type RestoreStatus, restoreFromLock } from "./restore.js";

export interface RemoveResult {
  readonly name: string;
  /** The directory removed, when there was one. */
  readonly removed?: string;
  /** The lock entry was removed. */
  readonly unlocked: boolean;
}

/**
 * Removes an installed skill and its lock entry. The skill is looked for where the lock records it
 * was installed (unless `explicitRoot`). Throws `install-not-installed` when neither exists.
 */
export function removeSkill(name: string, options: Omit<LockOptions, "force">): RemoveResult {
  if (skillTarget(options.root, name) === undefined) {
    throw new InstallError(
      INSTALL_CODES.nameUnsafe,
      `${terminalLine(JSON.stringify(name))} is not a skill name; refused.`,
    );
  }
  const lock = readLock(options.lockPath);
  const locked = Object.hasOwn(lock.skills, name);
  const root = locked ? entryRoot(name, lock.skills[name]!, options) : options.root;
  const opened = openSkillsRoot(root, {
    ...(options.base !== undefined ? { base: options.base } : {}),
    create: false,
  });
  const realTarget = join(opened.realRoot, name);
  const installed = pathPresent(realTarget);
  if (!installed && !locked) {
    throw new InstallError(
      INSTALL_CODES.notInstalled,
      `No skill named ${terminalLine(name)} is installed in ${opened.root} or recorded in ${options.lockPath}.`,
    );
  }
  if (options.dryRun) return { name, ...(installed ? { removed: realTarget } : {}), unlocked: locked };
  if (installed) {
    recoverSkillsRoot(opened.realRoot);
    removeSkillDir(opened.realRoot, name);
  }
  if (locked) {
    updateLock(options.lockPath, (skills) => {
      delete skills[name];
    });
  }
  return { name, ...(installed ? { removed: realTarget } : {}), unlocked: locked };
}

export type UpdateStatus =
  | "up-to-date"
  | "outdated"
  | "updated"
  | "locally-modified"
  | "not-installed"
  | "gone"
  | "skipped"
  | "failed";

/** What changed between two versions of a skill. */
export interface DiffSummary {
  readonly added: readonly string[];
  readonly removed: readonly string[];
  readonly changed: readonly string[];
}

export interface UpdateCheck {
  readonly name: string;
  readonly status: UpdateStatus;
  readonly lockedHash: string;
  readonly upstreamHash?: string;
  /** The installed copy differs from the lock (edited locally). */
  readonly modified: boolean;
  /** Installed copy against the upstream version. */
  readonly diff?: DiffSummary;
  /** Why the check failed (`failed`): the source could not be fetched, or the skill not written. */
  readonly reason?: string;
  readonly diagnostics: readonly Diagnostic[];
}

async function diffFiles(dir: string, upstream: SourceSkill): Promise<DiffSummary> {
  const { createHash } = await import("node:crypto");
  const h = (d: Uint8Array) => createHash("sha256").update(d).digest("hex");
  const local = new Map(readHashedFiles(dir).map((f) => [f.path, h(f.data)]));
  const remote = new Map(upstream.files.map((f) => [f.path, h(f.data)]));
  const added = [...remote.keys()].filter((p) => !local.has(p)).sort();
  const removed = [...local.keys()].filter((p) => !remote.has(p)).sort();
  const changed = [...remote.keys()].filter((p) => local.has(p) && local.get(p) !== remote.get(p)).sort();
  return { added, removed, changed };
}

interface Planned {
  readonly name: string;
  readonly root: string;
  readonly skill: SourceSkill;
  readonly origin: LockOrigin;
  readonly entry: LockEntry;
}

/** One entry's check against its source's current version; `plan` when it is to be written. */
async function checkEntry(
  name: string,
  entry: LockEntry,
  root: string,
  source: import("./fetch.js").FetchedSource,
  options: LockOptions & { readonly apply: boolean },
): Promise<{ check: UpdateCheck; plan?: Planned }> {
  const skill = findLocked(name, entry, source);
  const dir = entryTarget(root, name);
  const installed = pathPresent(dir);
  const installedHash = installed ? await computeSkillFolderHash(dir) : undefined;
  const modified = installed && installedHash !== entry.computedHash;
  if (!skill) {
    return { check: { name, status: "gone", lockedHash: entry.computedHash, modified, diagnostics: [] } };
  }
  const upstreamHash = await hashSkillFiles(skill.files);
  const base = {
    name,
    path: dir,
    lockedHash: entry.computedHash,
    upstreamHash,
    modified,
    diagnostics: skill.diagnostics,
  };
  const { sourceUrl, ref, source: src, sourceType } = entry;
  const plan: Planned = {
    name,
    root,
    skill: skill.name === name ? skill : { ...skill, name },
    origin: {
      source: src,
      sourceType,
      ...(sourceUrl ? { sourceUrl } : {}),
      ...(ref ? { ref } : {}),
      ...(source.commit ? { commit: source.commit } : {}),
    },
    entry,
  };
  // In the lock but not on disk: `update` installs the current version.
  if (!installed) {
    return options.apply
      ? { check: { ...base, status: "updated" }, plan }
      : { check: { ...base, status: "not-installed" } };
  }
  if (upstreamHash === entry.computedHash) {
    const status = modified ? "locally-modified" : "up-to-date";
    return { check: { ...base, status, ...(modified ? { diff: await diffFiles(dir, skill) } : {}) } };
  }
  const diff = await diffFiles(dir, skill);
  if (!options.apply) return { check: { ...base, status: "outdated", diff } };
  if (modified && !options.force) return { check: { ...base, status: "locally-modified", diff } };
  return { check: { ...base, status: "updated", diff }, plan };
}

const failedCheck = (name: string, entry: LockEntry, e: unknown): UpdateCheck => {
  if (!(e instanceof InstallError)) throw e;
  return {
    name,
    status: "failed",
    lockedHash: entry.computedHash,
    modified: false,
    reason: e.message,
    diagnostics: [],
  };
};

/**
 * Compares every locked skill (or those named) with its source. With `apply`, skills that changed
 * upstream (or are in the lock but not on disk) are written and their lock entries updated; a
 * locally modified one is kept (status `locally-modified`, with a diff summary) unless `force`. A
 * source that cannot be fetched, or a skill that cannot be written, is reported (`failed`) and the
 * others go on.
 */
export async function updateSkills(
  names: readonly string[] | undefined,
  options: LockOptions & { readonly apply: boolean },
): Promise<UpdateCheck[]> {
  const profile = profileOf(options);
  const lock = readLock(options.lockPath);
  const wanted = names && names.length > 0 ? names : Object.keys(lock.skills);
  for (const n of wanted) {
    if (!Object.hasOwn(lock.skills, n)) {
      throw new InstallError(
        INSTALL_CODES.notInstalled,
        `${terminalLine(n)} is not recorded in ${options.lockPath}; install it with skillport add first.`,
      );
    }
  }
  const listed = [...new Set(wanted)].sort().map((n) => [n, lock.skills[n]!] as [string, LockEntry]);
  const checks: UpdateCheck[] = [];
  const entries: { name: string; entry: LockEntry; root: string }[] = [];
  for (const [name, entry] of listed) {
    if (!FETCHED_TYPES.has(entry.sourceType)) {
      const note = skippedNote(name, entry);
      checks.push({
        name,
        status: "skipped",
        lockedHash: entry.computedHash,
        modified: false,
        diagnostics: [note],
      });
      continue;
    }
    try {
      const root = openSkillsRoot(entryRoot(name, entry, options), {
        ...(options.base !== undefined ? { base: options.base } : {}),
        force: options.force === true,
        create: false,
      }).realRoot;
      entries.push({ name, entry, root });
    } catch (e) {
      checks.push(failedCheck(name, entry, e));
    }
  }
  const fetched = await fetchAll(
    entries.map((e) => [e.name, e.entry] as const),
    options,
    profile,
  );
  const plans: Planned[] = [];
  for (const { name, entry, root } of entries) {
    const f = fetched.get(sourceKey(entry))!;
    if (!f.ok) {
      checks.push(failedCheck(name, entry, f.error));
      continue;
    }
    const { check, plan } = await checkEntry(name, entry, root, f.source, options);
    if (plan && !options.dryRun) plans.push(plan);
    checks.push(check);
  }
  const failed = await applyPlans(plans, options, profile);
  const out = checks.map((c) => failed.get(c.name) ?? c);
  return out.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

/** Writes the planned updates, one batch per root; returns the checks of the skills whose batch failed. */
async function applyPlans(
  plans: readonly Planned[],
  options: LockOptions,
  profile: ReturnType<typeof profileOf>,
): Promise<Map<string, UpdateCheck>> {
  const failed = new Map<string, UpdateCheck>();
  for (const root of [...new Set(plans.map((p) => p.root))]) {
    const batch = plans.filter((p) => p.root === root);
    try {
      const reviewed = await reviewSkills(
        batch.map((t) => t.skill),
        root,
        { replace: true, ...(options.force ? { force: true } : {}), profile },
      );
      // Replacing is what an update does (reviewSkills' `replace`); `force` is only the user's
      // --force: an update whose new content has a high audit finding is refused like an add.
      await placeReviewed(reviewed, {
        root,
        ...(options.base !== undefined ? { base: options.base } : {}),
        force: options.force === true,
        forceRoot: options.force === true,
        ...(options.review ? { review: options.review } : {}),
      });
      updateLock(options.lockPath, (skills) => {
        reviewed.forEach((r, i) => {
          const t = batch[i]!;
          const { commit: _old, ...kept } = t.entry;
          skills[t.name] = { ...kept, ...lockEntryOf(t.origin, r.skill, r.computedHash) };
        });
      });
    } catch (e) {
      for (const t of batch) failed.set(t.name, failedCheck(t.name, t.entry, e));
    }
  }
  return failed;
}
