// Atomic replace with crash recovery. A skill is staged in a dot directory inside the root (the
// walker skips dot names, so a half-written skill never loads), then renamed into place. Replacing
// moves the old copy aside first; the aside's name holds the skill name and the writer's pid, so
// whatever run comes next can tell a leftover of a killed process from work in progress and put
// the old copy back: the user never ends up with neither copy.
import { chmodSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { parseSkillFile } from "../format/parse.js";
import { pidAlive } from "../util/stale.js";
import { INSTALL_CODES, InstallError, writeFailure } from "./errors.js";
import { pathPresent } from "./paths.js";

export const STAGE_PREFIX = ".skillport-stage-";
const ASIDE_PREFIX = ".skillport-old.";
const TRASH_PREFIX = ".skillport-trash-";
const ASIDE = /^\.skillport-old\.(.+)\.(\d+)\.[A-Za-z0-9]{6}$/;
const STAGE = /^\.skillport-(?:stage|trash)-(\d+)-[A-Za-z0-9]{6}$/;
// Left by versions that did not record the pid: no live writer can still own them.
const LEGACY_STAGE = /^\.skillport-add-[A-Za-z0-9]{6}$/;
const LEGACY_ASIDE = /^\.skillport-old-[A-Za-z0-9]{6}$/;

/** Steps of a replace, for tests that kill the process in between. */
export type ReplaceStep = "staged" | "aside" | "placed";

export interface PublishOptions {
  /** Replace an existing skill (moved aside first, removed once the new one is in place). */
  readonly force?: boolean;
  /** Called after each step. */
  readonly onStep?: (step: ReplaceStep) => void;
}

/**
 * The directory a skill named `name` gets under `root`, or undefined when the name is not one safe
 * path component (no separators, no dot names, no NUL).
 */
export function skillTarget(root: string, name: string): string | undefined {
  if (name === "" || name === "." || name === ".." || /[/\\\0]/.test(name) || name.startsWith("."))
    return undefined;
  const target = resolve(root, name);
  return dirname(target) === resolve(root) && relative(root, target) === name ? target : undefined;
}

const rand6 = (): string => Math.random().toString(36).slice(2, 8).padEnd(6, "0");

/** A fresh private staging directory inside `root` (made world-readable like any skill directory). */
export function stageDir(root: string): string {
  let dir: string;
  try {
    dir = mkdtempSync(join(root, `${STAGE_PREFIX}${process.pid}-`));
    chmodSync(dir, 0o755);
  } catch (e) {
    throw writeFailure(e, root, "write into");
  }
  return dir;
}

/**
 * Moves the staged directory `staged` (inside `root`) to `root/name`. Without `force` an existing
 * skill is a refusal (`install-target-exists`). Renames act on links, never through them. On
 * failure the old copy is back in place and `staged` is removed.
 */
export function publishDir(
  root: string,
  staged: string,
  name: string,
  options: PublishOptions = {},
): { replaced: boolean; path: string } {
  const target = skillTarget(root, name);
  if (target === undefined) {
    rmSync(staged, { recursive: true, force: true });
    throw new InstallError(
      INSTALL_CODES.nameUnsafe,
      `The skill name ${JSON.stringify(name)} is not a safe directory name; refused.`,
    );
  }
  let aside: string | undefined;
  try {
    options.onStep?.("staged");
    if (pathPresent(target)) {
      if (!options.force) {
        throw new InstallError(
          INSTALL_CODES.targetExists,
          `A skill already exists at ${target}; pass --force to replace it.`,
        );
      }
      aside = join(root, `${ASIDE_PREFIX}${name}.${process.pid}.${rand6()}`);
      try {
        renameSync(target, aside);
      } catch (e) {
        aside = undefined;
        throw writeFailure(e, target, "move aside");
      }
      options.onStep?.("aside");
    }
    try {
      renameSync(staged, target);
    } catch (e) {
      if (aside) {
        try {
          renameSync(aside, target);
          aside = undefined;
        } catch {
          // The target was taken meanwhile: the old copy stays aside for the next run to sort out.
          aside = undefined;
        }
      }
      const code = (e as NodeJS.ErrnoException).code;
      if (code === "ENOTEMPTY" || code === "EEXIST" || code === "ENOTDIR" || code === "EISDIR") {
        throw new InstallError(
          INSTALL_CODES.targetExists,
          `${target} appeared while installing; nothing was changed.`,
        );
      }
      throw writeFailure(e, target, "write");
    }
    options.onStep?.("placed");
    return { replaced: aside !== undefined, path: target };
  } finally {
    rmSync(staged, { recursive: true, force: true });
    if (aside) rmSync(aside, { recursive: true, force: true });
  }
}

/**
 * Publishes several staged skills as one step: every existing target is moved aside first (a
 * refusal without `force`), then each staged directory is renamed into place. On any failure the
 * skills already placed are removed and the old copies go back, so none of the new skills is left
 * (a crash in between is sorted out by recoverSkillsRoot, as for one skill). `onStep` is for tests.
 */
export function publishDirs(
  root: string,
  items: readonly { readonly staged: string; readonly name: string; readonly replace?: boolean }[],
  options: { readonly force?: boolean; readonly onStep?: (step: ReplaceStep, name: string) => void } = {},
): { replaced: boolean; path: string }[] {
  const targets = items.map((it) => {
    const t = skillTarget(root, it.name);
    if (t === undefined)
      throw new InstallError(
        INSTALL_CODES.nameUnsafe,
        `The skill name ${JSON.stringify(it.name)} is not a safe directory name; refused.`,
      );
    return t;
  });
  const asides: (string | undefined)[] = [];
  const placed: string[] = [];
  let done = false;
  try {
    for (const [i, target] of targets.entries()) {
      if (!pathPresent(target)) continue;
      if (!options.force && !items[i]!.replace)
        throw new InstallError(
          INSTALL_CODES.targetExists,
          `A skill already exists at ${target}; pass --force to replace it.`,
        );
      const aside = join(root, `${ASIDE_PREFIX}${items[i]!.name}.${process.pid}.${rand6()}`);
      try {
        renameSync(target, aside);
      } catch (e) {
        throw writeFailure(e, target, "move aside");
      }
      asides[i] = aside;
      options.onStep?.("aside", items[i]!.name);
    }
    for (const [i, target] of targets.entries()) {
      try {
        renameSync(items[i]!.staged, target);
      } catch (e) {
        const code = (e as NodeJS.ErrnoException).code;
        if (code === "ENOTEMPTY" || code === "EEXIST" || code === "ENOTDIR" || code === "EISDIR")
          throw new InstallError(
            INSTALL_CODES.targetExists,
            `${target} appeared while installing; nothing was changed.`,
          );
        throw writeFailure(e, target, "write");
      }
      placed.push(target);
      options.onStep?.("placed", items[i]!.name);
    }
    done = true;
    return targets.map((path, i) => ({ path, replaced: asides[i] !== undefined }));
  } finally {
    if (!done) undoPublish(root, targets, placed, asides);
    for (const a of asides) if (a !== undefined && done) rmSync(a, { recursive: true, force: true });
    for (const it of items) rmSync(it.staged, { recursive: true, force: true });
  }
}

/** Takes placed skills back out and puts the old copies back (best effort; recovery does the rest). */
function undoPublish(
  root: string,
  targets: readonly string[],
  placed: readonly string[],
  asides: readonly (string | undefined)[],
): void {
  for (const t of placed) {
    const trash = join(root, `${TRASH_PREFIX}${process.pid}-${rand6()}`);
    try {
      renameSync(t, trash);
      rmSync(trash, { recursive: true, force: true });
    } catch {
      // Left for the user to see; the error thrown says what failed.
    }
  }
  for (const [i, a] of asides.entries()) {
    if (a === undefined) continue;
    try {
      renameSync(a, targets[i]!);
    } catch {
      // The next run's recovery puts it back (its name holds the skill's).
    }
  }
}

/**
 * Removes `root/name`: renamed to a dot name first (so it disappears at once), then deleted.
 * Returns false when there was nothing to remove.
 */
export function removeSkillDir(root: string, name: string): boolean {
  const target = skillTarget(root, name);
  if (target === undefined || !pathPresent(target)) return false;
  const trash = join(root, `${TRASH_PREFIX}${process.pid}-${rand6()}`);
  try {
    renameSync(target, trash);
  } catch (e) {
    throw writeFailure(e, target, "remove");
  }
  rmSync(trash, { recursive: true, force: true });
  return true;
}

export interface RecoveryAction {
  readonly kind: "restored" | "removed";
  /** The leftover's path. */
  readonly path: string;
  /** For `restored`: where the old copy went back. */
  readonly target?: string;
}

/** The name a legacy aside's SKILL.md declares, or undefined. */
function legacyName(dir: string): string | undefined {
  try {
    const file = join(dir, "SKILL.md");
    if (statSync(file).size > 1024 * 1024) return undefined;
    const parsed = parseSkillFile(readFileSync(file, "utf8"), { path: file, mode: "lenient" });
    return parsed.name;
  } catch {
    return undefined;
  }
}

/**
 * Sorts out what a killed install left in `root`: an old copy moved aside goes back when its place
 * is empty (and is deleted when a new copy made it there); staging directories of dead processes
 * are deleted. Work of live processes is left alone. Best effort: never throws.
 */
export function recoverSkillsRoot(root: string): RecoveryAction[] {
  let names: string[];
  try {
    names = readdirSync(root);
  } catch {
    return [];
  }
  const actions: RecoveryAction[] = [];
  for (const entry of names) {
    if (!entry.startsWith(".skillport-")) continue;
    const path = join(root, entry);
    let name: string | undefined;
    const aside = ASIDE.exec(entry);
    if (aside) {
      if (pidAlive(Number(aside[2]))) continue;
      name = aside[1];
    } else if (LEGACY_ASIDE.test(entry)) {
      name = legacyName(path);
      if (name === undefined) continue; // cannot tell where it belongs: leave it for the user
    } else {
      const stage = STAGE.exec(entry);
      if (!(stage ? !pidAlive(Number(stage[1])) : LEGACY_STAGE.test(entry))) continue;
    }
    try {
      const target = name === undefined ? undefined : skillTarget(root, name);
      if (target !== undefined && !pathPresent(target)) {
        renameSync(path, target);
        actions.push({ kind: "restored", path, target });
      } else if (name === undefined || target !== undefined) {
        rmSync(path, { recursive: true, force: true });
        actions.push({ kind: "removed", path });
      }
    } catch {
      // Another run got there first.
    }
  }
  return actions;
}
