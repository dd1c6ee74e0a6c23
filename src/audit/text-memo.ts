// Answers of a pure test of a piece of a file's text, kept by that piece's text: a long line made of one
// fragment repeated asks the same windows again and again (the words before each verb, each sentence on the
// grid), and once V8 stops optimising expressions each window read costs microseconds per character.

/** At most this many answers are kept per file; then they are forgotten at once (a text of distinct windows). */
const CAP = 4096;

/**
 * `test`, its answers kept per file object by the text asked about: the same answer as `test(text)`, since
 * `test` reads nothing else. The keys die with the file (a window's text may hold its file's whole text alive).
 */
export function memoByText<T>(test: (text: string) => T): (file: object, text: string) => T {
  const byFile = new WeakMap<object, Map<string, T>>();
  return (file, text) => {
    let kept = byFile.get(file);
    if (!kept) {
      kept = new Map();
      byFile.set(file, kept);
    }
    if (kept.has(text)) return kept.get(text) as T;
    const value = test(text);
    if (kept.size >= CAP) kept.clear();
    kept.set(text, value);
    return value;
  };
}

const sets = new WeakMap<object, Map<object, Set<string>>>();

/**
 * A set of texts kept per file object and key object (an expression): what a caller found true of them, such as
 * "no match in it". It dies with the file; past CAP texts it starts again empty.
 */
export function textSet(file: object, key: object): { has(text: string): boolean; add(text: string): void } {
  let byKey = sets.get(file);
  if (!byKey) {
    byKey = new Map();
    sets.set(file, byKey);
  }
  let set = byKey.get(key);
  if (!set) {
    set = new Set();
    byKey.set(key, set);
  }
  const kept = set;
  return {
    has: (text) => kept.has(text),
    add: (text) => {
      if (kept.size >= CAP) kept.clear();
      kept.add(text);
    },
  };
}
