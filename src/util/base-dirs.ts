import { userInfo } from "node:os";
import { isAbsolute, join } from "node:path";

// The base directories every user-level path is built from (user roots, config.json, trust.json,
// grants.json, the cache). A relative value is ignored, as the XDG Base Directory specification says:
// resolved against the working directory it would put "the user's" trust store and config inside
// whatever repository the command runs in (a literal `~/.config` from a Dockerfile is relative), and a
// cloned repository could then trust itself and turn on shell snippets.

/** The value of a path-valued environment variable when it is an absolute path, else undefined. */
export const absoluteOrUndefined = (value: string | undefined): string | undefined =>
  value !== undefined && value !== "" && isAbsolute(value) ? value : undefined;

let accountHome: string | null | undefined;

/** The home directory of the account running the process (password database), when absolute. */
function passwdHome(): string | undefined {
  if (accountHome === undefined) {
    try {
      accountHome = absoluteOrUndefined(userInfo().homedir) ?? null;
    } catch {
      accountHome = null; // no passwd entry for this uid (a container's arbitrary user)
    }
  }
  return accountHome ?? undefined;
}

/**
 * The home directory: `$HOME` when it is absolute, else the account's home from the password
 * database, else `/` (never the working directory).
 */
export function homeDirectory(env: NodeJS.ProcessEnv = process.env): string {
  return absoluteOrUndefined(env.HOME) ?? passwdHome() ?? "/";
}

/** `$XDG_CONFIG_HOME` when absolute, else `<home>/.config`. */
export const configHome = (env: NodeJS.ProcessEnv = process.env): string =>
  absoluteOrUndefined(env.XDG_CONFIG_HOME) ?? join(homeDirectory(env), ".config");

/** `$XDG_CACHE_HOME` when absolute, else `<home>/.cache`. */
export const cacheHome = (env: NodeJS.ProcessEnv = process.env): string =>
  absoluteOrUndefined(env.XDG_CACHE_HOME) ?? join(homeDirectory(env), ".cache");

/** `$XDG_STATE_HOME` when absolute, else `<home>/.local/state` (chat sessions live here). */
export const stateHome = (env: NodeJS.ProcessEnv = process.env): string =>
  absoluteOrUndefined(env.XDG_STATE_HOME) ?? join(homeDirectory(env), ".local", "state");
