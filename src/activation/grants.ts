import { mkdir, rename, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { userConfigDir } from "../config.js";
import type { Scope } from "../types.js";
import { notPrivate } from "../util/private-path.js";
import { readRegularFile } from "../util/read-file.js";

/** grants.json holds one short record per granted file; anything near this is not a grants file. */
const MAX_GRANTS_BYTES = 8 * 1024 * 1024;

// A3: authorization of model activation, and the store of `allow-always` grants.

export type AuthorizationDecision = "allow-once" | "allow-always" | "deny";

export interface AuthorizationRequest {
  readonly name: string;
  readonly scope: Scope;
  /** Absolute path of the SKILL.md file. */
  readonly path: string;
  /** sha256 of the file's bytes, lowercase hex. */
  readonly sha256: string;
}

export type Authorizer = (
  request: AuthorizationRequest,
) => AuthorizationDecision | Promise<AuthorizationDecision>;

/** Remembered `allow-always` decisions, keyed by path AND digest: an edited skill asks again. */
export interface GrantStore {
  has(path: string, sha256: string): Promise<boolean>;
  add(request: AuthorizationRequest): Promise<void>;
}

export interface Grant {
  readonly path: string;
  readonly sha256: string;
  readonly name: string;
  readonly grantedAt: string;
}

/** Grants kept in memory for one session. */
export function memoryGrantStore(): GrantStore {
  const keys = new Set<string>();
  return {
    has: async (path, digest) => keys.has(`${digest} ${path}`),
    add: async (r) => {
      keys.add(`${r.sha256} ${r.path}`);
    },
  };
}

let tempCounter = 0;

/**
 * Grants persisted as JSON (`{ "version": 1, "grants": [...] }`), by default in
 * `$XDG_CONFIG_HOME/skillport/grants.json`. An unreadable or malformed file counts as no grants
 * (the safe direction: the host asks again) and is replaced on the next grant. Grants added at once
 * through one store are written one after another, so none is lost.
 */

export function fileGrantStore(
  options: { path?: string; env?: NodeJS.ProcessEnv; now?: () => Date } = {},
): GrantStore {
  const file = options.path ?? join(userConfigDir(options.env), "grants.json");
  const now = options.now ?? (() => new Date());
  const load = async (): Promise<Grant[]> => {
    try {
      // Like config.json and trust.json: non-blocking, regular files only, size-capped (a FIFO must not hang).
      const bytes = await readRegularFile(file, MAX_GRANTS_BYTES);
      // Grants another user can write (a shared config directory) are not the user's decisions.
      if (notPrivate(file) !== undefined) return [];
      const data = JSON.parse(bytes.toString("utf8")) as {
        grants?: unknown;
      };
      return Array.isArray(data.grants)
        ? data.grants.filter(
            (g): g is Grant =>
              typeof g === "object" &&
              g !== null &&
              typeof g.path === "string" &&
              typeof g.sha256 === "string",
          )
        : [];
    } catch {
      return [];
    }
  };
  const add = async (r: AuthorizationRequest): Promise<void> => {
    const grants = (await load()).filter((g) => g.path !== r.path);
    grants.push({ path: r.path, sha256: r.sha256, name: r.name, grantedAt: now().toISOString() });
    grants.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
    await mkdir(dirname(file), { recursive: true, mode: 0o700 });
    // Not into a directory another user can write (they would decide what is granted next): the
    // grant then holds for this activation only, and the host asks again next time.
    if (notPrivate(dirname(file)) !== undefined) return;
    // Write then rename, so a crash never leaves half a file; "wx" never follows a planted symlink.
    // A name of its own per write: two grants at once in one process must not share a temporary file.
    const temp = `${file}.${process.pid}.${(tempCounter++).toString(36)}.tmp`;
    await writeFile(temp, `${JSON.stringify({ version: 1, grants }, null, 2)}\n`, {
      mode: 0o600,
      flag: "wx",
    });
    await rename(temp, file);
  };
  // Read-modify-write: concurrent adds (two activations answered "always" at once) go in turn.
  let queue: Promise<void> = Promise.resolve();
  return {
    has: async (path, digest) => (await load()).some((g) => g.path === path && g.sha256 === digest),
    add: (r) => {
      const next = queue.then(() => add(r));
      queue = next.catch(() => {});
      return next;
    },
  };
}
