import { basename, dirname } from "node:path";
import type { PreRead } from "../discovery/read.js";
import { type Candidate, SKILL_FILE, type WalkResult } from "../discovery/walk.js";
import type { Root } from "../types.js";
import { isWithin, needsFullWalk, type RootState, withEntries, withSubtreeWalk, withWalk } from "./state.js";

// From file-system events to the least work that brings one root up to date. Pure.

/** A file-system event below a root. `link`: a symlink at `path` was created or re-pointed. */
export interface FsEvent {
  readonly type: "add" | "change" | "unlink" | "addDir" | "unlinkDir" | "link";
  readonly path: string;
}

export interface RootPlan {
  /** Walk the whole root again. */
  readonly full: boolean;
  /** Subtrees to walk again (none nested in another), when not `full`. */
  readonly subtrees: readonly string[];
  /** SKILL.md files to read again even if the walk finds them where they were. */
  readonly dirtyFiles: ReadonlySet<string>;
  /** Directories whose every SKILL.md must be read again (replaced directories, re-pointed links). */
  readonly dirtyDirs: readonly string[];
  /** The root directory itself was removed or created. */
  readonly rootReplaced: boolean;
}

/** Above this many subtrees one whole walk is cheaper (a `git checkout` touching many folders). */
export const MAX_SUBTREES = 32;

const IGNORE_FILES = new Set([".gitignore", ".ignore"]);

/** Keeps only the outermost directories. */
export function outermost(dirs: Iterable<string>): string[] {
  const sorted = [...new Set(dirs)].sort((a, b) => a.length - b.length || (a < b ? -1 : 1));
  const out: string[] = [];
  for (const d of sorted) if (!out.some((o) => isWithin(d, o))) out.push(d);
  return out.sort();
}

export function planRoot(state: RootState, events: readonly FsEvent[]): RootPlan {
  const rootPath = state.root.path;
  const subtrees = new Set<string>();
  const dirtyFiles = new Set<string>();
  const dirtyDirs = new Set<string>();
  const known = new Set(state.candidates.map((c) => c.file));
  let rootReplaced = false;
  for (const e of events) {
    const p = e.path;
    if (!isWithin(p, rootPath)) continue;
    if (p === rootPath) {
      if (e.type === "addDir" || e.type === "unlinkDir" || e.type === "link") rootReplaced = true;
      continue;
    }
    const base = basename(p);
    switch (e.type) {
      case "addDir":
      case "unlinkDir":
      case "link":
        subtrees.add(p);
        dirtyDirs.add(p);
        break;
      case "add":
      case "unlink":
        if (base.toLowerCase() === SKILL_FILE.toLowerCase() || IGNORE_FILES.has(base))
          subtrees.add(dirname(p));
        if (base === SKILL_FILE) dirtyFiles.add(p);
        break;
      case "change":
        if (base === SKILL_FILE) {
          dirtyFiles.add(p);
          if (!known.has(p)) subtrees.add(dirname(p)); // an add we never saw, or a skill too deep
        } else if (IGNORE_FILES.has(base)) subtrees.add(dirname(p));
        break;
    }
  }
  const outer = outermost(subtrees);
  const full = rootReplaced || outer.length > MAX_SUBTREES || (outer.length > 0 && needsFullWalk(state));
  return {
    full,
    subtrees: full ? [] : outer,
    dirtyFiles,
    dirtyDirs: rootReplaced ? [rootPath] : outermost(dirtyDirs),
    rootReplaced,
  };
}

/** The I/O a plan needs: walking (all or part of) a root and reading one SKILL.md. */
export interface AdvanceIo {
  walk(root: Root): Promise<WalkResult>;
  walkSubtree(root: Root, dir: string): Promise<WalkResult>;
  read(candidate: Candidate): PreRead;
}

/** Carries out a plan: the walks it asks for, then reads of new and dirty SKILL.md files only. */
export async function advance(state: RootState, plan: RootPlan, io: AdvanceIo): Promise<RootState> {
  let next = state;
  if (plan.full) next = withWalk(next, await io.walk(state.root));
  else {
    for (const dir of plan.subtrees) next = withSubtreeWalk(next, dir, await io.walkSubtree(state.root, dir));
  }
  const dirty = new Set(plan.dirtyFiles);
  for (const c of next.candidates) if (plan.dirtyDirs.some((d) => isWithin(c.file, d))) dirty.add(c.file);
  return withEntries(next, dirty, io.read);
}
