// What the text rules match: a file's text normalised so that a look-alike spelling matches as the
// plain one. Unicode NFKC (full-width and ligature forms become plain letters), invisible characters
// removed (zero-width, soft hyphen, bidi controls, tag characters: the Unicode rules see the original),
// letters of other scripts that look like Latin ones (Cyrillic "а", Greek "ο") mapped to the Latin
// letter they look like (in a word that mixes scripts or is all look-alikes: a Russian word stays
// Russian), and shell continuation lines ("\" at the end) joined, never across a code fence, a blank line or (in
// prose) a heading or list item. Comments stay text.
//
// Line numbers are kept: a joined line is followed by as many empty lines as it swallowed, so a
// finding in the normalised text is on the line it is on in the file. Columns can differ on lines that
// held non-ASCII characters.
import { createRequire } from "node:module";

let skeleton: Map<number, string> | undefined;

/**
 * The confusables map of Unicode TR39 (through the unhomoglyph package's data), cut down to what a
 * matcher of ASCII rules needs: one non-ASCII code point to the ASCII text it looks like. Mappings of
 * ASCII to ASCII ("m" → "rn", "0" → "O") are left out: they would change plain words.
 */
function skeletonMap(): Map<number, string> {
  if (skeleton) return skeleton;
  const data = createRequire(import.meta.url)("unhomoglyph/data.json") as Record<string, string>;
  skeleton = new Map();
  for (const [from, to] of Object.entries(data)) {
    const cp = from.codePointAt(0)!;
    if (cp < 0x80 || from.length !== String.fromCodePoint(cp).length) continue;
    if (/^[\x21-\x7e]{1,3}$/.test(to)) skeleton.set(cp, to);
  }
  return skeleton;
}

/** Invisible characters a rule should read through (the Unicode rules report them on the original). */
const INVISIBLE =
  /[\u00ad\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff\u{e0000}-\u{e007f}]/gu;
const INVISIBLE_ONE = new RegExp(INVISIBLE.source, "u");
const NON_ASCII = /[^\x00-\x7f]/;
const ADJACENT_LITERALS = /(?<=[^\s"'=(,[{:])(["'])\1(?=[^\s"'+),\]}:;])/g;
const SPLIT_LITERALS = /(?<=[^\s"'+(,=[{:])(["'])[ \t]{0,8}\+[ \t]{0,8}\1(?=[^\s"'+)])/g;

/** Runs of non-ASCII UTF-16 units (a surrogate pair is never split). */
const NON_ASCII_RUN = /[^\x00-\x7f]+/g;

/** A letter or digit: what a word is made of (marks kept with their letter). */
const WORD_CHAR = /[\p{L}\p{M}\p{N}]/u;
const LETTER = /\p{L}/u;
const LATIN = /\p{Script=Latin}/u;

/** The word holding position `i` of `text`, as [from, to) (code points read whole). */
function wordAt(text: string, i: number): [number, number] {
  let from = i;
  while (from > 0) {
    const hi = text.charCodeAt(from - 1);
    const k = hi >= 0xdc00 && hi <= 0xdfff && from >= 2 ? from - 2 : from - 1;
    if (!WORD_CHAR.test(String.fromCodePoint(text.codePointAt(k)!))) break;
    from = k;
  }
  let to = i;
  while (to < text.length) {
    const cp = text.codePointAt(to)!;
    if (!WORD_CHAR.test(String.fromCodePoint(cp))) break;
    to += cp > 0xffff ? 2 : 1;
  }
  return [from, to];
}

/**
 * A word written in its own script: no Latin letter in it, and a letter of its script that looks like no
 * Latin one ("скачайте", "λέξη", "مثال"). Its look-alike letters stay: mapped, a Russian word became neither
 * Russian nor English, and no expression written in Russian ever matched. A word that mixes scripts ("сurl")
 * or is all look-alikes ("ехес") is an evasion and is mapped.
 */
function ownScript(text: string, from: number, to: number, map: Map<number, string>): boolean {
  let own = false;
  for (let i = from; i < to; ) {
    const cp = text.codePointAt(i)!;
    const ch = String.fromCodePoint(cp);
    if (LATIN.test(ch)) return false;
    if (!own && LETTER.test(ch) && !map.has(cp)) own = true;
    i += ch.length;
  }
  return own;
}

/**
 * Maps every non-ASCII look-alike to its ASCII letters (text already NFKC, invisibles removed), except the
 * letters of a word written in its own script (ownScript).
 */
function toSkeleton(text: string, runs: readonly number[]): string {
  const map = skeletonMap();
  let out = "";
  let last = 0;
  // The word last decided on: kept in its script up to `keepTo`, or mapped up to `mapTo`.
  let keepTo = -1;
  let mapTo = -1;
  // Only the non-ASCII runs are read: an ASCII character maps to itself.
  for (let r = 0; r < runs.length; r += 2) {
    const end = runs[r + 1]!;
    for (let i = runs[r]!; i < end; ) {
      const cp = text.codePointAt(i)!;
      const width = cp > 0xffff ? 2 : 1;
      const to = map.get(cp);
      if (to !== undefined && i >= keepTo) {
        const ch = String.fromCodePoint(cp);
        let keep = false;
        if (i >= mapTo && WORD_CHAR.test(ch)) {
          const [from, wordTo] = wordAt(text, i);
          keep = ownScript(text, from, wordTo, map);
          if (keep) keepTo = wordTo;
          else mapTo = wordTo;
        }
        if (!keep) {
          out += text.slice(last, i) + to;
          last = i + width;
        }
      }
      i += width;
    }
  }
  return last === 0 ? text : out + text.slice(last);
}

/** The runs of non-ASCII UTF-16 units of `text`, as [start, end) pairs in one array: found once, read twice. */
function nonAsciiRuns(text: string): number[] {
  const runs: number[] = [];
  NON_ASCII_RUN.lastIndex = 0;
  for (let m = NON_ASCII_RUN.exec(text); m !== null; m = NON_ASCII_RUN.exec(text))
    runs.push(m.index, m.index + m[0].length);
  NON_ASCII_RUN.lastIndex = 0;
  return runs;
}

/**
 * The non-ASCII runs of `text`, each with the ASCII character before it, joined by newlines. NFKC never
 * joins an ASCII character to the one before it (none is a combining mark or a second of a composition),
 * so a text splits before each ASCII character into pieces normalised apart: the text is NFKC-stable
 * exactly when this probe is, and the probe holds every invisible character the text holds.
 */
function nonAsciiProbe(text: string, runs: readonly number[]): string {
  const pieces: string[] = [];
  for (let r = 0; r < runs.length; r += 2) pieces.push(text.slice(Math.max(0, runs[r]! - 1), runs[r + 1]!));
  return pieces.join("\n");
}

/** NFKC, invisibles removed, look-alikes mapped; NFKC and the removal only when the text needs them. */
function unicodeForms(text: string): string {
  const runs = nonAsciiRuns(text);
  const probe = nonAsciiProbe(text, runs);
  let out = text;
  if (probe.normalize("NFKC") !== probe) out = out.normalize("NFKC");
  // NFKC makes no invisible character (checked over every code point): the probe says whether the text holds one.
  if (INVISIBLE_ONE.test(probe)) out = out.replace(INVISIBLE, "");
  return toSkeleton(out, out === text ? runs : nonAsciiRuns(out));
}

/** True when `line` ends in an odd number of backslashes (before an optional CR): a continuation. */
function continues(line: string): boolean {
  let end = line.length;
  if (line.charCodeAt(end - 1) === 13) end--;
  let n = 0;
  while (end - 1 - n >= 0 && line.charCodeAt(end - 1 - n) === 92) n++;
  return n % 2 === 1;
}

/** A fence line: 0–3 spaces, then a run of three or more ` or ~ (the lines code-blocks.ts reads as fences). */
const FENCE = /^ {0,3}(`{3,}|~{3,})/;
/** A Markdown heading (0–3 spaces, one to six `#`, then a space, a tab or the line's end). */
const HEADING = /^ {0,3}#{1,6}(?:[ \t]|\r?$)/;
/** A Markdown list item (0–3 spaces, a bullet or a number and its `.` or `)`, then a space or a tab). */
const LIST_ITEM = /^ {0,3}(?:[-*+]|\d{1,9}[.)])[ \t]/;

/**
 * Whether `next` may be joined onto a line that continues: never a fence line (a swallowed fence turned every
 * later code block inside out for the rules that ask whether a place is in one) nor a blank line (the end of a
 * paragraph and of a command); in prose, outside a fenced block, neither a heading nor a list item (Markdown
 * structure: there a trailing `\` is a line break, not a continuation). Inside a block `#` and `-` are code.
 */
function joinable(next: string, inBlock: boolean): boolean {
  if (FENCE.test(next) || next.trim() === "") return false;
  return inBlock || !(HEADING.test(next) || LIST_ITEM.test(next));
}

/**
 * The fence lines of `text` (the lines FENCE matches), as their start offsets and runs, ascending: found with
 * indexOf, not by testing every line (the first ``` or ~~~ of a line decides, as in code-blocks.ts).
 */
function fenceLines(text: string): { at: number; run: string }[] {
  const out: { at: number; run: string }[] = [];
  for (const mark of ["```", "~~~"])
    for (let k = text.indexOf(mark); k !== -1; ) {
      const from = text.lastIndexOf("\n", k - 1) + 1;
      let spaces = from;
      while (spaces < k && text.charCodeAt(spaces) === 32) spaces++;
      if (spaces === k && k - from <= 3) {
        let end = k + 3;
        while (text.charCodeAt(end) === mark.charCodeAt(0)) end++;
        out.push({ at: from, run: text.slice(k, end) });
      }
      const next = text.indexOf("\n", k);
      k = next === -1 ? -1 : text.indexOf(mark, next + 1);
    }
  return out.sort((a, b) => a.at - b.at);
}

/** The line feeds that end a line ending in an odd run of backslashes (before an optional CR), ascending. */
function continuationEnds(text: string): number[] {
  const ends: number[] = [];
  for (const mark of ["\\\n", "\\\r\n"])
    for (let k = text.indexOf(mark); k !== -1; k = text.indexOf(mark, k + 1)) {
      let n = 1;
      while (k - n >= 0 && text.charCodeAt(k - n) === 92) n++;
      if (n % 2 === 1) ends.push(k + mark.length - 1);
    }
  return ends.sort((a, b) => a - b);
}

/**
 * Joins lines ending in an unescaped backslash with the next, padding with empty lines (line numbers kept). The
 * fenced blocks are followed as code-blocks.ts follows them (a fence line is never joined, so they are the same
 * blocks in the joined text): a continuation never crosses a fence, and a fence line or a heading in prose does
 * not continue. Only the lines of a continuation are read and rewritten; the text between is copied whole.
 */
function joinContinuations(text: string): string {
  const ends = continuationEnds(text);
  if (ends.length === 0) return text;
  const fences = fenceLines(text);
  let f = 0;
  let opened = ""; // the run of the fence that opened the block the line is in; "" in prose
  let out = "";
  let last = 0; // the text before this offset is in `out`
  for (const end of ends) {
    if (end <= last) continue; // a line already joined
    const from = text.lastIndexOf("\n", end - 1) + 1;
    for (; f < fences.length && fences[f]!.at < from; f++) {
      const { run } = fences[f]!;
      if (opened === "") opened = run;
      else if (run[0] === opened[0] && run.length >= opened.length) opened = "";
    }
    if (f < fences.length && fences[f]!.at === from) continue; // a fence line
    const inBlock = opened !== "";
    let line = text.slice(from, end);
    if (!inBlock && HEADING.test(line)) continue;
    const parts: string[] = [];
    let to = end; // where `line` ends: its line feed, or the text's end
    while (to < text.length && continues(line)) {
      const nextEnd = text.indexOf("\n", to + 1);
      const next = text.slice(to + 1, nextEnd === -1 ? text.length : nextEnd);
      if (!joinable(next, inBlock)) break;
      parts.push(line.slice(0, line.lastIndexOf("\\")));
      line = next.trimStart();
      to = nextEnd === -1 ? text.length : nextEnd;
    }
    if (parts.length === 0) continue;
    parts.push(line);
    out += `${text.slice(last, from)}${parts.join(" ")}${"\n".repeat(parts.length - 1)}`;
    last = to;
  }
  return last === 0 ? text : out + text.slice(last);
}

const isBlank = (c: number): boolean => c === 32 || c === 9;

/**
 * `/(["'])[ \t]{0,8}\+[ \t]{0,8}\1/.test(text)`, asked at each "+" only: a quote, at most eight spaces or
 * tabs, the "+", at most eight more, the same quote. A class-led expression read every character of every
 * file; "+" is rare in prose and found by indexOf.
 */
export function splitLiteralAt(text: string): boolean {
  for (let p = text.indexOf("+"); p !== -1; p = text.indexOf("+", p + 1)) {
    let k = p - 1;
    while (k >= 0 && p - 1 - k < 8 && isBlank(text.charCodeAt(k))) k--;
    const q = k >= 0 ? text.charCodeAt(k) : 0;
    if (q !== 34 && q !== 39) continue;
    k = p + 1;
    while (k < text.length && k - p - 1 < 8 && isBlank(text.charCodeAt(k))) k++;
    if (k < text.length && text.charCodeAt(k) === q) return true;
  }
  return false;
}

/** What may not stand before, and after, a pair of quotes that joins two literals. */
const NOT_BEFORE_PAIR = /[\s"'=(,[{:]/;
const NOT_AFTER_PAIR = /[\s"'+),\]}:;]/;

/**
 * `/[^\s"'=(,[{:](["'])\1[^\s"'+),\]}:;]/.test(text)` (whether two literals may sit side by side), asked at each
 * `""` and `''` only, found by indexOf: a pair of the same quote, one character before it outside NOT_BEFORE_PAIR and one after it
 * outside NOT_AFTER_PAIR (each one UTF-16 unit, as the expression reads them). The expression read every
 * character of each text holding a pair.
 */
function adjacentLiterals(text: string): boolean {
  for (const pair of ['""', "''"])
    for (let k = text.indexOf(pair, 1); k !== -1 && k + 2 < text.length; k = text.indexOf(pair, k + 1))
      if (!NOT_BEFORE_PAIR.test(text[k - 1]!) && !NOT_AFTER_PAIR.test(text[k + 2]!)) return true;
  return false;
}

/**
 * The text the (non-Unicode) rules match; the same string when there is nothing to normalise. `nonAscii`:
 * whether `text` holds a character outside ASCII, when the caller knows (the scanner asks once per text).
 */
export function normalizeForMatch(text: string, nonAscii = NON_ASCII.test(text)): string {
  let out = text;
  if (nonAscii) out = unicodeForms(out);
  // A backslash ending a line (`/\\\r?\n/`), found as two literals.
  if (out.includes("\\\n") || out.includes("\\\r\n")) out = joinContinuations(out);
  // `cat${IFS}~/.ssh/id_rsa`: the shell's field separator written as a variable is a space.
  if (out.includes("IFS")) out = out.replace(/\$\{IFS\}|\$IFS\b/g, " ");
  // "cu" + "rl" reads as "curl": literals split and joined with + are joined (same quote, same line).
  if (splitLiteralAt(out)) out = out.replace(SPLIT_LITERALS, "");
  // "--dangerously-skip-""permissions": adjacent literals in a shell join too.
  if (adjacentLiterals(out)) out = out.replace(ADJACENT_LITERALS, "");
  return out;
}
