// The model review: a second pass over a skill by the model the user configured, after the
// deterministic audit. It can only add findings (`model-review`, high for a malicious verdict, medium
// for a suspicious one), never remove or lower one: a skill that talks the reviewer into "benign" keeps
// every finding the rules gave it. Off unless asked for (`skillport audit --review`, or `audit.review`
// in the user's config for add/install/update). Nothing here picks a provider: the caller passes the
// model in, so this layer never imports the agent.
import { randomBytes } from "node:crypto";
import type { LanguageModel } from "ai";
import { hashSkillFiles } from "../../util/skill-hash.js";
import { terminalLine } from "../../util/terminal.js";
import type { MemoryFile, ReadEntry } from "../read.js";
import type { AuditFinding, AuditReport } from "../types.js";
import { cacheKey, readReview, writeReview } from "./cache.js";
import { skillDocument } from "./content.js";
import { askModel } from "./model.js";
import { systemPrompt, userPrompt } from "./prompt.js";
import {
  type ModelAnswer,
  REVIEW_RULE,
  type ReviewFailure,
  type ReviewFile,
  type ReviewInput,
  type ReviewOutcome,
  type ReviewWarning,
} from "./types.js";

export type { ReviewFailure, ReviewInput, ReviewOutcome } from "./types.js";

/** Seconds the model has to answer for one skill, retry included. */
export const DEFAULT_REVIEW_TIMEOUT_S = 120;
/** Findings taken from one answer at most; characters of one reason at most. */
const MAX_FINDINGS = 10;
const MAX_WHY = 240;

export interface ReviewerOptions {
  readonly model: LanguageModel;
  /** `provider:model`, as shown to the user. */
  readonly modelId: string;
  /** What identifies the model for the cache (with an OpenAI-compatible server's address); default `modelId`. */
  readonly cacheId?: string;
  /** Where verdicts are cached (review/cache.ts `reviewCacheDir`); none: no cache. */
  readonly cacheDir?: string;
  readonly timeoutMs?: number;
  /** Told about a cache entry that could not be used (it is ignored and the skill reviewed again). */
  readonly onWarning?: (warning: ReviewWarning) => void;
}

export type Reviewer = (input: ReviewInput) => Promise<ReviewOutcome>;

/** A reviewer over one model: cache first, then the model; never rejects. */
export function createReviewer(options: ReviewerOptions): Reviewer {
  const timeoutMs = options.timeoutMs ?? DEFAULT_REVIEW_TIMEOUT_S * 1000;
  return async (input) => {
    const doc = skillDocument(input.files);
    const base = { model: options.modelId, omitted: doc.omitted, redacted: doc.redacted };
    const key = cacheKey(input.digest, options.cacheId ?? options.modelId);
    if (options.cacheDir !== undefined) {
      const read = readReview(options.cacheDir, key);
      if ("hit" in read) return { ...base, ...done(read.hit, input), cached: true };
      if (read.problem !== undefined)
        options.onWarning?.({
          message: `the cached review ${read.path} was ignored: ${read.problem}; the skill is reviewed again`,
          path: read.path,
        });
    }
    const token = randomBytes(12).toString("hex");
    const result = await askModel({
      model: options.model,
      system: systemPrompt(token),
      prompt: userPrompt(input, doc, token),
      timeoutMs,
    });
    if ("reason" in result)
      return { ...base, status: "failed", reason: result.reason, message: result.message };
    const answer = clampAnswer(result.answer);
    if (options.cacheDir !== undefined) writeReview(options.cacheDir, key, answer);
    return { ...base, ...done(answer, input), cached: false };
  };
}

/** The outcome for a review that could not start (no model configured, a package missing). */
export function reviewUnavailable(reason: ReviewFailure, message: string, model?: string): ReviewOutcome {
  return { status: "failed", reason, message, omitted: [], redacted: 0, ...(model ? { model } : {}) };
}

/** The model's answer, bounded: confidence in [0, 1], at most 10 findings, short one-line reasons. */
function clampAnswer(a: ModelAnswer): ModelAnswer {
  const confidence = Number.isFinite(a.confidence) ? Math.min(1, Math.max(0, a.confidence)) : 0;
  return {
    verdict: a.verdict,
    confidence,
    findings: a.findings.slice(0, MAX_FINDINGS).map((f) => ({
      file: f.file.slice(0, 500),
      line: Number.isFinite(f.line) ? Math.trunc(f.line) : 1,
      why: f.why.replace(/\s+/g, " ").trim().slice(0, MAX_WHY),
    })),
  };
}

function done(answer: ModelAnswer, input: ReviewInput) {
  return {
    status: "reviewed" as const,
    verdict: answer.verdict,
    confidence: answer.confidence,
    findings: findingsOf(answer, input.files),
  };
}

/**
 * The findings a verdict adds: none for benign; else one per reason the model gave (at least one),
 * placed in a file of the skill (a path the skill does not have goes to SKILL.md) at a line it has.
 * Everything the model wrote is neutralised for a terminal: the skill may have steered it.
 */
export function findingsOf(answer: ModelAnswer, files: readonly ReviewFile[]): AuditFinding[] {
  if (answer.verdict === "benign") return [];
  const severity = answer.verdict === "malicious" ? "high" : "medium";
  const byPath = new Map(files.map((f) => [f.path, f]));
  const fallback = byPath.has("SKILL.md") ? "SKILL.md" : (files[0]?.path ?? "SKILL.md");
  const why = `the model review judged the skill ${answer.verdict} (confidence ${answer.confidence.toFixed(2)})`;
  const reasons = answer.findings.length > 0 ? answer.findings : [{ file: fallback, line: 1, why: "" }];
  return reasons.map((r) => {
    const file = byPath.get(r.file) ?? byPath.get(r.file.replace(/^\.\//, ""));
    const lines = file?.text === undefined ? 1 : file.text.split("\n").length;
    return {
      rule: REVIEW_RULE,
      severity,
      family: "review",
      file: file?.path ?? fallback,
      line: file ? Math.min(Math.max(1, r.line), lines) : 1,
      column: 1,
      match: terminalLine(r.why === "" ? answer.verdict : r.why.slice(0, MAX_WHY)),
      why,
    };
  });
}

/** `report` with the review's findings added after the rules' (the rules' findings are kept as they are). */
export function withReview(report: AuditReport, outcome: ReviewOutcome): AuditReport {
  if (outcome.status !== "reviewed" || outcome.findings.length === 0) return report;
  return { ...report, findings: [...report.findings, ...outcome.findings] };
}

/** The review input of read entries (a directory on disk, or files about to be installed). */
async function inputOf(name: string, entries: readonly ReadEntry[], findings?: readonly AuditFinding[]) {
  const files: ReviewFile[] = entries.map((e) => {
    const f = e.facts;
    if (e.text !== undefined) return { path: f.path, size: f.size, text: e.text };
    const note =
      f.type === "symlink"
        ? `a symbolic link to ${JSON.stringify(f.linkTarget ?? "")}`
        : f.binary
          ? "binary"
          : (f.error ?? f.limit ?? f.incomplete ?? f.type);
    return { path: f.path, size: f.size, note };
  });
  // The digest of what was read: an edited file gives a new key, and so a new review.
  const digest = await hashSkillFiles(
    files.map((f) => ({ path: f.path, data: Buffer.from(f.text ?? `\0${f.note}\0${f.size}`, "utf8") })),
  );
  return { name, files, digest, ...(findings ? { findings } : {}) };
}

/** The review input of a skill directory (or one file) on disk, read as the audit reads it. */
export async function reviewInputFromDir(
  name: string,
  dir: string,
  findings?: readonly AuditFinding[],
): Promise<ReviewInput> {
  const read = await import("../read.js");
  const entries = await read.readSkillTree(dir, {
    maxFileBytes: read.DEFAULT_MAX_FILE_BYTES,
    maxFiles: read.DEFAULT_MAX_FILES,
    maxDepth: read.DEFAULT_MAX_DEPTH,
  });
  return inputOf(name, entries, findings);
}

/** The review input of files held in memory (an install), exactly as the directory would give. */
export async function reviewInputFromFiles(
  name: string,
  files: readonly MemoryFile[],
  findings?: readonly AuditFinding[],
): Promise<ReviewInput> {
  const read = await import("../read.js");
  const entries = read.readMemoryTree(files, {
    maxFileBytes: read.DEFAULT_MAX_FILE_BYTES,
    maxFiles: read.DEFAULT_MAX_FILES,
    maxDepth: read.DEFAULT_MAX_DEPTH,
  });
  return inputOf(name, entries, findings);
}
