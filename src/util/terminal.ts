// Text that comes from skill data (names, descriptions, paths, bodies, messages that quote them) made
// safe to print on a terminal. A skill must not be able to drive the terminal (ESC/CSI/OSC sequences
// that hide text, set the title, move the cursor, clear the screen), reorder or hide what a reader sees
// (bidi overrides, zero-width and other invisible characters) or forge output lines (a newline in a
// directory name must not make a table row or a diagnostic of its own).
//
// Neutralised characters are shown, not dropped: `\n`, `\r`, `\t`, `\xHH` for the other C0/DEL/C1
// controls, `\u{HHHH}` for the rest. What the reader sees is then what is there, which is what a
// review before trusting a project needs. A literal backslash is left alone: it drives nothing.

/**
 * Every character that must not reach a terminal raw: all controls (C0, DEL, C1), format characters
 * (bidi marks, embeddings, overrides and isolates, zero-width space/joiners, word joiner, BOM, soft
 * hyphen, invisible operators, tag characters), line and paragraph separators, lone surrogates, the
 * Hangul fillers (blank but not whitespace) and the variation selectors other than the 16 that
 * choose an emoji's or a CJK character's form (the rest are invisible and used to smuggle bytes after a
 * visible character). A zero-width joiner between two pictographs (a composed emoji) is kept.
 */
const UNSAFE =
  /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}\u115f\u1160\u3164\uffa0]|(?![\ufe00-\ufe0f])\p{Variation_Selector}/gu;

const EMOJI_END = /\p{Extended_Pictographic}[\u{1f3fb}-\u{1f3ff}\ufe0f]?$/u;
const EMOJI_START = /^\p{Extended_Pictographic}/u;

/** A zero-width joiner inside an emoji sequence (👩‍💻) joins pictures; anywhere else it hides things. */
const joinsEmoji = (offset: number, whole: string): boolean =>
  EMOJI_END.test(whole.slice(Math.max(0, offset - 4), offset)) &&
  EMOJI_START.test(whole.slice(offset + 1, offset + 3));

const SHORT: Readonly<Record<string, string>> = { "\n": "\\n", "\r": "\\r", "\t": "\\t" };

/** The visible stand-in of one neutralised character. */
export function escapeChar(ch: string): string {
  const short = SHORT[ch];
  if (short !== undefined) return short;
  const code = ch.codePointAt(0) ?? 0;
  return code <= 0xff
    ? `\\x${code.toString(16).padStart(2, "0")}`
    : `\\u{${code.toString(16).toUpperCase().padStart(4, "0")}}`;
}

/**
 * One line of skill-supplied text (a name, a path, a description in a table, a diagnostic message):
 * every unsafe character, newline and tab included, is shown escaped, so the value stays on its line.
 */
export const terminalLine = (text: string): string =>
  text.replace(UNSAFE, (ch, offset: number, whole: string) =>
    ch === "\u200d" && joinsEmoji(offset, whole) ? ch : escapeChar(ch),
  );

/** Kept in a block: newline, tab, CR of a CRLF, a joiner inside an emoji. */
const keptInBlock = (ch: string, offset: number, whole: string): boolean =>
  ch === "\n" ||
  ch === "\t" ||
  (ch === "\r" && whole.charCodeAt(offset + 1) === 10) ||
  (ch === "\u200d" && joinsEmoji(offset, whole));

/**
 * A block of skill-supplied text (a skill body, an expanded command): like {@link terminalLine}, but
 * newlines, tabs and CRLF line ends stay as they are. A lone CR (which would let a later text
 * overwrite the start of the line) is shown escaped.
 */
export const terminalText = (text: string): string =>
  text.replace(UNSAFE, (ch, offset: number, whole: string) =>
    keptInBlock(ch, offset, whole) ? ch : escapeChar(ch),
  );

/**
 * The colour sequences this CLI emits itself (picocolors: bold, dim, italic, underline, the 8 + 8
 * foreground colours and their resets). Nothing else, in particular not conceal (8), blink or inverse.
 */
const OWN_SGR = /^\u001b\[(?:0|1|2|3|4|22|23|24|3[0-79]|9[0-7])m/;

/**
 * The last net before a terminal, for everything the CLI writes to one: the CLI's own colour
 * sequences, newlines, tabs and CRLF pass; every other unsafe character is shown escaped. Printers
 * still neutralise skill-supplied fields themselves (an ESC in a field would otherwise be allowed to
 * look like one of the CLI's colours). With `multiline` false (a table cell) newlines and tabs are
 * shown escaped too.
 */
export function terminalOutput(text: string, multiline = true): string {
  return text.replace(UNSAFE, (ch, offset: number, whole: string) => {
    if (multiline ? keptInBlock(ch, offset, whole) : ch === "\u200d" && joinsEmoji(offset, whole)) return ch;
    if (ch === "\u001b" && OWN_SGR.test(whole.slice(offset, offset + 6))) return ch;
    return escapeChar(ch);
  });
}
