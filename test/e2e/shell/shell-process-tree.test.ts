import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runShellSnippet } from "../../../src/shell/run.js";
import { runCli, tmp, writeTree } from "../../helpers/index.js";
import { alive, HAS_SETSID } from "../../helpers/processes.js";

// X4: no process a shell snippet started outlives it: not one that called setsid, not one that
// double-forked away to init. The timeout message says what was really killed.

const linux = process.platform === "linux" && existsSync("/proc/self/stat");

const pidIn = (file: string): number => Number(readFileSync(file, "utf8").trim());
const waitFor = (file: string) => `while [ ! -s '${file}' ]; do sleep 0.01; done`;

describe.skipIf(!linux || !HAS_SETSID)("X4: every descendant of a snippet is killed", () => {
  it("X4: a child that called setsid (new session and group) does not outlive the snippet", async () => {
    const f = join(tmp(), "pid");
    const out = await runShellSnippet(
      `setsid sh -c 'read -r hp _ < /proc/self/stat; echo $hp > ${f}; exec sleep 300' >/dev/null 2>&1 & ${waitFor(f)}; echo done`,
      { cwd: tmp(), env: process.env, timeoutMs: 20_000 },
    );
    expect(out).toBe("done");
    expect(alive(pidIn(f))).toBe(false);
  });

  it("X4: a double-forked daemon re-parented to init (setsid -f) does not outlive the snippet", async () => {
    const f = join(tmp(), "pid");
    await runShellSnippet(
      `setsid -f sh -c 'read -r hp _ < /proc/self/stat; echo $hp > ${f}; exec sleep 300' </dev/null >/dev/null 2>&1; ${waitFor(f)}`,
      { cwd: tmp(), env: process.env, timeoutMs: 20_000 },
    );
    expect(alive(pidIn(f))).toBe(false);
  });

  it("X4: on timeout, a setsid child holding the output pipe is killed and the message says so", async () => {
    const f = join(tmp(), "pid");
    const run = runShellSnippet(
      `setsid sh -c 'read -r hp _ < /proc/self/stat; echo $hp > ${f}; exec sleep 300' & sleep 300`,
      {
        cwd: tmp(),
        env: process.env,
        timeoutMs: 1500,
      },
    );
    await expect(run).rejects.toMatchObject({
      code: "shell-timeout",
      message: expect.stringContaining("it and every process it started were killed"),
    });
    expect(alive(pidIn(f))).toBe(false);
  });
});

describe("X4: time limits a timer cannot hold", () => {
  it("X4: a library time limit of 2^31 ms or more is clamped, not turned into an immediate timeout", async () => {
    await expect(
      runShellSnippet("sleep 0.2; echo hi", { cwd: tmp(), env: process.env, timeoutMs: 2 ** 32 }),
    ).resolves.toBe("hi");
  });

  it("X4: --shell-timeout of 2^31 ms or more is refused (exit 2)", () => {
    const proj = writeTree(tmp(), { ".agents/commands/hi.md": "---\ndescription: hi\n---\n!`echo hi`\n" });
    const r = runCli(["--trust", "expand", "/hi", "--allow-shell", "--shell-timeout", "2147483648"], {
      cwd: proj,
    });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("--shell-timeout must be less than 2147483648 ms");
    const ok = runCli(["--trust", "expand", "/hi", "--allow-shell", "--shell-timeout", "2147483647"], {
      cwd: proj,
    });
    expect(ok.code).toBe(0);
    expect(ok.stdout.trimEnd().endsWith("\nhi")).toBe(true);
  });
});
