// The shapes of the model review (`skillport audit --review`): what goes in, what comes out. The
// review is a second opinion over the deterministic audit: it can add findings, never remove one.
import type { AuditFinding } from "../types.js";

/** The rule id of every finding the model review adds. */
export const REVIEW_RULE = "model-review";

export type ReviewVerdict = "malicious" | "suspicious" | "benign";

/** Why a review did not run; the deterministic result stands. */
export type ReviewFailure =
  | "no-model"
  | "missing-package"
  | "network"
  | "timeout"
  | "rate-limit"
  | "invalid-reply"
  | "model-error"
  | "unreadable";

/** One file of a skill as the review sees it. */
export interface ReviewFile {
  /** Relative to the skill directory, `/` separators. */
  readonly path: string;
  readonly size: number;
  /** The text of a regular text file; undefined for binaries, links and what could not be read. */
  readonly text?: string;
  /** Why the file has no text (binary, a symbolic link, unreadable). */
  readonly note?: string;
}

/** A skill to review: its files and the digest of those files (the cache key). */
export interface ReviewInput {
  readonly name: string;
  readonly files: readonly ReviewFile[];
  /** SHA-256 of the files as read (src/util/skill-hash.ts). */
  readonly digest: string;
  /** The deterministic findings, named to the model (rule, file, line; never the matched text). */
  readonly findings?: readonly AuditFinding[];
}

/** What the model answered, checked against the schema. */
export interface ModelAnswer {
  readonly verdict: ReviewVerdict;
  readonly confidence: number;
  readonly findings: readonly { readonly file: string; readonly line: number; readonly why: string }[];
}

interface OutcomeBase {
  /** The model, as `provider:model` (what the cache is keyed by). */
  readonly model?: string;
  /** What was not sent, or not sent whole (cut files, binaries, the rest past the budget). */
  readonly omitted: readonly string[];
  /** How many secrets were replaced by a marker before sending. */
  readonly redacted: number;
}

export interface ReviewDone extends OutcomeBase {
  readonly status: "reviewed";
  readonly verdict: ReviewVerdict;
  readonly confidence: number;
  /** The findings the review adds (none for `benign`). */
  readonly findings: readonly AuditFinding[];
  /** The verdict came from the cache: nothing was sent. */
  readonly cached: boolean;
}

export interface ReviewFailed extends OutcomeBase {
  readonly status: "failed";
  readonly reason: ReviewFailure;
  /** Says what failed and how to fix it; never quotes the skill or the model's reply. */
  readonly message: string;
}

export type ReviewOutcome = ReviewDone | ReviewFailed;

/** A warning the review wants shown (a corrupt cache entry), with the file it is about. */
export interface ReviewWarning {
  readonly message: string;
  readonly path?: string;
}
