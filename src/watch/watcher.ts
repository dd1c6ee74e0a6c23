import { resolve } from "node:path";
import { nodeDiscoveryFs } from "../discovery/fs.js";
import { trustStorePath } from "../security/trust.js";
import type { SkillSet } from "../types.js";
import { Batcher } from "./batcher.js";
import { changeIterator, type IteratorSubscriber, type Listener } from "./listeners.js";
import { type PathWaiter, waitForPath } from "./paths.js";
import { Reloader } from "./reloader.js";
import type { SkillChange, SkillWatcher, WatchOptions } from "./types.js";

// W1–W3: keep a SkillSet current while files change. The I/O edge of live reload: chokidar per root
// (root-watch.ts), debouncing (batcher.ts), the state and its rebuilds (reloader.ts), and here the
// start and the listener plumbing. All decisions (what to re-walk, what to re-read, what changed) are
// the pure functions of plan.ts, state.ts and diff.ts.

export type { SkillChange, SkillWatcher, WatchOptions } from "./types.js";

/** Long enough to fold an editor's save (write, rename, chmod) into one change, short enough to feel live. */
export const DEFAULT_DEBOUNCE_MS = 100;

/** The trust store file the watcher follows: the same path the load reads (`trustStorePath`). */
export const defaultTrustFile = (env: NodeJS.ProcessEnv = process.env, home?: string): string =>
  trustStorePath(env, home);

interface Subscribers {
  readonly change: Set<Listener<SkillChange>>;
  readonly error: Set<Listener<Error>>;
  readonly iterators: Set<IteratorSubscriber>;
}

/** Starts watching; resolves once the first SkillSet is loaded and every watcher is ready. */
export async function watchSkills(options: WatchOptions = {}): Promise<SkillWatcher> {
  // chokidar loads when watching starts: importing the library stays cheap.
  const { watch: chokidarWatch } = await import("chokidar");
  const debounceMs = Math.max(0, options.debounceMs ?? DEFAULT_DEBOUNCE_MS);
  const maxWaitMs = Math.max(debounceMs, options.maxWaitMs ?? 1000);
  const life = { closed: false };
  const subs: Subscribers = { change: new Set(), error: new Set(), iterators: new Set() };
  const emitError = (e: unknown): void => {
    if (life.closed) return;
    const err = e instanceof Error ? e : new Error(String(e));
    for (const l of subs.error) {
      try {
        l(err);
      } catch {
        // a listener's failure is its own
      }
    }
  };
  const emit = (change: SkillChange): void => {
    for (const it of subs.iterators) it.push(change);
    for (const l of subs.change) {
      try {
        l(change);
      } catch (e) {
        emitError(e);
      }
    }
  };
  // Every rebuild runs on the batcher's chain, one at a time, in order.
  const batcher: Batcher = new Batcher(
    debounceMs,
    maxWaitMs,
    (batch, reload) => reloader.processBatch(batch, reload),
    emitError,
    () => life.closed,
  );
  const reloader = new Reloader(options, {
    fs: options.fs ?? nodeDiscoveryFs,
    watch: { chokidarWatch, usePolling: options.usePolling ?? false, emitError },
    push: (key, event) => batcher.push(key, event),
    isClosed: () => life.closed,
    emit,
  });

  // The trust store and watched files are armed before the first load, so a change during it is not
  // missed: a reload it requests queues behind the start (every rebuild runs on the batcher's chain).
  const waiters: PathWaiter[] = [];
  const trustFile =
    options.trustFile === false
      ? undefined
      : (options.trustFile ?? options.trustStore ?? defaultTrustFile(options.env, options.home));
  for (const f of [...(trustFile ? [trustFile] : []), ...(options.watchFiles ?? [])]) {
    waiters.push(waitForPath(resolve(f), () => batcher.requestReload()));
  }
  const start = reloader.start();
  batcher.after(start);
  try {
    await start;
  } catch (e) {
    // Never leave a watcher running behind a failed start: the process must still be able to exit.
    life.closed = true;
    batcher.cancel();
    for (const w of waiters) w.close();
    await reloader.stopAll();
    throw e;
  }
  const close = async (): Promise<void> => {
    if (life.closed) return;
    life.closed = true;
    batcher.cancel();
    for (const w of waiters) w.close();
    await batcher.idle();
    await reloader.stopAll();
    for (const it of subs.iterators) it.end();
    subs.iterators.clear();
    subs.change.clear();
    subs.error.clear();
  };
  return watcherHandle(reloader, batcher, subs, life, close);
}

/** The object a host holds: the current sets, subscriptions, reload and close. */
function watcherHandle(
  reloader: Reloader,
  batcher: Batcher,
  subs: Subscribers,
  life: { readonly closed: boolean },
  close: () => Promise<void>,
): SkillWatcher {
  const listeners = (event: "change" | "error") =>
    (event === "change" ? subs.change : subs.error) as Set<Listener<never>>;
  return {
    get current() {
      return reloader.current;
    },
    get closed() {
      return life.closed;
    },
    get commands() {
      return reloader.commandSet;
    },
    on(event: "change" | "error", listener: Listener<never>): () => void {
      const set = listeners(event);
      set.add(listener);
      return () => set.delete(listener);
    },
    off(event, listener) {
      listeners(event).delete(listener);
    },
    async reload(): Promise<SkillSet> {
      if (life.closed) return reloader.current;
      await batcher.flush(true);
      return reloader.current;
    },
    close,
    [Symbol.asyncIterator]: () => changeIterator(subs.iterators, life.closed),
  };
}
