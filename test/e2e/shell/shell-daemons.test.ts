import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runBash } from "../../../src/agent/bash.js";
import { detectContainment } from "../../../src/shell/contain.js";
import { runShellSnippet } from "../../../src/shell/run.js";
import { tmp } from "../../helpers/index.js";
import { alive, HAS_SETSID } from "../../helpers/processes.js";

// X4: a daemon that clears its environment, leaves the session and double-forks to init
// (`(env -i setsid -f sleep 999 &)`) used to outlive the call 10 times out of 10 in the agent's bash.
// Where the system allows a PID namespace (root, or unprivileged user namespaces), it dies with the call.

const contained = detectContainment().kind !== "none";

// The daemon writes its pid as this machine sees it (/proc/self of the `read` builtin: the shell itself).
const daemon = (f: string): string =>
  `(env -i setsid -f sh -c 'read -r hp _ < /proc/self/stat; echo $hp > ${f}.tmp; mv ${f}.tmp ${f}; exec sleep 999' </dev/null >/dev/null 2>&1 &); while [ ! -s ${f} ]; do sleep 0.01; done; echo started`;

const pidIn = (f: string): number => Number(readFileSync(f, "utf8").trim());

describe.skipIf(process.platform !== "linux" || !HAS_SETSID || !contained)(
  "X4: daemons do not escape a contained call",
  () => {
    it("X4: in a shell snippet, 10 of 10 env -i setsid -f daemons die with the call", async () => {
      const dir = tmp();
      for (let i = 0; i < 10; i++) {
        const f = join(dir, `pid${i}`);
        expect(await runShellSnippet(daemon(f), { cwd: dir, env: process.env, timeoutMs: 20_000 })).toBe(
          "started",
        );
        expect(alive(pidIn(f)), `run ${i}`).toBe(false);
      }
    });

    it("X4: in the agent's bash, 10 of 10 env -i setsid -f daemons die with the call", async () => {
      const dir = tmp();
      for (let i = 0; i < 10; i++) {
        const f = join(dir, `pid${i}`);
        const r = await runBash(daemon(f), { cwd: dir, timeoutMs: 20_000 });
        expect(r.output.trim()).toBe("started");
        expect(r.survivors).toBeUndefined();
        expect(alive(pidIn(f)), `run ${i}`).toBe(false);
      }
    });

    it("X4: on timeout the contained tree goes too, daemon included", async () => {
      const dir = tmp();
      const f = join(dir, "pid");
      const r = await runBash(`${daemon(f)}; sleep 300`, { cwd: dir, timeoutMs: 1500 });
      expect(r.stopped).toBe("timeout");
      expect(alive(pidIn(f))).toBe(false);
    });
  },
);

describe("X4: what a contained shell still does", () => {
  it("X4: exit status, stdout, arguments and the working directory are as with a plain sh", async () => {
    const dir = tmp();
    const r = await runBash("echo out; echo err >&2; pwd; exit 3", { cwd: dir, timeoutMs: 20_000 });
    expect(r.status).toBe(3);
    expect(r.output).toContain("out");
    expect(r.output).toContain("err");
    expect(r.output).toContain(dir);
    await expect(
      runShellSnippet('printf "%s|" "$1" "$2"', { cwd: dir, env: process.env, args: ["a b", "c"] }),
    ).resolves.toBe("a b|c|");
  });
});
