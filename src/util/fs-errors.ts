// Small helpers for file-system errors, shared by every reader (discovery, commands, bodies).

export const errCode = (e: unknown): string | undefined => (e as NodeJS.ErrnoException | undefined)?.code;
export const errText = (e: unknown): string => (e instanceof Error ? e.message : String(e));

/**
 * A name that is not valid UTF-8 is listed with U+FFFD in place of its bad bytes, and that name opens
 * nothing: such a path "does not exist" the moment it is used. Said as it is, not as a vanished file.
 */
export const notUtf8 = (path: string, e: unknown): boolean =>
  path.includes("\ufffd") && (errCode(e) === "ENOENT" || errCode(e) === "ENOTDIR");

export const notUtf8Message = (path: string): string =>
  `${path} has a name that is not valid UTF-8 (shown with \ufffd), so it cannot be opened; it was skipped. Rename it with a UTF-8 name to load it.`;
