#!/usr/bin/env node
// Every character outside ASCII the audit's sources name, read mechanically: what a one-byte twin of a text
// (its characters above U+00FF replaced by stand-ins up to U+00FF, so V8 stores it one byte a character) would
// have to leave alone for no rule to tell the two apart, and how much of the corpus such a twin could reach.
//
//   node bench/audit-wide-chars.mjs [--src DIR] [--json] [--corpus] [--top N] [--sites CHARS] [--stand-ins]
//                                   [--check]
//
// DIR (default src/audit) is read file by file (.ts) with the TypeScript parser. Named are: the characters of
// every expression literal and every string or template literal (read twice, cooked and raw, as text and as
// an expression source, since word lists and fragments are joined into `new RegExp`), escapes decoded, class
// ranges whole; the Unicode properties (\p{…}) and class escapes (\s, \w under `iu`) any of them uses; hex
// literals that could be code points above U+00FF (a charCode test); the normaliser's look-alike table; and a
// character NFKC changes or that has case. A finding's `why` is shown, never matched: not read. A stand-in is
// safe for a character when neither is named.
// --corpus   the real corpus's text files, normalised as the plain pass reads them: how many hold a character
//            above U+00FF, how many of those hold only unnamed ones, which named characters keep the most text
//            two-byte, and what freeing them in turn would reach
// --sites    every place naming each of CHARS;  --stand-ins  the one-byte characters nothing names
// --check    with src/audit/wide-pairs.ts (`PAIRED`: a wide character and the one-byte stand-in it is always named
//            beside), exit 1 on a class naming one of a pair without the other; and when U+00A4 is named
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import ts from "typescript";
import { benchCorpus, corpusSkillDirs } from "./lib/corpus.mjs";

const REPO = resolve(fileURLToPath(import.meta.url), "..", "..");
const args = process.argv.slice(2);
const opt = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const SRC = resolve(opt("--src", join(REPO, "src", "audit")));
const TOP = Number(opt("--top", "25"));

/** What the sources name: code point ranges (inclusive), properties, escapes, and places to review. */
const named = {
  ranges: [],
  /** Each class (or single character outside one) of every source, as ranges: what a pairing is checked on. */
  atoms: [],
  props: new Set(),
  classes: new Set(),
  folds: false,
  codes: [],
  widthCalls: [],
};
const nameRange = (lo, hi, where) => {
  if (hi >= 0x80) named.ranges.push([Math.max(lo, 0x80), hi, where]);
};

/** Reads an expression source (or a string that may be one): every character, escape, range and class it names. */
function readSource(src, flags, where, literal) {
  if (flags.includes("i")) named.folds = true;
  const unicode = flags.includes("u") || flags.includes("v");
  let i = 0;
  /** One atom at `i`: its code point, or undefined for a class escape (\s, \p{…}); advances `i`. */
  const next = () => {
    const c = src.codePointAt(i);
    if (src[i] !== "\\") {
      i += c > 0xffff ? 2 : 1;
      return c;
    }
    const e = src[i + 1];
    i += 2;
    if (e === undefined) return 0x5c;
    if (e === "u" && src[i] === "{") {
      const end = src.indexOf("}", i);
      const cp = Number.parseInt(src.slice(i + 1, end), 16);
      i = end + 1;
      return Number.isNaN(cp) ? 0x75 : cp;
    }
    if (e === "u" && /^[0-9a-fA-F]{4}$/.test(src.slice(i, i + 4))) {
      let cp = Number.parseInt(src.slice(i, i + 4), 16);
      i += 4;
      // A surrogate pair written as two escapes names one code point.
      const low = /^\\u(d[c-f][0-9a-f]{2})/i.exec(src.slice(i));
      if (cp >= 0xd800 && cp <= 0xdbff && low) {
        cp = 0x10000 + ((cp - 0xd800) << 10) + (Number.parseInt(low[1], 16) - 0xdc00);
        i += 6;
      }
      return cp;
    }
    if (e === "x" && /^[0-9a-fA-F]{2}$/.test(src.slice(i, i + 2))) {
      i += 2;
      return Number.parseInt(src.slice(i - 2, i), 16);
    }
    if ((e === "p" || e === "P") && src[i] === "{") {
      const end = src.indexOf("}", i);
      named.props.add(src.slice(i + 1, end));
      i = end + 1;
      return undefined;
    }
    if ("sS".includes(e)) {
      named.classes.add("\\s");
      return undefined;
    }
    if ("wWbB".includes(e)) {
      // Under `i` with `u`, \w and \b take ſ and the Kelvin sign (they fold onto s and k).
      if (unicode && flags.includes("i")) named.classes.add("\\w-iu");
      return undefined;
    }
    if ("dD".includes(e)) return undefined;
    return e.codePointAt(0);
  };
  // Ranges only inside a class of an expression literal; a string may be a fragment of a class, so there any
  // `a-b` between two characters that are not syntax counts. Classes are read in strings too (`"[—\\u00a6]"`).
  let inClass = false;
  let atom = [];
  const add = (lo, hi) => {
    nameRange(lo, hi, where);
    if (inClass) atom.push([lo, hi]);
    else named.atoms.push({ ranges: [[lo, hi]], where });
  };
  const SYNTAX = "[](){}|^$*+?.,";
  while (i < src.length) {
    if (src[i] === "[" && !inClass) {
      inClass = true;
      atom = [];
      i += src[i + 1] === "^" ? 2 : 1;
      continue;
    }
    if (src[i] === "]" && inClass) {
      inClass = false;
      named.atoms.push({ ranges: atom, where });
      i++;
      continue;
    }
    const escaped = src[i] === "\\";
    const lo = next();
    if (lo === undefined) continue;
    const rangeOk = literal ? inClass : escaped || !SYNTAX.includes(String.fromCodePoint(lo));
    if (rangeOk && src[i] === "-" && i + 1 < src.length && src[i + 1] !== "]") {
      const save = i;
      i++;
      const hiEscaped = src[i] === "\\";
      const hi = next();
      if (
        hi !== undefined &&
        hi >= lo &&
        (literal || hiEscaped || !SYNTAX.includes(String.fromCodePoint(hi)))
      ) {
        add(lo, hi);
        continue;
      }
      i = save;
    }
    add(lo, lo);
  }
  if (inClass) named.atoms.push({ ranges: atom, where });
}

/** Calls whose answer can differ between a character above U+00FF and a one-byte stand-in. */
const WIDTH_CALLS =
  /^(?:toLowerCase|toUpperCase|toLocaleLowerCase|toLocaleUpperCase|normalize|localeCompare|byteLength|encodeURIComponent|encodeURI|encode|codePointAt|charCodeAt|fromCharCode|fromCodePoint|Segmenter)$/;

function readFile(path) {
  const text = readFileSync(path, "utf8");
  const file = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true);
  const rel = relative(REPO, path);
  const at = (node) => `${rel}:${file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1}`;
  const visit = (node) => {
    // A finding's `why` is text shown to a reader, never matched against a file (an arrow joining its parts).
    if (ts.isPropertyAssignment(node) && node.name.getText(file) === "why") return;
    if (node.kind === ts.SyntaxKind.RegularExpressionLiteral) {
      const t = node.text;
      const end = t.lastIndexOf("/");
      readSource(t.slice(1, end), t.slice(end + 1), at(node), true);
    } else if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      node.kind === ts.SyntaxKind.TemplateHead ||
      node.kind === ts.SyntaxKind.TemplateMiddle ||
      node.kind === ts.SyntaxKind.TemplateTail
    ) {
      // Cooked (escapes decoded: "\\u2014" in a string is an escape of the expression built) and raw (String.raw
      // keeps `\p{L}` and `\s` as written); both readings only ever name more.
      readSource(node.text, "", at(node), false);
      const raw = node.rawText ?? node.getText(file).slice(1, -1);
      if (raw !== node.text) readSource(raw, "", at(node), false);
    } else if (ts.isNumericLiteral(node)) {
      const n = Number(node.text);
      if (n >= 0x100 && n <= 0x10ffff && /^0x/i.test(node.getText(file))) named.codes.push([n, at(node)]);
    } else if (
      ts.isIdentifier(node) &&
      WIDTH_CALLS.test(node.text) &&
      ts.isPropertyAccessExpression(node.parent)
    )
      named.widthCalls.push([node.text, at(node)]);
    ts.forEachChild(node, visit);
  };
  visit(file);
}

const sources = (dir) =>
  readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    if (statSync(p).isDirectory()) return sources(p);
    return n.endsWith(".ts") && !n.endsWith(".d.ts") && !TWIN_FILES.includes(n) ? [p] : [];
  });
// The twin itself (its pairs and stand-ins) and the table written from this script are not rules' sources.
const TWIN_FILES = ["twin.ts", "wide-named.ts", "wide-pairs.ts"];
for (const path of sources(SRC)) readFile(path);

/** Compiles one of the audit's modules that imports nothing of the audit, and imports it. */
async function loadModule(name) {
  const path = join(REPO, "src", "audit", name);
  const js = ts
    .transpileModule(readFileSync(path, "utf8"), { compilerOptions: { module: ts.ModuleKind.ESNext } })
    .outputText.replaceAll("import.meta.url", JSON.stringify(pathToFileURL(path).href));
  return import(`data:text/javascript;base64,${Buffer.from(js).toString("base64")}`);
}

/** The twin's pairs (wide-pairs.ts `PAIRED`): a wide character and its one-byte stand-in, named only together. */
const PAIRS = existsSync(join(REPO, "src", "audit", "wide-pairs.ts"))
  ? [...(await loadModule("wide-pairs.ts")).PAIRED]
  : [];
const within = (ranges, cp) => ranges.some(([lo, hi]) => lo <= cp && cp <= hi);
/** Every class naming one of a pair and not the other: each is a place where the twin could be told apart. */
const unpaired = [];
for (const { ranges, where } of named.atoms)
  for (const [wide, stand] of PAIRS)
    if (within(ranges, wide) !== within(ranges, stand))
      unpaired.push(
        `${where}: names U+${wide.toString(16).toUpperCase()} or its stand-in U+00${stand.toString(16).toUpperCase()} without the other`,
      );

// A code point compared in code is named (a charCode test); a surrogate compared names every surrogate.
for (const [n, where] of named.codes) nameRange(n, n, where);
if (named.codes.some(([n]) => n >= 0xd800 && n <= 0xdfff)) nameRange(0xd800, 0xdfff, "a surrogate test");
// The normaliser's data: every look-alike it maps (normalize.ts reads unhomoglyph's table).
const confusables = JSON.parse(readFileSync(join(REPO, "node_modules", "unhomoglyph", "data.json"), "utf8"));
// Only what it keeps: a look-alike of one to three printable ASCII characters.
for (const [from, to] of Object.entries(confusables)) {
  const cp = from.codePointAt(0);
  if (cp >= 0x80 && /^[\x21-\x7e]{1,3}$/.test(to)) nameRange(cp, cp, "unhomoglyph/data.json");
}

// The named set as a sorted list of merged ranges, each with one place that names it.
const merged = [];
for (const [lo, hi, where] of [...named.ranges].sort((a, b) => a[0] - b[0] || b[1] - a[1])) {
  const last = merged[merged.length - 1];
  if (last && lo <= last[1] + 1) last[1] = Math.max(last[1], hi);
  else merged.push([lo, hi, where]);
}
// Sorted by start, each with the furthest end so far: a binary search finds the candidates, read back from there.
const sorted = [...named.ranges].sort((a, b) => a[0] - b[0]);
const reach = [];
for (const [, hi] of sorted) reach.push(Math.max(hi, reach.length ? reach[reach.length - 1] : 0));
const inRanges = (cp) => {
  let a = 0;
  let b = sorted.length;
  while (a < b) {
    const m = (a + b) >> 1;
    if (sorted[m][0] <= cp) a = m + 1;
    else b = m;
  }
  for (let k = a - 1; k >= 0 && reach[k] >= cp; k--) if (sorted[k][1] >= cp) return sorted[k];
  return undefined;
};
const propTests = [...named.props].map((p) => {
  try {
    return [p, new RegExp(`\\p{${p}}`, "u")];
  } catch {
    return [p, /[^\s\S]/]; // not a property name (a fragment read as one): names nothing
  }
});
// A character folding onto a named one (or the reverse) is named too: compared by simple case folding.
const fold = (cp) => {
  const ch = String.fromCodePoint(cp);
  return [ch.toLowerCase(), ch.toUpperCase()].filter((f) => [...f].length === 1).map((f) => f.codePointAt(0));
};
/** Why `cp` must stay as it is in a twin (a range or property naming it), or undefined when a stand-in is safe. */
/** Why `cp` is named other than by a class of a source: a property, a class escape, NFKC, a fold, the normaliser. */
function namedBesides(cp) {
  const ch = String.fromCodePoint(cp);
  if (ch.normalize("NFKC") !== ch) return "NFKC";
  // Outside the BMP each surrogate is read alone by an expression without `u`.
  if (cp > 0xffff)
    for (const u of [ch.charCodeAt(0), ch.charCodeAt(1)]) if (inRanges(u)) return inRanges(u)[2];
  if (named.classes.has("\\s") && /\s/.test(ch)) return "\\s";
  if (named.classes.has("\\w-iu") && /\w/iu.test(ch)) return "\\w under iu";
  for (const [p, re] of propTests) if (re.test(ch)) return `\\p{${p}}`;
  if (named.folds)
    for (const f of fold(cp)) if (f !== cp && inRanges(f)) return `folds onto ${inRanges(f)[2]}`;
  if (/[^\x00-\xff]/u.test(ch) && (ch.toLowerCase() !== ch || ch.toUpperCase() !== ch))
    return "a cased letter";
  if (sorted.some(([lo, hi, where]) => lo <= cp && cp <= hi && !/\.ts:\d+$/.test(where)))
    return "unhomoglyph/data.json";
  return undefined;
}

/**
 * Why `cp` must stay as it is in a twin (the first place naming it), or undefined when a stand-in is safe. A
 * character of a pair is safe when it is named only by classes that name its partner too.
 */
function whyNamed(cp) {
  if (PAIRS.some(([wide, stand]) => wide === cp || stand === cp))
    return namedBesides(cp) ?? (unpaired.length > 0 ? "unpaired" : undefined);
  return inRanges(cp)?.[2] ?? namedBesides(cp);
}

const STAND_IN = 0xa4;

/** Every place naming `cp` (ranges and single characters; properties and classes by name). */
function sitesOf(cp) {
  const ch = String.fromCodePoint(cp);
  const out = sorted
    .filter(([lo, hi]) => lo <= cp && cp <= hi)
    .map(([lo, hi, where]) => (lo === hi ? where : `${where} (range)`));
  if (named.classes.has("\\s") && /\s/.test(ch)) out.push("\\s");
  for (const [p, re] of propTests) if (re.test(ch)) out.push(`\\p{${p}}`);
  return [...new Set(out)];
}
if (args.includes("--sites")) {
  for (const ch of opt("--sites", "")) {
    const sites = sitesOf(ch.codePointAt(0));
    console.log(`${ch} U+${ch.codePointAt(0).toString(16).toUpperCase()}: ${sites.length} places`);
    for (const s of sites) console.log(`  ${s}`);
  }
  process.exit(0);
}

if (args.includes("--stand-ins")) {
  // One-byte characters nothing names: what a twin may put in place of a wide one.
  const free = [];
  for (let cp = 0x80; cp <= 0xff; cp++) if (!whyNamed(cp)) free.push(String.fromCodePoint(cp));
  console.log(free.map((c) => `${c} U+00${c.codePointAt(0).toString(16).toUpperCase()}`).join("\n"));
  process.exit(0);
}

const summary = {
  src: relative(REPO, SRC) || ".",
  rangesAboveFF: merged.filter(([, hi]) => hi > 0xff).length,
  charsAboveFF: merged.reduce((n, [lo, hi]) => n + (hi > 0xff ? hi - Math.max(lo, 0x100) + 1 : 0), 0),
  properties: [...named.props].sort(),
  classes: [...named.classes].sort(),
  codeLiterals: named.codes.length,
  widthCalls: named.widthCalls.length,
  standIn: `U+00A4 ${whyNamed(STAND_IN) ? `named (${whyNamed(STAND_IN)})` : "named by nothing"}`,
};

if (args.includes("--check")) {
  // The proof a twin needs: pairs named only together, and the common stand-in named by nothing.
  const problems = [...unpaired];
  if (PAIRS.some(([, stand]) => stand === STAND_IN))
    problems.push("U+00A4 stands in for unnamed characters only");
  if (whyNamed(STAND_IN)) problems.push(`the stand-in U+00A4 is named (${whyNamed(STAND_IN)})`);
  for (const [wide, stand] of PAIRS)
    for (const cp of [wide, stand])
      if (namedBesides(cp)) problems.push(`U+${cp.toString(16)}: ${namedBesides(cp)}`);
  for (const p of problems) console.error(p);
  process.exit(problems.length > 0 ? 1 : 0);
}

if (args.includes("--corpus")) {
  // As the plain pass reads a text: normalised by the scanner's own code.
  const { normalizeForMatch } = await loadModule("normalize.ts");
  const counts = new Map();
  const blockers = [];
  const blockerSizes = [];
  let texts = 0;
  let wide = 0;
  let twinable = 0;
  let wideChars = 0;
  let twinChars = 0;
  const walk = (dir) => {
    for (const n of readdirSync(dir)) {
      const p = join(dir, n);
      const info = statSync(p, { throwIfNoEntry: false });
      if (!info) continue;
      if (info.isDirectory()) {
        if (n !== ".git" && n !== "node_modules") walk(p);
        continue;
      }
      const bytes = readFileSync(p);
      if (bytes.subarray(0, 8192).includes(0)) continue;
      const text = normalizeForMatch(bytes.toString("utf8"));
      texts++;
      if (!/[^\x00-\xff]/.test(text)) continue;
      wide++;
      wideChars += text.length;
      const blocking = new Set();
      for (const ch of text) {
        const cp = ch.codePointAt(0);
        if (cp <= 0xff) continue;
        const why = whyNamed(cp);
        if (why) blocking.add(`${ch} U+${cp.toString(16).toUpperCase().padStart(4, "0")} (${why})`);
      }
      blockers.push(blocking);
      blockerSizes.push([blocking, text.length]);
      if (blocking.size === 0) {
        twinable++;
        twinChars += text.length;
      }
      for (const b of blocking) counts.set(b, (counts.get(b) ?? 0) + 1);
    }
  };
  for (const dir of new Set(corpusSkillDirs(benchCorpus()))) walk(dir);
  // What freeing the most blocking characters one after another would give (each text's blockers counted).
  const freed = new Set();
  const greedy = [];
  for (let k = 0; k < TOP; k++) {
    const left = new Map();
    for (const b of blockers)
      if ([...b].every((x) => freed.has(x)) === false)
        for (const x of b) if (!freed.has(x)) left.set(x, (left.get(x) ?? 0) + 1);
    const best = [...left].sort((a, b) => b[1] - a[1])[0];
    if (!best) break;
    freed.add(best[0]);
    const free = blockerSizes.filter(([b]) => [...b].every((x) => freed.has(x)));
    greedy.push([best[0], free.length, free.reduce((n, [, len]) => n + len, 0)]);
  }
  summary.corpus = {
    texts,
    holdingAboveFF: wide,
    charsOfThose: wideChars,
    twinOneByte: twinable,
    charsOfTwins: twinChars,
    mostBlocking: [...counts].sort((a, b) => b[1] - a[1]).slice(0, TOP),
    freeingInTurn: greedy,
  };
}

if (args.includes("--json")) {
  const hex = (n) => `U+${n.toString(16).toUpperCase().padStart(4, "0")}`;
  summary.ranges = merged.map(([lo, hi, where]) => [hex(lo), hex(hi), where]);
  summary.codes = named.codes.map(([n, where]) => [hex(n), where]);
  summary.calls = named.widthCalls;
  console.log(JSON.stringify(summary, null, 1));
} else {
  for (const [k, v] of Object.entries(summary)) {
    if (k !== "corpus") console.log(`${k}: ${Array.isArray(v) ? v.join(" ") : v}`);
  }
  if (summary.corpus) {
    const c = summary.corpus;
    console.log(
      `corpus: ${c.texts} texts, ${c.holdingAboveFF} hold a character above U+00FF (${c.charsOfThose} chars); ` +
        `${c.twinOneByte} of them (${c.charsOfTwins} chars) hold only unnamed ones`,
    );
    for (const [what, n] of c.mostBlocking) console.log(`  ${String(n).padStart(4)} texts  ${what}`);
    console.log(
      "freeing the most blocking characters in turn (texts whose twin would be one-byte, their chars):",
    );
    for (const [what, n, len] of c.freeingInTurn) console.log(`  + ${what}: ${n} texts, ${len} chars`);
  }
}
