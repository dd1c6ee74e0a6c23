// One pass over a file finds every rule's hint words (Aho–Corasick over ASCII, case-folded), so a
// rule's expression runs only on the lines that hold one of its words, and not at all on a file
// without them. This is what keeps the audit of hundreds of skills well under a second: running
// twenty expressions over every character of every file cost several times the whole budget.
import { escapeRe } from "./text.js";

/** For each hint set (one per rule), the 0-based indexes in the text where one of its words ends. */
export interface HintMatcher {
  /** Lists to read, never to write: a set with no end shares one frozen empty list. */
  readonly scan: (text: string) => number[][];
  /** Whether a word of any set ends in `text`: the scan's answer, stopped at the first end. */
  readonly any: (text: string) => boolean;
}

const ALPHABET = 128;
/** A text this long or longer is scanned as two halves in step (see scan). */
const SPLIT_AT = 2048;
/** Characters by how often text holds them, roughly (English letters, then code's). */
const FREQUENT_FIRST = [..." etaoinsrhldcumfpgwybvkxjqz_-./0123456789"].map((c) => c.charCodeAt(0));

/** A hint list written as one `a|b|c` string (a word may hold any character but the bar). */
export const words = (list: string): readonly string[] => list.split("|");

/** Every `lead tail` pair of two `|` lists: a verb before each of its objects, an adjective before each noun. */
export const pairs = (leads: string, tails: string): readonly string[] =>
  words(leads).flatMap((lead) => words(tails).map((tail) => `${lead} ${tail}`));

/**
 * The `@` of an e-mail address with the word character after it (`name@host`): a lone `@` would pick
 * every decorator, scoped package and mention too.
 */
export const ADDRESS_AT: readonly string[] = [..."abcdefghijklmnopqrstuvwxyz0123456789_-"].map(
  (c) => `@${c}`,
);

/**
 * The characters of the words numbered 1…K-1 (a capital shares its letter's number); every other
 * character is 0 and leads back to the root from any state. Throws on a word that is empty or not
 * lowercase ASCII.
 */
function characterClasses(sets: readonly (readonly string[])[]): { classOf: Uint8Array; classes: number } {
  const used = new Uint8Array(ALPHABET);
  for (const words of sets)
    for (const word of words) {
      // The empty word ends at every character: a rule with it would read every line, never a hint's
      // (a list written "a||b" once cost more than the whole decoder).
      if (word === "") throw new TypeError("a hint word must not be empty");
      for (let i = 0; i < word.length; i++) {
        const c = word.charCodeAt(i);
        if (c === 0 || c >= ALPHABET || (c >= 65 && c <= 90))
          throw new TypeError(`hint '${word}' must be lowercase ASCII`);
        used[c] = 1;
      }
    }
  // Text's common characters first: the entries a scan reads share a row's first cache lines.
  const classOf = new Uint8Array(ALPHABET);
  let classes = 1;
  for (const c of FREQUENT_FIRST) if (used[c] === 1 && classOf[c] === 0) classOf[c] = classes++;
  for (let c = 1; c < ALPHABET; c++) if (used[c] === 1 && classOf[c] === 0) classOf[c] = classes++;
  for (let c = 65; c <= 90; c++) classOf[c] = classOf[c | 0x20]!;
  return { classOf, classes };
}

/**
 * How a table entry is written: the next state's number, or `unknown` until a scan first needs it. The states
 * that end a word are numbered last, from `end` on, so one comparison says whether a step ends a word. Two
 * bytes an entry while the states fit in 16 bits (~34 000 states today), four beyond: the word-ending bit this
 * table once kept in each entry left 15 bits, and once the rules' words passed ~32 000 states every entry took
 * four bytes (a table twice the size, read between other rules' work, took the hint pass from ~10 to ~28 ns a
 * character of the corpus).
 */
interface Entries {
  readonly table: Uint16Array | Uint32Array;
  readonly end: number;
  readonly unknown: number;
}

function entries(size: number, states: number, end: number): Entries {
  if (states <= 0xffff) return { table: new Uint16Array(size).fill(0xffff), end, unknown: 0xffff };
  return { table: new Uint32Array(size).fill(0xffffffff), end, unknown: 0xffffffff };
}

/**
 * The Aho–Corasick automaton of `sets` as one table of states × K (K character classes), filled on
 * first use: entry `s * K + k` is the next state (see Entries). `out[state]` lists the sets whose words
 * end there. Building every row up front (~15 000 states × ~65 classes) was most of a one-off audit's
 * start; a scan of a file needs a few thousand entries, each found once per process.
 */
function automaton(
  sets: readonly (readonly string[])[],
  classOf: Uint8Array,
  K: number,
): Entries & { fail: Int32Array; out: (readonly number[] | undefined)[] } {
  let chars = 0;
  for (const words of sets) for (const word of words) chars += word.length;
  // The trie, each state with its parent, its class and its depth (0 is the root, nobody's child).
  const cap = chars + 1;
  const child = new Int32Array(cap * K);
  const parent = new Int32Array(cap);
  const via = new Uint8Array(cap);
  const depth = new Uint16Array(cap);
  const own: (number[] | undefined)[] = [];
  let states = 1;
  let deepest = 0;
  sets.forEach((words, set) => {
    for (const word of words) {
      let s = 0;
      for (let i = 0; i < word.length; i++) {
        const k = classOf[word.charCodeAt(i)]!;
        let t = child[s * K + k]!;
        if (t === 0) {
          t = states++;
          child[s * K + k] = t;
          parent[t] = s;
          via[t] = k;
          depth[t] = depth[s]! + 1;
          if (depth[t]! > deepest) deepest = depth[t]!;
        }
        s = t;
      }
      const o = own[s];
      if (o === undefined) own[s] = [set];
      else if (!o.includes(set)) o.push(set);
    }
  });
  // States by depth, so a state's failure state (shallower) is done before it.
  const first = new Int32Array(deepest + 2);
  for (let t = 1; t < states; t++) first[depth[t]! + 1]!++;
  for (let d = 1; d <= deepest + 1; d++) first[d]! += first[d - 1]!;
  const order = new Int32Array(states);
  for (let t = 1; t < states; t++) order[first[depth[t]!]!++] = t;
  const failOf = new Int32Array(states);
  const outOf: (readonly number[] | undefined)[] = new Array(states).fill(undefined);
  for (let i = 0; i < states - 1; i++) {
    const t = order[i]!;
    const k = via[t]!;
    let f = 0;
    if (parent[t] !== 0) {
      f = failOf[parent[t]!]!;
      while (f !== 0 && child[f * K + k] === 0) f = failOf[f]!;
      f = child[f * K + k]!;
    }
    failOf[t] = f;
    // Its sets are its own and its failure state's (shared, not copied, when it has none of its own).
    const mine = own[t];
    const inherited = outOf[f];
    outOf[t] = mine === undefined ? inherited : inherited ? [...new Set([...mine, ...inherited])] : mine;
  }
  return renumbered(order, failOf, outOf, child, parent, via, K);
}

/**
 * The table, failure states and sets of `automaton` with states numbered in `order` (by depth), those that end
 * no word first and those that end one after them (from `end` on, each part by depth): the shallow states,
 * where a scan spends almost all its steps, share the table's first rows. Numbered word by word they were
 * spread over all of it (~3.5 MB), and a scan run between other rules' work missed the cache at almost every
 * step: the hint pass over the corpus took twice as long inside the audit as alone. Entries are state numbers,
 * two bytes each (a row offset took four): the rows a scan reads between other rules' work take half the cache.
 */
function renumbered(
  order: Int32Array,
  failOf: Int32Array,
  outOf: readonly (readonly number[] | undefined)[],
  child: Int32Array,
  parent: Int32Array,
  via: Uint8Array,
  K: number,
): Entries & { fail: Int32Array; out: (readonly number[] | undefined)[] } {
  const states = order.length;
  const rank = new Int32Array(states);
  let next = 1;
  for (let i = 0; i < states - 1; i++) if (outOf[order[i]!] === undefined) rank[order[i]!] = next++;
  const end = next;
  for (let i = 0; i < states - 1; i++) if (outOf[order[i]!] !== undefined) rank[order[i]!] = next++;
  const fail = new Int32Array(states);
  const out: (readonly number[] | undefined)[] = new Array(states).fill(undefined);
  for (let t = 1; t < states; t++) {
    fail[rank[t]!] = rank[failOf[t]!]!;
    out[rank[t]!] = outOf[t];
  }
  const e = entries(states * K, states, end);
  const table = e.table;
  // Known now: the root's row, every trie edge, and the classes no word uses (back to the root).
  for (let k = 0; k < K; k++) table[k] = rank[child[k]!]!;
  for (let t = 1; t < states; t++) {
    table[rank[parent[t]!]! * K + via[t]!] = rank[t]!;
    table[rank[t]! * K] = 0;
  }
  return { ...e, fail, out };
}

/**
 * A matcher's tables, handed to the one scanning function as an argument. Each matcher's own closures
 * (one code shared by every matcher: the scanner's, the gates', the lead words') made V8 run the scan
 * for all of them slower once it met more than one (~1.4x in a bench mixing the scanner's and a gate's).
 */
interface Tables {
  readonly table: Uint16Array | Uint32Array;
  readonly classOf: Uint8Array;
  readonly classes: number;
  readonly end: number;
  readonly unknown: number;
  readonly out: readonly (readonly number[] | undefined)[];
  /** Works out an entry not known yet (the root's row is complete). */
  readonly entry: (state: number, k: number) => number;
  readonly sets: number;
  readonly longest: number;
}

/** One state step: the next state, its sets' ends recorded at `i` when `i >= from`. */
function step(m: Tables, state: number, c: number, i: number, from: number, found: number[][]): number {
  const k = c < ALPHABET ? m.classOf[c]! : 0;
  let t = m.table[state * m.classes + k]!;
  if (t < m.end) return t;
  if (t === m.unknown) {
    t = m.entry(state, k);
    if (t < m.end) return t;
  }
  if (i >= from)
    for (const set of m.out[t]!) {
      const list = found[set]!;
      if (list === NONE) found[set] = [i];
      else list.push(i);
    }
  return t;
}

/**
 * The one list of a set no word of which ends in the text, shared (frozen: a caller never writes to one). A list
 * per set per scan (~250 sets, ~2,000 scans a corpus pass, most sets empty) was garbage made for nothing.
 */
const NONE: number[] = Object.freeze([]) as unknown as number[];
const emptyLists = (n: number): number[][] => new Array<number[]>(n).fill(NONE);

function scanWith(m: Tables, text: string): number[][] {
  const found = emptyLists(m.sets);
  const n = text.length;
  if (n < SPLIT_AT) {
    let state = 0;
    for (let i = 0; i < n; i++) state = step(m, state, text.charCodeAt(i), i, 0, found);
    return found;
  }
  // Two halves in step: each step waits for its table entry (a cache miss, between other rules'
  // work), and the two halves' waits overlap. The second starts a longest word early, from the
  // root, so a word across the middle is found whole; it records ends from the middle on.
  const half = n >> 1;
  const later = emptyLists(m.sets);
  let first = 0;
  let second = 0;
  let b = half - m.longest + 1;
  for (let i = 0; i < half; i++, b++) {
    first = step(m, first, text.charCodeAt(i), i, 0, found);
    second = step(m, second, text.charCodeAt(b), b, half, later);
  }
  for (; b < n; b++) second = step(m, second, text.charCodeAt(b), b, half, later);
  for (let set = 0; set < found.length; set++) {
    const more = later[set]!;
    if (more === NONE) continue;
    if (found[set] === NONE) found[set] = more;
    else for (const i of more) found[set]!.push(i);
  }
  return found;
}

/** Whether some word ends in `text` (a word's end, as the scan finds it: the same answer as a scan's lists). */
function anyWith(m: Tables, text: string): boolean {
  let state = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    const k = c < ALPHABET ? m.classOf[c]! : 0;
    let t = m.table[state * m.classes + k]!;
    if (t === m.unknown) t = m.entry(state, k);
    if (t >= m.end) return true;
    state = t;
  }
  return false;
}

/** Builds a matcher for `sets[i]`: non-empty lowercase ASCII words (any ASCII but NUL). */
export function hintMatcher(sets: readonly (readonly string[])[]): HintMatcher {
  const { classOf, classes } = characterClasses(sets);
  const { table, end, unknown, fail, out } = automaton(sets, classOf, classes);
  // An entry not worked out yet is the failure state's (the root's row is complete).
  const entry = (state: number, k: number): number => {
    const at = state * classes + k;
    let t = table[at]!;
    if (t === unknown) {
      t = entry(fail[state]!, k);
      table[at] = t;
    }
    return t;
  };
  let longest = 0;
  for (const words of sets) for (const word of words) longest = Math.max(longest, word.length);
  const tables: Tables = { table, classOf, classes, end, unknown, out, entry, sets: sets.length, longest };
  return { scan: (text) => scanWith(tables, text), any: (text) => anyWith(tables, text) };
}

/**
 * An expression whose matches, tried at every index, end where the hint scan finds `words` end: ASCII letters of
 * either case and nothing outside ASCII match them (case-insensitive without `u`, as the scan folds), and with no
 * word the start of another at most one matches at an index (undefined otherwise: the scan is used).
 */
export function wordFinder(words: readonly string[]): RegExp | undefined {
  const list = [...new Set(words)];
  if (list.some((a) => list.some((b) => a !== b && b.startsWith(a)))) return undefined;
  return new RegExp(list.map(escapeRe).join("|"), "gi");
}

/** Where `finder`'s matches end in `text` (indexes of their last characters), ascending, each once, overlapping ones too. */
export function wordEnds(finder: RegExp, text: string): number[] {
  const ends: number[] = [];
  finder.lastIndex = 0;
  for (let m = finder.exec(text); m !== null; m = finder.exec(text)) {
    ends.push(m.index + m[0].length - 1);
    finder.lastIndex = m.index + 1;
  }
  finder.lastIndex = 0;
  // A word that ends another (`-` in `.-`) ends where it does: each end once, as a set.
  ends.sort((a, b) => a - b);
  return ends.filter((e, i) => i === 0 || e !== ends[i - 1]);
}
