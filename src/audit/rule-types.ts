// The shapes of the audit's rules: what a rule is (a pattern, a check over a file's text, or a check
// over a file's facts) and what it sees. The table is rules/ (one file per family); the checks live in detectors/.
import type { AuditFinding, AuditSeverity } from "./types.js";

export type AuditFamily =
  | "injection"
  | "obfuscation"
  | "execution"
  | "exfiltration"
  | "secrets"
  | "shell"
  | "agent"
  | "filesystem";

/** What a file is, as the scanner sees it. */
export interface AuditFileFacts {
  /** Relative to the skill directory, `/` separators. */
  readonly path: string;
  readonly type: "file" | "symlink" | "special" | "directory";
  readonly size: number;
  /** Symlinks: the link text, and whether it resolves (physically or lexically) outside the skill. */
  readonly linkTarget?: string;
  readonly linkEscapes?: boolean;
  /** Regular files: the first bytes (for magic numbers) and whether they look binary. */
  readonly head?: Uint8Array;
  readonly binary?: boolean;
  /** The file was cut at the size cap; `tooBig` holds the cap. */
  readonly truncatedAt?: number;
  /** Reading failed (the message), or the walk stopped at a limit here. */
  readonly error?: string;
  readonly limit?: string;
  /** The audit ran out of time here (the text shown); nothing after it was matched. */
  readonly incomplete?: string;
}

/** A text file as the text rules see it. */
export interface AuditText {
  readonly path: string;
  readonly text: string;
  readonly markdown: boolean;
  /** The file's text before normalisation, when that differs (same lines; the decoder reads it). */
  readonly original?: string;
  /**
   * Scans text decoded out of this file (a base64 payload, a char-code string) with every rule, one
   * level deeper; undefined when the decoding depth is spent. Given by the scanner (scan.ts). `prose`: read it
   * as Markdown prose (a sentence decoded out of a Markdown file's text), not as a script.
   */
  readonly scanDecoded?: (
    text: string,
    prose?: boolean,
  ) => readonly { readonly severity: AuditSeverity; readonly family?: string; readonly rule: string }[];
  /**
   * Whether one of the decoder's gate words (decode.ts `GATE_WORDS`) occurs in `text`, capitals folded:
   * read off the hint scan the scanner makes anyway. Given by the scanner (scan.ts).
   */
  readonly hasWord?: (word: string) => boolean;
  /**
   * The skill's own words about itself, for a file other than its SKILL.md: the SKILL.md's front matter and first
   * heading (index.ts). A script that never names what it installs is read beside the skill that does.
   */
  readonly skillIntro?: string;
  /**
   * The skill's SKILL.md sends the agent to this file as instructions ("read samples/setup.md and follow it",
   * followed.ts): a rule that skips a folder of tests or samples as data reads this file all the same.
   */
  readonly followed?: boolean;
}

/** A match: where it starts in the text and how long it is. */
export interface TextHit {
  readonly index: number;
  readonly length: number;
}

interface RuleBase {
  readonly id: string;
  readonly severity: AuditSeverity;
  readonly family: AuditFamily;
  readonly why: string;
}

/** A line of a file that holds one of a rule's hint words: its start offset and its text. */
export interface AuditLine {
  readonly index: number;
  readonly text: string;
}

interface TextRuleBase extends RuleBase {
  /**
   * Lowercase ASCII words (matched case-insensitively, anywhere): the rule runs only on the lines
   * holding one (a pattern) or gets those lines (a check), and is skipped for a file without any.
   * Without hints a rule sees every file whole.
   */
  readonly hints?: readonly string[];
  /** Run only on files holding a non-ASCII character (the Unicode rules). */
  readonly nonAscii?: boolean;
  /** Markdown files only (SKILL.md, commands, references). */
  readonly markdownOnly?: boolean;
  /** A step of an attack chain (detectors/chain-signals.ts): never shown, read by the skill-level rules. */
  readonly signal?: boolean;
  /**
   * What every hit of the rule needs in the text it reads (`file.text`), each entry on its own: a match of the
   * expression, or of one of the list's expressions. The scanner skips the rule, its check never called, on a
   * text that holds none of an entry's required words (required-words.ts) and none of the characters outside
   * ASCII it may match instead, read off the hint pass it makes anyway: the rule runs only on texts with a hint
   * word AND every entry's words. Declare only what the code proves (an early `return []` without the match, a
   * hit only inside one): a hit found without such a match would be lost. An expression shared with `gates`
   * costs the hint pass nothing more; one whose words are common ("to", "run") saves nothing.
   */
  readonly requires?: readonly (RegExp | readonly RegExp[])[];
}

export interface PatternRule extends TextRuleBase {
  readonly kind: "pattern";
  /** Global (`g`) expression; every match is a finding unless `accept` says no. With hints, matched line by line. */
  readonly pattern: RegExp;
  /**
   * Every match lies on one line and holds a character outside ASCII: without hints, the pattern reads only
   * the spans of lines holding one (nonAsciiSpans in text.ts), not the whole text.
   */
  readonly outsideAsciiLines?: true;
  /**
   * Every match lies on one line and holds an invisible character (text.ts `invisibleLines`): without hints,
   * the pattern reads only the lines holding one.
   */
  readonly invisibleLines?: true;
  readonly accept?: (hit: TextHit, file: AuditText) => boolean;
}

/**
 * Given by the scanner to a text rule's check: whether a span of the file's text (`from` to `to`, offsets
 * in `file.text`) can hold a match of an expression the rule gates, read off the hint scan it makes anyway.
 * True for an expression the rule does not declare.
 */
export type AuditGate = (re: RegExp, from: number, to: number) => boolean;

export interface TextCheckRule extends TextRuleBase {
  readonly kind: "text";
  /**
   * Expressions the check tries on lines or spans of the text: the scanner finds their required words
   * (required-words.ts) in its one pass, and `gate` says which spans hold one; lines without are skipped.
   */
  readonly gates?: readonly RegExp[];
  /** `lines`: the lines holding a hint word (empty for a rule without hints: it reads the text). */
  readonly check: (file: AuditText, lines: readonly AuditLine[], gate?: AuditGate) => readonly TextHit[];
}

export interface FileRule extends RuleBase {
  readonly kind: "file";
  /** The text to show for the file (usually its path or link target), or undefined for no finding. */
  readonly check: (file: AuditFileFacts) => string | undefined;
}

/**
 * A skill as the skill-level rules see it: every text file (as read), what the per-file rules found,
 * and the matches of the signal rules (never shown).
 */
export interface AuditSkillView {
  readonly files: readonly { readonly path: string; readonly text: string }[];
  readonly findings: readonly AuditFinding[];
  readonly signals: readonly AuditFinding[];
}

/** A skill-level match: where its last part is, and the why naming every part and its place. */
export interface SkillHit {
  readonly file: string;
  readonly line: number;
  readonly match: string;
  readonly why: string;
}

/** A rule over the whole skill (chain.ts): run once, after every per-file rule. */
export interface SkillRule extends RuleBase {
  readonly kind: "skill";
  readonly check: (skill: AuditSkillView) => readonly SkillHit[];
}

export type AuditRule = PatternRule | TextCheckRule | FileRule | SkillRule;
