// Bundled scripts: a skill that ships its CLI as one esbuild or webpack file carries its dependencies'
// code inside it, each module under a comment naming its path (`// node_modules/axios/lib/axios.js`,
// `/***/ "./node_modules/debug/src/node.js":`). An HTTP client's `method: "post"` default or a logger's
// look at `process.env` in that vendored code is the library's, not a step of the skill's own flow.

/** A bundler's module comment: esbuild's `// path/to/module.js`, webpack's `/***\/ "./path/to/module.js":`. */
const MODULE_MARK =
  /^(?:\/\/ ((?:\.\.\/)*[\w@.-][\w@./+-]{0,300}\.[cm]?[jt]sx?)|\/\*\*\*\/ ["']((?:\.{1,2}\/)*[\w@.-][\w@./+-]{0,300})["']\s*:?)[ \t]*$/gm;
/** Code that only a bundler writes: without it, a file's `// node_modules/…` comment proves nothing. */
const BUNDLER_RUNTIME = /\b(?:__commonJS|__toESM|__webpack_require__|__esm)\b/;

/** Sorted first lines (1-based) of each module section, and whether it is vendored (under node_modules). */
type Sections = readonly { readonly line: number; readonly vendored: boolean }[];

const memo = new Map<string, Sections>();

function sectionsOf(text: string): Sections {
  let s = memo.get(text);
  if (s) return s;
  const out: { line: number; vendored: boolean }[] = [];
  if (text.includes("node_modules/") && BUNDLER_RUNTIME.test(text)) {
    let line = 1;
    let at = 0;
    for (const m of text.matchAll(MODULE_MARK)) {
      for (let i = text.indexOf("\n", at); i !== -1 && i < m.index; i = text.indexOf("\n", i + 1)) line++;
      at = m.index;
      out.push({ line, vendored: (m[1] ?? m[2]!).includes("node_modules/") });
    }
  }
  s = out.length >= 2 ? out : [];
  // A few bundles a skill at most: keep the last ones only (texts are large).
  if (memo.size >= 4) memo.delete(memo.keys().next().value!);
  memo.set(text, s);
  return s;
}

/** Whether line `line` (1-based) of `text` lies in a vendored module of a bundled file. */
export function inVendoredModule(text: string, line: number): boolean {
  const s = sectionsOf(text);
  let lo = 0;
  let hi = s.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (s[mid]!.line <= line) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found >= 0 && s[found]!.vendored;
}
