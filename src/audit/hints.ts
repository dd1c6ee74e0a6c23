// One pass over a file finds every rule's hint words (Aho–Corasick over ASCII, case-folded), so a
// rule's expression runs only on the lines that hold one of its words, and not at all on a file
// without them. This is what keeps the audit of hundreds of skills well under a second: running
// twenty expressions over every character of every file cost several times the whole budget.

/** For each hint set (one per rule), the 0-based indexes in the text where one of its words ends. */
export interface HintMatcher {
  readonly scan: (text: string) => number[][];
}

const ALPHABET = 128;

/**
 * The `@` of an e-mail address with the word character after it (`name@host`): a lone `@` would pick
 * every decorator, scoped package and mention too.
 */
export const ADDRESS_AT: readonly string[] = [..."abcdefghijklmnopqrstuvwxyz0123456789_-"].map(
  (c) => `@${c}`,
);

/** The full transition table over ASCII of the Aho–Corasick automaton of `sets`, and each state's sets. */
function automaton(sets: readonly (readonly string[])[]): { next: number[][]; outputs: Set<number>[] } {
  const next: number[][] = [new Array(ALPHABET).fill(-1)];
  const outputs: Set<number>[] = [new Set()];
  sets.forEach((words, set) => {
    for (const word of words) {
      // The empty word ends at every character: a rule with it would read every line, never a hint's
      // (a list written "a||b" once cost more than the whole decoder).
      if (word === "") throw new TypeError("a hint word must not be empty");
      let s = 0;
      for (let i = 0; i < word.length; i++) {
        const c = word.charCodeAt(i);
        if (c === 0 || c >= ALPHABET || (c >= 65 && c <= 90))
          throw new TypeError(`hint '${word}' must be lowercase ASCII`);
        if (next[s]![c] === -1) {
          next[s]![c] = next.length;
          next.push(new Array(ALPHABET).fill(-1));
          outputs.push(new Set());
        }
        s = next[s]![c]!;
      }
      outputs[s]!.add(set);
    }
  });
  // Breadth-first: failure links, outputs inherited along them, and a full transition table.
  const fail = new Array<number>(next.length).fill(0);
  const queue: number[] = [];
  for (let c = 0; c < ALPHABET; c++) {
    const t = next[0]![c]!;
    if (t === -1) next[0]![c] = 0;
    else queue.push(t);
  }
  while (queue.length > 0) {
    const s = queue.shift()!;
    for (const o of outputs[fail[s]!]!) outputs[s]!.add(o);
    for (let c = 0; c < ALPHABET; c++) {
      const t = next[s]![c]!;
      if (t === -1) next[s]![c] = next[fail[s]!]![c]!;
      else {
        fail[t] = next[fail[s]!]![c]!;
        queue.push(t);
      }
    }
  }
  return { next, outputs };
}

/** Builds a matcher for `sets[i]`: non-empty lowercase ASCII words (any ASCII but NUL). */
export function hintMatcher(sets: readonly (readonly string[])[]): HintMatcher {
  const { next, outputs } = automaton(sets);
  // The characters of the words are numbered 1…K-1 (a capital shares its letter's number); every other
  // character is 0 and leads back to the root from any state. A table of states × K instead of × 128
  // fits the cache: the scan is one lookup a character, a few times faster than the plain table was.
  const classOf = new Uint8Array(ALPHABET);
  let classes = 1;
  const rep = [0];
  for (const words of sets)
    for (const word of words)
      for (let i = 0; i < word.length; i++) {
        const c = word.charCodeAt(i);
        if (classOf[c] === 0) {
          classOf[c] = classes++;
          rep.push(c);
        }
      }
  for (let c = 65; c <= 90; c++) classOf[c] = classOf[c | 0x20]!;
  const out = outputs.map((o) => [...o]);
  // Entries are the next state times K (the row's offset), and minus that minus one when the state has outputs.
  const table = new Int32Array(next.length * classes);
  for (let s = 0; s < next.length; s++)
    for (let k = 0; k < classes; k++) {
      const t = next[s]![rep[k]!]!;
      table[s * classes + k] = out[t]!.length > 0 ? -(t * classes) - 1 : t * classes;
    }
  return {
    scan(text) {
      const found: number[][] = sets.map(() => []);
      let row = 0;
      for (let i = 0; i < text.length; i++) {
        const c = text.charCodeAt(i);
        const t = table[row + (c < ALPHABET ? classOf[c]! : 0)]!;
        if (t >= 0) row = t;
        else {
          row = -t - 1;
          for (const set of out[row / classes]!) found[set]!.push(i);
        }
      }
      return found;
    },
  };
}
