import { LockTimeoutError } from "../util/lock-file.js";
import { terminalLine } from "../util/terminal.js";

// Ordinary file-system failures (a full disk, a read-only mount, a permission, a quota) are not bugs:
// the CLI says what failed, where and what to do, and exits 1 — never "unexpected error" with a stack.

const REASONS: Readonly<Record<string, string>> = {
  ENOSPC: "no space left on the device; free some space and try again",
  EDQUOT: "the disk quota is exhausted; free some space and try again",
  EFBIG: "the file would be too large for the file system",
  EACCES: "permission denied; check the permissions of the file and the directories above it",
  EPERM: "operation not permitted; check the permissions and attributes of the file and its directory",
  EROFS: "the file system is read-only",
  EIO: "input/output error (a failing disk or an unreachable network file system)",
  EMFILE: "too many open files in this process; raise `ulimit -n`",
  ENFILE: "too many open files on the system",
  ENOENT: "no such file or directory",
  ENOTDIR: "a component of the path is not a directory",
  EISDIR: "it is a directory",
  ELOOP: "too many levels of symbolic links",
  ENAMETOOLONG: "the name is too long",
  EEXIST: "it already exists",
  ENOTEMPTY: "the directory is not empty",
  EBUSY: "it is busy (in use or a mount point)",
  ETXTBSY: "it is busy (a running program)",
  EXDEV: "it is on another file system",
  ESTALE: "stale network file handle",
};

const VERBS: Readonly<Record<string, string>> = {
  open: "open",
  read: "read",
  write: "write",
  mkdir: "create the directory",
  mkdtemp: "create a directory in",
  rename: "rename",
  unlink: "remove",
  rmdir: "remove",
  rm: "remove",
  scandir: "list",
  stat: "read",
  lstat: "read",
  fstat: "read",
  copyfile: "copy",
  symlink: "create the link",
  link: "link",
  chmod: "change the mode of",
  close: "close",
  fsync: "write",
  realpath: "resolve",
};

/** A clear one-line message for an ordinary file-system or lock error, or undefined for anything else. */
export function fsErrorMessage(e: unknown): string | undefined {
  if (e instanceof LockTimeoutError) return `cannot update a shared file: ${terminalLine(e.message)}`;
  if (!(e instanceof Error)) return undefined;
  const err = e as NodeJS.ErrnoException & { dest?: string };
  const reason = err.code !== undefined ? REASONS[err.code] : undefined;
  if (reason === undefined || typeof err.syscall !== "string") return undefined;
  const verb = VERBS[err.syscall] ?? err.syscall;
  const where = err.path !== undefined ? ` ${terminalLine(String(err.path))}` : "";
  const to = err.dest !== undefined ? ` to ${terminalLine(String(err.dest))}` : "";
  return `cannot ${verb}${where}${to}: ${reason} (${err.code})`;
}
