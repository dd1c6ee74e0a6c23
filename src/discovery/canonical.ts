// The canonical directory the walk found each loaded skill in, known for free: the walk resolves its
// root and every followed symlink with realpath and steps into plain directories by name, so it knows
// every directory's real path without asking. The MCP server pins a skill's directory with it instead
// of one realpath per skill at start. Keyed by the Skill object the load built: a copy has no entry and
// its directory is resolved as before.
//
// Likewise whether its SKILL.md was seen to be a regular file and not a symlink: the parse cache checks
// an unchanged SKILL.md with lstat (discovery/cache.ts), so the server need not lstat it again to refuse
// a linked one. Recorded only when that lstat said so; otherwise the server looks itself.

// One weak map entry per skill (a weak entry costs the GC at every scavenge while its key is young):
// the directory of a skill whose SKILL.md was seen to be no symlink in one map, any other in another.
const plainDirectories = new WeakMap<object, string>();
const otherDirectories = new WeakMap<object, string>();

/**
 * Records the real directory the walk found `skill`'s SKILL.md in, and whether that file itself was
 * seen (lstat) to be a regular file and not a symlink (see above).
 */
export function recordSkillDirectory(skill: object, directory: string, plainFile: boolean): void {
  (plainFile ? plainDirectories : otherDirectories).set(skill, directory);
}

/** The real directory of `skill`'s SKILL.md as its load found it, or undefined when not recorded. */
export function canonicalDirectoryOf(skill: object): string | undefined {
  return plainDirectories.get(skill) ?? otherDirectories.get(skill);
}

/**
 * The real directory of `skill` when its load also saw its SKILL.md (lstat) as a regular file, not a
 * symlink; undefined otherwise.
 */
export function plainSkillDirectoryOf(skill: object): string | undefined {
  return plainDirectories.get(skill);
}

/** True when the load recorded `skill`'s SKILL.md as a regular file, not a symlink (see above). */
export function isPlainSkillFile(skill: object): boolean {
  return plainDirectories.has(skill);
}
