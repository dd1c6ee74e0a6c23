import type { LengthUnit, NameRule } from "../types.js";

// The Agent Skills specification's limits (the reference validator's numbers).
export const MAX_NAME_LENGTH = 64;
export const MAX_DESCRIPTION_LENGTH = 1024;
export const MAX_COMPATIBILITY_LENGTH = 500;

const SURROGATE = /[\uD800-\uDFFF]/;

/** Code points (not UTF-16 units), or UTF-8 bytes where a profile says so. */
export function measure(s: string, unit: LengthUnit = "codepoint"): number {
  if (unit === "byte") return Buffer.byteLength(s, "utf8");
  if (!SURROGATE.test(s)) return s.length; // one unit per code point: no need to iterate
  let n = 0;
  for (const _ of s) n++;
  return n;
}

const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

/** NFKC leaves printable ASCII unchanged, so most names skip the normaliser. */
export const normalizeName = (s: string): string => {
  const t = s.trim();
  return PRINTABLE_ASCII.test(t) ? t : t.normalize("NFKC");
};

/** Exactly the names every rule accepts when written in ASCII: checked first, as most names are. */
const VALID_ASCII_NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const NO_PROBLEMS: readonly string[] = Object.freeze([]);
const UNICODE_CHARS = /^[\p{L}\p{N}-]+$/u;
const ASCII_CHARS = /^[a-z0-9-]+$/;

/** Every problem with a (normalised) name; empty when the name is valid. */
export function nameProblems(
  name: string,
  rule: NameRule = "unicode",
  unit: LengthUnit = "codepoint",
): readonly string[] {
  if (name.length <= MAX_NAME_LENGTH && VALID_ASCII_NAME.test(name)) return NO_PROBLEMS;
  const problems: string[] = [];
  if (name === "") return ["it is empty"];
  const length = measure(name, unit);
  if (length > MAX_NAME_LENGTH) {
    problems.push(
      `it is ${length} ${unit === "byte" ? "bytes" : "characters"} long (at most ${MAX_NAME_LENGTH})`,
    );
  }
  if (name !== name.toLowerCase()) problems.push("it must be lowercase");
  if (name.startsWith("-") || name.endsWith("-")) problems.push("it cannot start or end with a hyphen");
  if (name.includes("--")) problems.push("it cannot contain consecutive hyphens");
  if (rule === "ascii" ? !ASCII_CHARS.test(name.toLowerCase()) : !UNICODE_CHARS.test(name)) {
    problems.push(
      rule === "ascii"
        ? "only ASCII letters a-z, digits and hyphens are allowed"
        : "only letters, digits and hyphens are allowed",
    );
  }
  return problems;
}

/**
 * Turns a human title into a valid skill name, or undefined when nothing usable is left.
 * `&` becomes `and`; ASCII letters and digits are kept (lowercased); spaces and hyphens become
 * single hyphens; everything else is dropped.
 */
export function slugifySkillName(title: string): string | undefined {
  let out = "";
  for (const ch of transliterate(title).replace(/&/g, " and ")) {
    if (/[A-Za-z0-9]/.test(ch)) out += ch.toLowerCase();
    else if (ch === "-" || /\s/.test(ch)) {
      if (out !== "" && !out.endsWith("-")) out += "-";
    }
  }
  out = trimHyphens(trimHyphens(out).slice(0, MAX_NAME_LENGTH));
  return out === "" ? undefined : out;
}

const trimHyphens = (s: string): string => s.replace(/^-+|-+$/g, "");

// Letters NFKD does not split into a base letter and a mark.
const LETTERS: Readonly<Record<string, string>> = {
  ß: "ss",
  æ: "ae",
  Æ: "AE",
  ø: "o",
  Ø: "O",
  œ: "oe",
  Œ: "OE",
  đ: "d",
  Đ: "D",
  ł: "l",
  Ł: "L",
  þ: "th",
  Þ: "TH",
  ð: "d",
  Ð: "D",
  ı: "i",
};

/** Latin letters with accents as their base letters ("Résumé" → "Resume"); other scripts unchanged. */
export function transliterate(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .replace(/[ßæÆøØœŒđĐłŁþÞðÐı]/g, (c) => LETTERS[c] ?? c);
}
