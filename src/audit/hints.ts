// One pass over a file finds every rule's hint words (Aho–Corasick over ASCII, case-folded), so a
// rule's expression runs only on the lines that hold one of its words, and not at all on a file
// without them. This is what keeps the audit of hundreds of skills well under a second: running
// twenty expressions over every character of every file cost several times the whole budget.

/** For each hint set (one per rule), the 0-based indexes in the text where one of its words ends. */
export interface HintMatcher {
  readonly scan: (text: string) => number[][];
}

const ALPHABET = 128;

/** Builds a matcher for `sets[i]`: lowercase ASCII words (a word may hold any ASCII but NUL). */
export function hintMatcher(sets: readonly (readonly string[])[]): HintMatcher {
  const next: number[][] = [new Array(ALPHABET).fill(-1)];
  const outputs: Set<number>[] = [new Set()];
  sets.forEach((words, set) => {
    for (const word of words) {
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
  const table = new Int32Array(next.length * ALPHABET);
  for (let s = 0; s < next.length; s++) table.set(next[s]!, s * ALPHABET);
  const out = outputs.map((o) => [...o]);
  const hasOut = Uint8Array.from(out, (o) => (o.length > 0 ? 1 : 0));
  return {
    scan(text) {
      const found: number[][] = sets.map(() => []);
      let s = 0;
      for (let i = 0; i < text.length; i++) {
        let c = text.charCodeAt(i);
        if (c >= ALPHABET) c = 0;
        else if (c >= 65 && c <= 90) c |= 0x20;
        s = table[s * ALPHABET + c]!;
        if (hasOut[s] === 1) for (const set of out[s]!) found[set]!.push(i);
      }
      return found;
    },
  };
}
