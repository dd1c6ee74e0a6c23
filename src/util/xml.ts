// XML escaping for everything interpolated into the catalog and the envelope (C2, A1, T4).

const ENTITIES: Readonly<Record<string, string>> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&apos;",
};

/**
 * Control characters other than tab and newline: XML 1.0 forbids the C0 ones, ESC/CSI sequences would
 * reach a terminal that shows the text, and a carriage return would let a value overwrite the start of
 * its line there (and is not kept by XML parsers anyway). Replaced by U+FFFD.
 */
const CONTROLS = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;

/** Replaces control characters (except tab and newline) with U+FFFD. */
export const replaceControls = (value: string): string => value.replace(CONTROLS, "\ufffd");

/**
 * Escapes the five predefined XML entities and replaces control characters, so any value stays
 * well-formed text in its element; every other character (multi-byte UTF-8 too) passes through.
 */
export function escapeXml(value: string): string {
  return replaceControls(value).replace(/[&<>"']/g, (ch) => ENTITIES[ch]!);
}

/** UTF-8 byte length: budgets are in bytes, as the model API counts them. */
export const utf8Bytes = (s: string): number => Buffer.byteLength(s, "utf8");
