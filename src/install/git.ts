// Cloning with the system git: no shell, shallow, a time limit, no prompts, no hooks, and only the
// transports a URL may name (never `ext::` or another remote helper that runs commands).
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { INSTALL_CODES, InstallError } from "./errors.js";
import { checkGitUrl, safeRef } from "./source.js";

/** Default time limit of one clone. */
export const GIT_TIMEOUT_MS = 120_000;

export interface CloneOptions {
  readonly ref?: string;
  readonly timeoutMs?: number;
  readonly env?: NodeJS.ProcessEnv;
}

// Variables that would make git work on another repository or read another config than the user's.
const DROPPED_ENV =
  /^GIT_(DIR|WORK_TREE|INDEX_FILE|OBJECT_DIRECTORY|ALTERNATE_OBJECT_DIRECTORIES|NAMESPACE|CEILING_DIRECTORIES|DISCOVERY_ACROSS_FILESYSTEM|COMMON_DIR|CONFIG_PARAMETERS|CONFIG_COUNT|CONFIG_KEY_\d+|CONFIG_VALUE_\d+|EXEC_PATH|TEMPLATE_DIR|PROTOCOL_FROM_USER|ALLOW_PROTOCOL)$/;

function gitEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const out: NodeJS.ProcessEnv = {};
  for (const [k, v] of Object.entries(env)) if (!DROPPED_ENV.test(k)) out[k] = v;
  return {
    ...out,
    GIT_TERMINAL_PROMPT: "0",
    GCM_INTERACTIVE: "never",
    GIT_ASKPASS: "",
    SSH_ASKPASS: "",
    GIT_SSH_VARIANT: env.GIT_SSH_VARIANT ?? "auto",
    GIT_PROTOCOL_FROM_USER: "0",
    LC_ALL: "C",
  };
}

// Every git call: no hooks, no fsmonitor, submodules off, and an explicit protocol allow-list.
const SAFE_CONFIG = [
  "-c",
  "core.hooksPath=/dev/null",
  "-c",
  "core.fsmonitor=false",
  "-c",
  "core.symlinks=true",
  "-c",
  "submodule.recurse=false",
  "-c",
  "protocol.allow=never",
  "-c",
  "protocol.https.allow=always",
  "-c",
  "protocol.http.allow=always",
  "-c",
  "protocol.ssh.allow=always",
  "-c",
  "protocol.git.allow=always",
  "-c",
  "protocol.file.allow=always",
  "-c",
  "init.templateDir=",
  "-c",
  "advice.detachedHead=false",
];

interface Run {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
  /** The whole stdout when `binary` was asked for. */
  readonly bytes?: Buffer;
}

interface RunOptions {
  /** Written to git's stdin (a promise: the process starts now, its input comes later). */
  readonly input?: string | Promise<string>;
  /** Keep stdout as bytes, up to this many (more is a refusal); a function is asked when output comes. */
  readonly binary?: number | (() => number);
}

async function runGit(
  args: readonly string[],
  cwd: string,
  env: NodeJS.ProcessEnv,
  deadline: number,
  options: RunOptions = {},
): Promise<Run> {
  const { spawn } = await import("node:child_process");
  return new Promise((resolvePromise, reject) => {
    let child: import("node:child_process").ChildProcess;
    try {
      child = spawn("git", [...SAFE_CONFIG, ...args], {
        cwd,
        env,
        shell: false,
        stdio: [options.input !== undefined ? "pipe" : "ignore", "pipe", "pipe"],
        detached: process.platform !== "win32",
      });
    } catch (e) {
      reject(e);
      return;
    }
    let stdout = "";
    let stderr = "";
    const chunks: Buffer[] = [];
    let size = 0;
    let overflow = false;
    const cap = typeof options.binary === "function" ? options.binary : () => options.binary as number;
    child.stdout?.on("data", (b: Buffer) => {
      if (options.binary !== undefined) {
        size += b.length;
        if (size > cap()) {
          overflow = true;
          child.kill("SIGKILL");
        } else chunks.push(b);
      } else if (stdout.length < 65536) stdout += b.toString("utf8");
    });
    if (options.input !== undefined) {
      child.stdin?.on("error", () => {});
      void Promise.resolve(options.input).then(
        (text) => child.stdin?.end(text),
        () => child.stdin?.end(),
      );
    }
    child.stderr?.on("data", (b: Buffer) => {
      if (stderr.length < 65536) stderr += b.toString("utf8");
    });
    const left = Math.max(1, deadline - Date.now());
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      try {
        if (child.pid !== undefined) process.kill(-child.pid, "SIGKILL");
      } catch {
        child.kill("SIGKILL");
      }
    }, left);
    child.on("error", (e: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      if (e.code === "ENOENT") {
        reject(
          new InstallError(
            INSTALL_CODES.gitFailed,
            "git is not installed (or not on PATH); install git and try again.",
          ),
        );
      } else reject(e);
    });
    child.on("close", (code) => {
      clearTimeout(timer);
      if (timedOut) {
        reject(
          new InstallError(INSTALL_CODES.timeout, "git took longer than its time limit and was stopped."),
        );
        return;
      }
      if (overflow) {
        reject(
          new InstallError(
            INSTALL_CODES.tooLarge,
            `The repository's skills are larger than ${cap()} bytes; refused.`,
          ),
        );
        return;
      }
      resolvePromise({
        code: code ?? -1,
        stdout,
        stderr,
        ...(options.binary !== undefined ? { bytes: Buffer.concat(chunks) } : {}),
      });
    });
  });
}

const lastLine = (text: string): string =>
  text
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean)
    .slice(-1)[0]
    ?.replace(/[\u0000-\u001f\u007f-\u009f]/g, "?") ?? "no output";

function gitError(r: Run, url: string, ref: string | undefined): InstallError {
  const line = lastLine(r.stderr);
  const notFound =
    /not found|does not exist|does not appear to be a git repository|Could not find remote branch|couldn't find remote ref|Remote branch .* not found|no such/i.test(
      r.stderr,
    );
  // Prompts are off: a private repository needs the user's git credential helper (never a prompt).
  const auth =
    /terminal prompts disabled|could not read (Username|Password)|Authentication failed|HTTP Basic: Access denied|returned error: 40[13]/i.test(
      r.stderr,
    );
  const hint = auth
    ? " The server wants credentials and skillport never prompts: store them with your git credential helper (git config --global credential.helper …; then git clone the URL once), or use an ssh URL."
    : ` Check the URL${ref ? " and the ref" : ""}, and that you can clone it with git.`;
  return new InstallError(
    notFound && !auth ? INSTALL_CODES.sourceNotFound : INSTALL_CODES.gitFailed,
    `git could not get ${url}${ref ? ` at ${ref}` : ""}: ${line}.${hint}`,
  );
}

const SHA = /^[0-9a-f]{40}$/;

/** The commit HEAD of a fresh bare clone names (its ref file, else packed-refs); undefined if unknown. */
function headCommit(dir: string): string | undefined {
  const read = (p: string) => {
    try {
      return readFileSync(join(dir, p), "utf8");
    } catch {
      return "";
    }
  };
  const head = read("HEAD").trim();
  if (SHA.test(head)) return head;
  const ref = /^ref: (refs\/[A-Za-z0-9._/+-]+)$/.exec(head)?.[1];
  if (ref === undefined || ref.includes("..")) return undefined;
  const loose = read(ref).trim();
  if (SHA.test(loose)) return loose;
  for (const line of read("packed-refs").split("\n")) {
    const [sha, name] = line.trim().split(" ");
    if (name === ref && sha !== undefined && SHA.test(sha)) return sha;
  }
  return undefined;
}

/** One file of a repository tree, as `git ls-tree -r -l` lists it. */
export interface RepoEntry {
  readonly path: string;
  /** `100644`, `100755`, `120000` (link), `160000` (submodule). */
  readonly mode: string;
  readonly oid: string;
  readonly size: number;
}

export interface BareClone {
  /** The commit read, when git recorded it. */
  readonly commit?: string;
  readonly entries: readonly RepoEntry[];
  /** Reads the blobs of `entries` (one `git cat-file --batch`), at most `maxBytes` in all. */
  readonly read: (entries: readonly RepoEntry[], maxBytes: number) => Promise<Buffer[]>;
  readonly dispose: () => void;
}

/**
 * Shallow-clones `url` without a work tree (git writes a pack, not the files) and lists its tree:
 * files are read from git's object store, so nothing of the repository is ever checked out and no
 * link in it is ever followed. Throws `install-git-failed`, `install-source-not-found`, `install-timeout`.
 */
export async function cloneBare(url: string, options: CloneOptions = {}): Promise<BareClone> {
  checkGitUrl(url);
  if (options.ref !== undefined && !safeRef(options.ref)) {
    throw new InstallError(
      INSTALL_CODES.sourceInvalid,
      `The ref ${JSON.stringify(options.ref)} is not safe; refused.`,
    );
  }
  const env = gitEnv(options.env ?? process.env);
  const deadline = Date.now() + (options.timeoutMs ?? GIT_TIMEOUT_MS);
  const parent = mkdtempSync(join(tmpdir(), "skillport-git-"));
  const dir = join(parent, "repo.git");
  const dispose = () => rmSync(parent, { recursive: true, force: true });
  try {
    const ref = options.ref;
    let rev = "HEAD";
    if (ref !== undefined && /^[0-9a-f]{40}$/.test(ref)) {
      for (const args of [
        ["init", "-q", "--bare", dir],
        ["-C", dir, "fetch", "-q", "--depth", "1", "--no-tags", "--", url, ref],
      ]) {
        const r = await runGit(args, parent, env, deadline);
        if (r.code !== 0) throw gitError(r, url, ref);
      }
      rev = "FETCH_HEAD";
    } else {
      const args = ["clone", "-q", "--bare", "--depth", "1", "--single-branch", "--no-tags"];
      if (ref !== undefined) args.push("--branch", ref);
      args.push("--", url, dir);
      const r = await runGit(args, parent, env, deadline);
      if (r.code !== 0) throw gitError(r, url, ref);
    }
    const commit = rev === "FETCH_HEAD" ? ref : headCommit(dir);
    // The blob reader starts with the listing (two process start-ups at once); it is fed the ids
    // when they are known, or nothing (it then exits) when the clone is disposed unread.
    let feed: (ids: string) => void = () => {};
    let limit = 0;
    const batch = runGit(["-C", dir, "cat-file", "--batch"], parent, env, deadline, {
      input: new Promise<string>((resolveFeed) => {
        feed = resolveFeed;
      }),
      binary: () => limit,
    });
    batch.catch(() => {});
    let batchUsed = false;
    const ls = await runGit(
      ["-C", dir, "ls-tree", "-r", "-l", "-z", "--full-tree", rev],
      parent,
      env,
      deadline,
      {
        binary: 256 * 1024 * 1024,
      },
    ).catch((e) => {
      feed("");
      throw e;
    });
    if (ls.code !== 0) {
      feed("");
      throw gitError(ls, url, ref);
    }
    const entries: RepoEntry[] = [];
    for (const rec of ls.bytes!.toString("utf8").split("\0")) {
      const tab = rec.indexOf("\t");
      if (tab < 0) continue;
      const [mode, , oid, size] = rec.slice(0, tab).split(/ +/);
      entries.push({ path: rec.slice(tab + 1), mode: mode!, oid: oid!, size: Number(size) || 0 });
    }
    const read = async (wanted: readonly RepoEntry[], maxBytes: number): Promise<Buffer[]> => {
      if (wanted.length === 0) return [];
      const input = `${wanted.map((e) => e.oid).join("\n")}\n`;
      const cap = maxBytes + wanted.length * 128;
      let r: Run;
      if (!batchUsed) {
        batchUsed = true;
        limit = cap;
        feed(input);
        r = await batch;
      } else {
        r = await runGit(["-C", dir, "cat-file", "--batch"], parent, env, deadline, { input, binary: cap });
      }
      if (r.code !== 0) throw gitError(r, url, ref);
      const out: Buffer[] = [];
      const buf = r.bytes!;
      let off = 0;
      for (const e of wanted) {
        const nl = buf.indexOf(10, off);
        const header = buf.subarray(off, nl).toString("utf8").split(" ");
        if (header[0] !== e.oid || header[1] !== "blob") {
          throw new InstallError(INSTALL_CODES.gitFailed, `git returned an unexpected object for ${e.path}.`);
        }
        const size = Number(header[2]);
        out.push(Buffer.from(buf.subarray(nl + 1, nl + 1 + size)));
        off = nl + 1 + size + 1;
      }
      return out;
    };
    const disposeAll = () => {
      if (!batchUsed) {
        batchUsed = true;
        feed("");
      }
      dispose();
    };
    return { ...(commit ? { commit } : {}), entries, read, dispose: disposeAll };
  } catch (e) {
    dispose();
    throw e;
  }
}

/**
 * The newest `max` commits of `url` (at `ref`, else its default branch) that touched `path`, newest
 * first. For a lock without a `commit` (another tool's) whose source moved on: one of them may still
 * hold the locked content. A full clone of one branch, without a work tree; nothing is checked out.
 */
export async function commitsTouching(
  url: string,
  path: string,
  max: number,
  options: CloneOptions = {},
): Promise<string[]> {
  checkGitUrl(url);
  if (options.ref !== undefined && !safeRef(options.ref)) return [];
  const env = gitEnv(options.env ?? process.env);
  const deadline = Date.now() + (options.timeoutMs ?? GIT_TIMEOUT_MS);
  const parent = mkdtempSync(join(tmpdir(), "skillport-git-"));
  const dir = join(parent, "repo.git");
  try {
    const args = ["clone", "-q", "--bare", "--single-branch", "--no-tags"];
    if (options.ref !== undefined) args.push("--branch", options.ref);
    args.push("--", url, dir);
    const r = await runGit(args, parent, env, deadline);
    if (r.code !== 0) throw gitError(r, url, options.ref);
    const log = await runGit(
      ["-C", dir, "rev-list", `--max-count=${max}`, "HEAD", "--", `:(literal)${path}`],
      parent,
      env,
      deadline,
    );
    if (log.code !== 0) return [];
    return log.stdout
      .split("\n")
      .filter((l) => SHA.test(l.trim()))
      .map((l) => l.trim());
  } finally {
    rmSync(parent, { recursive: true, force: true });
  }
}
