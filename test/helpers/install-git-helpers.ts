// Real git repositories for installer tests: bare repositories under a server directory, served over
// file:// or by `git daemon` on 127.0.0.1 (started here, on a free port).
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { mkdirSync } from "node:fs";
import { connect, createServer } from "node:net";
import { join } from "node:path";
import { tmp, writeTree } from "./index.js";
import { waitUntil } from "./wait.js";

const GIT_ENV = {
  ...process.env,
  GIT_AUTHOR_NAME: "t",
  GIT_AUTHOR_EMAIL: "t@example.invalid",
  GIT_COMMITTER_NAME: "t",
  GIT_COMMITTER_EMAIL: "t@example.invalid",
  GIT_CONFIG_NOSYSTEM: "1",
};

export const git = (cwd: string, ...args: string[]): string =>
  execFileSync("git", args, { cwd, env: GIT_ENV, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });

export interface Repo {
  /** The work tree to edit and commit in. */
  readonly work: string;
  /** The bare repository served (`<server>/<owner>/<repo>`). */
  readonly bare: string;
  /** Commits the work tree's changes and pushes them to the bare repository. */
  readonly commit: (files?: Record<string, string | Buffer>, message?: string) => string;
}

/** A bare repository `owner/repo` under `server` holding `files`. */
export function makeRepo(server: string, slug: string, files: Record<string, string | Buffer>): Repo {
  const work = tmp("skillport-work-");
  git(work, "init", "-q", "-b", "main");
  writeTree(work, files);
  git(work, "add", "-A");
  git(work, "commit", "-qm", "init");
  const bare = join(server, ...slug.split("/"));
  mkdirSync(join(bare, ".."), { recursive: true });
  git(work, "clone", "-q", "--bare", work, bare);
  git(work, "remote", "add", "origin", bare);
  const commit = (more: Record<string, string | Buffer> = {}, message = "change") => {
    writeTree(work, more);
    git(work, "add", "-A");
    git(work, "commit", "-qm", message);
    git(work, "push", "-q", "origin", "main");
    return git(work, "rev-parse", "HEAD").trim();
  };
  return { work, bare, commit };
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once("error", reject);
    s.listen(0, "127.0.0.1", () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

const listening = (port: number): Promise<boolean> =>
  new Promise<boolean>((resolve) => {
    const c = connect(port, "127.0.0.1");
    c.once("connect", () => {
      c.destroy();
      resolve(true);
    });
    c.once("error", () => resolve(false));
  });

const waitForPort = (port: number): Promise<void> =>
  waitUntil(`git daemon to listen on ${port}`, () => listening(port), { timeoutMs: 10_000, everyMs: 25 });

/** `git daemon` serving `server` on 127.0.0.1; returns its base URL and a stop function. */
export async function gitDaemon(server: string): Promise<{ base: string; stop: () => void }> {
  const port = await freePort();
  // git-daemon itself, not `git daemon`: killing the `git` wrapper would leave its git-daemon child
  // running after the tests (it did, one per run).
  const daemon = join(execFileSync("git", ["--exec-path"], { encoding: "utf8" }).trim(), "git-daemon");
  const child: ChildProcess = spawn(
    daemon,
    ["--reuseaddr", "--export-all", "--listen=127.0.0.1", `--port=${port}`, `--base-path=${server}`, server],
    { stdio: "ignore" },
  );
  // Killed with the test process too: a worker that dies before its afterAll must not leave it running.
  const stop = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  };
  process.once("exit", stop);
  try {
    await waitForPort(port);
  } catch (e) {
    stop();
    throw e;
  }
  return {
    base: `git://127.0.0.1:${port}`,
    stop: () => {
      stop();
      process.removeListener("exit", stop);
    },
  };
}
