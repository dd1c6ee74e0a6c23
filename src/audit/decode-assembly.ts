// Strings assembled by code rather than encoded: letters picked by index out of an alphabet kept in a name
// (`a[2]+a[20]`, bash `${s:2:1}`), filler removed (`.replace('X','')`, `${c//X/}`, `-split ';' -join ''`),
// PowerShell's escape ticks inside a word (I`n`v`o`k`e), a list of words joined by a space, and codes shifted
// or XORed by a constant the file names (`chr(ord(c) - 3)`, `b ^ 0x2a`, `-bxor $k`). Each finder is gated by
// a rare literal, bounded, and reports a piece only where it brings out a command word or shape that the
// written text does not hold: code that uses the same tools in plain sight is left to the other rules.
import type { HasWord } from "./decode-gates.js";
import { allMatches } from "./text.js";

type Push = (index: number, length: number, decoded: string | undefined) => void;
type Finder = (text: string, push: Push, has: HasWord) => void;

const LIT = String.raw`(?:"[^"\\\n]{0,400}"|'[^'\\\n]{0,400}')`;
const unquote = (lit: string): string => lit.slice(1, -1);

/** Command words and shapes a piece must bring out (their text absent from what is written). */
const REVEALED =
  /\b(?:curl|wget|bash|zsh|sh\s+-c|powershell|pwsh|iex|invoke-expression|invoke-webrequest|downloadstring|downloadfile|net\.webclient|start-process|nc|ncat|socat|eval|exec|os\.system|subprocess|child_process|execsync|chmod|python[23]?\s+-c|perl\s+-e|\/dev\/tcp|\.ssh|id_rsa|\.aws)\b|\|\s*(?:sudo\s+)?(?:ba|z)?sh\b|https?:\/\/[\w.-]{3,}/gi;
/** Whether `resolved` holds a command word or shape whose text is not in `written` (capitals folded). */
export function reveals(written: string, resolved: string): boolean {
  const w = written.toLowerCase();
  for (const m of resolved.matchAll(REVEALED)) if (!w.includes(m[0].toLowerCase())) return true;
  return false;
}

const lineAround = (text: string, at: number): { index: number; text: string } => {
  const from = text.lastIndexOf("\n", at) + 1;
  const nl = text.indexOf("\n", at);
  return { index: from, text: text.slice(from, nl === -1 ? text.length : nl) };
};

/** The lines holding one of `needles` at a spot `ok` accepts, each once, in order: found by indexOf. */
function linesAt(
  text: string,
  needles: readonly string[],
  ok: (p: number, needle: string) => boolean,
): { index: number; text: string }[] {
  const out = new Map<number, { index: number; text: string }>();
  for (const n of needles)
    for (let p = text.indexOf(n); p !== -1; p = text.indexOf(n, p + 1)) {
      if (!ok(p, n)) continue;
      const line = lineAround(text, p);
      if (!out.has(line.index)) out.set(line.index, line);
      p = line.index + line.text.length;
    }
  return [...out.values()].sort((a, b) => a.index - b.index);
}
const isQuote = (c: string | undefined): boolean => c === "'" || c === '"';
/** A quote right before `p`, spaces skipped. */
function quoteBefore(text: string, p: number): boolean {
  let k = p - 1;
  while (k >= 0 && text[k] === " ") k--;
  return isQuote(text[k]);
}
/** A quote (or a list's bracket, with `list`) at `p`, spaces skipped. */
function quoteAt(text: string, p: number, list = false): boolean {
  let k = p;
  while (k < text.length && text[k] === " ") k++;
  return isQuote(text[k]) || (list && text[k] === "[");
}

/** `name = "literal"` (Python, JS, Ruby, PowerShell `$name`, shell `name=…`): short strings kept in names. */
const NAMED_LIT = new RegExp(
  String.raw`(?:^|[\s;,(])(?:(?:const|let|var|local|my)\s+)?\$?([A-Za-z_]\w{0,30})\s*:?=\s*(${LIT})`,
  "gm",
);
const SHELL_VALUE = /(?:^|[\s;&])([A-Za-z_]\w{0,30})=([A-Za-z0-9_./:@%+-]{1,400})(?=[\s;&]|$)/gm;
function namedLiterals(text: string, shell: boolean): Map<string, string> {
  const out = new Map<string, string>();
  for (const m of allMatches(NAMED_LIT, text)) if (out.size < 500) out.set(m[1]!, unquote(m[2]!));
  if (shell) for (const m of allMatches(SHELL_VALUE, text)) if (out.size < 500) out.set(m[1]!, m[2]!);
  return out;
}

/** `a[2] + a[20] + …` (four or more picks): letters taken out of a literal by index. */
const PICKS = /(?:\b[A-Za-z_]\w{0,30}\[\d{1,3}\]\s*\+\s*){3,400}[A-Za-z_]\w{0,30}\[\d{1,3}\]/g;
const PICK = /\b([A-Za-z_]\w{0,30})\[(\d{1,3})\]/g;
const PICKS_GATE = /\[\d{1,3}\]\s*\+\s*[A-Za-z_]\w{0,30}\[\d{1,3}\]\s*\+/;
function picked(text: string, push: Push, has: HasWord): void {
  if ((!has("]+") && !has("] +")) || !PICKS_GATE.test(text)) return;
  let names: Map<string, string> | undefined;
  for (const m of allMatches(PICKS, text)) {
    names ??= namedLiterals(text, false);
    let out = "";
    for (const p of m[0].matchAll(PICK)) {
      const c = names.get(p[1]!)?.[Number(p[2])];
      if (c === undefined) {
        out = "";
        break;
      }
      out += c;
    }
    if (out !== "" && reveals(m[0], out)) push(m.index, m[0].length, out);
  }
}

/** Bash expansions that cut or clean a value: `${s:2:1}`, `${c//X/}`, `${c/X/}`, `${!name}`. */
const SHELL_OP =
  /\$\{(!?)([A-Za-z_]\w{0,30})(?::(\d{1,3})(?::(\d{1,3}))?|(\/\/?)([^/}\n]{1,20})\/([^}\n]{0,20}))?\}/g;
function shellOps(text: string, push: Push, has: HasWord): void {
  if (!has("${") || !/\$\{(?:![A-Za-z_]|[A-Za-z_]\w{0,30}(?::\d|\/))/.test(text)) return;
  const names = namedLiterals(text, true);
  if (names.size === 0) return;
  let from = 0;
  for (let nl = 0; nl !== -1 && from <= text.length; from = nl + 1) {
    nl = text.indexOf("\n", from);
    const line = text.slice(from, nl === -1 ? text.length : nl);
    if (line.length > 4000 || !line.includes("${")) continue;
    let ops = 0;
    const out = line.replace(
      SHELL_OP,
      (
        all,
        bang: string,
        name: string,
        off?: string,
        len?: string,
        sl?: string,
        pat?: string,
        rep?: string,
      ) => {
        let v = names.get(name);
        if (v === undefined) return all;
        if (bang) {
          v = names.get(v);
          if (v === undefined) return all;
        } else if (off !== undefined) v = v.substr(Number(off), len === undefined ? undefined : Number(len));
        else if (sl !== undefined) v = sl === "//" ? v.split(pat!).join(rep!) : v.replace(pat!, rep!);
        else return all;
        ops++;
        return v;
      },
    );
    if (ops > 0 && reveals(line, out)) push(from, line.length, out);
  }
}

/** `'…'.replace('X', '')`, `.Replace(…)`, `.replaceAll(…)`, PowerShell `-replace 'X',''`, a split joined back. */
const REPLACED = new RegExp(
  String.raw`(${LIT})\s*(?:\.(?:replace|Replace|replaceAll)\(\s*(${LIT})\s*,\s*(${LIT})\s*\)|-replace\s*(${LIT})\s*,\s*(${LIT})|-split\s*(${LIT})\s*-join\s*(${LIT})|\.split\(\s*(${LIT})\s*\)\s*\.join\(\s*(${LIT})\s*\))`,
  "g",
);
const JOINED_SPLIT = new RegExp(String.raw`(${LIT})\.join\(\s*(${LIT})\.split\(\s*(${LIT})\s*\)\s*\)`, "g");
const REPLACED_GATE = /["']\s*(?:\.(?:replace|Replace|replaceAll|split)\(|-replace\b|-split\b)/;
const REPLACE_CALLS = [".replace(", ".Replace(", ".replaceAll(", ".split(", "-replace", "-split"] as const;
function replaced(text: string, push: Push, has: HasWord): void {
  // The call right after a literal (or PowerShell's operator): most `.replace(` in code are called on a name.
  const called = has("'.replace") || has('".replace') || has("'.split(") || has('".split(');
  if (called || has("-replace") || has("-split")) replacedCalls(text, push);
  if (has("'.join(") || has('".join(')) splitJoined(text, push);
}
function replacedCalls(text: string, push: Push): void {
  if (!REPLACED_GATE.test(text)) return;
  // Only lines where a literal is right before the call: most `.replace(` in code are called on a name.
  for (const line of linesAt(text, REPLACE_CALLS, (p) => quoteBefore(text, p)))
    for (const m of allMatches(REPLACED, line.text)) {
      const [, lit, a, b, c, d, e, f, g, h] = m;
      const from = unquote((a ?? c ?? e ?? g)!);
      const to = unquote((b ?? d ?? f ?? h)!);
      // PowerShell's -replace takes a pattern: only a plain one is applied.
      if (from === "" || (c !== undefined && /[\\^$.|?*+()[\]{}]/.test(from))) continue;
      const out = unquote(lit!).split(from).join(to);
      if (reveals(m[0], out)) push(line.index + m.index, m[0].length, out);
    }
}
function splitJoined(text: string, push: Push): void {
  for (const line of linesAt(text, [".join("], (p) => quoteBefore(text, p) && quoteAt(text, p + 6)))
    for (const m of allMatches(JOINED_SPLIT, line.text)) {
      const out = unquote(m[2]!).split(unquote(m[3]!)).join(unquote(m[1]!));
      if (unquote(m[3]!) !== "" && reveals(m[0], out)) push(line.index + m.index, m[0].length, out);
    }
}

/** A PowerShell word with three or more escape ticks inside it: I`n`v`o`k`e-Ex`p`ression. */
const isWordChar = (c: number): boolean =>
  (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95 || c === 45;
const isLetter = (c: number): boolean => (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
/** The ticks of the word through the tick at `p` that stand between a word character and a letter. */
function ticksInWordAt(text: string, p: number): { ticks: number; end: number } {
  let ticks = 0;
  let i = p;
  while (i < text.length && ticks < 40) {
    if (text.charCodeAt(i) === 96 && isWordChar(text.charCodeAt(i - 1)) && isLetter(text.charCodeAt(i + 1)))
      ticks++;
    else if (!isWordChar(text.charCodeAt(i))) break;
    i++;
  }
  return { ticks, end: i };
}
/** Found from each tick (indexOf): Markdown is full of ticks, and a word-led expression tried every word of it. */
function ticked(text: string, push: Push): void {
  let done = -1;
  for (let p = text.indexOf("`"); p !== -1; p = text.indexOf("`", p + 1)) {
    if (p < done || !isWordChar(text.charCodeAt(p - 1)) || !isLetter(text.charCodeAt(p + 1))) continue;
    const w = ticksInWordAt(text, p);
    if (w.ticks < 3) {
      p = Math.max(p, w.end - 1);
      continue;
    }
    // Each line once, however many ticked words it holds.
    const line = lineAround(text, p);
    done = line.index + line.text.length;
    const out = line.text.replace(/([\w-])`(?=[A-Za-z])/g, "$1");
    if (reveals(line.text, out)) push(line.index, line.text.length, out);
  }
}

/** Four or more literals joined by a space: `['curl', '-fsSL', u, '|', 'bash'].join(' ')`, `' '.join([…])`. */
const SPACE_JOIN = new RegExp(
  String.raw`\[\s*${LIT}(?:\s*,\s*${LIT}){3,200}\s*\]\s*\.join\(\s*(?:" "|' ')\s*\)|(?:" "|' ')\.join\(\s*\[\s*${LIT}(?:\s*,\s*${LIT}){3,200}\s*\]\s*\)`,
  "g",
);
const LIT_G = new RegExp(LIT, "g");
/** A list of four or more literals kept in a name, and that name joined by a space somewhere in the file. */
const NAMED_LIST = new RegExp(
  String.raw`\b([A-Za-z_]\w{0,30})\s*=\s*\[\s*${LIT}(?:\s*,\s*${LIT}){3,200}\s*,?\s*\]`,
  "g",
);
const JOINED_NAME =
  /\b([A-Za-z_]\w{0,30})\.join\(\s*(?:' '|" ")\s*\)|(?:' '|" ")\.join\(\s*([A-Za-z_]\w{0,30})\s*\)/g;
const literalsOf = (s: string): string =>
  allMatches(LIT_G, s)
    .filter((x) => x[0] !== "' '" && x[0] !== '" "')
    .map((x) => unquote(x[0]))
    .join(" ");
const SPACE_JOINS = [".join(' ')", '.join(" ")', "' '.join(", '" ".join('] as const;
function spaceJoined(text: string, push: Push, has: HasWord): void {
  if (!has(".join(' ')") && !has('.join(" ")') && !has("'.join(") && !has('".join(')) return;
  const lines = linesAt(text, SPACE_JOINS, () => true);
  if (lines.length === 0) return;
  const joined = new Set<string>();
  for (const line of lines) {
    for (const m of allMatches(SPACE_JOIN, line.text)) {
      const out = literalsOf(m[0]);
      if (reveals(m[0], out)) push(line.index + m.index, m[0].length, out);
    }
    for (const m of allMatches(JOINED_NAME, line.text)) if (joined.size < 20) joined.add((m[1] ?? m[2])!);
  }
  // The lists held in the names joined by a space, found in one pass.
  if (joined.size === 0) return;
  for (const m of allMatches(NAMED_LIST, text)) {
    if (!joined.has(m[1]!)) continue;
    const out = literalsOf(m[0].slice(m[0].indexOf("[")));
    if (reveals(m[0], out)) push(m.index, m[0].length, out);
  }
}

/** Python's `'{}{} …'.format('cu', 'rl')` (positional slots, numbered or not): pieces put into a template. */
const FORMATTED = new RegExp(String.raw`(${LIT})\.format\(\s*(${LIT}(?:\s*,\s*${LIT}){1,40})\s*\)`, "g");
function formatted(text: string, push: Push, has: HasWord): void {
  if (!has("'.format(") && !has('".format(')) return;
  for (const line of linesAt(text, [".format("], (p) => quoteBefore(text, p) && quoteAt(text, p + 8)))
    for (const m of allMatches(FORMATTED, line.text)) {
      const args = allMatches(LIT_G, m[2]!).map((x) => unquote(x[0]));
      let next = 0;
      const out = unquote(m[1]!).replace(
        /\{(\d{0,2})\}/g,
        (_, i: string) => args[i === "" ? next++ : Number(i)] ?? "",
      );
      if (reveals(m[0], out)) push(line.index + m.index, m[0].length, out);
    }
}

/** A constant added to, taken from or XORed with each code: `chr(ord(c) - 3)`, `chr(c ^ 42)`, `$_ -bxor $k`. */
const SHIFT =
  /(?:\bchr\s*\(|fromCharCode\s*\(|\[char\]\s*\(?)\s*(?:ord\s*\(\s*)?\$?[\w.]{1,30}(?:\.charCodeAt\(\s*\w{0,5}\s*\)|\s*\))?\s*(\^|-bxor|[+-])\s*\$?(0x[0-9a-fA-F]{1,2}|\d{1,3}|[A-Za-z_]\w{0,30})\b/g;
/** The key after a `^` or `-bxor` whose left side is a name or a call: `b ^ 0x2a`, `$_ -bxor $k`. */
const XOR_KEY = /\s*\$?(0x[0-9a-fA-F]{1,2}|\d{1,3}|[A-Za-z_]\w{0,30})\b/y;
function xorKeys(text: string, add: (sign: string, key: string) => void): void {
  for (const op of ["^", "-bxor"])
    for (let p = text.indexOf(op); p !== -1; p = text.indexOf(op, p + 1)) {
      let k = p - 1;
      while (k >= 0 && (text[k] === " " || text[k] === "\t")) k--;
      if (k < 0 || !/[\w)]/.test(text[k]!)) continue;
      XOR_KEY.lastIndex = p + op.length;
      const m = XOR_KEY.exec(text);
      if (m) add(op, m[1]!);
    }
}
const CODES = /[[(]\s*((?:\d{1,3}\s*,\s*){7,4000}\d{1,3})\s*,?\s*[\])]/g;
const B64_LIT = /["']([A-Za-z0-9+/]{16,20000}={0,2})["']/g;
type Op = (c: number) => number;
/** Small numbers kept in names (`k = 0x2a`, `$k = 42`), read once per file. */
const NAMED_NUMBER = /(?:^|[\s;,(])\$?([A-Za-z_]\w{0,30})\s*=\s*(0x[0-9a-fA-F]{1,2}|\d{1,3})\b/gm;
function keyReader(text: string): (k: string) => number | undefined {
  let named: Map<string, number> | undefined;
  return (k) => {
    if (/^(?:0x[0-9a-fA-F]+|\d+)$/.test(k)) return Number(k);
    if (!named) {
      named = new Map();
      for (const m of allMatches(NAMED_NUMBER, text)) if (named.size < 500) named.set(m[1]!, Number(m[2]));
    }
    return named.get(k);
  };
}
function shifted(text: string, push: Push, has: HasWord): void {
  // A XOR counts beside decoded bytes or PowerShell's -bxor ("^" alone is in every regular expression).
  const xorWord =
    has("-bxor") ||
    ((has("bytes") || has("buffer") || has("b64decode") || has("base64")) && text.includes("^"));
  const codeWord =
    (has("chr") && text.includes("chr(")) || has("fromcharcode") || (has("[char") && text.includes("[char]"));
  if (!xorWord && !codeWord) return;
  const ops = new Map<string, Op>();
  const keyOf = keyReader(text);
  const addOp = (sign: string, key: number | undefined) => {
    if (key === undefined || key === 0 || key > 255) return;
    // The file's own operation, applied: `chr(c - 3)` takes 3 from each code.
    if (sign === "^" || sign === "-bxor") ops.set(`x${key}`, (c) => c ^ key);
    else ops.set(`${sign}${key}`, (c) => (sign === "-" ? c - key : c + key));
  };
  if (codeWord) for (const m of allMatches(SHIFT, text)) if (ops.size < 4) addOp(m[1]!, keyOf(m[2]!));
  // A byte XORed in a loop over decoded bytes: `bytes(b ^ 0x2a for b in d)`, `d.map(b => b ^ 42)`.
  if (xorWord)
    xorKeys(text, (sign, key) => {
      if (ops.size < 4) addOp(sign, keyOf(key));
    });
  if (ops.size === 0) return;
  const apply = (codes: readonly number[], op: Op): string | undefined => {
    const out = codes.map(op);
    return out.every((c) => c === 9 || c === 10 || (c >= 32 && c < 127))
      ? String.fromCharCode(...out)
      : undefined;
  };
  const tryAll = (index: number, length: number, written: string, codes: readonly number[]) => {
    for (const op of ops.values()) {
      const out = apply(codes, op);
      if (out !== undefined && reveals(written, out)) push(index, length, out);
    }
  };
  for (const m of allMatches(CODES, text))
    tryAll(m.index, m[0].length, m[0], m[1]!.split(/\s*,\s*/).map(Number));
  for (const m of allMatches(LIT_G, text))
    if (m[0].length >= 10)
      tryAll(
        m.index,
        m[0].length,
        m[0],
        [...unquote(m[0])].map((c) => c.charCodeAt(0)),
      );
  for (const m of allMatches(B64_LIT, text)) {
    const bytes = Buffer.from(m[1]!, "base64");
    if (bytes.length <= 16_384) tryAll(m.index, m[0].length, m[0], [...bytes]);
  }
}

export const ASSEMBLY_FINDERS: readonly Finder[] = [
  picked,
  shellOps,
  replaced,
  ticked,
  spaceJoined,
  formatted,
  shifted,
];
