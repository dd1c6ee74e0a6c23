import { basename } from "node:path";
import { CODES, diag } from "../diagnostics.js";
import { extractFrontmatter } from "../format/frontmatter.js";
import { type ParsedSkillFile, parseFrom } from "../format/parse.js";
import type { Diagnostic, ValidationRules } from "../types.js";
import { type DiscoveryFs, decodeUtf8, type FileInfo } from "./fs.js";
import type { Candidate } from "./walk.js";

/** F8: the file limit, checked with stat before anything is read. */
export const MAX_SKILL_FILE_BYTES = 100 * 1024;
/** Most frontmatter fits in the first 4 KiB; longer ones cost one more read. */
const HEAD_BYTES = 4096;

export type ReadOutcome =
  | { readonly kind: "parsed"; readonly info: FileInfo; readonly parsed: ParsedSkillFile }
  | { readonly kind: "failed"; readonly diagnostics: readonly Diagnostic[] }
  | { readonly kind: "duplicate"; readonly diagnostic: Diagnostic };

const errText = (e: unknown): string => (e instanceof Error ? e.message : String(e));

function tooLarge(path: string, size: number, limit: number): Diagnostic {
  return diag(
    "error",
    CODES.fileTooLarge,
    `${path} is ${size} bytes; the limit is ${limit} bytes, so it was not read. Move long material into references/ files.`,
    path,
  );
}

/** D6: the same real SKILL.md reached a second time, through `path`, after `first`. */
export function duplicatePathDiagnostic(path: string, first: string): Diagnostic {
  return diag(
    "info",
    CODES.duplicatePath,
    `${path} is the same file as ${first} (reached through a symlink); it was loaded once.`,
    path,
  );
}

/** Reads and parses one candidate SKILL.md. Never throws. */
export function readCandidate(
  candidate: Candidate,
  rules: ValidationRules,
  fs: DiscoveryFs,
  seen: Map<string, string>,
  limit = MAX_SKILL_FILE_BYTES,
): ReadOutcome {
  const path = candidate.file;
  if (candidate.wrongCase) {
    return {
      kind: "failed",
      diagnostics: [
        diag(
          "error",
          CODES.wrongCaseFilename,
          `${path} is named '${basename(path)}'; skills must be in a file named exactly 'SKILL.md', so this one is not loaded. Rename it to SKILL.md.`,
          path,
        ),
      ],
    };
  }
  try {
    const head = fs.readHead(path, limit, HEAD_BYTES);
    const info = head.info;
    if (!info.isFile) {
      return {
        kind: "failed",
        diagnostics: [
          diag("error", CODES.readFailed, `${path} is not a regular file; it was skipped.`, path),
        ],
      };
    }
    if (info.size > limit) return { kind: "failed", diagnostics: [tooLarge(path, info.size, limit)] };
    const first = seen.get(info.id);
    if (first !== undefined) {
      return { kind: "duplicate", diagnostic: duplicatePathDiagnostic(path, first) };
    }
    seen.set(info.id, path);

    let bytes = head.bytes ?? Buffer.alloc(0);
    let complete = head.complete;
    let decoded = decodeUtf8(bytes, complete);
    let fm = decoded.ok ? extractFrontmatter(decoded.text, complete, rules.mode !== "spec") : undefined;
    if (fm?.kind === "need-more" || (!decoded.ok && !complete)) {
      bytes = fs.readFile(path);
      if (bytes.length > limit) return { kind: "failed", diagnostics: [tooLarge(path, bytes.length, limit)] };
      complete = true;
      decoded = decodeUtf8(bytes, true);
      fm = decoded.ok ? extractFrontmatter(decoded.text, true, rules.mode !== "spec") : undefined;
    }
    if (!decoded.ok || fm === undefined) {
      return {
        kind: "failed",
        diagnostics: [
          diag(
            "error",
            CODES.invalidEncoding,
            `${path} cannot be read as text: ${decoded.ok ? "unknown error" : decoded.reason}. Save it as UTF-8 Markdown.`,
            path,
          ),
        ],
      };
    }
    const parsed = parseFrom(fm, { ...rules, path, dirName: basename(candidate.directory) });
    return { kind: "parsed", info, parsed };
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    const vanished = code === "ENOENT" || code === "ENOTDIR";
    return {
      kind: "failed",
      diagnostics: [
        diag(
          "error",
          CODES.readFailed,
          vanished
            ? `${path} disappeared while it was being loaded; it was skipped.`
            : `Cannot read ${path}: ${errText(e)}. Check its permissions.`,
          path,
        ),
      ],
    };
  }
}
