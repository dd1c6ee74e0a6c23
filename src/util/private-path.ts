import { lstatSync, realpathSync, type Stats, statSync } from "node:fs";
import { dirname, resolve } from "node:path";

// The user's own files (config.json, trust.json, grants.json, the caches) decide what loads and what
// runs. Their location comes from HOME and XDG_*, which may well be a shared directory (HOME=/tmp in
// CI and service accounts, XDG_CONFIG_HOME on a shared mount). Anyone who can write the file, or any
// directory above it, could trust every project and turn on shell snippets, so such a file is not the
// user's: like ssh's StrictModes, a file is used only when it and every directory above it (as named
// and after symlinks are resolved) is owned by the user or root and writable by nobody else.

/** Why `path` is not private to this user, or undefined when it is (or when the OS has no uids). */
export function notPrivate(path: string): string | undefined {
  const euid = process.geteuid?.();
  if (euid === undefined) return undefined; // no POSIX ownership (Windows): nothing to check
  const egid = process.getegid?.();
  const lexical = resolve(path);
  let real: string | undefined;
  try {
    real = realpathSync.native(lexical);
  } catch {
    // missing: the directories above it still decide who could create it
  }
  const chains: [string, (p: string) => Stats][] = [[lexical, (p) => lstatSync(p)]];
  if (real !== undefined && real !== lexical) chains.push([real, (p) => statSync(p)]);
  for (const [start, stat] of chains) {
    for (let p = start; ; p = dirname(p)) {
      let st: Stats | undefined;
      try {
        st = stat(p);
      } catch {
        // does not exist (yet); its parent is checked next
      }
      if (st !== undefined) {
        const why = foreign(st, euid, egid);
        if (why !== undefined) return `${p === lexical ? "it" : p} ${why}`;
      }
      if (dirname(p) === p) break;
    }
  }
  return undefined;
}

function foreign(st: Stats, euid: number, egid: number | undefined): string | undefined {
  if (st.uid !== euid && st.uid !== 0) return `is owned by another user (uid ${st.uid})`;
  // A symlink's own mode means nothing; who may replace it is decided by its directory.
  if (st.isSymbolicLink()) return undefined;
  // The sticky bit (/tmp) keeps others from renaming or removing what is not theirs.
  const sticky = st.isDirectory() && (st.mode & 0o1000) !== 0;
  if ((st.mode & 0o002) !== 0 && !sticky) return "is writable by every user";
  // Group-writable is fine for the user's own group (user-private groups, umask 002).
  if ((st.mode & 0o020) !== 0 && !sticky && st.gid !== egid && st.gid !== 0) {
    return `is writable by group ${st.gid}`;
  }
  return undefined;
}

/** How to fix what {@link notPrivate} reported, for messages. */
export const PRIVATE_FIX =
  "make it and the directories above it yours and writable only by you (chown, chmod go-w), or point XDG_CONFIG_HOME/XDG_CACHE_HOME at a private directory";
