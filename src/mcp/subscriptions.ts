import { type FSWatcher, statSync, watch } from "node:fs";
import { stat } from "node:fs/promises";
import { basename, dirname, join } from "node:path";
import { parseSkillResourceUri } from "./resources.js";
import type { McpSnapshot } from "./source.js";

// resources/subscribe: a client names a skill:// URI, and is sent notifications/resources/updated when
// that file changes on disk. One directory watch serves every subscription to files in it (editors
// save by renaming a new file over the old one, which a watch on the file itself would miss).

/** Subscriptions one session may hold; more is refused (each may cost a directory watch). */
export const MAX_SUBSCRIPTIONS_PER_SESSION = 1000;
/** Events of one save (write, rename, chmod) are folded into one notification. */
const SETTLE_MS = 40;

/** Whatever receives resource-updated notifications: one per MCP session. */
export interface Subscriber {
  sendResourceUpdated(params: { uri: string }): Promise<void>;
}

export interface Subscriptions {
  /** Adds a subscription; throws when the session holds too many. */
  subscribe(who: Subscriber, uri: string): void;
  unsubscribe(who: Subscriber, uri: string): void;
  /** Forgets every subscription of a session (it closed). */
  drop(who: Subscriber): void;
  /** Re-resolves URIs against a new snapshot (a skill moved, appeared or went away). */
  refresh(): void;
  close(): void;
}

export class TooManySubscriptions extends Error {}

interface Watched {
  readonly uris: Set<string>;
  readonly path: string;
  signature: string;
  timer?: NodeJS.Timeout;
}

const signatureOf = (path: string): Promise<string> =>
  stat(path).then(
    (s) => `${s.ino}:${s.size}:${s.mtimeMs}:${s.ctimeMs}`,
    () => "absent",
  );

/**
 * The same, at once: the signature a subscription starts from is taken before subscribe answers, so an
 * edit the client makes right after is always a change (an async first stat could see the edit itself).
 */
function signatureNow(path: string): string {
  try {
    const s = statSync(path);
    return `${s.ino}:${s.size}:${s.mtimeMs}:${s.ctimeMs}`;
  } catch {
    return "absent";
  }
}

/** Where a skill:// URI's file lives now, or undefined when it names no served skill. */
function pathOf(snap: McpSnapshot, uri: string): string | undefined {
  try {
    const { name, path } = parseSkillResourceUri(uri);
    const skill = snap.set.skills.find((s) => s.name === name && (s.modelInvocable || s.userInvocable));
    const dir = skill ? snap.directories.get(skill.name) : undefined;
    return dir === undefined ? undefined : join(dir, ...path.split("/"));
  } catch {
    return undefined;
  }
}

export function createSubscriptions(snapshot: () => McpSnapshot, onError: (e: Error) => void): Subscriptions {
  const byUri = new Map<string, Set<Subscriber>>();
  const bySubscriber = new Map<Subscriber, Set<string>>();
  const files = new Map<string, Watched>(); // by path
  const dirs = new Map<string, FSWatcher>();
  const uriPath = new Map<string, string>();

  const notify = (w: Watched): void => {
    if (w.timer) clearTimeout(w.timer);
    w.timer = setTimeout(() => {
      w.timer = undefined;
      signatureOf(w.path)
        .then((sig) => {
          if (sig === w.signature) return;
          w.signature = sig;
          for (const uri of w.uris) {
            for (const who of byUri.get(uri) ?? []) {
              who.sendResourceUpdated({ uri }).catch(() => {});
            }
          }
        })
        .catch(onError);
    }, SETTLE_MS);
    w.timer.unref?.();
  };

  const watchDir = (dir: string): void => {
    if (dirs.has(dir)) return;
    try {
      const watcher = watch(dir, { persistent: false }, (_event, filename) => {
        for (const w of files.values()) {
          if (dirname(w.path) !== dir) continue;
          if (filename === null || filename === undefined || String(filename) === basename(w.path)) notify(w);
        }
      });
      watcher.on("error", () => {
        watcher.close();
        dirs.delete(dir);
      });
      dirs.set(dir, watcher);
    } catch {
      // The directory does not exist (yet): refresh() tries again after the next reload.
    }
  };

  const unwatchUnused = (): void => {
    const used = new Set([...files.values()].map((w) => dirname(w.path)));
    for (const [dir, watcher] of dirs) {
      if (!used.has(dir)) {
        watcher.close();
        dirs.delete(dir);
      }
    }
  };

  const attach = (uri: string): void => {
    const path = pathOf(snapshot(), uri);
    const old = uriPath.get(uri);
    if (old === path) {
      if (path !== undefined) watchDir(dirname(path));
      return;
    }
    if (old !== undefined) {
      const w = files.get(old);
      w?.uris.delete(uri);
      if (w && w.uris.size === 0) {
        if (w.timer) clearTimeout(w.timer);
        files.delete(old);
      }
      uriPath.delete(uri);
    }
    if (path === undefined) return;
    uriPath.set(uri, path);
    let w = files.get(path);
    if (!w) {
      w = { uris: new Set(), path, signature: signatureNow(path) };
      files.set(path, w);
    }
    w.uris.add(uri);
    watchDir(dirname(path));
  };

  const detach = (uri: string): void => {
    const path = uriPath.get(uri);
    uriPath.delete(uri);
    if (path === undefined) return;
    const w = files.get(path);
    w?.uris.delete(uri);
    if (w && w.uris.size === 0) {
      if (w.timer) clearTimeout(w.timer);
      files.delete(path);
    }
    unwatchUnused();
  };

  const remove = (who: Subscriber, uri: string): void => {
    bySubscriber.get(who)?.delete(uri);
    const set = byUri.get(uri);
    if (!set) return;
    set.delete(who);
    if (set.size === 0) {
      byUri.delete(uri);
      detach(uri);
    }
  };

  return {
    subscribe(who, uri) {
      const mine = bySubscriber.get(who) ?? new Set<string>();
      bySubscriber.set(who, mine);
      if (mine.has(uri)) return;
      if (mine.size >= MAX_SUBSCRIPTIONS_PER_SESSION) {
        throw new TooManySubscriptions(
          `This session already holds ${MAX_SUBSCRIPTIONS_PER_SESSION} resource subscriptions; unsubscribe from some first.`,
        );
      }
      mine.add(uri);
      const set = byUri.get(uri) ?? new Set<Subscriber>();
      byUri.set(uri, set);
      set.add(who);
      attach(uri);
    },
    unsubscribe: remove,
    drop(who) {
      for (const uri of [...(bySubscriber.get(who) ?? [])]) remove(who, uri);
      bySubscriber.delete(who);
    },
    refresh() {
      for (const uri of byUri.keys()) attach(uri);
      unwatchUnused();
    },
    close() {
      for (const w of files.values()) if (w.timer) clearTimeout(w.timer);
      for (const watcher of dirs.values()) watcher.close();
      dirs.clear();
      files.clear();
      byUri.clear();
      bySubscriber.clear();
      uriPath.clear();
    },
  };
}
