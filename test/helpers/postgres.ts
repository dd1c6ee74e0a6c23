// A real PostgreSQL server for tests: Debian's `postgresql` binaries, a cluster made by initdb in a
// temporary directory, on a loopback port, run as an unprivileged user (never root). Tests skip with a
// notice when the binaries (or a user to run them as) are missing; `.ci/run` installs them.
import { execFileSync, spawnSync } from "node:child_process";
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

function binDir(): string | undefined {
  const base = "/usr/lib/postgresql";
  if (!existsSync(base)) return undefined;
  const versions = readdirSync(base)
    .filter((v) => existsSync(join(base, v, "bin", "initdb")))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] === undefined ? undefined : join(base, versions[0], "bin");
}

/** The user the server runs as: ourselves unless root, then `postgres`. */
function runAs(): { user?: string; uid?: number; gid?: number } | undefined {
  if (process.getuid?.() !== 0) return {};
  const r = spawnSync("id", ["-u", "postgres"], { encoding: "utf8" });
  const g = spawnSync("id", ["-g", "postgres"], { encoding: "utf8" });
  if (r.status !== 0 || g.status !== 0) return undefined;
  return { user: "postgres", uid: Number(r.stdout.trim()), gid: Number(g.stdout.trim()) };
}

/** Why PostgreSQL tests cannot run here, or undefined when they can. */
export function postgresUnavailable(): string | undefined {
  if (binDir() === undefined) return "PostgreSQL is not installed (apt-get install postgresql)";
  if (runAs() === undefined) return "running as root without a 'postgres' user to run the server as";
  return undefined;
}

export async function freePort(): Promise<number> {
  return new Promise((resolvePromise, reject) => {
    const s = createServer();
    s.once("error", reject);
    s.listen(0, "127.0.0.1", () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolvePromise(port));
    });
  });
}

export interface Postgres {
  /** postgres://… of the `registry` database. */
  readonly url: string;
  start(): void;
  stop(): void;
  /** Stops the server and removes the cluster. */
  destroy(): void;
}

export async function startPostgres(): Promise<Postgres> {
  const bin = binDir()!;
  const who = runAs()!;
  const dir = mkdtempSync(join(tmpdir(), "skillport-pg-"));
  chmodSync(dir, 0o700);
  if (who.uid !== undefined) chownSync(dir, who.uid, who.gid!);
  const data = join(dir, "data");
  const port = await freePort();
  const run = (cmd: string, args: string[]) => {
    const full = who.user
      ? ["runuser", ["-u", who.user, "--", join(bin, cmd), ...args]]
      : [join(bin, cmd), args];
    return execFileSync(full[0] as string, full[1] as string[], {
      stdio: "pipe",
      encoding: "utf8",
      cwd: dir,
    });
  };
  run("initdb", ["-D", data, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--no-sync"]);
  const opts = `-c listen_addresses=127.0.0.1 -c port=${port} -c unix_socket_directories=${dir} -c fsync=off`;
  const start = () =>
    run("pg_ctl", ["-D", data, "-o", opts, "-l", join(dir, "log"), "-w", "-t", "60", "start"]);
  const stop = () => run("pg_ctl", ["-D", data, "-m", "fast", "-w", "-t", "60", "stop"]);
  start();
  run("psql", ["-h", "127.0.0.1", "-p", String(port), "-U", "postgres", "-c", "CREATE DATABASE registry"]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/registry`,
    start,
    stop,
    destroy: () => {
      try {
        stop();
      } catch {
        // already stopped
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
