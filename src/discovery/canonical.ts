// The canonical directory the walk found each loaded skill in, known for free: the walk resolves its
// root and every followed symlink with realpath and steps into plain directories by name, so it knows
// every directory's real path without asking. The MCP server pins a skill's directory with it instead
// of one realpath per skill at start. Keyed by the Skill object the load built: a copy has no entry and
// its directory is resolved as before.
//
// Likewise whether its SKILL.md was seen to be a regular file and not a symlink: the parse cache checks
// an unchanged SKILL.md with lstat (discovery/cache.ts), so the server need not lstat it again to refuse
// a linked one. Recorded only when that lstat said so; otherwise the server looks itself.

const directories = new WeakMap<object, string>();

/** Records the real directory the walk found `skill`'s SKILL.md in (see above). */
export function recordCanonicalDirectory(skill: object, directory: string): void {
  directories.set(skill, directory);
}

/** The real directory of `skill`'s SKILL.md as its load found it, or undefined when not recorded. */
export function canonicalDirectoryOf(skill: object): string | undefined {
  return directories.get(skill);
}

const plainFiles = new WeakSet<object>();

/** Records that the load saw `skill`'s SKILL.md itself (lstat) as a regular file, not a symlink. */
export function recordPlainSkillFile(skill: object): void {
  plainFiles.add(skill);
}

/** True when the load recorded `skill`'s SKILL.md as a regular file, not a symlink (see above). */
export function isPlainSkillFile(skill: object): boolean {
  return plainFiles.has(skill);
}
