// Size limits of the files the format reads. Owned here, by the format, because every reader of a
// SKILL.md (discovery, activation, share links, live reload) enforces the same one.

/** The SKILL.md limit, checked with stat before anything is read: a body the model can take in one go. */
export const MAX_SKILL_FILE_BYTES = 100 * 1024;
/** A custom command file: a prompt template, smaller than a skill (the commands' own rule, in bytes). */
export const MAX_COMMAND_FILE_BYTES = 100_000;
