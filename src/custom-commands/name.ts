// M2: a command's name comes from its path below the root.

export const COMMAND_NAME_PATTERN = /^[a-z0-9][a-z0-9_:-]{0,63}$/;

/** `frontend/Test.md` → `frontend:test`. `rel` uses `/` or the platform separator. */
export function commandNameFromPath(rel: string): string {
  return rel.replace(/\.md$/i, "").split(/[\\/]/).join(":").toLowerCase();
}

export const isValidCommandName = (name: string): boolean => COMMAND_NAME_PATTERN.test(name);
