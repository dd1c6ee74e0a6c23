// The pure half of the audit: rules over a file's facts and text. No I/O.
import { terminalLine } from "../util/terminal.js";
import { type ScanBudget, spent } from "./budget.js";
import { GATE_WORDS } from "./decode-gates.js";
import { SIGNAL_RULES } from "./detectors/chain-signals.js";
import { wordEnds } from "./hints.js";
import { normalizeForMatch } from "./normalize.js";
import type {
  AuditFileFacts,
  AuditGate,
  AuditLine,
  AuditRule,
  AuditSkillView,
  AuditText,
  TextHit,
} from "./rule-types.js";
import { RULES } from "./rules/index.js";
import {
  type Gated,
  type Matcher,
  matcherFor,
  NON_ASCII,
  type Pass,
  type Planned,
  planOf,
} from "./scan-plan.js";
import { templateProse } from "./template-prose.js";
import { invisibleLines, lineHits, lineOf, lowerBound, nonAsciiSpans, startsOf, wholeHits } from "./text.js";
import type { AuditFinding } from "./types.js";

export { followedFiles } from "./followed.js";

/** At most this many findings of one rule in one file; the rest add nothing a reader needs. */
export const MAX_PER_RULE_AND_FILE = 20;
/** Shown match text is cut to this many characters. */
const MATCH_CHARS = 120;

const MARKDOWN = /\.(?:md|markdown|mdx)$/i;
export const isMarkdown = (path: string): boolean => MARKDOWN.test(path);

/** The matched text as a finding shows it: one line, neutralised for a terminal, shortened. */
export function showMatch(text: string): string {
  const flat = text.length > MATCH_CHARS ? `${text.slice(0, MATCH_CHARS)}…` : text;
  return terminalLine(flat);
}

function finding(rule: AuditRule, file: string, line: number, column: number, match: string): AuditFinding {
  return {
    rule: rule.id,
    severity: rule.severity,
    family: rule.family,
    file,
    line,
    column,
    match: showMatch(match),
    why: rule.why,
  };
}

/** Findings of the file rules (symlinks, binaries, sizes, limits) for one file. */
export function scanFacts(facts: AuditFileFacts, rules: readonly AuditRule[] = RULES): AuditFinding[] {
  const out: AuditFinding[] = [];
  for (const rule of rules) {
    if (rule.kind !== "file") continue;
    const shown = rule.check(facts);
    if (shown !== undefined) out.push(finding(rule, facts.path, 1, 1, shown));
  }
  return out;
}

/**
 * Findings of the text rules for one file's text (1-based lines and UTF-16 columns). The Unicode
 * rules read the text as it is; the others its normalised form (normalize.ts), which keeps lines.
 * With a budget, rules stop once it is spent (budget.ts) and `budget.stopped` is set.
 */
export function scanText(
  file: AuditText,
  rules: readonly AuditRule[] = RULES,
  budget?: ScanBudget,
  depth = 0,
  signals?: AuditFinding[],
): AuditFinding[] {
  // Text decoded out of this file is scanned by every rule too, at most DECODE_DEPTH levels down; the same
  // decoded text (a file of many copies of one blob) once per file.
  const decoded = new Map<string, AuditFinding[]>();
  const scanDecoded = (text: string, prose = false): AuditFinding[] => {
    const key = prose ? `\u0000${text}` : text;
    let found = decoded.get(key);
    if (!found) {
      found = scanText({ path: file.path, text, markdown: prose }, rules, budget, depth + 1);
      decoded.set(key, found);
    }
    return found;
  };
  const withDecoder: AuditText = { ...file, ...(depth < DECODE_DEPTH ? { scanDecoded } : {}) };
  // Read once per text: an ASCII text is read whole to say so, and normalising only maps ASCII to ASCII there.
  const nonAscii = NON_ASCII.test(file.text);
  const norm = normalizeForMatch(file.text, nonAscii);
  if (norm === file.text) return scanOne(withDecoder, rules, "all", nonAscii, budget, signals);
  const plain = { ...withDecoder, text: norm, original: file.text };
  return [
    ...scanOne(withDecoder, rules, "unicode", nonAscii, budget, signals),
    ...scanOne(plain, rules, "plain", nonAscii && NON_ASCII.test(norm), budget, signals),
  ];
}

/** How many levels of encoding inside encoding are unwrapped. */
const DECODE_DEPTH = 3;

/** The lines of a pass, made once and shared by every rule (they are read-only). */
interface PassLines {
  /** The lines holding the given (ascending) hint ends, one AuditLine per line. */
  at(ends: readonly number[]): AuditLine[];
}

function passLines(text: string, starts: readonly number[]): PassLines {
  const cache: (AuditLine | undefined)[] = [];
  const line = (l: number): AuditLine => {
    let got = cache[l];
    if (got === undefined) {
      const from = starts[l]!;
      const to = l + 1 < starts.length ? starts[l + 1]! - 1 : text.length;
      got = { index: from, text: text.slice(from, to) };
      cache[l] = got;
    }
    return got;
  };
  return {
    at(ends) {
      const lines: AuditLine[] = [];
      let last = -1;
      let lastEnd = -1; // where line `last` ends: an end before it is on the same line
      for (const end of ends) {
        if (end < lastEnd) continue;
        const l = lineOf(starts, end);
        if (l === last) continue;
        last = l;
        lastEnd = l + 1 < starts.length ? starts[l + 1]! : Number.POSITIVE_INFINITY;
        lines.push(line(l));
      }
      return lines;
    },
  };
}

/**
 * The gate of one pass over `text` (AuditGate): a word of the expression ending in [from, to) may be the one
 * (`found`: the hint scan's ends, made on first need); a span with a character outside ASCII is let through
 * for an expression that may match one there.
 */
function gateOf(
  matcher: Matcher,
  text: string,
  nonAscii: boolean,
  endsOf: (set: number) => readonly number[],
): AuditGate {
  return (re, from, to) => {
    const g = matcher.gates.get(re);
    if (g === undefined) return true;
    if (g.set !== undefined) {
      const ends = endsOf(g.set);
      const k = lowerBound(ends, from);
      if (k < ends.length && ends[k]! < to) return true;
    }
    return g.outside !== undefined && nonAscii && g.outside(text.slice(from, to));
  };
}

/**
 * The hint scan of one pass over a text, run on first need and shared by the rules, the gate and the
 * decoder's gate words. A set with a finder is looked for alone (once a pass) while the scan has not run;
 * else it is read off the scan.
 */
interface PassHints {
  /** The ends of every set's words (runs the scan on first call). */
  scan(): readonly (readonly number[])[];
  /** The scan's ends when it has run, else undefined (asking runs nothing). */
  ran(): readonly (readonly number[])[] | undefined;
  /** The ends of one set's words: off the scan, or by the set's finder while the scan has not run. */
  endsOf(set: number): readonly number[];
}

function passHints(matcher: Matcher, text: string): PassHints {
  let found: number[][] | undefined;
  const alone = new Map<number, readonly number[]>();
  const scan = () => {
    found ??= matcher.hints.scan(text);
    return found;
  };
  return {
    scan,
    ran: () => found,
    endsOf(set) {
      const finder = found === undefined ? matcher.finders.get(set) : undefined;
      if (finder === undefined) return scan()[set]!;
      let ends = alone.get(set);
      if (ends === undefined) {
        ends = wordEnds(finder, text);
        alone.set(set, ends);
      }
      return ends;
    },
  };
}

/** Each gate word's place in GATE_WORDS (a search of the list per ask was most of what asking cost). */
const GATE_AT: ReadonlyMap<string, number> = new Map(GATE_WORDS.map((w, i) => [w, i]));

/** `given` with `hasWord`: whether a gate word of decode.ts is in the text, read off the pass's hint scan. */
function withGateWords(given: AuditText, hints: PassHints, ruleCount: number): AuditText {
  return {
    ...given,
    hasWord: (word) => {
      const at = GATE_AT.get(word) ?? -1;
      if (at < 0) throw new TypeError(`hasWord: '${word}' is not a gate word of decode.ts`);
      return hints.scan()[ruleCount + at]!.length > 0;
    },
  };
}

/** What one pass shares among its rules: the text with its hint scan, lines and gate. */
interface PassState {
  readonly file: AuditText;
  readonly hints: PassHints;
  readonly starts: readonly number[];
  readonly lines: PassLines;
  readonly gate: AuditGate;
  /** Whether the text may hold a match of a required expression (its words, or a character outside ASCII). */
  readonly holds: (g: Gated) => boolean;
}

/**
 * `holds` of a pass: a set's words anywhere in the text (off the hint scan), else, in a text outside ASCII, the
 * characters the expression may match instead (asked of the whole text once a pass per expression).
 */
function holdsOf(text: string, nonAscii: boolean, hints: PassHints): (g: Gated) => boolean {
  const outside = new Map<Gated, boolean>();
  return (g) => {
    if (g.set !== undefined && hints.endsOf(g.set).length > 0) return true;
    if (g.outside === undefined || !nonAscii) return false;
    let got = outside.get(g);
    if (got === undefined) {
      got = g.outside(text);
      outside.set(g, got);
    }
    return got;
  };
}

/**
 * The hits of one planned rule on a pass's text, or undefined when it has nothing to do: none of its hint
 * words is in the text, or the budget is spent (then `budget.stopped` is set). Most rules find none of their
 * words in a text: the budget (a clock read) is asked only before work, the hint scan's included. The hint
 * words are found on first need (the Unicode pass never needs them).
 */
function ruleHits(
  { rule, i, hinted, needs }: Planned,
  pass: PassState,
  budget: ScanBudget | undefined,
): TextHit[] | undefined {
  const { file, hints } = pass;
  const ran = hints.ran();
  if (hinted && ran !== undefined && ran[i]!.length === 0) return undefined;
  if (budget !== undefined && spent(budget)) {
    budget.stopped ??= { file: file.path, line: 1 };
    return undefined;
  }
  const ends = hinted ? hints.scan()[i]! : undefined;
  if (ends !== undefined && ends.length === 0) return undefined;
  // A hit needs each required entry's match in the text: a text without one's words has none.
  for (const alts of needs) if (!alts.some(pass.holds)) return undefined;
  const lines = ends !== undefined ? pass.lines.at(ends) : [];
  if (rule.kind === "text") return [...rule.check(file, lines, pass.gate)];
  const hits = hinted
    ? lineHits(rule.pattern, lines)
    : rule.invisibleLines
      ? lineHits(rule.pattern, invisibleLines(file))
      : rule.outsideAsciiLines
        ? lineHits(rule.pattern, nonAsciiSpans(file))
        : wholeHits(rule.pattern, file.text);
  return hits.filter((h) => h.length > 0 && (!rule.accept || rule.accept(h, file)));
}

/** Adds a rule's hits to `to` as findings, in text order: one per line, at most MAX_PER_RULE_AND_FILE. */
function addFindings(rule: AuditRule, pass: PassState, hits: TextHit[], to: AuditFinding[]): void {
  const { file, starts } = pass;
  let n = 0;
  let lastLine = -1;
  for (const h of hits.sort((a, b) => a.index - b.index)) {
    const line = lineOf(starts, h.index);
    if (line === lastLine) continue; // one finding per rule and line
    lastLine = line;
    const column = h.index - starts[line]! + 1;
    to.push(finding(rule, file.path, line + 1, column, file.text.slice(h.index, h.index + h.length)));
    if (++n >= MAX_PER_RULE_AND_FILE) break;
  }
}

/** The findings of one pass (scanText): each planned rule's hits; a signal's go to `signals`, never shown. */
function scanOne(
  given: AuditText,
  rules: readonly AuditRule[],
  which: Pass,
  nonAscii: boolean,
  budget: ScanBudget | undefined,
  signals: AuditFinding[] | undefined,
): AuditFinding[] {
  const matcher = matcherFor(rules, which);
  const hints = passHints(matcher, given.text);
  const file = withGateWords(given, hints, rules.length);
  const starts = startsOf(file);
  const gate = gateOf(matcher, file.text, nonAscii, hints.endsOf);
  const holds = holdsOf(file.text, nonAscii, hints);
  const pass: PassState = { file, hints, starts, lines: passLines(file.text, starts), gate, holds };
  const out: AuditFinding[] = [];
  for (const planned of planOf(rules, which, file.markdown, nonAscii, signals !== undefined)) {
    const hits = ruleHits(planned, pass, budget);
    if (hits !== undefined) addFindings(planned.rule, pass, hits, planned.rule.signal ? signals! : out);
  }
  return out;
}

/** The rules and the chain signals, in one table: one pass of hint words over each file finds both. */
const RULES_AND_SIGNALS: readonly AuditRule[] = [...RULES, ...SIGNAL_RULES];

/**
 * Every finding for one file: its facts, then its text when it has one. Sorted by line and column.
 * With `signals`, the chain signals' matches are added there (detectors/chain-signals.ts). `followed`: the
 * skill's SKILL.md sends the agent to this file as instructions (followed.ts); `prose`: it is a template the
 * agent is sent to, read by the prose rules as well, its markup blanked (template-prose.ts).
 */
export function scanFile(
  facts: AuditFileFacts,
  text?: string,
  budget?: ScanBudget,
  signals?: AuditFinding[],
  skillIntro?: string,
  followed?: boolean,
  prose?: boolean,
): AuditFinding[] {
  const out = scanFacts(facts);
  if (text !== undefined) {
    const file = {
      path: facts.path,
      text,
      markdown: isMarkdown(facts.path),
      ...(skillIntro !== undefined && facts.path !== "SKILL.md" ? { skillIntro } : {}),
      ...(followed ? { followed } : {}),
    };
    out.push(...scanText(file, signals ? RULES_AND_SIGNALS : RULES, budget, 0, signals));
    if (prose && !file.markdown) out.push(...proseFindings(file, out, budget));
  }
  return out.sort((a, b) => a.line - b.line || a.column - b.column || a.rule.localeCompare(b.rule));
}

/** A followed template's findings as prose, less those its own reading (`seen`) has on the same rule and line. */
function proseFindings(file: AuditText, seen: readonly AuditFinding[], budget?: ScanBudget): AuditFinding[] {
  const had = new Set(seen.map((f) => `${f.rule} ${f.line}`));
  const text = templateProse(file.path, file.text);
  return scanText({ ...file, text, markdown: true }, RULES, budget).filter(
    (f) => !had.has(`${f.rule} ${f.line}`),
  );
}

/**
 * Findings of the skill-level rules (chain.ts), run once after every per-file rule over the skill's
 * text files, their findings and the signals. Each runs only while the budget lasts, and one that ends
 * past it stops the audit too: the skill was not read to the end in time (`budget.stopped`).
 */
export function scanSkill(skill: AuditSkillView, budget?: ScanBudget): AuditFinding[] {
  const out: AuditFinding[] = [];
  const over = (): boolean => {
    if (!budget || !spent(budget)) return false;
    budget.stopped ??= { file: "SKILL.md", line: 1 };
    return true;
  };
  if (over()) return out;
  for (const rule of RULES) {
    if (rule.kind !== "skill") continue;
    for (const h of rule.check(skill)) out.push({ ...finding(rule, h.file, h.line, 1, h.match), why: h.why });
    if (over()) break;
  }
  return out;
}
