// Round 20 (audit-obf4): encodings the other finders do not read. Bytes kept one a character in a Unicode
// block (Braille patterns, base100's emoji, variation selectors, the private use area), Lua's decimal escapes,
// bytes written as UUID, IPv6 or MAC address strings, and a literal put through `tr` (ROT47, Atbash, the
// xz-utils stage), Dean Edwards' packer and batch files' `%v:~i,n%` cuts. Each finder is gated by a cheap test, bounded, and pushes only what decodes to text.

import {
  BLOCK_RUNS,
  blockRun,
  decimalPair,
  type HasWord,
  hexGroups,
  packerSignature,
  trWord,
} from "./decode-gates.js";
import { PIECE_BYTES } from "./decode-text.js";
import { allMatches } from "./text.js";

type Push = (index: number, length: number, decoded: string | undefined) => void;

const utf8 = new TextDecoder("utf-8", { fatal: true });

/** Bytes as text when they are UTF-8 and at least 90% printable ASCII (no control bytes but tab and newlines). */
function bytesText(bytes: readonly number[]): string | undefined {
  if (
    bytes.length < 8 ||
    bytes.some((b) => b < 0 || b > 255 || (b < 0x20 && b !== 9 && b !== 10 && b !== 13))
  )
    return undefined;
  let text: string;
  try {
    text = utf8.decode(Uint8Array.from(bytes.slice(0, PIECE_BYTES)));
  } catch {
    return undefined;
  }
  let plain = 0;
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) >= 0x20 && text.charCodeAt(i) < 0x7f) plain++;
  return plain / text.length >= 0.9 ? text.replace(/[\s\0]+$/, "") : undefined;
}

/**
 * A block character's byte: its block's first code point is byte 0. Variation selectors take two ranges
 * (GlassWorm: U+FE00–FE0F are 0–15, U+E0100–E01EF are 16–255).
 */
function byteOf(cp: number): number {
  if (cp >= 0x2800 && cp <= 0x28ff) return cp - 0x2800;
  if (cp >= 0x1f3f7 && cp <= 0x1f4f6) return cp - 0x1f3f7;
  if (cp >= 0xfe00 && cp <= 0xfe0f) return cp - 0xfe00;
  if (cp >= 0xe0100 && cp <= 0xe01ef) return cp - 0xe0100 + 16;
  return cp - 0xe000;
}
function unicodeBlocks(text: string, push: Push): void {
  if (!blockRun(text)) return;
  for (const m of allMatches(BLOCK_RUNS, text))
    push(m.index, m[0].length, bytesText(Array.from(m[0], (c) => byteOf(c.codePointAt(0)!))));
}

/** Lua (and a few other languages) spell bytes as decimal escapes: `"\108\111\97\100"`. */
const DECIMAL_ESCAPES = /(?:\\\d{2,3}){8,20000}/g;
function decimalEscapes(text: string, push: Push): void {
  // Only where code loads text (Lua's load/loadstring/dofile): elsewhere `\NNN` is octal (decode.ts).
  if (!text.includes("load") || !decimalPair(text)) return;
  for (const m of allMatches(DECIMAL_ESCAPES, text))
    push(m.index, m[0].length, bytesText(m[0].split("\\").slice(1).map(Number)));
}

/** Lists of UUIDs, IPv6 or MAC addresses that carry bytes (Windows loaders' UuidFromStringA, IPv6/MACFuscation). */
const UUID_LIST =
  /(?:["'][0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}["']\s*,\s*){2,4000}["'][0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}["']/g;
const IPV6_LIST = /(?:["'][0-9a-fA-F:]{2,39}["']\s*,\s*){2,4000}["'][0-9a-fA-F:]{2,39}["']/g;
const MAC_LIST =
  /(?:["'](?:[0-9a-fA-F]{2}[-:]){5}[0-9a-fA-F]{2}["']\s*,\s*){2,4000}["'](?:[0-9a-fA-F]{2}[-:]){5}[0-9a-fA-F]{2}["']/g;
const ADDRESS_WORDS = /uuid|ipv6|inet_pton|ethernet|macaddr|mac_to|fromstring/i;
/** ADDRESS_WORDS as gate words: the scanner's hint pass says whether a text holds one (this expression read every text whole). */
const ADDRESS_GATE = ["uuid", "ipv6", "inet_pton", "ethernet", "macaddr", "mac_to", "fromstring"] as const;
const hexBytes = (h: string): number[] =>
  Array.from({ length: h.length >> 1 }, (_, i) => Number.parseInt(h.slice(2 * i, 2 * i + 2), 16));
function ipv6Bytes(a: string): number[] | undefined {
  const halves = a.split("::");
  if (halves.length > 2) return undefined;
  const groups = (s: string) => (s === "" ? [] : s.split(":"));
  const head = groups(halves[0]!);
  const tail = halves.length === 2 ? groups(halves[1]!) : [];
  const fill = 8 - head.length - tail.length;
  if (fill < 0 || (halves.length === 1 && fill !== 0)) return undefined;
  const all = [...head, ...Array<string>(fill).fill("0"), ...tail];
  if (all.some((g) => !/^[0-9a-fA-F]{1,4}$/.test(g))) return undefined;
  return all.flatMap((g) => hexBytes(g.padStart(4, "0")));
}
function addressLists(text: string, push: Push, has: HasWord, exact: boolean): void {
  // With an exact answer the expression is asked nothing new (it read a code file whole, case folded, slowly).
  if (!ADDRESS_GATE.some(has) || (!exact && !ADDRESS_WORDS.test(text))) return;
  const items = (list: string) => list.match(/["']([^"']+)["']/g)!.map((s) => s.slice(1, -1));
  if (text.includes("-"))
    for (const m of allMatches(UUID_LIST, text)) {
      const ids = items(m[0]).map((u) => u.replace(/-/g, ""));
      push(m.index, m[0].length, bytesText(ids.flatMap(hexBytes)));
      // UuidFromStringA reads the first three groups little-endian.
      const le = (h: string) => [
        ...hexBytes(h.slice(0, 8)).reverse(),
        ...hexBytes(h.slice(8, 12)).reverse(),
        ...hexBytes(h.slice(12, 16)).reverse(),
        ...hexBytes(h.slice(16)),
      ];
      push(m.index, m[0].length, bytesText(ids.flatMap(le)));
    }
  if (text.includes("::") || hexGroups(text))
    for (const m of allMatches(IPV6_LIST, text)) {
      const bytes = items(m[0]).map(ipv6Bytes);
      if (bytes.every((b) => b !== undefined))
        push(m.index, m[0].length, bytesText(bytes.flat() as number[]));
    }
  for (const m of allMatches(MAC_LIST, text))
    push(m.index, m[0].length, bytesText(items(m[0]).flatMap((a) => hexBytes(a.replace(/[-:]/g, "")))));
}

/** `echo 'LITERAL' | tr 'SET1' 'SET2'` (also `tr "…" "…" <<< '…'`): the literal translated as tr would. */
const TR_PIPE =
  /\b(?:echo|printf)\s+(?:-[neE]{1,3}\s+)?(["'])([^"'\n]{8,4000})\1\s*\|\s*tr\s+(["'])([^"'\n]{1,120})\3\s+(["'])([^"'\n]{1,120})\5/g;
const TR_HERE =
  /\btr\s+(["'])([^"'\n]{1,120})\1\s+(["'])([^"'\n]{1,120})\3\s*<<<\s*(["'])([^"'\n]{8,4000})\5/g;
/** A tr set with its ranges and escapes expanded (`a-z`, `!-~`, `\t`, `\-`). */
function trSet(s: string): string[] | undefined {
  const chars: string[] = [];
  const esc: Record<string, string> = { t: "\t", n: "\n", r: "\r", "\\": "\\", "-": "-" };
  const raw: string[] = [];
  for (let i = 0; i < s.length; i++) {
    if (s[i] === "\\" && i + 1 < s.length) raw.push(esc[s[++i]!] ?? s[i]!);
    else raw.push(s[i] === "-" ? "\u0000-" : s[i]!);
  }
  for (let i = 0; i < raw.length; i++) {
    if (raw[i + 1] === "\u0000-" && i + 2 < raw.length) {
      const a = raw[i]!.codePointAt(0)!;
      const b = raw[i + 2]!.codePointAt(0)!;
      if (b < a || b - a > 256) return undefined;
      for (let c = a; c <= b; c++) chars.push(String.fromCodePoint(c));
      i += 2;
    } else chars.push(raw[i] === "\u0000-" ? "-" : raw[i]!);
  }
  return chars;
}
function translate(text: string, from: string, to: string): string | undefined {
  if (from.startsWith("[:")) return undefined;
  const a = trSet(from);
  const b = trSet(to);
  if (!a || !b || b.length === 0) return undefined;
  const map = new Map<string, string>();
  for (let i = 0; i < a.length; i++) map.set(a[i]!, b[Math.min(i, b.length - 1)]!);
  return Array.from(text, (c) => map.get(c) ?? c).join("");
}
function trLiterals(text: string, push: Push): void {
  if (!trWord(text)) return;
  for (const m of allMatches(TR_PIPE, text)) push(m.index, m[0].length, translate(m[2]!, m[4]!, m[6]!));
  if (text.includes("<<<"))
    for (const m of allMatches(TR_HERE, text)) push(m.index, m[0].length, translate(m[6]!, m[2]!, m[4]!));
}

/** Dean Edwards' packer: `eval(function(p,a,c,k,e,d){…}('0 1|2',62,3,'curl|-s|sh'.split('|'),0,{}))`. */
const PACKED =
  /\}\s*\(\s*'((?:[^'\\\n]|\\.){1,20000})'\s*,\s*(\d{1,2})\s*,\s*\d{1,5}\s*,\s*'([^'\n]{0,20000})'\.split\(\s*'\|'\s*\)/g;
/** A packer token's number: its digits in base `radix` (0-9, a-z, then A-Z as the packer writes them past 36). */
function packedNumber(token: string, radix: number): number {
  let n = 0;
  for (const ch of token) {
    const c = ch.charCodeAt(0);
    const d = c <= 57 ? c - 48 : c >= 97 ? c - 87 : c - 29;
    if (d < 0 || d >= radix) return -1;
    n = n * radix + d;
  }
  return n;
}
function unpacked(text: string, push: Push): void {
  if (!packerSignature(text)) return;
  for (const m of allMatches(PACKED, text)) {
    const radix = Number(m[2]);
    const words = m[3]!.split("|");
    const body = m[1]!.replace(/\\(.)/g, "$1");
    push(
      m.index,
      m[0].length,
      body.replace(/\b\w+\b/g, (w) => words[packedNumber(w, Math.max(2, Math.min(radix, 62)))] || w),
    );
  }
}

/** Batch files: `set "k=ptlhu cr…"` then `%k:~6,1%%k:~4,1%…`, letters cut out of a variable (BatCloak, DOSfuscation). */
const BATCH_SET = /^\s*set\s+"?([A-Za-z_][\w]{0,30})=([^"\r\n]{1,400})"?\s*$/gim;
const BATCH_CUT = /%([A-Za-z_]\w{0,30}):~(-?\d{1,3})(?:,(-?\d{1,3}))?%/g;
function batchCuts(text: string, push: Push): void {
  if (!text.includes(":~") || !/^\s*set\s/im.test(text)) return;
  const vars = new Map<string, string>();
  for (const m of allMatches(BATCH_SET, text)) if (vars.size < 500) vars.set(m[1]!.toLowerCase(), m[2]!);
  if (vars.size === 0) return;
  let at = 0;
  for (const line of text.split("\n")) {
    if (line.length <= 8000 && line.includes(":~")) {
      let cuts = 0;
      const spelled = line.replace(BATCH_CUT, (all, name: string, from: string, len?: string) => {
        const v = vars.get(name.toLowerCase());
        if (v === undefined) return all;
        cuts++;
        const start = Number(from) < 0 ? Math.max(0, v.length + Number(from)) : Number(from);
        const n =
          len === undefined ? v.length : Number(len) < 0 ? v.length + Number(len) - start : Number(len);
        return v.slice(start, start + Math.max(0, n));
      });
      if (cuts >= 4) push(at, line.length, spelled);
    }
    at += line.length + 1;
  }
}

export const BLOCK_FINDERS: readonly ((text: string, push: Push, has: HasWord, exact: boolean) => void)[] = [
  unicodeBlocks,
  decimalEscapes,
  addressLists,
  trLiterals,
  unpacked,
  batchCuts,
];
