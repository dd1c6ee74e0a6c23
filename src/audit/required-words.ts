import { hintMatcher } from "./hints.js";
import type { AuditGate, AuditLine } from "./rule-types.js";

// The words an expression cannot match without: read off its source, so a line (or span) holding none of
// them is never handed to it. V8 compiles the expressions it meets after a process has made ~1 MB of
// expression code without optimisation (no look-ahead skipping: every alternative tried at every
// character); in a long audit that is most of them, and a word gate in JavaScript is what keeps them cheap.

/**
 * What every match holds: one of `words` (lowercase ASCII), or, with `other`, a character outside ASCII
 * (an alternative written in another script). Undefined when the source names neither.
 */
type Need =
  | { readonly words: readonly string[]; readonly other: boolean; readonly chars?: readonly string[] }
  | undefined;

/** How rare a word is in text, roughly: its length, two more with a character that is not a letter (`.kube`, `id_`). */
const rarity = (w: string): number => w.length + (/[^a-z]/.test(w) ? 2 : 0);

/** A character outside ASCII alone is rarer in this text than any word; with words, it is one more chance. */
const score = (n: NonNullable<Need>): number =>
  n.words.length === 0 ? 50 : Math.min(...n.words.map(rarity)) + (n.words.length === 1 && !n.other ? 2 : 0);

/**
 * Which of two needs lets fewer lines through: the one whose commonest word is rarer, a single word
 * counting two more than a set of them (each word of a set is another chance to be in a line).
 */
const better = (a: Need, b: Need): Need => {
  // A word of one character is in most lines: no gate is cheaper than that one.
  if (b === undefined || b.words.some((w) => w.length < 2)) return a;
  if (a === undefined) return b;
  return score(b) > score(a) || (score(b) === score(a) && b.words.length < a.words.length) ? b : a;
};

/** Every branch must name a need, or the alternation names none. */
const union = (branches: readonly Need[]): Need => {
  if (!branches.every((b) => b !== undefined)) return undefined;
  const others = branches.filter((b) => b!.other);
  const words = [...new Set(branches.flatMap((b) => b!.words))];
  if (others.length === 0) return { words, other: false };
  // The characters outside ASCII one of which a match holds, when every such branch names its own.
  const named = others.every((b) => b!.chars !== undefined);
  return named
    ? { words, other: true, chars: [...new Set(others.flatMap((b) => b!.chars!))] }
    : { words, other: true };
};

/** An escaped character that stands for itself (punctuation); letters and digits are classes or codes. */
const LITERAL_ESCAPE = /^[^\w\s]$/;

class Reader {
  at = 0;
  constructor(
    readonly src: string,
    readonly sets: boolean,
  ) {}
  fail(): never {
    throw new TypeError(`required words: cannot read /${this.src.slice(0, 60)}/ at ${this.at}`);
  }

  /** alternative ('|' alternative)* up to a ')' or the end. */
  alternation(): Need {
    const branches = [this.sequence()];
    while (this.src[this.at] === "|") {
      this.at++;
      branches.push(this.sequence());
    }
    return union(branches);
  }

  /** Atoms one after another: runs of plain characters are words, a required group gives its own. */
  sequence(): Need {
    let best: Need;
    let run = "";
    const end = () => {
      if (run !== "") best = better(best, { words: [run], other: false });
      run = "";
    };
    while (this.at < this.src.length && this.src[this.at] !== "|" && this.src[this.at] !== ")") {
      const atom = this.atom();
      const q = this.quantifier();
      if (atom.char !== undefined && q.min >= 1) {
        run += atom.char;
        if (q.max !== 1) end(); // `a+`: one a is sure, what follows may come after more
      } else {
        end();
        if (q.min >= 1) best = better(best, atom.need);
      }
    }
    end();
    return best;
  }

  /** One atom: a plain character (folded to lowercase ASCII), or what a group or look-around needs. */
  atom(): { char?: string; need: Need } {
    const c = this.src[this.at++]!;
    if (c === "(") return this.group();
    if (c === "[") {
      // `[oO]`: one letter in either case is that letter, capitals folded.
      const pair = /^([a-zA-Z])([a-zA-Z])\]/.exec(this.src.slice(this.at, this.at + 3));
      if (pair && pair[1]!.toLowerCase() === pair[2]!.toLowerCase()) {
        this.at += 3;
        return plain(pair[1]!);
      }
      this.skipClass();
      return { need: undefined };
    }
    if (c === "\\") {
      const e = this.src[this.at++];
      if (e === undefined) this.fail();
      if (e === "p" || e === "P" || e === "k") this.skipBraces();
      else if (e === "x") this.at += 2;
      else if (e === "u") {
        if (this.src[this.at] === "{") this.skipBraces();
        else this.at += 4;
      } else if (e === "c") this.at++;
      else if (LITERAL_ESCAPE.test(e)) return plain(e);
      return { need: undefined };
    }
    if (c === "." || c === "^" || c === "$") return { need: undefined };
    if (c === "*" || c === "+" || c === "?" || c === "{" || c === "}" || c === "]") this.fail();
    return plain(c);
  }

  group(): { need: Need } {
    let negative = false;
    if (this.src[this.at] === "?") {
      const kind = this.src.slice(this.at, this.at + 3);
      if (kind.startsWith("?:")) this.at += 2;
      else if (kind.startsWith("?=") || kind.startsWith("?!")) {
        negative = kind[1] === "!";
        this.at += 2;
      } else if (kind === "?<=" || kind === "?<!") {
        negative = kind[2] === "!";
        this.at += 3;
      } else if (kind.startsWith("?<")) {
        const close = this.src.indexOf(">", this.at);
        if (close < 0) this.fail();
        this.at = close + 1;
      } else this.fail(); // modifiers `(?i:…)` and the like: not read here
    }
    const need = this.alternation();
    if (this.src[this.at] !== ")") this.fail();
    this.at++;
    // A look-around's text is in the subject, not the match: only a positive one is sure to be there.
    return { need: negative ? undefined : need };
  }

  quantifier(): { min: number; max: number } {
    const c = this.src[this.at];
    let q = { min: 1, max: 1 };
    if (c === "?" || c === "*" || c === "+") {
      this.at++;
      q = { min: c === "+" ? 1 : 0, max: c === "?" ? 1 : Number.POSITIVE_INFINITY };
    } else if (c === "{") {
      const m = /^\{(\d+)(,(\d*))?\}/.exec(this.src.slice(this.at));
      if (!m) this.fail();
      this.at += m[0].length;
      const min = Number(m[1]);
      q = { min, max: m[2] === undefined ? min : m[3] === "" ? Number.POSITIVE_INFINITY : Number(m[3]) };
    } else return q;
    if (this.src[this.at] === "?") this.at++; // lazy: the same counts
    return q;
  }

  skipClass(): void {
    while (this.at < this.src.length && this.src[this.at] !== "]") {
      if (this.src[this.at] === "\\") this.at++;
      if (this.sets && this.src[this.at] === "[") this.fail(); // a nested class (`v` flag): not read here
      this.at++;
    }
    if (this.src[this.at] !== "]") this.fail();
    this.at++;
  }

  skipBraces(): void {
    if (this.src[this.at] !== "{") return;
    const close = this.src.indexOf("}", this.at);
    if (close < 0) this.fail();
    this.at = close + 1;
  }
}

/**
 * A character a word may hold: printable ASCII, capitals folded (a hint word is lowercase). One outside
 * ASCII is a need of its own: the line must hold such a character.
 */
const plain = (c: string): { char?: string; need: Need } => {
  const code = c.charCodeAt(0);
  if (code >= 0x20 && code < 0x7f) return { char: c.toLowerCase(), need: undefined };
  if (code < 0x80) return { need: undefined };
  // Half of a surrogate pair is not one character under `u`: any character outside ASCII lets a line through.
  return {
    need:
      code >= 0xd800 && code <= 0xdfff ? { words: [], other: true } : { words: [], other: true, chars: [c] },
  };
};

/**
 * What every match of an expression holds: one of `words`, or (with `other`) a character outside ASCII, one of
 * `chars` when given (as the expression's flags match them: capitals folded under `i`).
 */
export interface RequiredWords {
  readonly words: readonly string[];
  readonly other: boolean;
  readonly chars?: readonly string[];
}

const cache = new WeakMap<RegExp, RequiredWords | null>();

/**
 * Lowercase ASCII words, one of which every match of `re` holds (capitals folded), and whether a match may
 * hold a character outside ASCII instead (`other`); undefined when its source names none (an alternative
 * made only of classes, a word of one character, a `v` class). For each alternative it takes the rarest
 * plain run or required group (of words of two characters or more). Under `i` with `u` (or `v`), `ſ` and
 * the Kelvin sign match `s` and `k`: a gate lets a line with a character outside ASCII through for those
 * too (`foldsOutsideAscii`).
 */
export function requiredWords(re: RegExp): RequiredWords | undefined {
  let got = cache.get(re);
  if (got === undefined) {
    got = null;
    try {
      const reader = new Reader(re.source, re.flags.includes("v"));
      const need = reader.alternation();
      if (reader.at !== re.source.length) reader.fail();
      if (need?.words.every((w) => w.length >= 2)) got = need;
    } catch {
      got = null;
    }
    cache.set(re, got);
  }
  return got ?? undefined;
}

/** Whether `re` folds a character outside ASCII onto a letter of a word (`i` with `u` or `v`). */
export const foldsOutsideAscii = (re: RegExp): boolean =>
  re.ignoreCase && (re.unicode || re.flags.includes("v"));

/** The lines that may hold a match of `re` under `gate` (every line without one). */
export const linesFor = <L extends AuditLine>(
  re: RegExp,
  lines: readonly L[],
  gate?: AuditGate,
): readonly L[] => (gate ? lines.filter((l) => gate(re, l.index, l.index + l.text.length)) : lines);

/** The spans [from, to) of the text that may hold a match of `re` under `gate` (all of them without one). */
export const spansFor = <S extends { readonly from: number; readonly to: number }>(
  re: RegExp,
  spans: readonly S[],
  gate?: AuditGate,
): readonly S[] => (gate ? spans.filter((b) => gate(re, b.from, b.to)) : spans);

/** `ſ` and the Kelvin sign: under `i` with `u` they are `s` and `k`, letters of a required word. */
const FOLDS_TO_ASCII = /[\u017f\u212a]/;

/**
 * A test for a piece of text read outside the scanner's pass (a line, a sentence): false when `re` cannot
 * match in it, because it holds none of the required words (capitals folded) and none of the characters
 * outside ASCII a match may hold instead. The scanner's gate asks the same of its hint pass.
 */
export function mayMatchIn(re: RegExp): (text: string) => boolean {
  const need = requiredWords(re);
  if (need === undefined) return () => true;
  const words = need.words.length > 0 ? hintMatcher([need.words]) : undefined;
  const folds = foldsOutsideAscii(re);
  const flags = `${re.ignoreCase ? "i" : ""}${re.unicode || re.flags.includes("v") ? "u" : ""}`;
  // The named characters under the expression's own case flags; the two folding signs as themselves (a
  // class of them under `iu` would match every s and k).
  const named = need.other
    ? need.chars
      ? new RegExp(`[${need.chars.join("")}]`, flags)
      : /[^\x00-\x7f]/
    : undefined;
  return (text) =>
    named?.test(text) === true ||
    (folds && FOLDS_TO_ASCII.test(text)) ||
    (words !== undefined && words.any(text));
}

/**
 * `re.test`, asked only of a text mayMatchIn lets through: the same answer, and a giant never compiled for a
 * text that holds none of its words or characters.
 */
export function gatedTest(re: RegExp): (text: string) => boolean {
  const may = mayMatchIn(re);
  return (text) => may(text) && re.test(text);
}
