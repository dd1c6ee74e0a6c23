// A command word broken by quotes the shell removes (`c''u''r''l`, `w""get`, `ba$@sh`), spaces spelt `${IFS}`, or a
// command line written as a brace expansion (`{curl,-s,URL}|{bash,-s}`): obfuscation of the command.
import { inAttackCatalogue } from "../context.js";
import type { AuditText, TextHit } from "../rule-types.js";
import { atLineOf } from "./obfuscation.js";

/** Command words nobody breaks but to hide them from a reader or a scanner. */
const BREAKABLE = new Set([
  "curl",
  "wget",
  "bash",
  "zsh",
  "sh",
  "nc",
  "ncat",
  "python",
  "python3",
  "perl",
  "powershell",
  "pwsh",
  "iex",
  "chmod",
  "base64",
  "eval",
  "exec",
  "crontab",
  "sudo",
  "rm",
  "scp",
  "ssh",
  "telnet",
  "socat",
]);
const BREAKS = ["''", '""', "$@"] as const;
const isLetter = (c: number): boolean => (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
/** The word of letters and breaks around position `p` (a break with a letter either side). */
function brokenAt(text: string, p: number): { from: number; word: string } | undefined {
  if (!isLetter(text.charCodeAt(p - 1)) || !isLetter(text.charCodeAt(p + 2))) return undefined;
  let from = p;
  let to = p;
  const breakAt = (i: number) => BREAKS.some((b) => text.startsWith(b, i));
  for (let n = 0; n < 40; n++) {
    if (isLetter(text.charCodeAt(from - 1))) from--;
    else if (from >= 2 && breakAt(from - 2) && isLetter(text.charCodeAt(from - 3))) from -= 2;
    else break;
  }
  for (let n = 0; n < 40; n++) {
    if (isLetter(text.charCodeAt(to))) to++;
    else if (breakAt(to) && isLetter(text.charCodeAt(to + 2))) to += 2;
    else break;
  }
  // A word glued to other word characters or quotes is not a command word on its own.
  if (/[\w'"$@]/.test(text[from - 1] ?? "") || /[\w'"]/.test(text[to] ?? "")) return undefined;
  return { from, word: text.slice(from, to) };
}

/** `${IFS}` or `$IFS` glued between the words of a command: the shell splits there, a reader sees one word. */
const IFS_SPACE = /[\w|/.-]\$(?:\{IFS\}|IFS\b)(?=[\w|/.~$-])/;
/** A command line written as a brace expansion: the shell expands `{curl,-s,URL}` into `curl -s URL`. */
// The first argument is an option, a path or a URL (`{rm,mkdir}` destructures names in JavaScript).
// Literal-first (the scan looks for "{" alone); the character before is checked on a match.
const BRACE_COMMAND =
  /\{(?:curl|wget|bash|sh|zsh|nc|ncat|python3?|perl|ruby|php|rm|chmod|base64|eval|sudo|cat),(?:[-/~.]|https?:)[^\s{}]{0,400}\}/g;
const COMMAND_START = /[\s;&|(`]/;
const COMMAND_WORD =
  /\b(?:curl|wget|bash|zsh|sh|nc|ncat|python3?|perl|powershell|pwsh|iex|chmod|base64|eval|exec|crontab|sudo|rm|scp|ssh|socat|cat)\b/;

/** The first command spelt with `${IFS}` for its spaces, or as a brace expansion. */
function spacesHidden(source: string): number {
  if (source.includes("IFS")) {
    for (let p = source.indexOf("$"); p !== -1; p = source.indexOf("$", p + 1)) {
      if (!source.startsWith("IFS", p + 1) && !source.startsWith("{IFS}", p + 1)) continue;
      const m = IFS_SPACE.exec(source.slice(Math.max(0, p - 1), p + 8));
      if (m === null) continue;
      const from = source.lastIndexOf("\n", p) + 1;
      const to = source.indexOf("\n", p);
      if (COMMAND_WORD.test(source.slice(from, to === -1 ? undefined : to))) return p;
      // No command word on this line, so no later `$IFS` on it is one: on to the next line (a 400 KB line of
      // `a${IFS}b` was read whole per occurrence, 8 s of CPU).
      if (to === -1) break;
      p = to;
    }
  }
  BRACE_COMMAND.lastIndex = 0;
  for (let m = BRACE_COMMAND.exec(source); m !== null; m = BRACE_COMMAND.exec(source))
    if (m.index === 0 || COMMAND_START.test(source[m.index - 1]!)) return m.index;
  return -1;
}

/**
 * A command word with empty quotes or `$@` inside it (`c''u''r''l -s … | b''a''s''h`): the shell runs it as the
 * plain word, the reader and a word match see something else. Read on the original text (normalising drops the
 * quotes), found from each break by indexOf; a catalogue of evasions shows such words as examples.
 */
export function brokenWord(file: AuditText): TextHit[] {
  const source = file.original ?? file.text;
  // Normalising drops empty quotes between two letters: a file it left alone holds no `c''url`, only `$@` breaks.
  const breaks = file.original === undefined ? (["$@"] as const) : BREAKS;
  // Line maps only for a hit (most files have breaks, few broken command words).
  let at: ((index: number, length: number) => TextHit) | undefined;
  for (const b of breaks)
    for (let p = source.indexOf(b); p !== -1; p = source.indexOf(b, p + 2)) {
      const w = brokenAt(source, p);
      if (w === undefined || !BREAKABLE.has(w.word.replace(/''|""|\$@/g, "").toLowerCase())) continue;
      at ??= atLineOf(source, file.text);
      const hit = at(w.from, w.word.length);
      if (!inAttackCatalogue(file, hit.index)) return [hit];
    }
  const p = spacesHidden(source);
  if (p >= 0) {
    const hit = (at ?? atLineOf(source, file.text))(p, 1);
    if (!inAttackCatalogue(file, hit.index)) return [hit];
  }
  return [];
}
