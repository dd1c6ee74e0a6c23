// The content digest of a skill (the `computedHash` of skills-lock.json), defined exactly as the
// `skills` CLI (version 1 lock) does: SHA-256 over every regular file (`.git` and `node_modules`
// directories skipped), sorted by relative path with String#localeCompare, each contributing its
// `/`-separated relative path and then its bytes, with no separators; lowercase hex. Here so that both
// the installer and the loader (which checks skills the user installed) use the one definition.

export const SKIPPED_DIRS: ReadonlySet<string> = new Set([".git", "node_modules"]);
// `a.localeCompare(b)` is defined as a default-locale collator's compare; one collator is much faster.
let collator: Intl.Collator | undefined;

/** True when a file at `path` takes part in the hash (no `.git` or `node_modules` component). */
const hashed = (path: string): boolean => !path.split("/").some((p) => SKIPPED_DIRS.has(p));

/** The lock hash of in-memory files, as if they were written to a directory. */
export async function hashSkillFiles(
  files: readonly { readonly path: string; readonly data: Uint8Array }[],
): Promise<string> {
  const { createHash } = await import("node:crypto");
  collator ??= new Intl.Collator();
  const compare = collator.compare;
  const sorted = files.filter((f) => hashed(f.path)).sort((a, b) => compare(a.path, b.path));
  const hash = createHash("sha256");
  for (const f of sorted) {
    hash.update(f.path);
    hash.update(f.data);
  }
  return hash.digest("hex");
}
