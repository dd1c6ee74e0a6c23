// The "safe skills root": where the installer may write. A repository can make `.agents/skills` a
// symbolic link to the user's own skills directory (or anywhere else); writing "into the project"
// would then plant skills outside it. Every write first resolves the root once and then works on
// its real path only.
import { lstatSync, mkdirSync, realpathSync, rmdirSync } from "node:fs";
import { dirname, join, parse, relative, resolve, sep } from "node:path";
import { isWithin } from "../util/paths.js";
import { INSTALL_CODES, InstallError, writeFailure } from "./errors.js";

export interface SkillsRootCheck {
  /** The root as asked for (absolute). */
  readonly root: string;
  /** Where writes would land: the real path of the root's deepest existing part, plus the rest. */
  readonly realRoot: string;
  /** The first symbolic link on the way from the base to the root, if any. */
  readonly link?: string;
  /** True when a link leads outside the base (the project), so writing would leave it. */
  readonly escapes: boolean;
  /** Directories that do not exist yet (created by `openSkillsRoot`), outermost first. */
  readonly missing: readonly string[];
}

const lstatOrUndefined = (p: string) => {
  try {
    return lstatSync(p);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw e;
  }
};

/**
 * Looks at `root` without changing anything. `base` is the directory the root belongs to (the
 * project for project scope); a symbolic link on the way whose target is outside `base` makes the
 * root `escapes`. Without a base (user scope) links are followed and only reported.
 */
export function inspectSkillsRoot(root: string, base?: string): SkillsRootCheck {
  const abs = resolve(root);
  // Links count below the base (or, for a root outside it, the root's own parent).
  const linkFrom = base !== undefined && isWithin(resolve(base), abs) ? resolve(base) : dirname(abs);
  const top = parse(abs).root;
  const parts = relative(top, abs).split(sep).filter(Boolean);
  let cur = top;
  let link: string | undefined;
  const missing: string[] = [];
  for (const part of parts) {
    const next = join(cur, part);
    cur = next;
    if (missing.length > 0) {
      missing.push(next);
      continue;
    }
    const st = lstatOrUndefined(next);
    if (st === undefined) {
      missing.push(next);
      continue;
    }
    if (st.isSymbolicLink()) {
      if (link === undefined && next.length > linkFrom.length && isWithin(linkFrom, next)) link = next;
    } else if (!st.isDirectory()) {
      throw new InstallError(
        INSTALL_CODES.rootNotDirectory,
        `${next} is not a directory, so the skills root ${abs} cannot be used. Move it away or choose another root.`,
      );
    }
  }
  const existing = missing.length > 0 ? dirname(missing[0]!) : abs;
  let realExisting: string;
  try {
    realExisting = realpathSync(existing);
  } catch (e) {
    // A dangling link: it leads nowhere we can check, so treat it as leaving.
    if (link !== undefined) return { root: abs, realRoot: existing, link, escapes: true, missing };
    throw writeFailure(e, existing, "resolve");
  }
  const realRoot = join(realExisting, relative(existing, abs));
  let escapes = false;
  if (link !== undefined && base !== undefined) escapes = !isWithin(realOrSelf(linkFrom), realRoot);
  return { root: abs, realRoot, ...(link !== undefined ? { link } : {}), escapes, missing };
}

/** The real path of `p`, or of its deepest existing ancestor joined with the rest. */
function realOrSelf(p: string): string {
  let cur = p;
  for (;;) {
    try {
      return join(realpathSync(cur), relative(cur, p));
    } catch {
      const up = dirname(cur);
      if (up === cur) return p;
      cur = up;
    }
  }
}

export interface OpenRootOptions {
  /** The project directory the root must stay in (omit for user scope). */
  readonly base?: string;
  /** Write through a link that leaves the base anyway (the user saw the real target). */
  readonly force?: boolean;
  /** Create the root when missing (default true). */
  readonly create?: boolean;
}

export interface OpenedRoot extends SkillsRootCheck {
  /** Directories this call created, innermost last; `closeSkillsRoot` removes them if still empty. */
  readonly created: readonly string[];
}

/**
 * Checks the root and creates what is missing of it. Throws `install-root-symlink` when a link on the
 * way leads outside the base and `force` is not set; the message names the real target. Every later
 * write uses `realRoot`.
 */
export function openSkillsRoot(root: string, options: OpenRootOptions = {}): OpenedRoot {
  const check = inspectSkillsRoot(root, options.base);
  if (check.escapes && !options.force) throw rootSymlinkError(check, options.base);
  const created: string[] = [];
  if (options.create !== false && check.missing.length > 0) {
    const realMissing = check.missing.map((m) => join(check.realRoot, relative(check.root, m)));
    try {
      for (const dir of realMissing) {
        mkdirSync(dir);
        created.push(dir);
      }
    } catch (e) {
      removeEmpty(created);
      if ((e as NodeJS.ErrnoException).code !== "EEXIST") throw writeFailure(e, check.root, "create");
      // Someone made it meanwhile: look again, with the same rules.
      return openSkillsRoot(root, options);
    }
    // Make sure nothing was swapped in while creating it.
    const again = realpathSync(check.realRoot);
    if (again !== check.realRoot)
      throw rootSymlinkError({ ...check, realRoot: again, escapes: true }, options.base);
  }
  return { ...check, created };
}

/** Removes directories `openSkillsRoot` created, innermost first, when they are (still) empty. */
export function removeEmpty(created: readonly string[]): void {
  for (const dir of [...created].reverse()) {
    try {
      rmdirSync(dir);
    } catch {
      return;
    }
  }
}

function rootSymlinkError(check: SkillsRootCheck, base: string | undefined): InstallError {
  return new InstallError(
    INSTALL_CODES.rootSymlink,
    `The skills root ${check.root} goes through the symbolic link ${check.link ?? check.root}, which leads outside ${base ?? "its parent"} to ${check.realRoot}. Nothing was written: a repository can point such a link at your own skills. Remove the link, or pass --force to write to ${check.realRoot}.`,
  );
}
