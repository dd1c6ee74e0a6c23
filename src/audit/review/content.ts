// What the model review sends of a skill: every file's name and size, and the text of as many files
// as fit the budget, SKILL.md first, then scripts, then the rest, secrets redacted, lines numbered.
// Binaries are never sent; files whose whole content is a credential are never sent. What was cut or
// left out is said, to the model (so it does not take a partial view for the whole) and to the user.
import { isCredentialFile, redact } from "./redact.js";
import type { ReviewFile } from "./types.js";

/** Characters of one file sent at most. */
export const MAX_FILE_CHARS = 20_000;
/** Characters of one skill's files sent at most (about 15 000 tokens). */
export const MAX_SKILL_CHARS = 60_000;
/** Files named in the listing at most (a skill with thousands of files is listed in part). */
const MAX_LISTED = 200;
/** Characters of a path (or a link's target) shown at most: names are the skill's, and may be long. */
const MAX_NAME = 200;
/** What a sent file's header costs against the budget, besides its path. */
const HEADER_CHARS = 48;

const shown = (text: string): string => (text.length > MAX_NAME ? `${text.slice(0, MAX_NAME)}…` : text);

/** Redaction looks this far past the cut, so a secret cut in half is still found whole. */
const REDACT_MARGIN = 8_192;

const SCRIPT =
  /\.(?:sh|bash|zsh|fish|ps1|psm1|bat|cmd|py|js|mjs|cjs|ts|rb|pl|php|go|rs|lua|applescript|vbs)$/i;

/** SKILL.md first, then scripts, then other text, each in path order. */
const rank = (f: ReviewFile): number => (f.path === "SKILL.md" ? 0 : SCRIPT.test(f.path) ? 1 : 2);

export interface SkillDocument {
  /** The file listing and the numbered, redacted text of the files sent. */
  readonly files: readonly { readonly path: string; readonly body: string }[];
  readonly listing: string;
  readonly omitted: readonly string[];
  readonly redacted: number;
}

/** `text` with each line prefixed by its 1-based number. */
const numbered = (text: string): string =>
  text
    .split("\n")
    .map((l, i) => `${i + 1}| ${l}`)
    .join("\n");

/** The document of one skill, within the limits (`limits` are for tests). */
export function skillDocument(
  files: readonly ReviewFile[],
  limits: { fileChars?: number; skillChars?: number } = {},
): SkillDocument {
  const fileChars = limits.fileChars ?? MAX_FILE_CHARS;
  let left = limits.skillChars ?? MAX_SKILL_CHARS;
  const omitted: string[] = [];
  const sent: { path: string; body: string }[] = [];
  let redacted = 0;
  const ordered = [...files].sort((a, b) => rank(a) - rank(b) || (a.path < b.path ? -1 : 1));
  for (const f of ordered) {
    const path = shown(f.path);
    if (f.text === undefined) {
      omitted.push(`${path}: not sent (${shown(f.note ?? "no text")})`);
      continue;
    }
    if (isCredentialFile(f.path)) {
      omitted.push(`${path}: not sent (a credential file)`);
      continue;
    }
    // Every file sent costs its header too: thousands of empty files must not make a huge prompt.
    left -= path.length + HEADER_CHARS;
    if (left <= 0) {
      omitted.push(
        `${path}: not sent (the budget of ${limits.skillChars ?? MAX_SKILL_CHARS} characters per skill was spent)`,
      );
      continue;
    }
    const room = Math.min(fileChars, left);
    const clean = redact(f.path, f.text.slice(0, room + REDACT_MARGIN));
    redacted += clean.count;
    const text = clean.text.slice(0, room);
    if (f.text.length > room) omitted.push(`${path}: cut at ${room} of ${f.text.length} characters`);
    left -= text.length;
    sent.push({ path, body: numbered(text) });
  }
  const listed = files
    .slice(0, MAX_LISTED)
    .map((f) => `- ${JSON.stringify(shown(f.path))} (${f.size} bytes)`);
  if (files.length > MAX_LISTED) listed.push(`- … and ${files.length - MAX_LISTED} more files`);
  return { files: sent, listing: listed.join("\n"), omitted, redacted };
}
