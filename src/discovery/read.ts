import { basename, sep } from "node:path";
import { CODES, diag } from "../diagnostics.js";
import { extractFrontmatter, type FrontmatterResult } from "../format/frontmatter.js";
import { MAX_SKILL_FILE_BYTES } from "../format/limits.js";
import { parseFrom } from "../format/parse.js";
import { isMissingDependency } from "../format/yaml.js";
import type { Diagnostic, ValidationRules } from "../types.js";
import { errText, notUtf8, notUtf8Message } from "../util/fs-errors.js";
import { checkUtf8, type DiscoveryFs, type HeadRead } from "./fs.js";
import type { Candidate, PreRead, ReadOutcome } from "./records.js";

// Re-exported for callers that import them from here.
export { MAX_SKILL_FILE_BYTES } from "../format/limits.js";
export type { PreRead, ReadOutcome } from "./records.js";
/** Most frontmatter fits in the first 4 KiB; longer ones cost one more read. */
export const HEAD_BYTES = 4096;

function tooLarge(path: string, size: number, limit: number): Diagnostic {
  return diag(
    "error",
    CODES.fileTooLarge,
    `${path} is ${size} bytes; the limit is ${limit} bytes, so it was not read. Move long material into references/ files.`,
    path,
  );
}

/** The same real SKILL.md reached a second time, through `path`, after `first`. */
export function duplicatePathDiagnostic(path: string, first: string): Diagnostic {
  return diag(
    "info",
    CODES.duplicatePath,
    `${path} is the same file as ${first} (reached through a symlink); it was loaded once.`,
    path,
  );
}

/**
 * Reads and parses one candidate SKILL.md (or takes what the walker read for it), without the
 * duplicate check: live reload re-reads single files and checks duplicates over the whole set.
 * Never throws.
 */
export function preReadCandidate(
  candidate: Candidate,
  rules: ValidationRules,
  fs: DiscoveryFs,
  limit = MAX_SKILL_FILE_BYTES,
): PreRead {
  const path = candidate.file;
  if (candidate.wrongCase) {
    return {
      outcome: {
        kind: "failed",
        diagnostics: [
          diag(
            "error",
            CODES.wrongCaseFilename,
            `${path} is named '${basename(path)}'; skills must be in a file named exactly 'SKILL.md', so this one is not loaded. Rename it to SKILL.md.`,
            path,
          ),
        ],
      },
    };
  }
  if (candidate.pre !== undefined) return candidate.pre;
  try {
    return readFromHead(candidate, fs.readHead(path, limit, HEAD_BYTES), rules, fs, limit);
  } catch (e) {
    return { outcome: { kind: "failed", diagnostics: [readFailed(path, e)] } };
  }
}

/** Reads and parses one candidate SKILL.md (or takes what the walker read for it). Never throws. */
export function readCandidate(
  candidate: Candidate,
  rules: ValidationRules,
  fs: DiscoveryFs,
  seen: Map<string, string>,
  limit = MAX_SKILL_FILE_BYTES,
): ReadOutcome {
  // What the walker read (the common case) without a call: this runs once per skill at every start.
  const pre =
    candidate.pre !== undefined && candidate.wrongCase !== true
      ? candidate.pre
      : preReadCandidate(candidate, rules, fs, limit);
  if (pre.id !== undefined) {
    const first = seen.get(pre.id);
    if (first !== undefined)
      return { kind: "duplicate", diagnostic: duplicatePathDiagnostic(candidate.file, first) };
    seen.set(pre.id, candidate.file);
  }
  return pre.outcome;
}

/**
 * Parses a candidate from the head of its file (read with the size checked first). Reads the rest only
 * when the frontmatter does not close within the head. Never throws.
 */
export function readFromHead(
  candidate: Candidate,
  head: HeadRead,
  rules: ValidationRules,
  fs: DiscoveryFs,
  limit = MAX_SKILL_FILE_BYTES,
): PreRead {
  const path = candidate.file;
  const info = head.info;
  if (!info.isFile) {
    return {
      outcome: {
        kind: "failed",
        diagnostics: [
          diag("error", CODES.readFailed, `${path} is not a regular file; it was skipped.`, path),
        ],
      },
    };
  }
  if (info.size > limit)
    return { outcome: { kind: "failed", diagnostics: [tooLarge(path, info.size, limit)] } };
  const id = info.id;
  try {
    const repair = rules.mode !== "spec";
    let bytes = head.bytes ?? Buffer.alloc(0);
    let fm = frontmatterOf(bytes, head.complete, repair);
    if (fm.kind === "need-more" || (fm.kind === "encoding" && !head.complete)) {
      bytes = fs.readFile(path);
      if (bytes.length > limit) {
        return { id, outcome: { kind: "failed", diagnostics: [tooLarge(path, bytes.length, limit)] } };
      }
      fm = frontmatterOf(bytes, true, repair);
    }
    if (fm.kind === "encoding") {
      return {
        id,
        outcome: {
          kind: "failed",
          diagnostics: [
            diag(
              "error",
              CODES.invalidEncoding,
              `${path} cannot be read as text: ${fm.reason}. Save it as UTF-8 Markdown.`,
              path,
            ),
          ],
        },
      };
    }
    const parsed = parseFrom(fm, {
      mode: rules.mode,
      nameRule: rules.nameRule,
      lengthUnit: rules.lengthUnit,
      path,
      dirName: lastSegment(candidate.directory),
    });
    return { id, outcome: { kind: "parsed", info, parsed } };
  } catch (e) {
    return { id, outcome: { kind: "failed", diagnostics: [readFailed(path, e)] } };
  }
}

/** `\n`. */
const NL = 10;
const HEAD_ONLY = { complete: false } as const;

/**
 * F2 on raw bytes. The whole head is validated as UTF-8, but only the frontmatter is decoded when the
 * first closing line closes it (the common case): strings taken from the YAML then pin a copy of the
 * frontmatter, never of the body, so memory does not grow with body size (F9), and there is less to
 * decode. Otherwise the whole head is decoded and extracted as usual, and the result re-extracted from
 * a copy of just the frontmatter for the same reason.
 */
function frontmatterOf(
  bytes: Buffer,
  complete: boolean,
  repair: boolean,
): FrontmatterResult | { kind: "encoding"; reason: string } {
  const checked = checkUtf8(bytes, complete);
  if (!checked.ok) return { kind: "encoding", reason: checked.reason };
  const end = checked.end;
  const marker = closerCandidate(bytes, end);
  const eol = marker === -1 ? -1 : bytes.indexOf(NL, marker + 4);
  if (eol !== -1 && eol < end) {
    // Without repair: a repaired first candidate must not win over a later one that parses as is.
    const fm = extractFrontmatter(bytes.toString("utf8", 0, eol + 1), HEAD_ONLY);
    if (fm.kind === "ok") return fm;
  }
  const text = bytes.toString("utf8", 0, end);
  const fm = extractFrontmatter(text, { complete, repair });
  if (fm.kind !== "ok" || fm.bodyStart >= text.length) return fm;
  const head = Buffer.byteLength(text.slice(0, fm.bodyStart));
  return extractFrontmatter(bytes.toString("utf8", 0, head), { repair });
}

const CLOSER = Buffer.from("\n---");

/** Index of the first `\n---` ending before `end`, or -1 (a native search: no per-byte JavaScript). */
function closerCandidate(bytes: Buffer, end: number): number {
  const k = bytes.indexOf(CLOSER);
  return k !== -1 && k + 3 < end ? k : -1;
}

/** basename() for the walker's paths, which never end with a separator. */
function lastSegment(dir: string): string {
  const k = dir.lastIndexOf(sep);
  return k === -1 || k === dir.length - 1 ? basename(dir) : dir.slice(k + 1);
}

/** The diagnostic for a skill or command file that could not be read or parsed (never throws). */
export function readFailed(path: string, e: unknown): Diagnostic {
  const code = (e as NodeJS.ErrnoException).code;
  const vanished = code === "ENOENT" || code === "ENOTDIR";
  return diag(
    "error",
    CODES.readFailed,
    notUtf8(path, e)
      ? notUtf8Message(path)
      : isMissingDependency(e)
        ? `Cannot parse ${path}: ${errText(e)}.`
        : vanished
          ? `${path} disappeared while it was being loaded; it was skipped.`
          : `Cannot read ${path}: ${errText(e)}. Check its permissions.`,
    path,
  );
}
