import { commandRoots, type LoadCommandsOptions, loadCommands } from "../custom-commands/load.js";
import type { DiscoveryFs } from "../discovery/fs.js";
import { MAX_SKILL_FILE_BYTES, type PreRead, preReadCandidate } from "../discovery/read.js";
import { type Candidate, walkRoot, walkSubtree } from "../discovery/walk.js";
import { disabledPathsOf, type LoadOptions, loadPlan } from "../load.js";
import type { CommandSet, Diagnostic, Root, Skill, SkillSet, ValidationRules } from "../types.js";
import { diffCommandSets, diffSkillSets, isEmptyDiff } from "./diff.js";
import { type AdvanceIo, advance, type FsEvent, planRoot } from "./plan.js";
import { type RootWatch, type RootWatchContext, startWatching, stopRootWatch } from "./root-watch.js";
import {
  assemble,
  emptyRootState,
  patchSet,
  type RootState,
  resolutionNeutralSwaps,
  withEntries,
  withWalk,
} from "./state.js";
import type { CommandChange, SkillChange, WatchOptions } from "./types.js";

// The state of one watcher and the two things that change it: a re-plan (roots, trust and rules, W3)
// and a rebuild from a batch of file events (W1/W2). Every call runs on the batcher's chain, one at a
// time, in order; the decisions are the pure functions of plan.ts, state.ts and diff.ts.

const rootKey = (r: Root): string =>
  JSON.stringify([r.path, r.scope, r.kind, r.depth, r.trusted, r.namespace ?? null, r.explicit ?? false]);

export interface ReloaderHooks {
  readonly fs: DiscoveryFs;
  readonly watch: Omit<RootWatchContext, "push">;
  readonly push: (key: string, event: FsEvent) => void;
  readonly isClosed: () => boolean;
  /** A change clients must hear of (listeners, iterators). */
  readonly emit: (change: SkillChange) => void;
}

export class Reloader {
  private opts: LoadOptions;
  private rules: ValidationRules | undefined;
  private roots: readonly Root[] = [];
  private planDiagnostics: readonly Diagnostic[] = [];
  private readonly commandsOn: boolean;
  private commandsDirty = false;
  private readonly states = new Map<string, RootState>();
  readonly watches = new Map<string, RootWatch>();
  private readonly io: AdvanceIo;
  private readonly rootWatch: RootWatchContext;
  /** False while a batch is half applied (an error mid-batch): the next set is then assembled in full. */
  private consistent = true;
  current!: SkillSet;
  commandSet: CommandSet | undefined;

  constructor(
    private readonly options: WatchOptions,
    private readonly hooks: ReloaderHooks,
  ) {
    this.opts = options;
    this.commandsOn = options.commands !== undefined && options.commands !== false;
    this.rootWatch = { ...hooks.watch, push: hooks.push };
    const read = (c: Candidate): PreRead => preReadCandidate(c, this.rules!, hooks.fs, MAX_SKILL_FILE_BYTES);
    this.io = {
      walk: (root) => walkRoot(root.path, this.walkOptions(root)),
      walkSubtree: (root, dir) => walkSubtree(root.path, dir, this.walkOptions(root)),
      read,
    };
  }

  // `skipped`: a full walk counts the skills the rules skip, as a load does (skills-skipped); a walk of
  // a subtree does not, and the root's count stays as the last full walk found it.
  private walkOptions(root: Root) {
    return { depth: root.depth, fs: this.hooks.fs, maxDirectories: this.options.maxDirectories, skipped: {} };
  }

  private commandOptions(): LoadCommandsOptions {
    const opts = this.opts;
    return {
      cwd: opts.cwd,
      home: opts.home,
      profile: opts.profile,
      user: opts.user,
      project: opts.project,
      trust: opts.trust,
      fs: opts.fs,
      maxDirectories: opts.maxDirectories,
      ...(typeof this.options.commands === "object" ? this.options.commands : {}),
    };
  }

  /** The first load: plan, watch, walk, then the set (and the commands) everything starts from. */
  async start(): Promise<void> {
    await this.applyPlan();
    this.current = this.assembleAll();
    if (this.commandsOn) {
      this.commandSet = await loadCommands(this.commandOptions());
      this.commandsDirty = false;
    }
  }

  /** Stops every root's watcher (after a failed start, or on close). */
  async stopAll(): Promise<void> {
    await Promise.all([...this.watches.values()].map(stopRootWatch));
    this.watches.clear();
  }

  private assembleAll(): SkillSet {
    return assemble(
      this.roots,
      this.roots.map((r) => this.states.get(rootKey(r))!).filter(Boolean),
      disabledPathsOf(this.opts),
      this.planDiagnostics,
    );
  }

  private startRootWatch(key: string, w: RootWatch): Promise<void> {
    return startWatching(this.rootWatch, key, w);
  }

  /** Re-runs roots, trust and rules; starts and stops root watchers to match (watch first, then walk). */
  private async applyPlan(): Promise<void> {
    if (this.options.refreshOptions) this.opts = { ...this.options, ...this.options.refreshOptions() };
    const plan = loadPlan(this.opts);
    const byKey = new Map(this.roots.map((r) => [rootKey(r), r]));
    // Unchanged roots keep their object, so unchanged skills keep theirs.
    const stable = (r: Root): Root => byKey.get(rootKey(r)) ?? r;
    const rulesChanged =
      this.rules !== undefined && JSON.stringify(this.rules) !== JSON.stringify(plan.rules);
    this.rules = plan.rules;
    this.roots = plan.roots.map(stable);
    this.planDiagnostics = plan.diagnostics;
    const wanted = new Map(this.roots.map((r) => [rootKey(r), r]));
    await this.stopUnwanted((key) => !key.startsWith("cmd:") && !wanted.has(key));
    for (const key of this.states.keys()) if (!wanted.has(key)) this.states.delete(key);
    // Watch first, then walk: nothing that happens in between is missed.
    const fresh: Root[] = [];
    const starting: Promise<void>[] = [];
    for (const [key, root] of wanted) {
      if (this.states.has(key) && !rulesChanged) continue;
      fresh.push(root);
      if (root.scope !== "builtin" && !this.watches.has(key)) starting.push(this.watchRoot(key, root));
    }
    if (this.commandsOn) starting.push(...(await this.planCommandRoots()));
    await Promise.all(starting);
    for (const root of fresh) {
      const walked = await walkRoot(root.path, this.walkOptions(root));
      this.states.set(
        rootKey(root),
        withEntries(withWalk(emptyRootState(root), walked), new Set(), this.io.read),
      );
    }
  }

  private watchRoot(key: string, root: Root): Promise<void> {
    const w: RootWatch = { root };
    this.watches.set(key, w);
    return this.startRootWatch(key, w);
  }

  private async stopUnwanted(unwanted: (key: string) => boolean): Promise<void> {
    for (const [key, w] of this.watches) {
      if (!unwanted(key)) continue;
      this.watches.delete(key);
      await stopRootWatch(w);
    }
  }

  /** Commands: watched per root like skills, reloaded whole on any change below one. */
  private async planCommandRoots(): Promise<Promise<void>[]> {
    const wanted = new Map(commandRoots(this.commandOptions()).map((r) => [`cmd:${rootKey(r)}`, r]));
    await this.stopUnwanted((key) => key.startsWith("cmd:") && !wanted.has(key));
    const starting: Promise<void>[] = [];
    for (const [key, root] of wanted) if (!this.watches.has(key)) starting.push(this.watchRoot(key, root));
    this.commandsDirty = true;
    return starting;
  }

  private async updateRoot(key: string, events: readonly FsEvent[]): Promise<void> {
    const cw = key.startsWith("cmd:") ? this.watches.get(key) : undefined;
    if (cw) {
      if (events.some((e) => e.path === cw.root.path || e.type === "link")) {
        await stopRootWatch(cw);
        if (!this.hooks.isClosed()) await this.startRootWatch(key, cw);
      }
      this.commandsDirty = true;
      return;
    }
    const state = this.states.get(key);
    if (!state) return;
    const plan = planRoot(state, events);
    const w = this.watches.get(key);
    // chokidar keeps watching the old target of a re-pointed symlink, and adding a path later gives no
    // signal when it is watched. So a new or re-pointed link (rare) restarts the root's watcher, and the
    // walk and reads below happen only once it is ready: no edit can fall between the two.
    const relink = events.some((e) => e.type === "link");
    if (w && (plan.rootReplaced || relink)) {
      await stopRootWatch(w);
      if (!this.hooks.isClosed()) await this.startRootWatch(key, w);
    }
    this.states.set(key, await advance(state, plan, this.io));
  }

  /** Applies one batch of file events (after a re-plan when `reload`) and emits the change, if any. */
  async processBatch(batch: Map<string, FsEvent[]>, reload: boolean): Promise<void> {
    if (this.hooks.isClosed()) return;
    const wasConsistent = this.consistent;
    this.consistent = false;
    if (reload) await this.applyPlan();
    // Edits that cannot change resolution (the common body edit) patch the previous set in place.
    let swaps: Map<Skill, Skill> | undefined = reload || !wasConsistent ? undefined : new Map();
    for (const [key, events] of batch) {
      const before = this.states.get(key);
      await this.updateRoot(key, events);
      const after = this.states.get(key);
      if (swaps === undefined || before === after) continue;
      const more = before && after ? resolutionNeutralSwaps(before, after) : undefined;
      if (more === undefined) swaps = undefined;
      else for (const [a, b] of more) swaps.set(a, b);
    }
    if (this.hooks.isClosed()) return;
    const previous = this.current;
    const set = swaps !== undefined ? patchSet(previous, swaps) : this.assembleAll();
    const commands = await this.reloadCommands();
    if (this.hooks.isClosed()) return;
    this.consistent = true;
    const diff = diffSkillSets(previous, set, this.options.catalog);
    this.current = set;
    if (isEmptyDiff(diff) && commands === undefined) return;
    this.hooks.emit(Object.freeze({ ...diff, set, previous, ...(commands ? { commands } : {}) }));
  }

  private async reloadCommands(): Promise<CommandChange | undefined> {
    if (!this.commandsOn || !this.commandsDirty) return undefined;
    this.commandsDirty = false;
    const next = await loadCommands(this.commandOptions());
    const d = this.commandSet ? diffCommandSets(this.commandSet, next) : undefined;
    this.commandSet = next;
    return d && d.added.length + d.removed.length + d.changed.length > 0 ? { set: next, ...d } : undefined;
  }
}
