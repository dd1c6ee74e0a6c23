import type { Dirent } from "node:fs";
import { createRequire } from "node:module";
import { basename, dirname, isAbsolute, join, normalize, relative, sep } from "node:path";
import type { Ignore } from "ignore";
import { CODES, diag } from "../diagnostics.js";
import type { Diagnostic } from "../types.js";
import { compareStrings as cmp } from "../util/compare.js";
import { errCode, errText, notUtf8, notUtf8Message } from "../util/fs-errors.js";
import { type DiscoveryFs, type HeadRead, nodeDiscoveryFs } from "./fs.js";
import { type Chain, linkDiagnostic, onChain, openRoot } from "./links.js";
import type { Candidate, PreRead } from "./records.js";

// D4–D9: find skill directories under one root.

export const SKILL_FILE = "SKILL.md";
const SKILL_FILE_LOWER = SKILL_FILE.toLowerCase();
/** Category folders below a root: deep enough for `group/sub/skill` trees, as the agents hosts allow. */
export const DEFAULT_DEPTH = 4;
/** A cap per root so a root at `/` or a huge monorepo ends with `scan-truncated`, not a minutes-long walk. */
export const DEFAULT_MAX_DIRECTORIES = 20_000;
/** Levels below the depth limit still looked at, only to report skills that are too deep. */
export const REPORT_EXTRA_DEPTH = 64;
/** Directories between yields to the event loop: a 100k-entry walk must not starve a host's timers. */
const YIELD_EVERY = 2_000;

export interface WalkOptions {
  /** Levels below the root where a skill directory may sit (1 = flat). The root itself is level 0. */
  readonly depth?: number;
  readonly maxDirectories?: number;
  readonly fs?: DiscoveryFs;
  /**
   * Open each directory's skill file before listing the directory, and parse it at once (the loader
   * sets this). A skill directory then costs open+fstat+read+close instead of a readdir on top.
   */
  /**
   * Count the skill files the rules leave out and report them in one info diagnostic per root
   * (`skills-skipped`): those under folders whose names start with `.` (always, by a bounded walk of
   * just those folders), and with `nested`, those inside another skill's folder (this lists every
   * skill folder, so only `skillport doctor` asks for it). Full walks only (walkRoot).
   */
  readonly skipped?: { readonly nested?: boolean };
  readonly probe?: {
    readonly limit: number;
    readonly headBytes: number;
    readonly parse: (candidate: Candidate, head: HeadRead) => PreRead;
    /** A parse recorded earlier for this skill file, still valid (the parse cache); read when undefined. */
    readonly reuse?: (file: string) => PreRead | undefined;
  };
}

export type { Candidate } from "./records.js";

export interface WalkResult {
  /** Sorted by path. */
  readonly candidates: Candidate[];
  readonly diagnostics: Diagnostic[];
}

interface Frame {
  readonly path: string;
  /** Canonical path of this directory, known only below a symlink or at the root. */
  readonly real: string;
  readonly depth: number;
  readonly chain: Chain;
  readonly ignores: readonly Matcher[];
  /** The probe already found no skill file here: list the directory at once. */
  readonly probed?: boolean;
}
interface Matcher {
  readonly base: string;
  readonly ig: Ignore;
}

const yieldToLoop = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

// Loaded on the first ignore file: most roots have none, and start-up is part of every CLI call.
let ignoreFactory: (() => Ignore) | undefined;
const newIgnore = (): Ignore => {
  ignoreFactory ??= createRequire(import.meta.url)("ignore") as () => Ignore;
  return ignoreFactory();
};

export async function walkRoot(rootPath: string, options: WalkOptions = {}): Promise<WalkResult> {
  const fs = options.fs ?? nodeDiscoveryFs;
  const depthLimit = Math.max(0, options.depth ?? DEFAULT_DEPTH);
  const maxDirs = options.maxDirectories ?? DEFAULT_MAX_DIRECTORIES;
  let probe = options.probe;
  const candidates: Candidate[] = [];
  const diagnostics: Diagnostic[] = [];

  const opened = openRoot(fs, rootPath, "Skills");
  diagnostics.push(...opened.diagnostics);
  if (opened.real === undefined) return { candidates, diagnostics };
  const rootReal = opened.real;

  // Where case is ignored, opening SKILL.md would also open a `skill.md`, which must not load (F1).
  if (probe !== undefined && ignoresCase(fs, rootReal)) probe = undefined;

  const stack: Frame[] = [
    // Normalised once here, so children can be joined by concatenation (childPath).
    { path: normalize(rootPath), real: rootReal, depth: 0, chain: { real: rootReal }, ignores: [] },
  ];
  const dotDirs: DotDir[] | undefined = options.skipped ? [] : undefined;
  const result = await walkFrames(rootPath, stack, candidates, diagnostics, {
    fs,
    depthLimit,
    maxDirs,
    probe,
    dotDirs,
  });
  if (dotDirs === undefined) return result;
  const report = skippedReport(
    fs,
    rootPath,
    SKILL_FILE,
    depthLimit,
    dotDirs,
    options.skipped?.nested === true ? result.candidates : undefined,
  );
  if (report !== undefined) result.diagnostics.push(report);
  return result;
}

/** A folder whose name starts with `.`, seen in a listing of the walk, and its level below the root. */
interface DotDir {
  readonly path: string;
  readonly depth: number;
}

/** Folders never looked into even to count skipped skills: version-control data, packages. */
const NEVER_COUNTED = new Set([".git", ".hg", ".svn", "node_modules"]);

/** Directories listed per root to count skipped skill files; past it the count is "at least". */
export const SKIPPED_COUNT_BUDGET = 512;

/**
 * Counts skill files below `starts` (each at its level below the root), at most `depthLimit` levels
 * below the root, listing at most `budget.left` directories. A skill file ends the descent into its
 * folder (nested ones are not counted twice). Symlinks are not followed: counting must stay cheap.
 */
function countSkillFiles(
  fs: DiscoveryFs,
  fileName: string,
  depthLimit: number,
  starts: readonly DotDir[],
  budget: { left: number; capped: boolean },
  skipSkillFileAtStart: boolean,
): number {
  let found = 0;
  const stack = starts.map((d) => ({ ...d, start: true }));
  while (stack.length > 0) {
    const dir = stack.pop()!;
    if (dir.depth > depthLimit) continue;
    if (budget.left <= 0) {
      budget.capped = true;
      break;
    }
    budget.left--;
    let entries: Dirent[];
    try {
      entries = fs.readdir(dir.path);
    } catch {
      continue; // unreadable: nothing to count
    }
    if (!(dir.start && skipSkillFileAtStart) && entries.some((e) => e.name === fileName && e.isFile())) {
      found++;
      continue;
    }
    for (const e of entries)
      if (e.isDirectory() && !NEVER_COUNTED.has(e.name))
        stack.push({ path: childPath(dir.path, e.name), depth: dir.depth + 1, start: false });
  }
  return found;
}

/** The `skills-skipped` diagnostic of a root, or undefined when nothing was skipped. */
function skippedReport(
  fs: DiscoveryFs,
  rootPath: string,
  fileName: string,
  depthLimit: number,
  dotDirs: readonly DotDir[],
  skills: readonly Candidate[] | undefined,
): Diagnostic | undefined {
  const budget = { left: SKIPPED_COUNT_BUDGET, capped: false };
  const byFolder = new Map<string, number>();
  let dot = 0;
  for (const d of dotDirs) {
    const n = countSkillFiles(fs, fileName, depthLimit, [d], budget, false);
    if (n > 0) byFolder.set(relative(rootPath, d.path) || d.path, n);
    dot += n;
  }
  let nested = 0;
  if (skills !== undefined) {
    // Opt-in: every skill folder is listed; a budget as large as the directory cap.
    const nestedBudget = { left: DEFAULT_MAX_DIRECTORIES * 4, capped: false };
    const rootDepth = rootPath.split(sep).length;
    const starts = skills.map((c) => ({
      path: c.directory,
      depth: c.directory.split(sep).length - rootDepth,
    }));
    // Nested skills are counted below the root's depth limit too: they are skipped either way.
    nested = countSkillFiles(fs, fileName, Number.MAX_SAFE_INTEGER, starts, nestedBudget, true);
    budget.capped ||= nestedBudget.capped;
  }
  if (dot === 0 && nested === 0) return undefined;
  const atLeast = budget.capped ? "at least " : "";
  const files = (n: number) => `${n} ${fileName} file${n === 1 ? "" : "s"}`;
  const folders = [...byFolder.keys()].sort();
  const shown =
    folders.slice(0, 5).join(", ") + (folders.length > 5 ? `, and ${folders.length - 5} more` : "");
  const parts: string[] = [];
  if (dot > 0)
    parts.push(`${dot} under folders whose names start with '.' (${shown}), which hosts and skillport skip`);
  if (nested > 0) parts.push(`${nested} inside another skill's folder, where nothing is loaded as a skill`);
  const how: string[] = [];
  if (dot > 0) how.push(`add such a folder as a root of its own (--root ${join(rootPath, folders[0]!)})`);
  if (nested > 0) how.push("move a nested skill out of the other skill's folder");
  return diag(
    "info",
    CODES.skillsSkipped,
    `${atLeast}${files(dot + nested)} in ${rootPath} ${dot + nested === 1 && !atLeast ? "was" : "were"} not loaded: ${parts.join("; ")}. To include them, ${how.join(", or ")}.`,
    rootPath,
  );
}

interface WalkContext {
  readonly fs: DiscoveryFs;
  readonly depthLimit: number;
  readonly maxDirs: number;
  readonly probe?: WalkOptions["probe"];
  /** Where the walk records the dot-folders it passes over (WalkOptions.skipped). */
  readonly dotDirs?: DotDir[];
}

/** Sorts by path (D9); diagnostics without a path keep their order and come last. */
function sortResult(candidates: Candidate[], diagnostics: Diagnostic[]): WalkResult {
  // compareStrings' order, written out (one function less on the start path).
  candidates.sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
  const sorted = diagnostics
    .map((d, i) => ({ d, i }))
    .sort((a, b) => {
      const pa = a.d.path;
      const pb = b.d.path;
      if (pa === undefined || pb === undefined) {
        return pa === pb ? a.i - b.i : pa === undefined ? 1 : -1;
      }
      return cmp(pa, pb) || a.i - b.i;
    })
    .map(({ d }) => d);
  return { candidates, diagnostics: sorted };
}

/** The skill file of a directory listing: the exact name, or only a case variant (F1). */
function skillFileOf(
  ctx: WalkContext,
  dir: string,
  entries: readonly Dirent[],
  diagnostics: Diagnostic[],
): { exact?: string; variant?: string } {
  const { fs } = ctx;
  const fileName = SKILL_FILE;
  const lowerName = SKILL_FILE_LOWER;
  let exact: string | undefined;
  let variant: string | undefined;
  for (let i = 0; i < entries.length; i++) {
    const entry = entries[i]!;
    const n = entry.name;
    if (n.length !== fileName.length) continue;
    if (n === fileName) {
      if (entry.isFile()) exact = n;
      else if (entry.isSymbolicLink()) {
        const target = linkTarget(fs, join(dir, n));
        if (target === "file") exact = n;
        else if (target !== "other") diagnostics.push(linkDiagnostic(target, join(dir, n)));
        else diagnostics.push(notRegular(join(dir, n), isDirectory(fs, join(dir, n))));
      } else diagnostics.push(notRegular(join(dir, n), entry.isDirectory()));
    } else if (n.toLowerCase() === lowerName && !entry.isDirectory()) variant = n;
  }
  return { exact, variant };
}

/** The ignore rules in force below `frame`, adding the directory's own .gitignore/.ignore (D5). */
function ignoresOf(
  ctx: WalkContext,
  frame: Frame,
  entries: readonly Dirent[],
  diagnostics: Diagnostic[],
): readonly Matcher[] {
  let ignores = frame.ignores;
  for (let i = 0; i < entries.length; i++) {
    const entry = entries[i]!;
    if ((entry.name === ".gitignore" || entry.name === ".ignore") && !entry.isDirectory()) {
      try {
        const ig = newIgnore().add(ctx.fs.readFile(join(frame.path, entry.name)).toString("utf8"));
        ignores = [...ignores, { base: frame.path, ig }];
      } catch (e) {
        const path = join(frame.path, entry.name);
        diagnostics.push(diag("warning", CODES.readFailed, `Cannot read ${path}: ${errText(e)}.`, path));
      }
    }
  }
  return ignores;
}

/**
 * Where the walk goes for `entry` of `frame`: nowhere (undefined), the frame below a followed symlink,
 * or the path of a plain subdirectory (its frame is made only if it is not a skill directory).
 */
function childOf(
  ctx: WalkContext,
  frame: Frame,
  entry: Dirent,
  ignores: readonly Matcher[],
  diagnostics: Diagnostic[],
): Frame | string | undefined {
  const name = entry.name;
  if (name.charCodeAt(0) === 46 /* . */ || name === "node_modules" || name === SKILL_FILE) return undefined;
  const isLink = entry.isSymbolicLink();
  if (!isLink && !entry.isDirectory()) return undefined;
  const path = childPath(frame.path, name);
  if (ignores.length > 0 && isIgnored(ignores, path)) return undefined;
  return isLink ? linkFrame(ctx, frame, path, ignores, diagnostics) : path;
}

/** The frame of the plain subdirectory `name` of `frame`, found at `path`. */
function plainFrame(
  frame: Frame,
  name: string,
  path: string,
  ignores: readonly Matcher[],
  probed: boolean,
): Frame {
  const real = childPath(frame.real, name);
  return { path, real, depth: frame.depth + 1, chain: { real, parent: frame.chain }, ignores, probed };
}

/** The frame to descend into for `entry` of `frame`, or undefined when the walk does not go there. */
function childFrame(
  ctx: WalkContext,
  frame: Frame,
  entry: Dirent,
  ignores: readonly Matcher[],
  diagnostics: Diagnostic[],
): Frame | undefined {
  const child = childOf(ctx, frame, entry, ignores, diagnostics);
  return typeof child === "string" ? plainFrame(frame, entry.name, child, ignores, false) : child;
}

/** The frame below the symlink at `path`, when it leads to a directory that is not on the chain (D6). */
function linkFrame(
  ctx: WalkContext,
  frame: Frame,
  path: string,
  ignores: readonly Matcher[],
  diagnostics: Diagnostic[],
): Frame | undefined {
  let real: string;
  try {
    const info = ctx.fs.stat(path);
    if (!info.isDirectory) return undefined;
    real = ctx.fs.realpath(path);
  } catch (e) {
    diagnostics.push(linkDiagnostic(e, path));
    return undefined;
  }
  if (onChain(frame.chain, real)) {
    diagnostics.push(
      diag(
        "warning",
        CODES.symlinkLoop,
        `Symlink ${path} points back to ${real}, which contains it; it was not followed.`,
        path,
      ),
    );
    return undefined;
  }
  return { path, real, depth: frame.depth + 1, chain: { real, parent: frame.chain }, ignores };
}

/**
 * The probe (WalkOptions.probe): when `dir` holds a regular skill file, records it (or reports it as
 * too deep) and returns true; nothing below a skill directory is a skill (D4).
 */
function probeSkill(
  ctx: WalkContext,
  dir: string,
  real: string,
  depth: number,
  rootPath: string,
  candidates: Candidate[],
  diagnostics: Diagnostic[],
  file = childPath(dir, SKILL_FILE),
): boolean {
  const probe = ctx.probe!;
  const reused = probe.reuse?.(file);
  if (reused !== undefined) {
    if (depth > ctx.depthLimit) diagnostics.push(tooDeep(file, depth, rootPath, ctx.depthLimit));
    else candidates.push({ file, directory: dir, pre: reused, real });
    return true;
  }
  const head = probeHead(ctx.fs, file, probe.limit, probe.headBytes);
  // Not a regular file (absent, a dangling link, a directory…): the listing decides.
  if (head === undefined) return false;
  if (depth > ctx.depthLimit) diagnostics.push(tooDeep(file, depth, rootPath, ctx.depthLimit));
  else {
    const candidate: { file: string; directory: string; pre?: PreRead; real: string } = {
      file,
      directory: dir,
      pre: undefined,
      real,
    };
    candidate.pre = probe.parse(candidate, head);
    candidates.push(candidate);
  }
  return true;
}

async function walkFrames(
  rootPath: string,
  stack: Frame[],
  candidates: Candidate[],
  diagnostics: Diagnostic[],
  ctx: WalkContext,
): Promise<WalkResult> {
  const { fs, depthLimit, maxDirs, probe } = ctx;
  let visited = 0;
  let ops = 0;
  while (stack.length > 0) {
    const frame = stack.pop()!;
    // A frame the listing above already probed was counted then.
    if (frame.probed !== true) {
      if (visited >= maxDirs) {
        diagnostics.push(
          diag(
            "warning",
            CODES.scanTruncated,
            `Stopped scanning ${rootPath} after ${maxDirs} directories; skills below ${frame.path} and in ${stack.length} other pending directories were not loaded. Move unrelated folders out of the skills root or add them to a .ignore file.`,
            rootPath,
          ),
        );
        break;
      }
      visited++;
      if (++ops % YIELD_EVERY === 0) await yieldToLoop();
      if (
        probe !== undefined &&
        probeSkill(ctx, frame.path, frame.real, frame.depth, rootPath, candidates, diagnostics)
      ) {
        continue;
      }
    }

    let entries: Dirent[];
    try {
      entries = fs.readdir(frame.path);
    } catch (e) {
      const code = errCode(e);
      if (notUtf8(frame.path, e)) {
        diagnostics.push(diag("warning", CODES.readFailed, notUtf8Message(frame.path), frame.path));
        continue;
      }
      if (code === "ENOENT" || code === "ENOTDIR") {
        // Vanished or replaced by a file mid-scan (T5): say so, since its skills silently went missing.
        diagnostics.push(
          diag(
            "info",
            CODES.readFailed,
            `Directory ${frame.path} disappeared or stopped being a directory while it was scanned; it was skipped.`,
            frame.path,
          ),
        );
        continue;
      }
      diagnostics.push(
        diag("warning", CODES.readFailed, `Cannot read directory ${frame.path}: ${errText(e)}.`, frame.path),
      );
      continue;
    }

    // Is this directory a skill? (With the probe, only when its skill file is not a regular file.)
    const { exact: skillEntry, variant } = skillFileOf(ctx, frame.path, entries, diagnostics);
    const found = skillEntry ?? variant;
    if (found !== undefined) {
      const file = join(frame.path, found);
      if (frame.depth > depthLimit) {
        diagnostics.push(tooDeep(file, frame.depth, rootPath, depthLimit));
      } else if (skillEntry !== undefined) {
        candidates.push({ file, directory: frame.path, real: frame.real });
      } else {
        candidates.push({ file, directory: frame.path, wrongCase: true, real: frame.real });
      }
      continue; // D4: nothing below a skill directory is a skill
    }
    if (frame.depth >= depthLimit + REPORT_EXTRA_DEPTH) continue;

    const ignores = ignoresOf(ctx, frame, entries, diagnostics);
    const depth = frame.depth + 1;
    // Indexed loops on this path: unoptimised code (a start-up runs mostly that) allocates an iterator
    // result per step of a for-of, 10k of them per 10k skills.
    // Outside symlinks a directory's real path is its path: one string for both (it is kept per skill).
    const sameReal = frame.real === frame.path;
    for (let i = 0; i < entries.length; i++) {
      const entry = entries[i]!;
      const child = childOf(ctx, frame, entry, ignores, diagnostics);
      if (child === undefined) {
        // A dot-folder is skipped as before, only remembered so its skill files can be counted.
        if (
          ctx.dotDirs !== undefined &&
          entry.name.charCodeAt(0) === 46 &&
          entry.isDirectory() &&
          !NEVER_COUNTED.has(entry.name)
        ) {
          const path = childPath(frame.path, entry.name);
          if (ignores.length === 0 || !isIgnored(ignores, path)) ctx.dotDirs.push({ path, depth });
        }
        continue;
      }
      if (typeof child !== "string") {
        ops++; // a followed symlink cost a stat and a realpath
        stack.push(child);
        continue;
      }
      // Probed here, while listing: a skill directory (the common child) never becomes a frame.
      let probed = false;
      if (probe !== undefined && visited < maxDirs) {
        visited++;
        if (++ops % YIELD_EVERY === 0) await yieldToLoop();
        const real = sameReal ? child : childPath(frame.real, entry.name);
        // A child's path never ends with a separator: joined as is (childPath's check would copy the
        // joined path into one string first, once per skill).
        const file = child + sep + SKILL_FILE;
        if (probeSkill(ctx, child, real, depth, rootPath, candidates, diagnostics, file)) continue;
        probed = true;
      }
      stack.push(plainFrame(frame, entry.name, child, ignores, probed));
    }
  }
  return sortResult(candidates, diagnostics);
}

/**
 * Walks only the subtree at `dir` below the root at `rootPath`, with the same result for that subtree
 * as a whole walkRoot: the depth, the ignore files of the directories above and the symlink chain are
 * taken from the path down from the root. Used by live reload to re-walk only what changed. The
 * result holds the candidates and diagnostics at or below `dir`; the directory cap applies to the
 * subtree alone.
 */
export async function walkSubtree(
  rootPath: string,
  dir: string,
  options: WalkOptions = {},
): Promise<WalkResult> {
  const fs = options.fs ?? nodeDiscoveryFs;
  const rel = relative(rootPath, dir);
  if (rel === "") return walkRoot(rootPath, options);
  const empty: WalkResult = { candidates: [], diagnostics: [] };
  if (rel.startsWith("..") || isAbsolute(rel)) return empty;
  let frame: Frame;
  try {
    const info = fs.stat(rootPath);
    if (!info.isDirectory) return empty;
    const real = fs.realpath(rootPath);
    frame = { path: normalize(rootPath), real, depth: 0, chain: { real }, ignores: [] };
  } catch {
    return empty;
  }
  const ctx: WalkContext = {
    fs,
    depthLimit: Math.max(0, options.depth ?? DEFAULT_DEPTH),
    maxDirs: options.maxDirectories ?? DEFAULT_MAX_DIRECTORIES,
    // As in walkRoot: where case is ignored the probe would open a `skill.md` (F1).
    probe: options.probe !== undefined && !ignoresCase(fs, frame.real) ? options.probe : undefined,
  };
  const parts = rel.split(sep);
  const diagnostics: Diagnostic[] = [];
  for (let i = 0; i < parts.length; i++) {
    const last = i === parts.length - 1;
    let entries: Dirent[];
    try {
      entries = fs.readdir(frame.path);
    } catch {
      return empty; // the walk would report this directory's error, which lies above `dir`
    }
    const above: Diagnostic[] = [];
    const skill = skillFileOf(ctx, frame.path, entries, above);
    if (skill.exact !== undefined || skill.variant !== undefined) return empty; // inside a skill (D4)
    if (frame.depth >= ctx.depthLimit + REPORT_EXTRA_DEPTH) return empty;
    const ignores = ignoresOf(ctx, frame, entries, above);
    const entry = entries.find((e) => e.name === parts[i]);
    if (entry === undefined) return empty;
    const child = childFrame(ctx, frame, entry, ignores, last ? diagnostics : above);
    if (child === undefined) return { candidates: [], diagnostics };
    frame = child;
  }
  return walkFrames(rootPath, [frame], [], diagnostics, ctx);
}

type LinkTarget = "file" | "other" | unknown;

function linkTarget(fs: DiscoveryFs, path: string): LinkTarget {
  try {
    return fs.stat(path).isFile ? "file" : "other";
  } catch (e) {
    return e;
  }
}

function isIgnored(matchers: readonly Matcher[], path: string): boolean {
  for (const m of matchers) {
    const rel = relative(m.base, path);
    if (rel && !rel.startsWith("..") && m.ig.ignores(`${rel}/`)) return true;
  }
  return false;
}

/** T5: a FIFO or device named SKILL.md is never opened for reading; say why the folder has no skill. */
function notRegular(path: string, directory: boolean): Diagnostic {
  return diag(
    "warning",
    CODES.readFailed,
    `${path} is ${directory ? "a directory" : "not a regular file (a FIFO, socket or device)"}; it was not read. A skill needs a regular SKILL.md file.`,
    path,
  );
}

function isDirectory(fs: DiscoveryFs, path: string): boolean {
  try {
    return fs.stat(path).isDirectory;
  } catch {
    return false;
  }
}

const swapCase = (s: string): string =>
  s.replace(/[a-z]+|[A-Z]+/g, (m) => (m === m.toLowerCase() ? m.toUpperCase() : m.toLowerCase()));

/** True when the file system holding `dir` finds `dir` under its name with the case swapped. */
function ignoresCase(fs: DiscoveryFs, dir: string): boolean {
  const name = basename(dir);
  const swapped = swapCase(name);
  if (swapped === name) return process.platform === "darwin" || process.platform === "win32";
  try {
    return fs.stat(join(dirname(dir), swapped)).id === fs.stat(dir).id;
  } catch {
    return false;
  }
}

/** `parent/name` without path.join's normalisation: both parts are already clean. */
function childPath(parent: string, name: string): string {
  return parent.endsWith(sep) ? parent + name : parent + sep + name;
}

/** The head of `file` when it is a regular file; undefined when it is anything else or unreadable. */
function probeHead(fs: DiscoveryFs, file: string, limit: number, headBytes: number): HeadRead | undefined {
  try {
    const head = fs.readHead(file, limit, headBytes);
    return head.info.isFile ? head : undefined;
  } catch {
    return undefined;
  }
}

function tooDeep(file: string, depth: number, rootPath: string, depthLimit: number): Diagnostic {
  return diag(
    "warning",
    CODES.depthLimit,
    `${file} is ${depth} levels below ${rootPath}; this root loads skills at most ${depthLimit} level${depthLimit === 1 ? "" : "s"} deep, so it was not loaded. Move the skill up, or raise the limit with --depth (the depth load option).`,
    file,
  );
}
