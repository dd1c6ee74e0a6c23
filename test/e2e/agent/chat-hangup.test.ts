import { execFileSync, spawnSync } from "node:child_process";
import { chmodSync, existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { alive, chatEnv, newHome, spawnChat, until } from "../../helpers/chat-helpers.js";
import { type FakeServer, startFakeOpenAI } from "../../helpers/fake-openai.js";
import { CLI, skillMd, writeTree } from "../../helpers/index.js";

// SIGHUP (terminal closed, ssh dropped) and SIGQUIT end `chat` like SIGINT and SIGTERM: the running
// turn is cancelled and every command it (and its subagents) started is killed, not left under init.
// Build first.

const cleanup: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const f of cleanup.splice(0).reverse()) await f();
});

async function fake(router: Parameters<typeof startFakeOpenAI>[0]): Promise<FakeServer> {
  const s = await startFakeOpenAI(router);
  cleanup.push(() => s.close());
  return s;
}

/** A model whose main agent runs a sleeping command and starts a subagent that runs another. */
function sleepers(mainPid: string, subPid: string) {
  const sleep = (f: string) => `read -r hp _ < /proc/self/stat; echo $hp > ${f}; exec sleep 300`;
  return fake((r) => {
    if (r.toolResults.length > 0) return { text: "x" };
    if (r.isSubagent) return { calls: [{ name: "bash", args: { command: sleep(subPid) } }] };
    return {
      calls: [
        { name: "bash", args: { command: sleep(mainPid) } },
        { name: "spawn_agent", args: { task: "sleep too" } },
      ],
    };
  });
}

function project() {
  const home = newHome();
  const skills = join(home, "skills");
  writeTree(skills, { "pdf/SKILL.md": skillMd("pdf", "Fill PDF forms.") });
  return { home, skills, work: home };
}

const pidOf = (f: string): number => Number(readFileSync(f, "utf8").trim());
const written = (f: string) => () => existsSync(f) && readFileSync(f, "utf8").trim() !== "";

describe("chat: SIGHUP and SIGQUIT cancel the whole tree", { timeout: 90_000 }, () => {
  for (const [signal, code] of [
    ["SIGHUP", 129],
    ["SIGQUIT", 131],
  ] as const) {
    it(`--print: ${signal} kills the running command and the subagent's, then exits ${code}`, async () => {
      const p = project();
      const mainPid = join(p.home, "main.pid");
      const subPid = join(p.home, "sub.pid");
      const server = await sleepers(mainPid, subPid);
      const run = spawnChat(
        ["--no-user", "--no-project", "--root", p.skills, "chat", "--yes", "--print", "go"],
        { cwd: p.work, env: chatEnv(p.home, { SKILLPORT_BASE_URL: server.url, SKILLPORT_MODEL: "m" }) },
      );
      cleanup.push(() => {
        run.child.kill("SIGKILL");
      });
      await until("both commands", () => written(mainPid)() && written(subPid)());
      const pids = [pidOf(mainPid), pidOf(subPid)];
      expect(pids.every(alive)).toBe(true);
      run.child.kill(signal);
      const r = await run.done;
      expect(r.code).toBe(code);
      expect(pids.filter(alive)).toEqual([]);
    });
  }
});

const HAS_TMUX = spawnSync("tmux", ["-V"]).status === 0;
const q = (s: string): string => `'${s.replace(/'/g, "'\\''")}'`;

describe.skipIf(!HAS_TMUX)("chat REPL: closing the terminal (tmux)", { timeout: 90_000 }, () => {
  it("the terminal going away (SIGHUP) kills the running command", async () => {
    const p = project();
    const mainPid = join(p.home, "main.pid");
    const subPid = join(p.home, "sub.pid");
    const server = await sleepers(mainPid, subPid);
    const env = chatEnv(p.home, { SKILLPORT_BASE_URL: server.url, SKILLPORT_MODEL: "m" });
    const vars = Object.entries(env)
      .filter(([k, v]) => v !== undefined && /^[A-Za-z_][A-Za-z0-9_]*$/.test(k))
      .map(([k, v]) => q(`${k}=${v}`))
      .join(" ");
    const script = join(p.home, "run.sh");
    writeFileSync(
      script,
      `#!/bin/sh\ncd ${q(p.work)}\nexec env -i ${vars} ${q(process.execPath)} ${q(CLI)} --no-user --no-project --root ${q(p.skills)} chat --yes\n`,
    );
    chmodSync(script, 0o755);
    const socket = `skillport-hup-${process.pid}-${Math.random().toString(36).slice(2)}`;
    const tmux = (...args: string[]): string =>
      execFileSync("tmux", ["-L", socket, "-f", "/dev/null", ...args], {
        encoding: "utf8",
        stdio: ["ignore", "pipe", "ignore"],
      });
    tmux("new-session", "-d", "-s", "chat", "-x", "150", "-y", "50", script);
    cleanup.push(() => {
      try {
        tmux("kill-server");
      } catch {
        // gone
      }
    });
    await until("the REPL prompt", () => tmux("capture-pane", "-p", "-t", "chat").includes("/exit quits"));
    tmux("send-keys", "-t", "chat", "-l", "go");
    tmux("send-keys", "-t", "chat", "Enter");
    await until("both commands", () => written(mainPid)() && written(subPid)());
    const chatPid = Number(tmux("display-message", "-p", "-t", "chat", "#{pane_pid}").trim());
    const pids = [pidOf(mainPid), pidOf(subPid)];
    expect(pids.every(alive)).toBe(true);
    // Closing the terminal: the pty goes away and the session's processes get SIGHUP.
    tmux("kill-server");
    await until("chat to end", () => !alive(chatPid), 30_000);
    await until("the commands to be killed", () => pids.every((pid) => !alive(pid)), 10_000);
    expect(pids.filter(alive)).toEqual([]);
  });
});
