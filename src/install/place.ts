// Writing one skill into a skills root: open the root safely, recover what a killed run left,
// stage every file in a dot directory, let a check look at the staged copy, then rename it into
// place. Nothing is visible to a loader until the final rename.
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { asInstallError, INSTALL_CODES, InstallError } from "./errors.js";
import { pathPresent, safeRelativePath } from "./paths.js";
import {
  publishDir,
  type RecoveryAction,
  type ReplaceStep,
  recoverSkillsRoot,
  skillTarget,
  stageDir,
} from "./replace.js";
import { openSkillsRoot, removeEmpty } from "./root.js";

/** One file of a skill: a relative `/`-separated path, its bytes, and whether it is executable. */
export interface SkillFile {
  readonly path: string;
  readonly data: Uint8Array;
  readonly executable?: boolean;
}

export interface PlaceOptions {
  /** The skills root to install into. */
  readonly root: string;
  /** The project directory the root must stay inside (omit for user scope). */
  readonly base?: string;
  /** Replace an existing skill of the same name. */
  readonly force?: boolean;
  /** Write through a root link that leaves the project. */
  readonly forceRoot?: boolean;
  /** Looks at the staged copy before it is placed; throw an InstallError to refuse. */
  readonly check?: (stagedDir: string) => Promise<void> | void;
  /** Called after each step of the replace (tests kill the process here). */
  readonly onStep?: (step: ReplaceStep) => void;
}

export interface Placed {
  /** The installed skill directory. */
  readonly path: string;
  /** The real path of the root written to. */
  readonly root: string;
  readonly replaced: boolean;
  /** What was recovered from an earlier killed run. */
  readonly recovered: readonly RecoveryAction[];
}

/** Installs `files` as `root/name/…`, atomically. Throws InstallError; on failure nothing is left behind. */
export async function placeSkill(
  name: string,
  files: readonly SkillFile[],
  options: PlaceOptions,
): Promise<Placed> {
  if (skillTarget(options.root, name) === undefined) {
    throw new InstallError(
      INSTALL_CODES.nameUnsafe,
      `The skill name ${JSON.stringify(name)} is not a safe directory name; refused.`,
    );
  }
  const opened = openSkillsRoot(options.root, {
    ...(options.base !== undefined ? { base: options.base } : {}),
    force: options.forceRoot === true,
  });
  const root = opened.realRoot;
  const recovered = recoverSkillsRoot(root);
  let staged: string | undefined;
  try {
    // Refuse before staging anything (publishDir checks again at the rename).
    const target = join(root, name);
    if (!options.force && pathPresent(target)) {
      throw new InstallError(
        INSTALL_CODES.targetExists,
        `A skill already exists at ${target}; pass --force to replace it.`,
      );
    }
    staged = stageDir(root);
    writeFiles(staged, files);
    await options.check?.(staged);
    const published = publishDir(root, staged, name, {
      force: options.force === true,
      ...(options.onStep ? { onStep: options.onStep } : {}),
    });
    staged = undefined;
    return { path: published.path, root, replaced: published.replaced, recovered };
  } catch (e) {
    if (staged !== undefined) rmSync(staged, { recursive: true, force: true });
    removeEmpty(opened.created);
    throw asInstallError(e, join(root, name));
  }
}

/**
 * Each file's path as its segments, checked: a safe relative path, and no two equal ignoring case
 * (they would be one file on a case-insensitive disk). Throws `archive-unsafe` for the first that is not.
 */
function checkedPaths(files: readonly SkillFile[]): string[][] {
  const seen = new Set<string>();
  return files.map((f) => {
    const rel = safeRelativePath(f.path);
    if (rel === undefined || seen.has(rel.toLowerCase())) {
      throw new InstallError(
        INSTALL_CODES.archiveUnsafe,
        `The file path ${JSON.stringify(f.path)} is ${rel === undefined ? "not a safe relative path" : "listed twice"}; refused.`,
      );
    }
    seen.add(rel.toLowerCase());
    return rel.split("/");
  });
}

/** Writes the files under `dir`; every path is checked again here (a file never lands outside `dir`). */
export function writeFiles(dir: string, files: readonly SkillFile[]): void {
  const paths = checkedPaths(files);
  // Each directory is made once (a recursive mkdir per file costs a failing syscall per file).
  const made = new Set<string>([dir]);
  for (const [i, f] of files.entries()) {
    const p = join(dir, ...paths[i]!);
    const parent = dirname(p);
    if (!made.has(parent)) {
      mkdirSync(parent, { recursive: true, mode: 0o755 });
      made.add(parent);
    }
    writeFileSync(p, f.data, { flag: "wx", mode: f.executable ? 0o755 : 0o644 });
  }
}

/**
 * writeFiles for many directories at once, with the file system calls in flight together (they
 * run on libuv's threads; a skill collection is hundreds of small files and directories). Every
 * path is checked before anything is written; on failure every call has settled before the error
 * is thrown, so the caller can remove what was written.
 */
export async function writeFileSets(
  sets: readonly { dir: string; files: readonly SkillFile[] }[],
): Promise<void> {
  const { mkdir, writeFile } = await import("node:fs/promises");
  const dirs = new Set<string>();
  const writes: { path: string; file: SkillFile }[] = [];
  for (const { dir, files } of sets) {
    dirs.add(dir);
    const paths = checkedPaths(files);
    for (const [k, f] of files.entries()) {
      const parts = paths[k]!;
      for (let i = 1; i < parts.length; i++) dirs.add(join(dir, ...parts.slice(0, i)));
      writes.push({ path: join(dir, ...parts), file: f });
    }
  }
  const settle = async (work: Promise<unknown>[]) => {
    const failed = (await Promise.allSettled(work)).find((r) => r.status === "rejected");
    if (failed) throw (failed as PromiseRejectedResult).reason;
  };
  // Parents before children: one round per depth; each directory is new (`wx`-like: no recursion).
  const byDepth = new Map<number, string[]>();
  for (const d of dirs) {
    const depth = d.split("/").length;
    byDepth.set(depth, [...(byDepth.get(depth) ?? []), d]);
  }
  for (const depth of [...byDepth.keys()].sort((a, b) => a - b)) {
    await settle(byDepth.get(depth)!.map((d) => mkdir(d, { mode: 0o755 })));
  }
  await settle(
    writes.map((w) =>
      writeFile(w.path, w.file.data, { flag: "wx", mode: w.file.executable ? 0o755 : 0o644 }),
    ),
  );
}
