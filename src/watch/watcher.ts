import { lstatSync } from "node:fs";
import { join, resolve, sep } from "node:path";
import type { FSWatcher } from "chokidar";
import { commandRoots, type LoadCommandsOptions, loadCommands } from "../custom-commands/load.js";
import { nodeDiscoveryFs } from "../discovery/fs.js";
import { MAX_SKILL_FILE_BYTES, type PreRead, preReadCandidate } from "../discovery/read.js";
import { type Candidate, REPORT_EXTRA_DEPTH, walkRoot, walkSubtree } from "../discovery/walk.js";
import { disabledPathsOf, type LoadOptions, loadPlan } from "../load.js";
import { trustStorePath } from "../security/trust.js";
import type {
  CommandSet,
  CommandTemplate,
  Diagnostic,
  Root,
  Skill,
  SkillSet,
  ValidationRules,
} from "../types.js";
import { diffSkillSets, isEmptyDiff, type SkillSetDiff } from "./diff.js";
import { type PathWaiter, pathExists, waitForPath } from "./paths.js";
import { type AdvanceIo, advance, type FsEvent, planRoot } from "./plan.js";
import {
  assemble,
  emptyRootState,
  isWithin,
  patchSet,
  type RootState,
  resolutionNeutralSwaps,
  withEntries,
  withWalk,
} from "./state.js";

// W1–W3: keep a SkillSet current while files change. The I/O edge of live reload: chokidar per root,
// a cheap ancestor watch for roots that do not exist yet, debouncing, and the listener plumbing.
// All decisions (what to re-walk, what to re-read, what changed) are the pure functions of
// plan.ts, state.ts and diff.ts.

export interface WatchOptions extends LoadOptions {
  /** Quiet time after the last file-system event before the set is rebuilt (default 100 ms). */
  readonly debounceMs?: number;
  /** Longest a burst of events may delay a rebuild (default 1 000 ms, at least debounceMs). */
  readonly maxWaitMs?: number;
  /**
   * The trust store: a change re-runs resolution. Default
   * `$XDG_CONFIG_HOME/skillport/trust.json` (`~/.config/…`); `false` to not watch it.
   */
  readonly trustFile?: string | false;
  /** More files (configuration) whose change re-runs resolution, like reload(). */
  readonly watchFiles?: readonly string[];
  /**
   * How to tell whether the catalog changed: a function of the set whose result is compared,
   * e.g. `(set) => renderCatalog(set, myOptions)`. Default: catalogKey (the fields the catalog renders).
   */
  readonly catalog?: (set: SkillSet) => string;
  /** Poll instead of native events (network drives, containers without inotify). */
  readonly usePolling?: boolean;
  /** Environment for XDG_CONFIG_HOME (default process.env). */
  readonly env?: NodeJS.ProcessEnv;
  /**
   * Called before every re-resolution (start, reload(), a change of the trust file or of a watched
   * file); its result overrides these options, e.g. `disabledPaths` re-read from a config file.
   */
  readonly refreshOptions?: () => Partial<LoadOptions>;
  /**
   * Also keep the custom commands (M) current: their roots are watched and any change under one
   * reloads them with loadCommands (commands are small; no per-file bookkeeping). `true`, or options
   * for loadCommands (e.g. `reserved`); the load options above (cwd, roots, profile, trust…) apply.
   */
  readonly commands?: boolean | Pick<LoadCommandsOptions, "reserved" | "depth">;
}

/** How the custom commands changed (names), when the watcher keeps them (WatchOptions.commands). */
export interface CommandChange {
  readonly set: CommandSet;
  readonly added: readonly string[];
  readonly removed: readonly string[];
  readonly changed: readonly string[];
}

/** One change of the watched set. */
export interface SkillChange extends SkillSetDiff {
  /** The new set, also `watcher.current`. */
  readonly set: SkillSet;
  /** The set before this change. */
  readonly previous: SkillSet;
  /** Present when the watcher keeps commands and they changed with this change. */
  readonly commands?: CommandChange;
}

export interface SkillWatcher extends AsyncIterable<SkillChange> {
  /** The latest SkillSet. */
  readonly current: SkillSet;
  /** The latest CommandSet, when the watcher keeps commands (WatchOptions.commands). */
  readonly commands: CommandSet | undefined;
  readonly closed: boolean;
  /** Subscribes; returns a function that unsubscribes. */
  on(event: "change", listener: (change: SkillChange) => void): () => void;
  on(event: "error", listener: (error: Error) => void): () => void;
  off(event: "change" | "error", listener: (arg: never) => void): void;
  /** Re-runs root discovery, trust and resolution now, then applies pending file events. */
  reload(): Promise<SkillSet>;
  /** Stops every file-system watcher and ends every iterator; the process can exit afterwards. */
  close(): Promise<void>;
}

/** Long enough to fold an editor's save (write, rename, chmod) into one change, short enough to feel live. */
export const DEFAULT_DEBOUNCE_MS = 100;

/** The trust store file the watcher follows: the same path the load reads (`trustStorePath`). */
export const defaultTrustFile = (env: NodeJS.ProcessEnv = process.env, home?: string): string =>
  trustStorePath(env, home);

const rootKey = (r: Root): string =>
  JSON.stringify([r.path, r.scope, r.kind, r.depth, r.trusted, r.namespace ?? null, r.explicit ?? false]);

const KEEP_FILES = new Set([".gitignore", ".ignore"]);

/** chokidar's `ignored`: dot entries (but ignore files) and node_modules below the root (D5). */
function ignoredBelow(rootPath: string): (path: string) => boolean {
  const prefix = rootPath.endsWith(sep) ? rootPath : rootPath + sep;
  return (path) => {
    if (!path.startsWith(prefix)) return false;
    for (const part of path.slice(prefix.length).split(sep)) {
      if (part === "node_modules") return true;
      if (part.charCodeAt(0) === 46 && !KEEP_FILES.has(part)) return true;
    }
    return false;
  };
}

interface RootWatch {
  root: Root;
  fsw?: FSWatcher;
  waiter?: PathWaiter;
}

type Listener<T> = (arg: T) => void;

/** Starts watching; resolves once the first SkillSet is loaded and every watcher is ready. */
export async function watchSkills(options: WatchOptions = {}): Promise<SkillWatcher> {
  // chokidar loads when watching starts: importing the library stays cheap.
  const { watch: chokidarWatch } = await import("chokidar");
  const fs = options.fs ?? nodeDiscoveryFs;
  const debounceMs = Math.max(0, options.debounceMs ?? DEFAULT_DEBOUNCE_MS);
  const maxWaitMs = Math.max(debounceMs, options.maxWaitMs ?? 1000);
  const catalog = options.catalog;

  let closed = false;
  let opts: LoadOptions = options;
  let rules: ValidationRules | undefined;
  let roots: readonly Root[] = [];
  let planDiagnostics: readonly Diagnostic[] = [];
  const commandsOn = options.commands !== undefined && options.commands !== false;
  let commandSet: CommandSet | undefined;
  let commandsDirty = false;
  const commandOptions = (): LoadCommandsOptions => ({
    cwd: opts.cwd,
    home: opts.home,
    profile: opts.profile,
    user: opts.user,
    project: opts.project,
    trust: opts.trust,
    fs: opts.fs,
    maxDirectories: opts.maxDirectories,
    ...(typeof options.commands === "object" ? options.commands : {}),
  });
  const states = new Map<string, RootState>();
  const watches = new Map<string, RootWatch>();
  const changeListeners = new Set<Listener<SkillChange>>();
  const errorListeners = new Set<Listener<Error>>();
  const iterators = new Set<{ push(c: SkillChange): void; end(): void }>();

  const emitError = (e: unknown): void => {
    if (closed) return;
    const err = e instanceof Error ? e : new Error(String(e));
    for (const l of errorListeners) {
      try {
        l(err);
      } catch {
        // a listener's failure is its own
      }
    }
  };

  // Every rebuild runs on the batcher's chain, one at a time, in order.
  const batcher = new Batcher(
    debounceMs,
    maxWaitMs,
    (batch, reload) => processBatch(batch, reload),
    emitError,
    () => closed,
  );
  const push = (key: string, event: FsEvent): void => batcher.push(key, event);

  const read = (c: Candidate): PreRead => preReadCandidate(c, rules!, fs, MAX_SKILL_FILE_BYTES);

  // `skipped`: a full walk counts the skills the rules skip, as a load does (skills-skipped); a walk of
  // a subtree does not, and the root's count stays as the last full walk found it.
  const walkOptions = (root: Root) => ({
    depth: root.depth,
    fs,
    maxDirectories: options.maxDirectories,
    skipped: {},
  });
  const io: AdvanceIo = {
    walk: (root) => walkRoot(root.path, walkOptions(root)),
    walkSubtree: (root, dir) => walkSubtree(root.path, dir, walkOptions(root)),
    read,
  };

  // --- file-system watchers, one per root ---

  const watchContext: RootWatchContext = {
    chokidarWatch,
    usePolling: options.usePolling ?? false,
    push,
    emitError,
  };
  const startRootWatch = (key: string, w: RootWatch): Promise<void> => startWatching(watchContext, key, w);

  // --- roots, trust and rules (W3) ---

  const applyPlan = async (): Promise<void> => {
    if (options.refreshOptions) opts = { ...options, ...options.refreshOptions() };
    const plan = loadPlan(opts);
    const byKey = new Map(roots.map((r) => [rootKey(r), r]));
    // Unchanged roots keep their object, so unchanged skills keep theirs.
    const stable = (r: Root): Root => byKey.get(rootKey(r)) ?? r;
    const rulesChanged = rules !== undefined && JSON.stringify(rules) !== JSON.stringify(plan.rules);
    rules = plan.rules;
    roots = plan.roots.map(stable);
    planDiagnostics = plan.diagnostics;
    const wanted = new Map(roots.map((r) => [rootKey(r), r]));
    for (const [key, w] of watches) {
      if (!key.startsWith("cmd:") && !wanted.has(key)) {
        watches.delete(key);
        await stopRootWatch(w);
      }
    }
    for (const key of states.keys()) if (!wanted.has(key)) states.delete(key);
    // Watch first, then walk: nothing that happens in between is missed.
    const fresh: Root[] = [];
    const starting: Promise<void>[] = [];
    for (const [key, root] of wanted) {
      if (states.has(key) && !rulesChanged) continue;
      fresh.push(root);
      if (root.scope !== "builtin" && !watches.has(key)) {
        const w: RootWatch = { root };
        watches.set(key, w);
        starting.push(startRootWatch(key, w));
      }
    }
    if (commandsOn) {
      // Commands: watched per root like skills, reloaded whole on any change below one.
      const wantedCommands = new Map(commandRoots(commandOptions()).map((r) => [`cmd:${rootKey(r)}`, r]));
      for (const [key, w] of watches) {
        if (key.startsWith("cmd:") && !wantedCommands.has(key)) {
          watches.delete(key);
          await stopRootWatch(w);
        }
      }
      for (const [key, root] of wantedCommands) {
        if (watches.has(key)) continue;
        const w: RootWatch = { root };
        watches.set(key, w);
        starting.push(startRootWatch(key, w));
      }
      commandsDirty = true;
    }
    await Promise.all(starting);
    for (const root of fresh) {
      const walked = await walkRoot(root.path, walkOptions(root));
      states.set(rootKey(root), withEntries(withWalk(emptyRootState(root), walked), new Set(), read));
    }
  };

  // --- one rebuild ---

  const updateRoot = async (key: string, events: readonly FsEvent[]): Promise<void> => {
    const cw = key.startsWith("cmd:") ? watches.get(key) : undefined;
    if (cw) {
      if (events.some((e) => e.path === cw.root.path || e.type === "link")) {
        await stopRootWatch(cw);
        if (!closed) await startRootWatch(key, cw);
      }
      commandsDirty = true;
      return;
    }
    const state = states.get(key);
    if (!state) return;
    const plan = planRoot(state, events);
    const w = watches.get(key);
    // chokidar keeps watching the old target of a re-pointed symlink, and adding a path later gives no
    // signal when it is watched. So a new or re-pointed link (rare) restarts the root's watcher, and the
    // walk and reads below happen only once it is ready: no edit can fall between the two.
    const relink = events.some((e) => e.type === "link");
    if (w && (plan.rootReplaced || relink)) {
      await stopRootWatch(w);
      if (!closed) await startRootWatch(key, w);
    }
    states.set(key, await advance(state, plan, io));
  };

  let current: SkillSet;

  /** False while a batch is half applied (an error mid-batch): the next set is then assembled in full. */
  let consistent = true;

  const processBatch = async (batch: Map<string, FsEvent[]>, reload: boolean): Promise<void> => {
    if (closed) return;
    const wasConsistent = consistent;
    consistent = false;
    if (reload) await applyPlan();
    // Edits that cannot change resolution (the common body edit) patch the previous set in place.
    let swaps: Map<Skill, Skill> | undefined = reload || !wasConsistent ? undefined : new Map();
    for (const [key, events] of batch) {
      const before = states.get(key);
      await updateRoot(key, events);
      const after = states.get(key);
      if (swaps === undefined || before === after) continue;
      const more = before && after ? resolutionNeutralSwaps(before, after) : undefined;
      if (more === undefined) swaps = undefined;
      else for (const [a, b] of more) swaps.set(a, b);
    }
    if (closed) return;
    const previous = current;
    const set =
      swaps !== undefined
        ? patchSet(previous, swaps)
        : assemble(
            roots,
            roots.map((r) => states.get(rootKey(r))!).filter(Boolean),
            disabledPathsOf(opts),
            planDiagnostics,
          );
    let commands: CommandChange | undefined;
    if (commandsOn && commandsDirty) {
      commandsDirty = false;
      const next = await loadCommands(commandOptions());
      const d = commandSet ? diffCommandSets(commandSet, next) : undefined;
      commandSet = next;
      if (d && d.added.length + d.removed.length + d.changed.length > 0) commands = { set: next, ...d };
    }
    if (closed) return;
    consistent = true;
    const diff = diffSkillSets(previous, set, catalog);
    current = set;
    if (isEmptyDiff(diff) && commands === undefined) return;
    const change: SkillChange = Object.freeze({ ...diff, set, previous, ...(commands ? { commands } : {}) });
    for (const it of iterators) it.push(change);
    for (const l of changeListeners) {
      try {
        l(change);
      } catch (e) {
        emitError(e);
      }
    }
  };

  // --- start ---

  // The trust store and watched files are armed before the first load, so a change during it is not
  // missed: a reload it requests queues behind the start (every rebuild runs on `chain`).
  const waiters: PathWaiter[] = [];
  const requestReload = (): void => batcher.requestReload();
  const trustFile =
    options.trustFile === false
      ? undefined
      : (options.trustFile ?? options.trustStore ?? defaultTrustFile(options.env, options.home));
  for (const f of [...(trustFile ? [trustFile] : []), ...(options.watchFiles ?? [])]) {
    waiters.push(waitForPath(resolve(f), requestReload));
  }
  const start = applyPlan();
  batcher.after(start);
  try {
    await start;
  } catch (e) {
    // Never leave a watcher running behind a failed start: the process must still be able to exit.
    closed = true;
    batcher.cancel();
    for (const w of waiters) w.close();
    await Promise.all([...watches.values()].map(stopRootWatch));
    throw e;
  }
  current = assemble(
    roots,
    roots.map((r) => states.get(rootKey(r))!),
    disabledPathsOf(opts),
    planDiagnostics,
  );
  if (commandsOn) {
    commandSet = await loadCommands(commandOptions());
    commandsDirty = false;
  }

  const watcher: SkillWatcher = {
    get current() {
      return current;
    },
    get closed() {
      return closed;
    },
    get commands() {
      return commandSet;
    },
    on(event: "change" | "error", listener: Listener<never>): () => void {
      const set = (event === "change" ? changeListeners : errorListeners) as Set<Listener<never>>;
      set.add(listener);
      return () => set.delete(listener);
    },
    off(event, listener) {
      const set = (event === "change" ? changeListeners : errorListeners) as Set<Listener<never>>;
      set.delete(listener);
    },
    async reload(): Promise<SkillSet> {
      if (closed) return current;
      await batcher.flush(true);
      return current;
    },
    async close(): Promise<void> {
      if (closed) return;
      closed = true;
      batcher.cancel();
      for (const w of waiters) w.close();
      await batcher.idle();
      await Promise.all([...watches.values()].map(stopRootWatch));
      watches.clear();
      for (const it of iterators) it.end();
      iterators.clear();
      changeListeners.clear();
      errorListeners.clear();
    },
    [Symbol.asyncIterator]: () => changeIterator(iterators, closed),
  };
  return watcher;
}

// --- pieces of watchSkills that need none of its state ---

/**
 * Debouncing: file events are collected per root key and flushed `debounceMs` after the last one, but
 * no later than `maxWaitMs` after the first (a steady stream still gets applied). Each flush runs on one
 * promise chain, so rebuilds never overlap and run in order.
 */
class Batcher {
  private pending = new Map<string, FsEvent[]>();
  private reloadPending = false;
  private timer: NodeJS.Timeout | undefined;
  private firstEventAt = 0;
  private chain: Promise<void> = Promise.resolve();

  constructor(
    private readonly debounceMs: number,
    private readonly maxWaitMs: number,
    private readonly run: (batch: Map<string, FsEvent[]>, reload: boolean) => Promise<void>,
    private readonly onError: (e: unknown) => void,
    private readonly isClosed: () => boolean,
  ) {}

  push(key: string, event: FsEvent): void {
    if (this.isClosed()) return;
    const list = this.pending.get(key);
    if (list) list.push(event);
    else this.pending.set(key, [event]);
    this.schedule();
  }

  /** Asks for a full re-plan (roots, trust, rules) with the next flush. */
  requestReload(): void {
    this.reloadPending = true;
    this.schedule();
  }

  /** Runs what is pending now (with a re-plan when `reload`); resolves once it has been applied. */
  flush(reload = false): Promise<void> {
    if (reload) this.reloadPending = true;
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
    const batch = this.pending;
    const again = this.reloadPending;
    this.pending = new Map();
    this.reloadPending = false;
    this.chain = this.chain.then(() => this.run(batch, again)).catch(this.onError);
    return this.chain;
  }

  /** Queues later flushes behind `work` (the first load); its failure is the caller's to report. */
  after(work: Promise<unknown>): void {
    this.chain = work.then(
      () => undefined,
      () => undefined,
    );
  }

  /** Resolves when every queued rebuild has finished. */
  idle(): Promise<void> {
    return this.chain;
  }

  cancel(): void {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
  }

  private schedule(): void {
    if (this.isClosed()) return;
    const now = Date.now();
    if (this.timer === undefined) this.firstEventAt = now;
    else if (now - this.firstEventAt >= this.maxWaitMs) return;
    else clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.flush(), this.debounceMs);
  }
}

interface RootWatchContext {
  readonly chokidarWatch: typeof import("chokidar").watch;
  readonly usePolling: boolean;
  readonly push: (key: string, event: FsEvent) => void;
  readonly emitError: (e: unknown) => void;
}

/** Starts the file-system watcher of one root (or a waiter for a root that does not exist yet). */
async function startWatching(ctx: RootWatchContext, key: string, w: RootWatch): Promise<void> {
  const { push, emitError } = ctx;
  const rootPath = w.root.path;
  if (!pathExists(rootPath)) {
    w.waiter = waitForPath(rootPath, () => push(key, { type: "addDir", path: rootPath }));
    // The root may have appeared between the check and the waiter.
    if (pathExists(rootPath)) push(key, { type: "addDir", path: rootPath });
    return;
  }
  const fsw = ctx.chokidarWatch(rootPath, {
    ignoreInitial: true,
    followSymlinks: true,
    depth: w.root.depth + REPORT_EXTRA_DEPTH,
    ignored: ignoredBelow(rootPath),
    usePolling: ctx.usePolling,
    persistent: true,
  });
  w.fsw = fsw;
  fsw.on("all", (type, path) => {
    if (
      type === "add" ||
      type === "change" ||
      type === "unlink" ||
      type === "addDir" ||
      type === "unlinkDir"
    ) {
      push(key, { type, path: resolve(path) });
    }
  });
  fsw.on("raw", (type, name, details) => {
    // A symlink replaced in place (`ln -sfn`) gives chokidar no event of its own.
    if (type !== "rename" || !name) return;
    const watched = (details as { watchedPath?: string } | undefined)?.watchedPath;
    if (!watched) return;
    const path = join(watched, String(name));
    if (!isWithin(path, rootPath)) return;
    try {
      if (lstatSync(path).isSymbolicLink()) push(key, { type: "link", path });
    } catch {
      // gone again: chokidar reports the removal
    }
  });
  fsw.on("error", emitError);
  await new Promise<void>((ready) => fsw.once("ready", () => ready()));
}

/** Stops one root's watcher and waiter. */
async function stopRootWatch(w: RootWatch): Promise<void> {
  w.waiter?.close();
  w.waiter = undefined;
  const fsw = w.fsw;
  w.fsw = undefined;
  await fsw?.close();
}

/** An async iterator over the watcher's changes; it ends when the watcher closes. */
function changeIterator(
  iterators: Set<{ push(c: SkillChange): void; end(): void }>,
  closed: boolean,
): AsyncIterator<SkillChange> {
  const queue: SkillChange[] = [];
  let waiting: ((r: IteratorResult<SkillChange, undefined>) => void) | undefined;
  let done = closed;
  const sub = {
    push(c: SkillChange): void {
      if (waiting) {
        const w = waiting;
        waiting = undefined;
        w({ value: c, done: false });
      } else queue.push(c);
    },
    end(): void {
      done = true;
      if (waiting) {
        const w = waiting;
        waiting = undefined;
        w({ value: undefined, done: true });
      }
    },
  };
  if (!done) iterators.add(sub);
  return {
    next: () => {
      if (queue.length > 0) return Promise.resolve({ value: queue.shift()!, done: false });
      if (done) return Promise.resolve({ value: undefined, done: true });
      return new Promise((r) => {
        waiting = r;
      });
    },
    return: () => {
      iterators.delete(sub);
      sub.end();
      queue.length = 0;
      return Promise.resolve({ value: undefined, done: true });
    },
  };
}

const commandKey = (c: CommandTemplate): string =>
  JSON.stringify([c.location, c.description, c.argumentHint ?? null, c.frontmatter, c.diagnostics]);

/** Names added, removed and changed (location, description, hint, frontmatter or diagnostics). */
export function diffCommandSets(
  previous: CommandSet,
  next: CommandSet,
): { added: string[]; removed: string[]; changed: string[] } {
  const before = new Map(previous.commands.map((c) => [c.name, commandKey(c)]));
  const after = new Map(next.commands.map((c) => [c.name, commandKey(c)]));
  const added = [...after.keys()].filter((n) => !before.has(n));
  const removed = [...before.keys()].filter((n) => !after.has(n));
  const changed = [...after].filter(([n, k]) => before.has(n) && before.get(n) !== k).map(([n]) => n);
  return { added, removed, changed };
}
