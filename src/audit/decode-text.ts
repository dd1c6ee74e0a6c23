// Turning an encoded string into text, when what comes out looks like text: base64, base32, hex, base85/Ascii85,
// code points, percent-encoding, HTML character references, ROT13; zlib/gzip inflated first. decode.ts finds the
// strings; this module only converts them.
import { createRequire } from "node:module";

/** The most text one decoded piece may hold (decode.ts DECODE_LIMITS). */
export const PIECE_BYTES = 64 * 1024;

let zlib: typeof import("node:zlib") | undefined;
const zlibMod = () => (zlib ??= createRequire(import.meta.url)("node:zlib") as typeof import("node:zlib"));

/**
 * Bytes as text when they look like text (UTF-8, mostly printable); inflated first when compressed. `raw`: the file
 * names a raw-deflate reader (PHP's gzinflate, .NET's DeflateStream, zlib with negative window bits), so bytes that
 * are not text are tried as raw deflate too (it has no header to recognise it by).
 */
function asText(bytes: Uint8Array, raw = false): string | undefined {
  let b = bytes;
  try {
    const opts = { maxOutputLength: PIECE_BYTES };
    if (b[0] === 0x1f && b[1] === 0x8b) b = zlibMod().gunzipSync(b, opts);
    else if (b[0] === 0x78 && [0x01, 0x5e, 0x9c, 0xda].includes(b[1]!)) b = zlibMod().inflateSync(b, opts);
    else if (raw && b.length >= 8 && b.some((c) => c < 0x09 || c > 0x7e))
      b = zlibMod().inflateRawSync(b, opts);
  } catch {
    return undefined;
  }
  if (b.length < 4) return undefined;
  // PowerShell's -EncodedCommand is UTF-16LE: every other byte is zero.
  if (b.length % 2 === 0 && b.length >= 8 && b.every((c, i) => i % 2 === 0 || c === 0)) {
    const text = Buffer.from(b).toString("utf16le");
    return textLike(text) ? text : undefined;
  }
  // A control byte (other than tab, LF, CR) is a control character of the text or invalid UTF-8: not text
  // either way. Most runs that look like base64 decode to such bytes: this spares the throwing decode.
  if (b.some((c) => c < 0x20 && c !== 9 && c !== 10 && c !== 13)) return undefined;
  let text: string;
  try {
    text = utf8.decode(b);
  } catch {
    return undefined;
  }
  return textLike(text) ? text : undefined;
}

const utf8 = new TextDecoder("utf-8", { fatal: true });

/** Text a person or a shell would write: no control characters, mostly ASCII letters, digits, spaces and punctuation. */
function textLike(text: string): boolean {
  let plain = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x20 && c !== 9 && c !== 10 && c !== 13) return false;
    if (c >= 0x20 && c < 0x7f) plain++;
  }
  return plain / text.length >= 0.9;
}

export const fromBase64 = (s: string, raw = false): string | undefined => {
  const clean = s.replace(/[-_]/g, (c) => (c === "-" ? "+" : "/"));
  if (clean.replace(/=+$/, "").length % 4 === 1) return undefined;
  return asText(Buffer.from(clean, "base64"), raw);
};
/** Readers of raw deflate (no zlib or gzip header): PHP, .NET, Python's zlib with negative window bits, Go, Java. */
const RAW_DEFLATE =
  /\bgz(?:inflate|uncompress)\s*\(|\bDeflateStream\b|\binflateRaw(?:Sync)?\s*\(|\bdecompress\s*\([^\n]{0,300},\s*-\s*(?:15|zlib\.MAX_WBITS)\b|\bdecompressobj\s*\(\s*-|\bflate\.NewReader\s*\(|\bnew\s+Inflater\s*\(\s*true\b|\bZlib::Inflate\.new\s*\(\s*-/;
/** Whether `text` reads raw deflate somewhere (asked once a file, after cheap substring checks). */
export function readsRawDeflate(text: string): boolean {
  return (
    (text.includes("nflate") ||
      text.includes("Deflate") ||
      text.includes("ecompress") ||
      text.includes("flate.")) &&
    RAW_DEFLATE.test(text)
  );
}
/** RFC 4648 base32 (upper case, `=` padding): `base32 -d`, Python's b32decode. */
export function fromBase32(s: string): string | undefined {
  const body = s.replace(/=+$/, "");
  const bytes: number[] = [];
  let bits = 0;
  let value = 0;
  for (const c of body) {
    const v = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567".indexOf(c);
    if (v < 0) return undefined;
    value = (value << 5) | v;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return asText(Uint8Array.from(bytes));
}
export const fromHex = (s: string): string | undefined =>
  s.length % 2 === 0 ? asText(Buffer.from(s, "hex")) : undefined;

const B85 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz!#$%&()*+-;<=>?@^_`{|}~";

/** Base85 (RFC 1924 alphabet, Python's b85decode) or Ascii85 (a85decode, `<~ ~>`). */
export function fromBase85(s: string, ascii85: boolean): string | undefined {
  const body = ascii85
    ? s
        .replace(/^<~|~>$/g, "")
        .replace(/z/g, "!!!!!")
        .replace(/\s/g, "")
    : s;
  const out: number[] = [];
  for (let i = 0; i < body.length; i += 5) {
    const chunk = body.slice(i, i + 5).padEnd(5, ascii85 ? "u" : "~");
    let n = 0;
    for (const c of chunk) {
      const v = ascii85 ? c.charCodeAt(0) - 33 : B85.indexOf(c);
      if (v < 0 || v > 84) return undefined;
      n = n * 85 + v;
    }
    if (n > 0xffffffff) return undefined;
    const bytes = [n >>> 24, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];
    out.push(...bytes.slice(0, Math.min(4, body.length - i - 1)));
  }
  return asText(Uint8Array.from(out));
}

/** Code points written as digits in `radix`, as text when it looks like text. */
export function fromCodePoints(digits: readonly string[], radix: number): string | undefined {
  const cps = digits.map((d) => Number.parseInt(d, radix)).filter((n) => n >= 0 && n < 0x110000);
  if (cps.length < 4) return undefined;
  const text = String.fromCodePoint(...cps);
  return textLike(text) ? text : undefined;
}

/** Percent-encoded bytes (`%63%75%72%6c`) as text when they look like text. */
export function fromPercent(s: string): string | undefined {
  return asText(Uint8Array.from(s.slice(1).split("%"), (h) => Number.parseInt(h, 16)));
}

/** HTML character references (`&#99;&#x75;…`) as text when they look like text. */
export function fromEntities(s: string): string | undefined {
  const cps = s
    .split(";")
    .filter((e) => e.startsWith("&#"))
    .map((e) =>
      e[2] === "x" || e[2] === "X" ? Number.parseInt(e.slice(3), 16) : Number.parseInt(e.slice(2), 10),
    )
    .filter((n) => n >= 0 && n < 0x110000);
  if (cps.length < 4) return undefined;
  const text = String.fromCodePoint(...cps);
  return textLike(text) ? text : undefined;
}

/** ROT13 of the ASCII letters. */
export function rot13(s: string): string {
  return s.replace(/[A-Za-z]/g, (c) => {
    const base = c <= "Z" ? 65 : 97;
    return String.fromCharCode(((c.charCodeAt(0) - base + 13) % 26) + base);
  });
}
