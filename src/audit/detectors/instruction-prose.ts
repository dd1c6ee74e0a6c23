// The shared half of the rules over instructions written as prose (instructions.ts): which sentences to read
// (those around a rule's hint words, in any text file: Markdown prose, references, HTML comments, and the
// comments and docstrings of scripts), and whether an instruction found there is said to the agent or only
// mentioned (a "never" list, a guide that describes the attack, a choice left to the user, a code example).
import { inCodeBlock } from "../context.js";
import type { AuditLine, AuditText, TextHit } from "../rule-types.js";
import { otherLetters, sentenceAround } from "../sentences.js";
import {
  eachMatch,
  escapeRe,
  lineAt,
  lineOf,
  linesHolding,
  lowerBound,
  memoOffsets,
  startsOf,
} from "../text.js";
import { textSet } from "../text-memo.js";

export interface Span {
  readonly from: number;
  readonly to: number;
}

/** A global, case-insensitive expression of a hint list (the words a rule's lines hold). */
export const anchorOf = (hints: readonly string[]): RegExp => new RegExp(hints.map(escapeRe).join("|"), "gi");

/**
 * The sentences to read (once each): every sentence over the given hinted lines, or with no lines (the
 * non-ASCII row) the sentences holding a match of `anchor` on the lines with letters of other languages.
 * Fenced code blocks of Markdown, and in scripts whatever is not a comment or docstring, are skipped.
 */
export function sentencesAt(file: AuditText, lines: readonly AuditLine[], anchor: RegExp): Span[] {
  const out: Span[] = [];
  const kind = kindOf(file.path, file.markdown);
  // Data files are read only in their prose values (a tool's description, a prompt), never as sample sets.
  if (kind === "data" && SAMPLE_DATA_PATH.test(file.path) && !file.followed) return out;
  const seen = new Set<string>();
  const take = (s: Span, at: number) => {
    if (kind === "markdown" ? inCodeBlock(file, at) : kind === "script" && !inComment(file, at)) return;
    const key = `${s.from}:${s.to}`;
    if (!seen.has(key)) {
      seen.add(key);
      out.push(s);
    }
  };
  // In a data file, only the lines of a prose value are read (one test a line, before any sentence is cut).
  const prose = (l: AuditLine) => kind !== "data" || inProseValue(file, l.index + l.text.length);
  if (lines.length > 0)
    // Short lines: every sentence over the line (no second search for the hint the matcher found); long
    // ones (tables, data URIs): only the sentences around a hint word, so a long line is not read whole.
    for (const l of lines) {
      if (!prose(l)) continue;
      const end = l.index + l.text.length;
      if (l.text.length > SHORT_LINE)
        eachMatch(anchor, l.text, (m) => take(sentenceAround(file, l.index + m.index), l.index + m.index));
      else
        for (let at = l.index; at < end; ) {
          const s = sentenceAround(file, at);
          take(s, Math.min(end - 1, at + 2));
          at = Math.max(s.to, at + 1);
        }
    }
  else
    for (const l of otherLines(file))
      if (prose(l))
        eachMatch(anchor, l.text, (m) => take(sentenceAround(file, l.index + m.index), l.index + m.index));
  return out;
}

/** A data file of tests, fixtures, examples or datasets: its strings are samples, not what an agent is told. */
const SAMPLE_DATA_PATH =
  /(?:^|\/)(?:tests?|fixtures?|examples?|samples?|datasets?|evals?|reports?|scans?|locales?|i18n|translations?)\/|(?:^|\/)(?:package(?:-lock)?|composer|tsconfig|[\w.-]*lock)\.json$|\.(?:csv|tsv|jsonl|ndjson|lock|xml|svg|ics|eml|log)$/i;
/** A key whose value is prose the agent reads: a tool's or skill's description, instructions, a prompt. */
const PROSE_KEY =
  /(?:^|[\s{,])["']?(?:description|instructions?|prompt|system_prompt|systemPrompt|content|text|message|notes?|summary|usage|help|guidance|details|when_to_use|whenToUse)["']?\s*[:=]/i;

/**
 * True when `at` lies in the value of a prose key of a JSON, YAML or TOML file: on the key's line, or on an
 * indented line of a YAML block (`description: |`) under it, at most 30 lines up.
 */
function inProseValue(file: AuditText, at: number): boolean {
  const starts = startsOf(file);
  const n = lineOf(starts, at);
  const lineText = (k: number) => lineAt(file.text, starts, k);
  const own = lineText(n);
  if (PROSE_KEY.test(own.slice(0, Math.max(0, at - starts[n]!) + 1))) return true;
  const indent = /^\s*/.exec(own)![0].length;
  for (let k = n - 1; k >= Math.max(0, n - 30); k--) {
    const t = lineText(k);
    if (t.trim() === "") continue;
    const ind = /^\s*/.exec(t)![0].length;
    if (ind >= indent) continue;
    return /^\s*-?\s*["']?[\w-]+["']?\s*:\s*[|>][+-]?\s*$/.test(t) && PROSE_KEY.test(t);
  }
  return false;
}

/** A line up to this long is read sentence by sentence. */
const SHORT_LINE = 240;

const otherLinesCache = new WeakMap<object, readonly AuditLine[]>();

/** The lines holding letters of other languages (from the shared offsets), found once per file object. */
function otherLines(file: AuditText): readonly AuditLine[] {
  let out = otherLinesCache.get(file);
  if (out) return out;
  out = linesHolding(file, otherLetters(file));
  otherLinesCache.set(file, out);
  return out;
}

/** Prose files are read whole; scripts in their comments and docstrings; data files (JSON, YAML, CSV…) not. */
function kindOf(path: string, markdown: boolean): "markdown" | "text" | "script" | "data" {
  if (markdown) return "markdown";
  const ext = /\.([\w-]{1,12})$/.exec(path)?.[1]?.toLowerCase();
  if (ext === undefined || ext === "txt" || ext === "rst" || ext === "text") return "text";
  return SCRIPT_EXT.has(ext) ? "script" : "data";
}
const SCRIPT_EXT = new Set(
  "py|pyw|js|mjs|cjs|ts|mts|cts|jsx|tsx|sh|bash|zsh|fish|ps1|psm1|rb|pl|php|lua|go|rs|java|kt|swift|c|h|cc|cpp|hpp|cs|r|jl|scala|groovy|bat|cmd".split(
    "|",
  ),
);
/** A comment starting the line (after its indent), or one after code ("x = 1  # …", "f(); // …"). */
const LEAD_COMMENT = /^(?:#|\/\/|\/\*|\*|--|;|REM\b|::|<!--)/i;
const INDENT = /\S|$/g;
const TRAILING_COMMENT = /\s(?:#|\/\/)\s/g;
const DOC_MARKS = /"""|'''|\/\*|\*\//g;
const docMarks = memoOffsets(DOC_MARKS);
/** Per file and line: where its indent ends, and where its first trailing comment mark ends (or Infinity). */
const lineMarks = new WeakMap<object, Map<number, readonly [number, number]>>();

function marksOfLine(file: AuditText, starts: readonly number[], line: number): readonly [number, number] {
  let byLine = lineMarks.get(file);
  if (!byLine) {
    byLine = new Map();
    lineMarks.set(file, byLine);
  }
  const known = byLine.get(line);
  if (known) return known;
  // Read once per line, not once per match: a 400 KB line of matches stays linear.
  const start = starts[line]!;
  const next = starts[line + 1];
  const lineText = file.text.slice(start, next === undefined ? file.text.length : next - 1);
  INDENT.lastIndex = 0;
  const indentEnd = start + (INDENT.exec(lineText)?.index ?? lineText.length);
  INDENT.lastIndex = 0;
  TRAILING_COMMENT.lastIndex = 0;
  const trailing = TRAILING_COMMENT.exec(lineText);
  TRAILING_COMMENT.lastIndex = 0;
  const marks = [indentEnd, trailing ? start + trailing.index + trailing[0].length : Infinity] as const;
  byLine.set(line, marks);
  return marks;
}

/** True when `index` is in a comment of its line or inside a triple-quoted string or a block comment. */
function inComment(file: AuditText, index: number): boolean {
  const starts = startsOf(file);
  const [indentEnd, trailingEnd] = marksOfLine(file, starts, lineOf(starts, index));
  // The same answer as testing the line up to `index`: a mark counts only when it ends at or before the index.
  if (trailingEnd <= index) return true;
  if (LEAD_COMMENT.test(file.text.slice(indentEnd, Math.min(index, indentEnd + 4)))) return true;
  // An odd number of marks before the index: inside one (an approximation that reads the text once).
  return (lowerBound(docMarks(file), index) & 1) === 1;
}

/**
 * The clause the instruction is in, as far as a negation before it reaches: "do not wait for approval; forward
 * the thread …" forbids the first clause only. Cut after the last semicolon or "instead" ("instead of" is a
 * negation itself).
 */
const CLAUSE_CUT = /;|\binstead\b(?!\s+of\b)/gi;
function ownClause(before: string): string {
  let cut = 0;
  for (const m of before.matchAll(CLAUSE_CUT)) cut = m.index + m[0].length;
  return before.slice(cut);
}

/**
 * A "never" or "do not" before the instruction, in English and the other languages read; "don't hesitate/forget to",
 * "never fail/neglect to" are orders.
 */
export const FORBIDS =
  /(?<![\p{L}\p{N}_])(?:never|don['’]?t|do\s+not|must\s+not|mustn['’]t|should\s+not|shouldn['’]t|may\s+not|cannot|can['’]t|avoid\w{0,3}|refuse\w{0,2}|prevent\w{0,3}|forbid\w{0,4}|prohibit\w{0,4}|not\s+allowed|instead\s+of|rather\s+than|nie(?:mals)?|nicht|kein\w{0,2}|nunca|jam[áa]s|jamais|ne\s+\p{L}{1,12}\s+(?:jamais|pas)|никогда|нельзя|не\s+(?:следует|надо|нужно))(?!\s+(?:hesitate|forget|fail|neglect)\b)|(?:不要|切勿|禁止|请勿|不得|不能|避免|決して|しないで|してはいけ|禁止|절대|하지\s*마|금지)/iu;
/** Words of a text that describes or detects the technique rather than performs it. */
const DESCRIBES =
  /(?<![\p{L}\p{N}_.@/-])(?:attack(?:er|ers|s)?|malicious|malware|phishing|scam\w{0,3}|fraud\w{0,3}|red[\s-]?flags?|suspicious|warning\s+signs?|injection|injected|exfiltrat\w{1,6}|detect\w{0,5}|scanner|threat\w{0,2}|adversar\w{1,5}|insider|compromised?|audit(?:or|ing)?\s+(?:for|finds?)|look\s+for|watch\s+(?:out\s+)?for|report\s+any|catch\w{0,2}|for\s+example|e\.g\.|such\s+as|example\s+of|Angreifer|b[öo]sartig|atacante|malicioso|attaquant|malveillant|злоумышленн\p{L}{0,3}|вредоносн\p{L}{0,3}|атак\p{L}{0,2})(?![\p{L}\p{N}_-])|(?:攻击|恶意|検出|攻撃|悪意|공격|악성)/iu;
/** A choice or consent of the user: "if the user asks", "with their approval", "ask the user first". */
const CONSENT =
  /\b(?:if|when|whenever|once|after|unless)\s+(?:the\s+user|they|you)\s+(?:\w+\s+){0,2}(?:asks?|wants?|requests?|approves?|confirms?|says?|chooses?|agrees?|opts?|explicitly|prefers?)\b|\bwith\s+(?:the\s+user['’]?s|their)\s+(?:explicit\s+)?(?:consent|permission|approval|confirmation|agreement)\b|\bask\s+(?:the\s+user|them)\b|\b(?:confirm|check)\s+with\s+(?:the\s+user|them)\b|\bthe\s+user\s+(?:gives|provides|names|lists|chooses|picks|selects|specifies|enters)\b|\b(?:you|the\s+user)\s+can\b|\blets?\s+(?:you|the\s+user)\b|\boptional(?:ly)?\b/i;
/** The lead line of a list that forbids or catalogues its items ("Never:", "Red flags", "Do not"). */
const LIST_LEAD =
  /^[\s#>*_-]*(?:must\s+not|never|don['’]?t|do\s+not|avoid|forbidden|prohibited|anti-?patterns?|bad\s+examples?|what\s+not\s+to\s+do|red\s+flags?|warning\s+signs?|signs?\s+of|examples?\s+of|indicators?|patterns?|detect\w{0,4}|threats?|attacks?|risks?)\b/i;
/** A heading naming a catalogue of attacks, a threat model or a review checklist. */
const HEADING_DESCRIBES =
  /^#{1,6}\s[^\n]{0,80}\b(?:attacks?|threats?|threat\s+model|red\s+flags?|risks?|malicious|injection|detection|what\s+to\s+look\s+for|anti-?patterns?|vulnerabilit\w{1,4}|examples?\s+of|don['’]?ts?|never|forbidden|security\s+review|warning\s+signs)\b/im;

/** The nearest heading above `index` (at most 3,000 characters back), or "". */
function headingAbove(text: string, index: number): string {
  const back = text.slice(Math.max(0, index - 3000), index);
  const at = back.lastIndexOf("\n#");
  if (at < 0) return /^#/.test(back) ? (back.split("\n")[0] ?? "") : "";
  const end = back.indexOf("\n", at + 1);
  return back.slice(at + 1, end < 0 ? back.length : end);
}

/** The lead line of the list (or table) holding `index`: the first line above that is not an item. */
function leadLine(text: string, index: number): string {
  const back = text.slice(Math.max(0, index - 1500), index).split("\n");
  const own = back.pop() ?? "";
  if (!/^\s*(?:[-*+|]|\d+[.)])/.test(own)) return "";
  for (let i = back.length - 1, seen = 0; i >= 0 && seen < 20; i--, seen++) {
    const l = back[i]!;
    if (l.trim() === "" || /^\s*(?:[-*+]|\d+[.)])\s/.test(l) || /^\s*\|[\s:|-]*$/.test(l)) continue;
    if (/^\s*\|/.test(l) && i > 0 && /^\s*\|/.test(back[i - 1]!)) continue; // a table row: read its header
    return l.length <= 300 ? l : "";
  }
  return "";
}

export interface SaidOptions {
  /** The user's choice or consent in the sentence makes it their own workflow (not for concealment). */
  readonly consent?: boolean;
  /** A "never" anywhere in the sentence forbids it (languages whose verb comes last). */
  readonly anyNegation?: boolean;
  /** A command in an inline code span is said too (a span is otherwise an example). */
  readonly codeSpan?: boolean;
  /** Words that are the technique itself ("undetected", "backdoor"), left out of the "describes" test. */
  readonly ownWords?: RegExp;
}

/**
 * True when the instruction matched at `index` in `sentence` is said to the agent: not forbidden before it,
 * not in a sentence, list or section that describes or detects the technique, not a choice left to the user,
 * not inside an inline code span (an example).
 */
export function said(file: AuditText, sentence: Span, index: number, options: SaidOptions = {}): boolean {
  const text = file.text;
  const s = text.slice(sentence.from, sentence.to);
  const at = index - sentence.from;
  if (FORBIDS.test(options.anyNegation ? s : ownClause(s.slice(0, at)))) return false;
  if (DESCRIBES.test(options.ownWords ? s.replace(options.ownWords, " ") : s)) return false;
  if (options.consent !== false && CONSENT.test(s)) return false;
  const starts = startsOf(file);
  const lineStart = starts[lineOf(starts, index)]!;
  if (!options.codeSpan && ((text.slice(lineStart, index).match(/`/g) ?? []).length & 1) === 1) return false;
  const lead = leadLine(text, index);
  if (lead !== "" && (LIST_LEAD.test(lead) || DESCRIBES.test(lead))) return false;
  if (lead !== "" && EXAMPLES_LEAD.test(lead) && QUOTED_ITEM.test(itemLine(text, lineStart))) return false;
  return !HEADING_DESCRIBES.test(headingAbove(text, index));
}

/** A lead that introduces examples ("… with instructions like:", "messages such as:"). */
const EXAMPLES_LEAD = /\b(?:like|such\s+as|for\s+(?:example|instance)|e\.g\.)\s*[:：]\s*$/i;
/** A list item that is one quotation, mark to mark: the example's words, not the skill's. */
const QUOTED_ITEM = /^\s*(?:[-*+]|\d{1,3}[.)])\s+["“][^"“”\n]{1,400}["”]\s*$/;
/** The line starting at `from`, read to 500 characters. */
function itemLine(text: string, from: number): string {
  const end = text.indexOf("\n", from);
  return text.slice(from, Math.min(end < 0 ? text.length : end, from + 500));
}

/** Matches of `re` (global) in the given sentences that are said (`said`), as hits in the whole text. */
export function saidHits(
  file: AuditText,
  sentences: readonly Span[],
  re: RegExp,
  options: SaidOptions = {},
  accept: (m: RegExpExecArray, sentence: string) => boolean = () => true,
): TextHit[] {
  const out: TextHit[] = [];
  const starts = startsOf(file);
  // One finding per line is all a rule shows: a line holding one is not examined again (a long line stays cheap).
  const found = new Set<number>();
  // Sentences in which `re` matched nothing, by text: sentences on the grid of a long line repeat their text.
  const barren = textSet(file, re);
  for (const span of sentences) {
    const s = file.text.slice(span.from, span.to);
    if (barren.has(s)) continue;
    let any = false;
    eachMatch(re, s, (m) => {
      any = true;
      const index = span.from + m.index;
      const line = lineOf(starts, index);
      if (found.has(line) || !accept(m, s) || !said(file, span, index, options)) return;
      found.add(line);
      out.push({ index, length: m[0].length });
    });
    if (!any) barren.add(s);
  }
  return out;
}
