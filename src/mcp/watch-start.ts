import type { LoadOptions } from "../load.js";
import type { CommandSet, SkillSet } from "../types.js";
import { type ChangeWatcher, watchForChanges } from "./deps.js";

// When the server's watcher starts. The server loads and serves at once; the watcher starts after the
// first tool call has been answered (or WATCH_START_MS after the load), since its start, a scan of every
// directory before its own first load, took over a second of CPU at 10k skills and shared the one
// thread with that first answer. Once ready, its first sets replace the served ones: they were loaded
// after the watch began, so an edit made at any time before that shows.

/** When the watcher starts (and the catalog is built) if no tool call came first. */
export const WATCH_START_MS = 1000;

export type Change = { set: SkillSet; commands?: CommandSet };

export interface DeferredWatch {
  /**
   * Settles after the first tool call's answer or WATCH_START_MS: true, or false when the server
   * closed (or failed to start) before. The watcher and the notices wait for it.
   */
  readonly wanted: Promise<boolean>;
  /** The watcher once started (undefined without watching, or when it failed to start). */
  readonly watcher: Promise<ChangeWatcher | undefined> | undefined;
  /** Starts the clock of WATCH_START_MS (call once the skills are loaded). */
  arm(): void;
  /** Starts the watcher after the current task (a tool call's answer is written first). */
  kick(): void;
  /** The server is closing, or failed to start: the watcher never starts. */
  cancel(): void;
}

export function deferWatch(
  watch: boolean,
  load: LoadOptions,
  onChange: (change: Change) => void,
  report: (e: unknown) => void,
): DeferredWatch {
  let start: ((go: boolean) => void) | undefined;
  let timer: NodeJS.Timeout | undefined;
  const wanted = new Promise<boolean>((resolve) => {
    start = (go) => {
      start = undefined;
      clearTimeout(timer);
      resolve(go);
    };
  });
  const watcher = watch
    ? wanted
        .then((go) => (go ? watchForChanges(load, onChange, report) : undefined))
        // A failed start is reported; the server goes on without live reload.
        .catch((e: unknown) => {
          report(e);
          return undefined;
        })
    : undefined;
  return {
    wanted,
    watcher,
    arm() {
      timer = setTimeout(() => start?.(true), WATCH_START_MS);
    },
    kick() {
      if (start !== undefined) setImmediate(() => start?.(true));
    },
    cancel() {
      start?.(false);
    },
  };
}
