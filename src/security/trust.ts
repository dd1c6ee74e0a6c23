import * as nodeFs from "node:fs";
import { dirname, isAbsolute, join, resolve } from "node:path";
import { userConfigDir } from "../config.js";
import { CODES, diag } from "../diagnostics.js";
import type { DiscoveryFs } from "../discovery/fs.js";
import { nodeDiscoveryFs } from "../discovery/fs.js";
import { findGitRoot } from "../discovery/roots.js";
import { SkillportError } from "../errors.js";
import type { Diagnostic, Root } from "../types.js";
import { homeDirectory } from "../util/base-dirs.js";
import { withLockFile } from "../util/lock-file.js";
import { canonicalPath, isWithin } from "../util/paths.js";
import { notPrivate, PRIVATE_FIX } from "../util/private-path.js";
import { FileReadRefusal, readRegularFileSync } from "../util/read-file.js";
import { removeStaleTemps } from "../util/stale.js";

/** A trust store holds one short line per project; anything near this is not a trust store. */
export const MAX_TRUST_STORE_BYTES = 8 * 1024 * 1024;

// T1: project trust. A project's skills and commands reach the model's system prompt before the user
// has seen them, so roots discovered automatically in a project load only once the user trusted it.
// Explicit roots (--root, API roots) and user-scope roots are the user's own choice: always trusted.

/** How loaders decide trust: the store file, everything, nothing, or a host's own function. */
export type TrustOption = "store" | "all" | "none" | ((root: Root) => boolean);

export interface TrustEntry {
  /** Canonical absolute path of the trusted directory. */
  readonly path: string;
  /** ISO time it was trusted. */
  readonly trustedAt: string;
}

/** The trust store: canonical directory → entry. Trusting a directory trusts everything below it. */
export interface TrustStore {
  readonly entries: readonly TrustEntry[];
}

interface TrustFileV1 {
  version: 1;
  trusted: Record<string, { trustedAt: string }>;
}

/** Error of the trust store file, with a stable code. */
export class TrustStoreError extends SkillportError<"trust-store-invalid"> {
  constructor(
    code: "trust-store-invalid",
    message: string,
    readonly path: string,
  ) {
    super(code, message);
    this.name = "TrustStoreError";
  }
}

/**
 * The one place the trust store's path is decided: `$XDG_CONFIG_HOME/skillport/trust.json`, default
 * `~/.config/skillport/trust.json`. `home` (the load option; only an absolute path counts, like $HOME)
 * stands in for $HOME, so a host's `home` moves the default store with the user roots.
 */
export function trustStorePath(env: NodeJS.ProcessEnv = process.env, home?: string): string {
  return join(
    userConfigDir(home !== undefined && isAbsolute(home) ? { ...env, HOME: home } : env),
    "trust.json",
  );
}

/** Parses the text of a trust file. Throws TrustStoreError when it is not a trust file. */
export function parseTrustStore(text: string, path = "trust.json"): TrustStore {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (e) {
    throw new TrustStoreError(
      "trust-store-invalid",
      `The trust store ${path} is not valid JSON (${(e as Error).message}); no project is trusted until it is fixed. Delete it and trust your projects again with \`skillport trust DIR\`.`,
      path,
    );
  }
  const file = data as Partial<TrustFileV1> | null;
  if (
    !file ||
    typeof file !== "object" ||
    file.version !== 1 ||
    typeof file.trusted !== "object" ||
    !file.trusted
  ) {
    throw new TrustStoreError(
      "trust-store-invalid",
      `The trust store ${path} is not a skillport trust file (expected {"version": 1, "trusted": {…}}); no project is trusted until it is fixed. Delete it and trust your projects again with \`skillport trust DIR\`.`,
      path,
    );
  }
  const entries: TrustEntry[] = [];
  for (const [p, v] of Object.entries(file.trusted)) {
    if (!isAbsolute(p)) continue; // never trust a relative key: it would depend on the working directory
    const at = v && typeof v === "object" && typeof v.trustedAt === "string" ? v.trustedAt : "";
    entries.push({ path: p, trustedAt: at });
  }
  return { entries: sortEntries(entries) };
}

export function serializeTrustStore(store: TrustStore): string {
  const trusted: Record<string, { trustedAt: string }> = {};
  for (const e of sortEntries(store.entries)) trusted[e.path] = { trustedAt: e.trustedAt };
  const file: TrustFileV1 = { version: 1, trusted };
  return `${JSON.stringify(file, null, 2)}\n`;
}

const sortEntries = (es: readonly TrustEntry[]): TrustEntry[] =>
  [...es].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));

/** Reads the store; a missing file is an empty store. Throws TrustStoreError for a corrupt one. */
export function readTrustStore(path: string = trustStorePath()): TrustStore {
  let text: string;
  try {
    // Non-blocking, regular files only, size-capped: a FIFO here must not hang every command, and
    // /dev/zero must not grow memory without bound.
    text = readRegularFileSync(path, MAX_TRUST_STORE_BYTES).toString("utf8");
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === "ENOENT") return { entries: [] };
    const why =
      e instanceof FileReadRefusal
        ? e.kind === "not-a-file"
          ? "it is not a regular file"
          : `it is larger than ${MAX_TRUST_STORE_BYTES} bytes`
        : (e as Error).message;
    throw new TrustStoreError(
      "trust-store-invalid",
      `Cannot read the trust store ${path}: ${why}. No project is trusted until it can be read; delete it and trust your projects again with \`skillport trust DIR\`.`,
      path,
    );
  }
  // A store another user can write (HOME=/tmp, a shared XDG_CONFIG_HOME) is theirs, not the user's:
  // it could trust every project.
  const foreign = notPrivate(path);
  if (foreign !== undefined) throw foreignStore(path, foreign);
  return parseTrustStore(text, path);
}

const foreignStore = (path: string, why: string): TrustStoreError =>
  new TrustStoreError(
    "trust-store-invalid",
    `The trust store ${path} is not private to you: ${why}, so another user could change what it trusts. No project is trusted until it is; ${PRIVATE_FIX}.`,
    path,
  );

/**
 * Writes the store atomically: a temporary file in the same directory renamed over the old one. Call
 * it through {@link updateTrustStore} when other processes may write too: a bare write can lose theirs.
 */
export function writeTrustStore(store: TrustStore, path: string = trustStorePath()): void {
  nodeFs.mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
  // A writer killed between write and rename left its temporary file; the pid tells whose it was.
  removeStaleTemps(dirname(path), /^\.trust\.json\.(\d+)\.\d+\.tmp$/);
  const tmp = join(dirname(path), `.trust.json.${process.pid}.${Date.now()}.tmp`);
  try {
    nodeFs.writeFileSync(tmp, serializeTrustStore(store), { flag: "wx", mode: 0o600 });
    nodeFs.renameSync(tmp, path);
  } catch (e) {
    nodeFs.rmSync(tmp, { force: true });
    // A write that fails (ENOSPC, EDQUOT) names no file: name the store.
    const err = e as NodeJS.ErrnoException;
    if (err.code !== undefined && err.path === undefined) err.path = path;
    throw e;
  }
}

/**
 * Read-modify-write of the store under its lock file (`trust.json.lock`, O_EXCL, stale-lock recovery):
 * the store is read again under the lock, so concurrent `trust` and `--revoke` runs never lose each
 * other's changes. `change` returns the new store, or undefined to leave the file as it is.
 */
export function updateTrustStore<T>(
  path: string,
  change: (store: TrustStore) => { store?: TrustStore; result: T },
): T {
  nodeFs.mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
  // Never write where another user can rewrite it afterwards (the lock and temporary files too).
  const foreign = notPrivate(dirname(path));
  if (foreign !== undefined) throw foreignStore(path, foreign);
  return withLockFile(`${path}.lock`, () => {
    const { store, result } = change(readTrustStore(path));
    if (store !== undefined) writeTrustStore(store, path);
    return result;
  });
}

/** The trusted entry covering `dir` (itself or an ancestor), if any. Pure: `dir` must be canonical. */
export function trustedBy(store: TrustStore, dir: string): TrustEntry | undefined {
  return store.entries.find((e) => isWithin(e.path, dir));
}

/** Pure: the store with `dir` trusted (a no-op when it already is, directly or through an ancestor). */
export function withTrusted(store: TrustStore, dir: string, now: Date = new Date()): TrustStore {
  if (trustedBy(store, dir)) return store;
  return { entries: sortEntries([...store.entries, { path: dir, trustedAt: now.toISOString() }]) };
}

/** Pure: the store without `dir` and the entries below it. */
export function withoutTrusted(store: TrustStore, dir: string): TrustStore {
  return { entries: store.entries.filter((e) => !isWithin(dir, e.path)) };
}

/** The project directory a path belongs to: its git root, or the path itself outside git. */
export function projectDirectoryOf(dir: string): string {
  return findGitRoot(dir) ?? resolve(dir);
}

/** Trusts a directory (canonicalised) in the store file. Returns the entry that now covers it. */
export function trustDirectory(
  dir: string,
  storePath: string = trustStorePath(),
): {
  entry: TrustEntry;
  added: boolean;
} {
  const canonical = canonicalPath(dir);
  return updateTrustStore<{ entry: TrustEntry; added: boolean }>(storePath, (store) => {
    const before = trustedBy(store, canonical);
    if (before) return { result: { entry: before, added: false } };
    const next = withTrusted(store, canonical);
    return { store: next, result: { entry: trustedBy(next, canonical)!, added: true } };
  });
}

/**
 * Revokes trust of a directory and of the entries below it. Returns what was removed and, when the
 * directory stays trusted through an ancestor entry, that entry.
 */
export function revokeDirectory(
  dir: string,
  storePath: string = trustStorePath(),
): {
  removed: readonly TrustEntry[];
  stillTrustedBy?: TrustEntry;
} {
  const canonical = canonicalPath(dir);
  return updateTrustStore(storePath, (store) => {
    const next = withoutTrusted(store, canonical);
    const removed = store.entries.filter((e) => !next.entries.includes(e));
    const still = trustedBy(next, canonical);
    return {
      store: removed.length > 0 ? next : undefined,
      result: still ? { removed, stillTrustedBy: still } : { removed },
    };
  });
}

/** True when the project of `cwd` (its git root, or cwd outside git) is trusted. Never throws. */
export function isProjectTrusted(cwd: string, storePath: string = trustStorePath()): boolean {
  try {
    return trustedBy(readTrustStore(storePath), canonicalPath(projectDirectoryOf(cwd))) !== undefined;
  } catch {
    return false;
  }
}

/** The note `new` and `add` print after writing into an untrusted project's skills folder. */
export function untrustedProjectNote(cwd: string): string {
  const project = projectDirectoryOf(cwd);
  return `note: the project ${project} is not trusted, so its skills do not load yet; run \`skillport trust ${project}\` once you have reviewed them.`;
}

export interface ApplyTrustOptions {
  readonly trust?: TrustOption;
  /** Trust store file for `"store"` (default: trustStorePath()). */
  readonly storePath?: string;
  /** File-system boundary, to tell roots that exist (worth a diagnostic) from missing ones. */
  readonly fs?: DiscoveryFs;
}

export interface TrustDecision {
  /** Every input root, in order, with `trusted` decided. */
  readonly roots: readonly Root[];
  /** The roots that may load. */
  readonly trusted: readonly Root[];
  /** Discovered project roots left out because their project is not trusted. */
  readonly untrusted: readonly Root[];
  /** One `project-untrusted` per project with an existing untrusted root; `trust-store-invalid` if any. */
  readonly diagnostics: readonly Diagnostic[];
  /** Project directories that were left out (for a host's "trust this project?" prompt). */
  readonly untrustedProjects: readonly string[];
}

/** True for roots project trust applies to: project scope, discovered automatically. */
export const needsTrust = (root: Root): boolean => root.scope === "project" && root.explicit !== true;

/**
 * Decides which roots may load. Used by loadSkills and loadCommands. Never throws: a corrupt store
 * trusts nothing and says so.
 */
export function applyTrust(roots: readonly Root[], options: ApplyTrustOptions = {}): TrustDecision {
  const trust = options.trust ?? "store";
  const fs = options.fs ?? nodeDiscoveryFs;
  const diagnostics: Diagnostic[] = [];
  let store: TrustStore | undefined;
  const loadStore = (): TrustStore => {
    if (store) return store;
    const path = options.storePath ?? trustStorePath();
    try {
      store = readTrustStore(path);
    } catch (e) {
      const message = e instanceof Error ? e.message : String(e);
      diagnostics.push(diag("error", CODES.trustStoreInvalid, message, path));
      store = { entries: [] };
    }
    return store;
  };
  const realpath = (p: string): string => fs.realpath(p);
  let storeInside: string | undefined;
  const decide = (root: Root): boolean => {
    if (!needsTrust(root)) return true;
    if (trust === "all") return true;
    if (trust === "none") return false;
    if (typeof trust === "function") return trust(root) === true;
    const dir = canonicalPath(root.projectDir ?? dirname(root.path), realpath);
    // A store inside the project (XDG_CONFIG_HOME=$GITHUB_WORKSPACE/...) is the project's own file: it
    // cannot vouch for the project that ships it.
    const path = options.storePath ?? trustStorePath();
    const project = canonicalPath(projectDirectoryOf(dir), realpath);
    const home = canonicalPath(homeDirectory(), realpath);
    if (!isWithin(project, home) && isWithin(project, canonicalPath(path, realpath))) {
      if (storeInside === undefined) {
        storeInside = project;
        diagnostics.push(
          diag(
            "error",
            CODES.trustStoreInvalid,
            `The trust store ${path} is inside the project ${project}, so the project could bring its own; it does not trust that project. Point XDG_CONFIG_HOME (or HOME) at a directory outside the project.`,
            path,
          ),
        );
      }
      return false;
    }
    return trustedBy(loadStore(), dir) !== undefined;
  };
  const decided = roots.map((r) => {
    const ok = decide(r);
    return r.trusted === ok ? r : { ...r, trusted: ok };
  });
  const untrusted = decided.filter((r) => !r.trusted);
  const byProject = new Map<string, Root[]>();
  for (const r of untrusted) {
    if (!exists(fs, r.path)) continue; // a missing root is normal (D8): nothing was left out
    const project = projectDirectoryOf(r.projectDir ?? dirname(r.path));
    byProject.set(project, [...(byProject.get(project) ?? []), r]);
  }
  for (const [project, rs] of byProject) {
    diagnostics.push(untrustedDiagnostic(project, rs));
  }
  return {
    roots: decided,
    trusted: decided.filter((r) => r.trusted),
    untrusted,
    diagnostics,
    untrustedProjects: [...byProject.keys()],
  };
}

function exists(fs: DiscoveryFs, path: string): boolean {
  try {
    return fs.stat(path).isDirectory;
  } catch {
    return false;
  }
}

function untrustedDiagnostic(project: string, roots: readonly Root[]): Diagnostic {
  const kinds = [...new Set(roots.map((r) => r.kind))].join(" and ");
  const list = roots.map((r) => r.path).join(", ");
  return diag(
    "warning",
    CODES.projectUntrusted,
    `The project ${project} is not trusted, so its ${kinds} (${list}) were not loaded. Review them, then run \`skillport trust ${project}\` to trust it, or pass --trust for one run.`,
    project,
  );
}
