import { createHash } from "node:crypto";
import {
  closeSync,
  constants,
  existsSync,
  fchmodSync,
  fstatSync,
  mkdirSync,
  openSync,
  readdirSync,
  readSync,
  realpathSync,
  statSync,
  unlinkSync,
  writeSync,
} from "node:fs";
import { hostname } from "node:os";
import { basename, dirname, join } from "node:path";
import type { ModelMessage } from "ai";
import { SkillportError } from "../errors.js";
import { stateHome } from "../util/base-dirs.js";
import { notPrivate } from "../util/private-path.js";

// Saved chat sessions: one JSON-lines file per session under
// $XDG_STATE_HOME/skillport/sessions/<project>/, the project being the git root of the workspace (or
// the workspace). The first line is a header; each later line is one record written with a single
// O_APPEND write: a finished turn's messages, or (after compaction) the whole conversation again.
// A crash can only leave a torn last line, which a reader skips with a warning. One process at a time
// writes a session: an owner lock (`<id>.lock`, O_EXCL, pid and host) refuses a second writer while
// the first is alive. Files are 0600 in 0700 directories: a conversation holds whatever the user
// and the tools showed the model.

export const SESSION_FORMAT = 1;
/** A session file larger than this is refused rather than read whole. */
export const MAX_SESSION_BYTES = 256 * 1024 * 1024;
const HEAD_BYTES = 64 * 1024;
const NOFOLLOW = constants.O_NOFOLLOW ?? 0;

export class SessionFileError extends SkillportError<"session-file-invalid" | "session-busy"> {
  constructor(code: "session-file-invalid" | "session-busy", message: string) {
    super(code, message);
    this.name = "SessionFileError";
  }
}

export interface SessionHeader {
  readonly type: "session";
  readonly version: number;
  readonly id: string;
  readonly cwd: string;
  readonly created: string;
  readonly model?: string;
}

export type SessionRecord =
  | { readonly type: "turn"; readonly messages: readonly ModelMessage[] }
  | { readonly type: "replace"; readonly messages: readonly ModelMessage[]; readonly reason?: string }
  | { readonly type: "usage"; readonly inputTokens: number; readonly outputTokens: number };

export interface LoadedSession {
  readonly header: SessionHeader;
  readonly messages: ModelMessage[];
  /** Lines that could not be read (a torn last line after a crash), said once each. */
  readonly warnings: string[];
  readonly usage: { inputTokens: number; outputTokens: number };
}

export interface SessionSummary {
  readonly id: string;
  readonly path: string;
  readonly created: string;
  readonly modified: Date;
  readonly title: string;
  readonly bytes: number;
}

/** The git root above `dir`, or `dir`. */
function projectRoot(dir: string): string {
  for (let d = dir; ; d = dirname(d)) {
    if (existsSync(join(d, ".git"))) return d;
    if (dirname(d) === d) return dir;
  }
}

/** The directory of one project's sessions. */
export function sessionsDir(workspace: string, env: NodeJS.ProcessEnv = process.env): string {
  let real = workspace;
  try {
    real = realpathSync.native(workspace);
  } catch {
    // keep the path as given
  }
  const root = projectRoot(real);
  const name =
    basename(root)
      .replace(/[^A-Za-z0-9._-]/g, "_")
      .slice(0, 40) || "root";
  const hash = createHash("sha256").update(root).digest("hex").slice(0, 16);
  return join(stateHome(env), "skillport", "sessions", `${name}-${hash}`);
}

const ID = /^[A-Za-z0-9-]{1,64}$/;

function ownFile(fd: number, path: string): void {
  const st = fstatSync(fd);
  if (!st.isFile()) throw new SessionFileError("session-file-invalid", `${path} is not a regular file.`);
  const euid = process.geteuid?.();
  if (euid !== undefined && st.uid !== euid && st.uid !== 0)
    throw new SessionFileError(
      "session-file-invalid",
      `${path} belongs to another user (uid ${st.uid}); a session is only read from your own files.`,
    );
  if (st.size > MAX_SESSION_BYTES)
    throw new SessionFileError(
      "session-file-invalid",
      `${path} is ${st.size} bytes, over the ${MAX_SESSION_BYTES}-byte limit of a session file; start a new session.`,
    );
}

function readWhole(path: string, limit = MAX_SESSION_BYTES): Buffer {
  let fd: number;
  try {
    fd = openSync(path, constants.O_RDONLY | NOFOLLOW | (constants.O_NONBLOCK ?? 0));
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    const why =
      code === "ENOENT"
        ? "does not exist"
        : code === "ELOOP"
          ? "is a symbolic link"
          : `cannot be read (${code})`;
    throw new SessionFileError("session-file-invalid", `The session file ${path} ${why}.`);
  }
  try {
    ownFile(fd, path);
    const size = Math.min(fstatSync(fd).size, limit);
    const buf = Buffer.alloc(size);
    let n = 0;
    while (n < size) {
      const r = readSync(fd, buf, n, size - n, n);
      if (r === 0) break;
      n += r;
    }
    return buf.subarray(0, n);
  } finally {
    closeSync(fd);
  }
}

function parseHeader(line: string | undefined, path: string): SessionHeader {
  let h: unknown;
  try {
    h = JSON.parse(line ?? "");
  } catch {
    h = undefined;
  }
  const o = h as Partial<SessionHeader> | undefined;
  if (o?.type !== "session" || typeof o.id !== "string" || !ID.test(o.id))
    throw new SessionFileError(
      "session-file-invalid",
      `${path} is not a skillport session file (its first line is not a session header); it was left as it is.`,
    );
  if (typeof o.version !== "number" || o.version > SESSION_FORMAT)
    throw new SessionFileError(
      "session-file-invalid",
      `${path} was written by a newer skillport (format ${String(o.version)}); update skillport to resume it.`,
    );
  return o as SessionHeader;
}

const isRecord = (r: unknown): r is SessionRecord => {
  const o = r as { type?: unknown; messages?: unknown } | null;
  if (!o || typeof o !== "object") return false;
  if (o.type === "turn" || o.type === "replace") return Array.isArray(o.messages);
  return o.type === "usage";
};

/** Reads a session: the header, then the records folded into the conversation. */
export function loadSessionFile(path: string): LoadedSession {
  const text = readWhole(path).toString("utf8");
  const lines = text.split("\n");
  const header = parseHeader(lines[0], path);
  const messages: ModelMessage[] = [];
  const warnings: string[] = [];
  const usage = { inputTokens: 0, outputTokens: 0 };
  for (let i = 1; i < lines.length; i++) {
    const l = lines[i]!;
    if (l.trim() === "") continue;
    let r: unknown;
    try {
      r = JSON.parse(l);
    } catch {
      r = undefined;
    }
    if (!isRecord(r)) {
      const torn = i === lines.length - 1;
      warnings.push(
        `line ${i + 1} of ${path} is not a complete record${torn ? " (a write cut short, e.g. by a crash)" : ""}; that turn is skipped`,
      );
      continue;
    }
    if (r.type === "turn") messages.push(...r.messages);
    else if (r.type === "replace") messages.splice(0, messages.length, ...r.messages);
    else {
      usage.inputTokens += Number(r.inputTokens) || 0;
      usage.outputTokens += Number(r.outputTokens) || 0;
    }
  }
  return { header, messages, warnings, usage };
}

/** A short title: the first line of the first user message. */
function titleOf(lines: readonly string[]): string {
  for (const l of lines.slice(1)) {
    try {
      const r = JSON.parse(l) as SessionRecord;
      if (r.type !== "turn" && r.type !== "replace") continue;
      const user = r.messages.find((m) => m.role === "user");
      const c = user?.content;
      const text =
        typeof c === "string"
          ? c
          : Array.isArray(c)
            ? c.map((p) => ("text" in p ? p.text : "")).join(" ")
            : "";
      if (text.trim() !== "") return text.trim().split("\n")[0]!.slice(0, 80);
    } catch {
      // a torn or cut line: try the next
    }
  }
  return "";
}

/** This project's sessions, newest first. Files that are not sessions are left out. */
export function listSessions(dir: string): SessionSummary[] {
  let names: string[];
  try {
    names = readdirSync(dir).filter((n) => n.endsWith(".jsonl"));
  } catch {
    return [];
  }
  const out: SessionSummary[] = [];
  for (const n of names) {
    const path = join(dir, n);
    try {
      const head = readWhole(path, HEAD_BYTES).toString("utf8").split("\n");
      const header = parseHeader(head[0], path);
      const st = statSync(path);
      out.push({
        id: header.id,
        path,
        created: header.created,
        modified: st.mtime,
        title: titleOf(head),
        bytes: st.size,
      });
    } catch {
      // not a session of ours: not listed
    }
  }
  return out.sort((a, b) => b.modified.getTime() - a.modified.getTime() || (a.id < b.id ? 1 : -1));
}

/** The session an id (or a unique prefix of one) names. */
export function findSession(dir: string, id: string): SessionSummary {
  const direct = join(dir, `${id}.jsonl`);
  if (ID.test(id) && existsSync(direct)) {
    // Named exactly: read it, so a broken file says what is wrong with it.
    const header = parseHeader(readWhole(direct, HEAD_BYTES).toString("utf8").split("\n")[0], direct);
    const st = statSync(direct);
    return {
      id: header.id,
      path: direct,
      created: header.created,
      modified: st.mtime,
      title: "",
      bytes: st.size,
    };
  }
  const all = listSessions(dir);
  const exact = all.find((s) => s.id === id);
  if (exact) return exact;
  const hits = all.filter((s) => s.id.startsWith(id));
  if (hits.length === 1) return hits[0]!;
  throw new SessionFileError(
    "session-file-invalid",
    hits.length === 0
      ? `No saved session '${id}' for this project; \`skillport chat --sessions\` lists them.`
      : `'${id}' names ${hits.length} sessions (${hits.map((s) => s.id.slice(0, 12)).join(", ")}); give more of the id.`,
  );
}

function pidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Takes the owner lock of a session, or says who holds it. A dead holder's lock is taken over. */
function takeLock(lock: string): void {
  const me = `${process.pid} ${hostname()}`;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lock, constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | NOFOLLOW, 0o600);
      writeSync(fd, me);
      closeSync(fd);
      return;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== "EEXIST") throw e;
    }
    let holder = "";
    try {
      holder = readWhole(lock, 512).toString("utf8");
    } catch {
      // a link or something odd: treated as stale below
    }
    const [pid, host] = holder.split(" ");
    if (host === hostname() && Number(pid) > 0 && pidAlive(Number(pid)))
      throw new SessionFileError(
        "session-busy",
        `This session is open in another skillport chat (pid ${pid}); close that one first, or start a new session.`,
      );
    if (host !== undefined && host !== hostname() && holder !== "")
      throw new SessionFileError(
        "session-busy",
        `This session is open on ${host}; close it there first, or delete ${lock} if nothing runs there.`,
      );
    unlinkSync(lock);
  }
  throw new SessionFileError("session-busy", `Could not take ${lock}; try again.`);
}

export interface SessionWriter {
  readonly id: string;
  readonly path: string;
  append(record: SessionRecord): void;
  close(): void;
}

function ensureDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  // HOME=/tmp or a shared XDG_STATE_HOME: another user who can write a directory on the way could
  // swap it, or plant the output files read_file trusts. Conversations are never written there.
  const foreign = notPrivate(dir);
  if (foreign !== undefined)
    throw new SessionFileError(
      "session-file-invalid",
      `${dir} is not private to you: ${foreign}, so another user could read or change your sessions there; the session is not saved. Make it and the directories above it yours and writable only by you (chown, chmod go-w), or point XDG_STATE_HOME at a private directory.`,
    );
}

/** Opens a session for appending: a new one (`header` given) or an existing file. */
export function openSessionWriter(
  dir: string,
  id: string,
  header?: Omit<SessionHeader, "type" | "version" | "id">,
): SessionWriter {
  if (!ID.test(id)) throw new TypeError(`openSessionWriter: bad session id '${id}'.`);
  ensureDir(dir);
  const path = join(dir, `${id}.jsonl`);
  const lock = join(dir, `${id}.lock`);
  takeLock(lock);
  let fd: number;
  try {
    const flags =
      constants.O_WRONLY |
      constants.O_APPEND |
      NOFOLLOW |
      (header ? constants.O_CREAT | constants.O_EXCL : 0);
    fd = openSync(path, flags, 0o600);
    ownFile(fd, path);
    if ((fstatSync(fd).mode & 0o077) !== 0) fchmodSync(fd, 0o600);
  } catch (e) {
    unlinkSync(lock);
    if (e instanceof SessionFileError) throw e;
    throw new SessionFileError(
      "session-file-invalid",
      `Cannot write the session file ${path}: ${(e as Error).message}`,
    );
  }
  const write = (s: string): void => {
    const b = Buffer.from(s);
    let n = 0;
    while (n < b.length) n += writeSync(fd, b, n);
  };
  if (header) write(`${JSON.stringify({ type: "session", version: SESSION_FORMAT, id, ...header })}\n`);
  else {
    // A torn last line: start the next record on a line of its own.
    const size = fstatSync(fd).size;
    if (size > 0) {
      const last = Buffer.alloc(1);
      const r = openSync(path, constants.O_RDONLY | NOFOLLOW);
      try {
        readSync(r, last, 0, 1, size - 1);
      } finally {
        closeSync(r);
      }
      if (last[0] !== 0x0a) write("\n");
    }
  }
  let closed = false;
  return {
    id,
    path,
    append(record) {
      if (closed) return;
      write(`${JSON.stringify(record)}\n`);
    },
    close() {
      if (closed) return;
      closed = true;
      closeSync(fd);
      try {
        unlinkSync(lock);
      } catch {
        // already gone
      }
    },
  };
}
