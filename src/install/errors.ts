// Every refusal of the installer is an InstallError with a stable code (docs/DIAGNOSTICS.md).
import { CODES } from "../diagnostics.js";
import { SkillportError } from "../errors.js";
import type { Diagnostic } from "../types.js";

export const INSTALL_CODES = {
  rootSymlink: CODES.rootSymlink,
  rootNotDirectory: CODES.rootNotDirectory,
  targetExists: CODES.targetExists,
  writeFailed: CODES.writeFailed,
  nameUnsafe: CODES.nameUnsafe,
  sourceInvalid: CODES.sourceInvalid,
  sourceNotFound: CODES.sourceNotFound,
  gitFailed: CODES.gitFailed,
  timeout: CODES.timeout,
  fetchFailed: CODES.fetchFailed,
  tooLarge: CODES.tooLarge,
  digestMismatch: CODES.digestMismatch,
  archiveUnsafe: CODES.archiveUnsafe,
  indexInvalid: CODES.indexInvalid,
  skillInvalid: CODES.skillInvalid,
  auditRefused: CODES.auditRefused,
  nameCollision: CODES.installNameCollision,
  noSkills: CODES.noSkills,
  skillNotInSource: CODES.skillNotInSource,
  lockInvalid: CODES.lockInvalid,
  lockHashMismatch: CODES.lockHashMismatch,
  notInstalled: CODES.notInstalled,
  locallyModified: CODES.locallyModified,
} as const;

export type InstallErrorCode = (typeof INSTALL_CODES)[keyof typeof INSTALL_CODES];

/** A refusal: what is wrong, where, and how to fix it. Nothing was written when one is thrown. */
export class InstallError extends SkillportError<InstallErrorCode> {
  constructor(
    code: InstallErrorCode,
    message: string,
    /** Diagnostics behind the refusal (a skill's validation errors). */
    readonly diagnostics: readonly Diagnostic[] = [],
  ) {
    super(code, message);
    this.name = "InstallError";
  }
}

const WRITE_ERRORS: Record<string, string> = {
  ENOSPC: "the disk is full",
  EDQUOT: "the disk quota is exhausted",
  EACCES: "permission denied",
  EPERM: "operation not permitted",
  EROFS: "the file system is read-only",
  EFBIG: "the file is larger than this process may write",
  ENOTDIR: "a path component is not a directory",
  EEXIST: "it already exists",
  EMFILE: "too many open files",
  EIO: "an input/output error",
};

/** A file-system failure while writing `path`, as a refusal with a plain-language reason. */
export function writeFailure(e: unknown, path: string, what = "write"): InstallError {
  const code = (e as NodeJS.ErrnoException | undefined)?.code;
  const why = (code && WRITE_ERRORS[code]) ?? (e instanceof Error ? e.message : String(e));
  return new InstallError(
    INSTALL_CODES.writeFailed,
    `Cannot ${what} ${path}: ${why}${code ? ` (${code})` : ""}. Nothing was installed; fix the cause and run the command again.`,
  );
}

/** Rethrows InstallErrors as they are and turns file-system errors into writeFailure. */
export function asInstallError(e: unknown, path: string, what?: string): InstallError {
  if (e instanceof InstallError) return e;
  if (e && typeof e === "object" && "code" in e && typeof (e as { code: unknown }).code === "string")
    return writeFailure(e, path, what);
  throw e;
}
