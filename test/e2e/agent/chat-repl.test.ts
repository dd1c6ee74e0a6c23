import { execFileSync, spawnSync } from "node:child_process";
import { chmodSync, existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { chatEnv, newHome, until } from "../../helpers/chat-helpers.js";
import { type FakeReply, type FakeRequest, startFakeOpenAI } from "../../helpers/fake-openai.js";
import { CLI, REPO, skillMd, writeTree } from "../../helpers/index.js";

// The `skillport chat` REPL in a real terminal: tmux runs it in a detached session, the test types
// with send-keys and reads the screen with capture-pane. Build first.

const HAS_TMUX = spawnSync("tmux", ["-V"]).status === 0;
if (!HAS_TMUX) console.warn("chat-repl.test.ts: tmux is not installed; the REPL tests are skipped.");

let cleanup: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const f of cleanup.reverse()) await f();
  cleanup = [];
});

/** A scripted model server, closed after the test, and a chat environment that talks to it. */
async function fakeModel(home: string, router: (request: FakeRequest) => FakeReply) {
  const server = await startFakeOpenAI(router);
  cleanup.push(() => server.close());
  const env = chatEnv(home, {
    SKILLPORT_BASE_URL: server.url,
    SKILLPORT_MODEL: "fake",
    TERM: "xterm-256color",
  });
  return { server, env };
}

/** A script that runs `skillport ARGS` in `cwd` with exactly `env` (tmux gives its command the tmux server's environment). */
const q = (s: string): string => `'${s.replace(/'/g, "'\\''")}'`;

function chatScript(home: string, cwd: string, env: NodeJS.ProcessEnv, args: string, after = ""): string {
  const vars = Object.entries(env)
    .filter(([k, v]) => v !== undefined && /^[A-Za-z_][A-Za-z0-9_]*$/.test(k))
    .map(([k, v]) => q(`${k}=${v}`))
    .join(" ");
  const script = join(home, "run.sh");
  writeFileSync(
    script,
    // The exit status goes to a file: tmux 3.3 sometimes leaves #{pane_dead_status} empty for a pane
    // whose process exited normally. (No SIGINT reaches this shell: the REPL keeps the terminal raw.)
    `#!/bin/sh\ncd ${q(cwd)}\nenv -i ${vars} ${q(process.execPath)} ${q(CLI)} ${args}${after}\necho $? > ${q(`${script}.status`)}\n`,
  );
  chmodSync(script, 0o755);
  return script;
}

function tmuxSession(command: string) {
  const socket = `skillport-chat-${process.pid}-${Math.random().toString(36).slice(2)}`;
  const tmux = (...args: string[]): string =>
    execFileSync("tmux", ["-L", socket, "-f", "/dev/null", ...args], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "pipe"],
    });
  tmux("new-session", "-d", "-s", "chat", "-x", "150", "-y", "50", command);
  tmux("set-option", "-t", "chat", "remain-on-exit", "on");
  cleanup.push(() => {
    try {
      tmux("kill-server");
    } catch {
      // Already gone.
    }
  });
  const screen = (): string => tmux("capture-pane", "-p", "-J", "-t", "chat", "-S", "-500");
  return {
    screen,
    keys: (...keys: string[]) => tmux("send-keys", "-t", "chat", ...keys),
    type: (text: string) => tmux("send-keys", "-t", "chat", "-l", text),
    waitFor: async (text: string | RegExp, ms = 15_000) => {
      try {
        await until(
          String(text),
          () => (typeof text === "string" ? screen().includes(text) : text.test(screen())),
          ms,
        );
      } catch (e) {
        throw new Error(`${(e as Error).message}\n--- screen ---\n${screen()}`);
      }
    },
    dead: (): { dead: boolean; status: string } => {
      const file = `${command}.status`;
      return existsSync(file)
        ? { dead: true, status: readFileSync(file, "utf8").trim() }
        : { dead: false, status: "" };
    },
  };
}

describe.skipIf(!HAS_TMUX)("skillport chat: the REPL in a terminal (tmux)", () => {
  it("types a prompt, approves a command, streams the answer, Ctrl-C cancels a turn, /exit quits", async () => {
    const home = newHome();
    const skills = join(home, "skills");
    writeTree(skills, { "build/SKILL.md": skillMd("build", "Build the project.") });
    const work = join(home, "work");
    writeTree(work, { "README.md": "x\n" });
    const { server, env } = await fakeModel(home, (r) => {
      if (r.lastUser === "build the project") {
        if (r.toolResults.length === 0)
          return { calls: [{ name: "bash", args: { command: "echo built > out.txt" } }] };
        const ran = r.toolResults[0]!.includes("Exit status 0");
        return { text: `Build finished: ${ran ? "ran" : "refused"}. \u001b[31mRED\u001b[0m done.` };
      }
      if (r.lastUser === "think hard") return { text: "Thinking about it", hang: true };
      if (r.lastUser === "clean up")
        return r.toolResults.length === 0
          ? { calls: [{ name: "bash", args: { command: "rm out.txt" } }] }
          : { text: "cleaned" };
      return { text: `echo: ${r.lastUser}` };
    });
    const script = chatScript(home, work, env, `--no-user --no-project --root ${q(skills)} chat --no-watch`);
    const t = tmuxSession(script);
    await t.waitFor("skillport chat · openai-compatible fake · 2 skills");
    await t.waitFor("> ");

    t.type("build the project");
    t.keys("Enter");
    await t.waitFor("allow? [y]es, [n]o, [a]lways");
    expect(t.screen()).toContain("? run: echo built > out.txt");
    expect(existsSync(join(work, "out.txt"))).toBe(false);
    t.type("y");
    t.keys("Enter");
    await t.waitFor("Build finished: ran.");
    expect(readFileSync(join(work, "out.txt"), "utf8")).toBe("built\n");
    const s1 = t.screen();
    expect(s1).toContain("✓ allowed");
    expect(s1).toContain("· bash echo built > out.txt");
    // The model's escape sequences are shown, not obeyed.
    expect(s1).toContain("\\x1b[31mRED\\x1b[0m done.");

    t.type("think hard");
    t.keys("Enter");
    await t.waitFor("Thinking about it");
    await server.hanging(1);
    t.keys("C-c");
    await t.waitFor("(turn cancelled)");
    await until("the model request to close", () => server.open() === 0, 5000);
    expect(t.dead().dead).toBe(false);

    // The conversation goes on after a cancelled turn.
    t.type("still there?");
    t.keys("Enter");
    await t.waitFor("echo: still there?");

    // Ctrl-C while a question is open: the turn is cancelled and the command never runs.
    t.type("clean up");
    t.keys("Enter");
    await t.waitFor("? run: rm out.txt");
    t.keys("C-c");
    await until(
      "the second cancel",
      () => (t.screen().match(/\(turn cancelled\)/g) ?? []).length === 2,
      15_000,
    );
    expect(existsSync(join(work, "out.txt"))).toBe(true);
    expect(t.screen()).not.toContain("cleaned");

    if (process.env.SHOW_SCREEN) console.log(t.screen());
    t.type("/exit");
    t.keys("Enter");
    await until("the chat to exit", () => t.dead().dead, 10_000);
    expect(t.dead().status).toBe("0");
    expect(server.open()).toBe(0);
  }, 90_000);

  it("single-key approvals (y, a, d without Enter), MCP prompts in /help and Tab; the terminal is restored after", async () => {
    const home = newHome();
    const { env } = await fakeModel(home, (r) => {
      const command = /^run (.*)$/.exec(r.lastUser)?.[1];
      if (command === undefined) return { text: `echo: ${r.lastUser.slice(0, 40)}` };
      return r.toolResults.length === 0
        ? { calls: [{ name: "bash", args: { command } }] }
        : { text: `result: ${r.toolResults[0]!.includes("Exit status 0") ? "ran" : "refused"}` };
    });
    const config = join(home, "mcp.json");
    writeFileSync(
      config,
      JSON.stringify({
        mcpServers: {
          live: { command: process.execPath, args: [join(REPO, "test/fixtures/changing-mcp-server.mjs")] },
        },
      }),
    );
    const stty = join(home, "stty.txt");
    const script = chatScript(
      home,
      home,
      env,
      `--no-user --no-project chat --no-watch --mcp-config ${q(config)}`,
      `\nstty -a < /dev/tty > ${q(stty)}`,
    );
    const t = tmuxSession(script);
    await t.waitFor("/help · /exit quits");

    t.type("/help");
    t.keys("Enter");
    await t.waitFor("/live:review <file> [focus]");
    t.type("/li");
    t.keys("Tab");
    await t.waitFor("> /live:review");
    t.keys("C-u");

    // y alone answers: no Enter.
    t.type("run echo one > one.txt");
    t.keys("Enter");
    await t.waitFor("allow? [y]es, [n]o, [a]lways, [d]eny always: ");
    t.type("y");
    await t.waitFor("result: ran");
    expect(readFileSync(join(home, "one.txt"), "utf8")).toBe("one\n");

    // d: refused now and from then on, without asking; a deny rule is written.
    t.type("run echo two > two.txt");
    t.keys("Enter");
    await t.waitFor("? run: echo two > two.txt");
    t.type("d");
    await t.waitFor("result: refused");
    t.type("run echo two > two.txt");
    t.keys("Enter");
    await t.waitFor("(answered: deny always)");
    await until(
      "the second refusal",
      () => (t.screen().match(/result: refused/g) ?? []).length === 2,
      15_000,
    );
    expect(existsSync(join(home, "two.txt"))).toBe(false);
    const rulesFile = join(home, ".config", "skillport", "permissions.json");
    expect(JSON.parse(readFileSync(rulesFile, "utf8")).deny).toEqual(["bash:echo two > two.txt"]);
    expect(t.screen().match(/allow\? \[y\]es/g)).toHaveLength(2);

    // Another key does nothing (it can be erased); n refuses.
    t.type("run echo four > four.txt");
    t.keys("Enter");
    await t.waitFor("? run: echo four > four.txt");
    t.type("x");
    t.keys("BSpace");
    expect(existsSync(join(home, "four.txt"))).toBe(false);
    t.type("n");
    await until("the third refusal", () => (t.screen().match(/result: refused/g) ?? []).length === 3, 15_000);
    expect(existsSync(join(home, "four.txt"))).toBe(false);

    // a: allowed, and the rule file allows it next time.
    t.type("run echo three > three.txt");
    t.keys("Enter");
    await t.waitFor("? run: echo three > three.txt");
    t.type("a");
    await until("the third result", () => (t.screen().match(/result: ran/g) ?? []).length === 2, 15_000);
    expect(JSON.parse(readFileSync(rulesFile, "utf8")).allow).toEqual(["bash:echo three > three.txt"]);

    t.type("/exit");
    t.keys("Enter");
    await until(
      "the chat to exit and stty to run",
      () => existsSync(stty) && readFileSync(stty, "utf8").includes("icanon"),
      15_000,
    );
    // Back in the normal (cooked, echoing) mode.
    expect(readFileSync(stty, "utf8")).toMatch(/(^|\s)icanon(\s|$)/m);
    expect(readFileSync(stty, "utf8")).toMatch(/(^|\s)echo(\s|$)/m);
  }, 90_000);

  // biome-ignore lint/suspicious/noTemplateCurlyInString: VS Code's literal ${input:…} syntax, not a template
  it("VS Code's ${input:…} is asked on the terminal before the servers start, a password without echo", async () => {
    const home = newHome();
    const { env } = await fakeModel(home, (r) =>
      r.toolResults.length === 0
        ? { calls: [{ name: "live__token", args: {} }] }
        : { text: `got ${r.toolResults[0]!.replace(/[^a-z0-9=]/gi, "")}` },
    );
    const config = join(home, "mcp.json");
    const input = ["$", "{input:api-token}"].join("");
    writeFileSync(
      config,
      `// VS Code mcp.json\n{\n  "inputs": [{ "type": "promptString", "id": "api-token", "description": "API token", "password": true }],\n  "servers": { "live": { "command": ${JSON.stringify(process.execPath)}, "args": [${JSON.stringify(join(REPO, "test/fixtures/changing-mcp-server.mjs"))}], "env": { "TOKEN": "${input}" } } },\n}\n`,
    );
    const script = chatScript(
      home,
      home,
      env,
      `--no-user --no-project chat --no-watch --allow mcp --mcp-config ${q(config)}`,
    );
    const t = tmuxSession(script);
    await t.waitFor(`MCP configuration: API token (${input})`);
    t.type("s3cretvalue");
    expect(t.screen()).not.toContain("s3cretvalue");
    t.keys("Enter");
    await t.waitFor("/help · /exit quits");
    expect(t.screen()).not.toContain("s3cretvalue");
    t.type("show the token");
    t.keys("Enter");
    await t.waitFor("got token=s3cretvalue");
    t.type("/exit");
    t.keys("Enter");
    await until("the chat to exit", () => t.dead().dead, 10_000);
  }, 60_000);

  it("Ctrl-C at the prompt says how to quit; a second Ctrl-C quits", async () => {
    const home = newHome();
    const { server, env } = await fakeModel(home, () => ({ text: "hi" }));
    const stty = join(home, "stty.txt");
    const script = chatScript(
      home,
      home,
      env,
      "--no-user --no-project chat",
      `\nstty -a < /dev/tty > ${q(stty)}`,
    );
    const t = tmuxSession(script);
    await t.waitFor("skillport chat ·");
    t.keys("C-c");
    await t.waitFor("(press Ctrl-C again or type /exit to quit)");
    expect(t.dead().dead).toBe(false);
    t.keys("C-c");
    await until("the chat to exit", () => t.dead().dead, 10_000);
    expect(t.dead().status).toBe("0");
    expect(server.requests).toHaveLength(0);
    // Quitting with Ctrl-C leaves the terminal in its normal mode.
    expect(readFileSync(stty, "utf8")).toMatch(/(^|\s)icanon(\s|$)/m);
  }, 60_000);

  it("--print on a terminal asks on the terminal; the answer goes to stdout", async () => {
    const home = newHome();
    const { env } = await fakeModel(home, (r) =>
      r.toolResults.length === 0
        ? { calls: [{ name: "bash", args: { command: "echo made > made.txt" } }] }
        : { text: `answer: ${r.toolResults[0]!.includes("Exit status 0") ? "ran" : "refused"}` },
    );
    const script = chatScript(
      home,
      home,
      env,
      "--no-user --no-project chat --print 'make it'",
      ' > out.txt\necho "exit=$?"',
    );
    const t = tmuxSession(script);
    await t.waitFor("allow? [y]es, [n]o, [a]lways");
    // One key answers here too (the question's own reader).
    t.type("y");
    await t.waitFor("exit=0");
    expect(readFileSync(join(home, "out.txt"), "utf8")).toBe("answer: ran\n");
    expect(readFileSync(join(home, "made.txt"), "utf8")).toBe("made\n");
  }, 60_000);

  it("REPL commands, tab completion, multi-line input, a queue for lines typed during a turn, token status", async () => {
    const home = newHome();
    const skills = join(home, "skills");
    writeTree(skills, { "build/SKILL.md": skillMd("build", "Build the project.") });
    const { server, env } = await fakeModel(home, (r) => {
      if (r.system.startsWith("You summarise")) return { text: "SUMMARY-OF-EARLIER" };
      if (r.lastUser === "slow") return { text: "slow done", delayMs: 1500 };
      return { text: `echo: ${r.lastUser.replace(/\n/g, " / ")}` };
    });
    const script = chatScript(home, home, env, `--no-user --no-project --root ${q(skills)} chat --no-watch`);
    const t = tmuxSession(script);
    await t.waitFor("/help · /exit quits");

    t.type("/help");
    t.keys("Enter");
    await t.waitFor("/compact [focus]");
    expect(t.screen()).toContain("/cost");

    // Tab completes a command; the skill is listed.
    t.type("/sk");
    t.keys("Tab");
    await t.waitFor("> /skills");
    t.keys("Enter");
    await t.waitFor("Build the project.");

    // Multi-line: a trailing backslash continues the line.
    t.type("first line\\");
    t.keys("Enter");
    t.type("second line");
    t.keys("Enter");
    await t.waitFor("echo: first line / second line");
    await t.waitFor(/10 in · 5 out · session 10 in, 5 out/);

    // Typed while a turn runs: queued, then sent.
    t.type("slow");
    t.keys("Enter");
    await t.waitFor("slow done".slice(0, 4));
    t.type("after the slow one");
    t.keys("Enter");
    await t.waitFor("(queued: after the slow one)");
    await t.waitFor("echo: after the slow one");
    expect(t.screen().indexOf("slow done")).toBeLessThan(t.screen().indexOf("echo: after the slow one"));

    t.type("/cost");
    t.keys("Enter");
    await t.waitFor(/this run: 30 in \(0 cached\) · 15 out/);

    t.type("/compact");
    t.keys("Enter");
    await t.waitFor(/\(compacted: \d+ older messages summarised/);
    t.type("what now");
    t.keys("Enter");
    await t.waitFor("echo: what now");
    const last = server.requests.at(-1)!;
    expect(JSON.stringify(last.body)).toContain("SUMMARY-OF-EARLIER");

    t.type("/model other-model");
    t.keys("Enter");
    await t.waitFor("(model: other-model)");
    t.type("/clear");
    t.keys("Enter");
    await t.waitFor("(conversation cleared)");
    t.type("fresh");
    t.keys("Enter");
    await t.waitFor("echo: fresh");
    const fresh = server.requests.at(-1)!;
    expect(fresh.body.model).toBe("other-model");
    expect((fresh.body.messages as unknown[]).length).toBe(2); // system + this one
    t.type("/sessions");
    t.keys("Enter");
    await t.waitFor("(this one)");
    t.type("/exit");
    t.keys("Enter");
    await until("the chat to exit", () => t.dead().dead, 10_000);
    expect(t.dead().status).toBe("0");
  }, 90_000);
});
