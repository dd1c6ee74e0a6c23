// What a pass of the scanner (scan.ts) reads a text with, made once per rules table: the hint matcher of its
// rules' words, its gated and required expressions' sets, and which rules it runs on a kind of text.
import { GATE_WORDS } from "./decode-gates.js";
import { type HintMatcher, hintMatcher, wordFinder } from "./hints.js";
import { foldsOutsideAscii, type RequiredWords, requiredWords } from "./required-words.js";
import type { AuditRule } from "./rule-types.js";

/**
 * A gated (or required) expression's set of words (none when it needs only a character outside ASCII), and which
 * characters outside ASCII let a span through (`outside`: none when undefined).
 */
export interface Gated {
  readonly set?: number;
  readonly outside?: (span: string) => boolean;
}

/** The hint matcher of a rules table, and where each gated expression's words sit among its sets. */
export interface Matcher {
  readonly hints: HintMatcher;
  /** Every expression a rule of the pass gates (`gates`) or requires (`requires`), with its words' set. */
  readonly gates: ReadonlyMap<RegExp, Gated>;
  /**
   * In a pass whose rules have no hint words (the Unicode pass), an expression per gated set that finds where
   * the set's words end without the hint scan: that scan read every such text whole for one gate's few words.
   */
  readonly finders: ReadonlyMap<number, RegExp>;
}

/** `ſ` and the Kelvin sign: under `i` with `u` they are `s` and `k`, letters of a word the hint pass looks for. */
const FOLDS_TO_ASCII = /[\u017f\u212a]/;

/**
 * What lets a span through for `re` besides its words: one of the characters its source names outside ASCII
 * (matched as `re` matches them: a class of them under its own case flags), or any such character when it does
 * not name them; and a character that folds onto a word's letter.
 */
function outsideTest(re: RegExp, need: RequiredWords): ((span: string) => boolean) | undefined {
  const folds = foldsOutsideAscii(re);
  if (!need.other) return folds ? (span) => FOLDS_TO_ASCII.test(span) : undefined;
  if (!need.chars) return (span) => NON_ASCII.test(span);
  const flags = `${re.ignoreCase ? "i" : ""}${re.unicode || re.flags.includes("v") ? "u" : ""}`;
  const named = new RegExp(`[${need.chars.join("")}]`, flags);
  return folds ? (span) => named.test(span) || FOLDS_TO_ASCII.test(span) : (span) => named.test(span);
}

/** Which rules a pass runs: the Unicode pass only the Unicode rules, the plain pass the others, "all" every one. */
export type Pass = "all" | "unicode" | "plain";
const runsIn = (rule: AuditRule, which: Pass): boolean =>
  which === "all" ||
  (which === "unicode") === (rule.kind !== "file" && rule.kind !== "skill" && rule.nonAscii === true);

const matchers = new WeakMap<readonly AuditRule[], Map<Pass, Matcher>>();
/**
 * The matcher of one pass. The Unicode pass (a few rules on a text outside ASCII) gets one of only its rules'
 * words: it scanned the whole table's words over every such text, for one gate. A set's ends do not depend on
 * the other sets, so what a pass's rules see is the same. The plain pass shares "all"'s (one table in cache).
 */
export const matcherFor = (rules: readonly AuditRule[], which: Pass): Matcher => {
  const key = which === "unicode" ? "unicode" : "all";
  let byPass = matchers.get(rules);
  if (!byPass) {
    byPass = new Map();
    matchers.set(rules, byPass);
  }
  let m = byPass.get(key);
  if (!m) {
    // The decoder's gate words ride on the same pass, as one set each after the rules' (decode.ts), then
    // the required words of every gated expression, one set each (an expression shared by rules once).
    const sets = [
      ...rules.map((r) =>
        r.kind === "file" || r.kind === "skill" || !runsIn(r, key) ? [] : (r.hints ?? []),
      ),
      ...GATE_WORDS.map((w) => [w]),
    ];
    const gates = new Map<RegExp, Gated>();
    const add = (re: RegExp): void => {
      const need = requiredWords(re);
      if (!need || gates.has(re)) return;
      const outside = outsideTest(re, need);
      gates.set(re, need.words.length > 0 ? { set: sets.push(need.words) - 1, outside } : { outside });
    };
    for (const r of rules)
      for (const re of r.kind === "text" && runsIn(r, key) ? (r.gates ?? []) : []) add(re);
    // Then the expressions a rule requires (rule-types.ts `requires`), those already gated sharing their set.
    for (const r of rules)
      if (r.kind !== "file" && r.kind !== "skill" && runsIn(r, key))
        for (const entry of r.requires ?? [])
          for (const re of entry instanceof RegExp ? [entry] : entry) add(re);
    const hinted = rules.some(
      (r) => r.kind !== "file" && r.kind !== "skill" && runsIn(r, key) && !!r.hints?.length,
    );
    const finders = new Map<number, RegExp>();
    if (!hinted)
      for (const { set } of gates.values()) {
        const finder = set === undefined ? undefined : wordFinder(sets[set]!);
        if (finder !== undefined) finders.set(set!, finder);
      }
    m = { hints: hintMatcher(sets), gates, finders };
    byPass.set(key, m);
  }
  return m;
};
export const NON_ASCII = /[^\x00-\x7f]/;

/**
 * A rule a pass runs on a text, with its index in the table (its hint set's), whether it has hints, and what it
 * requires (rule-types.ts `requires`): per entry, the expressions one of which the text must be able to hold
 * (an entry with an expression whose words are not known is left out: it can skip nothing).
 */
export interface Planned {
  readonly rule: AuditRule & { kind: "pattern" | "text" };
  readonly i: number;
  readonly hinted: boolean;
  readonly needs: readonly (readonly Gated[])[];
}

/** The entries of a rule's `requires` the pass's matcher can read, each as its expressions' sets. */
function needsOf(rule: AuditRule & { kind: "pattern" | "text" }, matcher: Matcher): (readonly Gated[])[] {
  const out: (readonly Gated[])[] = [];
  for (const entry of rule.requires ?? []) {
    const alts = (entry instanceof RegExp ? [entry] : entry).map((re) => matcher.gates.get(re));
    if (alts.length > 0 && alts.every((g) => g !== undefined)) out.push(alts as Gated[]);
  }
  return out;
}

const plans = new WeakMap<readonly AuditRule[], Map<string, readonly Planned[]>>();
/**
 * The rules a pass runs on a kind of text, in table order: what a text is (Markdown, outside ASCII, with
 * signals wanted) decides most of it, and asking every rule object per text (each of its own shape) cost
 * more than the rules that had nothing to do.
 */
export function planOf(
  rules: readonly AuditRule[],
  which: Pass,
  markdown: boolean,
  nonAscii: boolean,
  signals: boolean,
): readonly Planned[] {
  let byKind = plans.get(rules);
  if (!byKind) {
    byKind = new Map();
    plans.set(rules, byKind);
  }
  const key = `${which} ${markdown} ${nonAscii} ${signals}`;
  let plan = byKind.get(key);
  if (!plan) {
    const list: Planned[] = [];
    const matcher = matcherFor(rules, which);
    rules.forEach((rule, i) => {
      if (
        rule.kind === "file" ||
        rule.kind === "skill" ||
        (rule.markdownOnly && !markdown) ||
        (rule.nonAscii && !nonAscii) ||
        (rule.signal && !signals) ||
        !runsIn(rule, which)
      )
        return;
      const needs = needsOf(rule, matcher);
      list.push({ rule, i, hinted: rule.hints !== undefined && rule.hints.length > 0, needs });
    });
    plan = list;
    byKind.set(key, plan);
  }
  return plan;
}
