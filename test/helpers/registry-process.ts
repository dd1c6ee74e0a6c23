// `skillport registry serve` as a real child process of the built CLI.
import { type ChildProcess, spawn } from "node:child_process";
import { join } from "node:path";
import { CLI, tmp } from "./index.js";

export interface RegistryProcess {
  readonly url: string;
  readonly proc: ChildProcess;
  stderr(): string;
  stop(): Promise<void>;
}

export async function spawnRegistry(
  args: readonly string[],
  env: Record<string, string> = {},
): Promise<RegistryProcess> {
  const home = tmp("skillport-reg-home-");
  const proc = spawn(process.execPath, [CLI, "registry", "serve", "--port", "0", ...args], {
    env: {
      ...process.env,
      NO_COLOR: "1",
      HOME: home,
      XDG_CONFIG_HOME: join(home, ".config"),
      XDG_CACHE_HOME: join(home, ".cache"),
      XDG_DATA_HOME: join(home, ".local", "share"),
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let err = "";
  proc.stderr!.on("data", (c: Buffer) => {
    err += c.toString("utf8");
  });
  const url = await new Promise<string>((resolvePromise, reject) => {
    const timer = setTimeout(() => reject(new Error(`registry serve did not start:\n${err}`)), 90_000);
    const check = () => {
      const m = /serving (http:\/\/\S+)/.exec(err);
      if (m) {
        clearTimeout(timer);
        resolvePromise(m[1]!);
      }
    };
    proc.stderr!.on("data", check);
    proc.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`registry serve exited with ${code}:\n${err}`));
    });
  });
  return {
    url,
    proc,
    stderr: () => err,
    stop: () =>
      new Promise<void>((done) => {
        if (proc.exitCode !== null) return done();
        proc.once("exit", () => done());
        proc.kill("SIGTERM");
      }),
  };
}

/** Polls `check` until it returns true (or throws after `ms`). */
export async function waitFor(check: () => Promise<boolean>, ms = 60_000, what = "condition"): Promise<void> {
  const end = Date.now() + ms;
  for (;;) {
    try {
      if (await check()) return;
    } catch {
      // not yet
    }
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
