import type { LoadCommandsOptions } from "../custom-commands/load.js";
import type { LoadOptions } from "../load.js";
import type { CommandSet, SkillSet } from "../types.js";
import type { SkillSetDiff } from "./diff.js";

// The shapes of live reload a host sees (watchSkills' options, its changes and the watcher).

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
