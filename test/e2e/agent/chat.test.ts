import { cpSync, existsSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import {
  alive,
  chatEnv,
  type HttpMcp,
  newHome,
  processesWith,
  spawnChat,
  startHttpMcp,
  until,
} from "../../helpers/chat-helpers.js";
import { type FakeServer, startFakeOpenAI } from "../../helpers/fake-openai.js";
import { CLI, cliStartup, REPO, skillMd, tmp, writeTree } from "../../helpers/index.js";

// `skillport chat` end to end, offline: the built CLI against a loopback OpenAI-compatible server
// (scripted per request, streaming SSE), skillport's own `mcp` over stdio and an MCP server over
// Streamable HTTP. Build first.

const cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const f of cleanup.splice(0).reverse()) await f();
});

async function fake(router: Parameters<typeof startFakeOpenAI>[0]): Promise<FakeServer> {
  const s = await startFakeOpenAI(router);
  cleanup.push(() => s.close());
  return s;
}

async function httpMcp(): Promise<HttpMcp> {
  const s = await startHttpMcp();
  cleanup.push(() => s.close());
  return s;
}

/** A project: skills, a workspace and an MCP configuration with skillport's own `mcp` and an HTTP server. */
function project(mcpUrl: string) {
  const home = newHome();
  const skills = join(home, "skills");
  writeTree(skills, {
    "release-notes/SKILL.md": skillMd(
      "release-notes",
      "Write release notes for a version.",
      "",
      "# Release notes\n\nRELEASE-BODY-MARKER: read NOTES.md, then summarise.",
    ),
    "pdf/SKILL.md": skillMd("pdf", "Fill PDF forms."),
  });
  const work = join(home, "work");
  mkdirSync(work);
  const config = join(home, "mcp.json");
  writeFileSync(
    config,
    JSON.stringify({
      mcpServers: {
        sp: {
          command: process.execPath,
          args: [CLI, "--no-user", "--no-project", "--root", skills, "mcp", "--no-watch"],
          env: {
            XDG_CONFIG_HOME: join(home, ".config"),
            XDG_CACHE_HOME: join(home, ".cache"),
            NO_COLOR: "1",
          },
        },
        notes: { type: "http", url: mcpUrl },
      },
    }),
  );
  const args = (...more: string[]) => ["--no-user", "--no-project", "--root", skills, "chat", ...more];
  return { home, skills, work, config, args };
}

const all = (results: readonly string[]): string => results.join("\n");

describe("skillport chat --print against an OpenAI-compatible server", { timeout: 90_000 }, () => {
  it("activates a skill, calls MCP tools over stdio and HTTP, spawns a subagent and prints the answer", async () => {
    const mcp = await httpMcp();
    const server = await fake((r) => {
      if (r.isSubagent) {
        if (r.toolResults.length === 0)
          return {
            calls: [{ name: "bash", args: { command: "printf 'v42\\n' > NOTES.md # \u001b]0;pwned\u0007" } }],
          };
        return { text: r.toolResults[0]!.includes("Exit status 0") ? "wrote it" : "failed" };
      }
      const n = r.toolResults.length;
      if (n === 0) return { calls: [{ name: "skill", args: { name: "release-notes" } }] };
      if (n === 1)
        return {
          calls: [
            { name: "sp__search_skills", args: { query: "release notes" } },
            { name: "notes__lookup", args: { key: "version" } },
          ],
        };
      if (n === 3)
        return {
          calls: [
            { name: "spawn_agent", args: { task: "Write NOTES.md with the line v42.", tools: ["bash"] } },
          ],
        };
      const text = all(r.toolResults);
      const marks = [
        text.includes("RELEASE-BODY-MARKER") ? "skill-ok" : "skill-missing",
        text.includes("release-notes") && text.includes("the answer is 42") ? "mcp-ok" : "mcp-missing",
        /"result": "wrote it"/.test(text) && text.includes("NOTES.md") ? "subagent-ok" : "subagent-missing",
      ];
      return { text: `Final answer: ${marks.join(" ")}` };
    });
    const p = project(mcp.url);
    const run = spawnChat(
      p.args(
        "--mcp-config",
        p.config,
        "--allow",
        "mcp",
        "--allow",
        "bash",
        "--print",
        "Prepare the release notes.",
      ),
      {
        cwd: p.work,
        env: chatEnv(p.home, { SKILLPORT_BASE_URL: server.url, SKILLPORT_MODEL: "fake-model" }),
      },
    );
    const r = await run.done;
    expect(r.stderr).not.toMatch(/error/i);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toBe("Final answer: skill-ok mcp-ok subagent-ok\n");
    expect(readFileSync(join(p.work, "NOTES.md"), "utf8")).toBe("v42\n");
    expect(mcp.lookups).toEqual(["version"]);
    // The model saw the catalog as its system prompt and the MCP tools as server__tool.
    expect(server.requests[0]!.system).toContain("<name>release-notes</name>");
    expect(server.requests[0]!.tools).toEqual(
      expect.arrayContaining([
        "skill",
        "bash",
        "spawn_agent",
        "sp__search_skills",
        "notes__lookup",
        "notes__wait",
      ]),
    );
    const sub = server.requests.find((q) => q.isSubagent)!;
    expect(sub.tools).toEqual(["bash"]);
    expect(JSON.stringify(sub.body)).not.toContain("Prepare the release notes.");
    // Progress on stderr, compact, with the escape sequence in the command shown, not sent.
    expect(r.stderr).toContain("· skill release-notes");
    expect(r.stderr).toContain("· notes__lookup");
    expect(r.stderr).toContain("[main/1] started: Write NOTES.md");
    expect(r.stderr).toMatch(/\[main\/1\] done · changed \+NOTES\.md/);
    expect(r.stderr).toContain("\\x1b]0;pwned\\x07");
    expect(r.stderr).not.toContain("\u001b");
    // Every request was answered and closed; the stdio server ended with the chat.
    expect(server.open()).toBe(0);
    expect(processesWith(p.skills)).toEqual([]);
  });

  it("without a terminal and without --allow, bash and MCP calls are refused (the safe default)", async () => {
    const mcp = await httpMcp();
    const server = await fake((r) =>
      r.toolResults.length === 0
        ? {
            calls: [
              { name: "bash", args: { command: "touch should-not-exist" } },
              { name: "notes__lookup", args: { key: "k" } },
            ],
          }
        : { text: `refused: ${r.toolResults.filter((t) => t.includes("did not allow")).length}` },
    );
    const p = project(mcp.url);
    const r = await spawnChat(p.args("--mcp-config", p.config, "--print", "go"), {
      cwd: p.work,
      env: chatEnv(p.home, { SKILLPORT_BASE_URL: server.url, SKILLPORT_MODEL: "m" }),
    }).done;
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toBe("refused: 2\n");
    expect(existsSync(join(p.work, "should-not-exist"))).toBe(false);
    expect(mcp.lookups).toEqual([]);
    expect(r.stderr).toContain("not allowed: bash (run with --allow bash or --yes to allow it)");
    expect(r.stderr).toContain("not allowed: notes__lookup (run with --allow notes__lookup or --yes");
  });

  it("--json prints every event as one JSON line", async () => {
    const server = await fake((r) =>
      r.toolResults.length === 0
        ? { calls: [{ name: "bash", args: { command: "touch should-not-exist" } }] }
        : { text: "All done here.\u001b[2J" },
    );
    const p = project("http://127.0.0.1:9/unused");
    const r = await spawnChat(p.args("--json", "--print", "go"), {
      cwd: p.work,
      env: chatEnv(p.home, { SKILLPORT_BASE_URL: server.url, SKILLPORT_MODEL: "m" }),
    }).done;
    expect(r.code, r.stderr).toBe(0);
    const lines = r.stdout.trimEnd().split("\n");
    const events = lines.map((l) => JSON.parse(l) as { type: string; [k: string]: unknown });
    expect(events[0]).toMatchObject({ type: "chat-start", provider: "openai-compatible", model: "m" });
    // Text streams in deltas (the fake server sends 7 characters at a time).
    const types = events.map((e) => e.type);
    expect(types.filter((t) => t === "text").length).toBeGreaterThan(1);
    expect(types.filter((t, i) => t !== "text" || types[i - 1] !== "text")).toEqual([
      "chat-start",
      "turn-start",
      "tool-call",
      "approval",
      "tool-result",
      "text",
      "usage",
      "turn-end",
    ]);
    expect(events.flatMap((e) => (e.type === "text" ? [e.text] : [])).join("")).toBe(
      "All done here.\u001b[2J",
    );
    // Tokens as the server reported them: two requests of 10 in, 5 out.
    expect(events.find((e) => e.type === "usage")).toMatchObject({
      agent: "main",
      turn: { inputTokens: 20, outputTokens: 10 },
      session: { inputTokens: 20, outputTokens: 10 },
      contextTokens: 15,
    });
    expect(events.find((e) => e.type === "approval")).toMatchObject({
      tool: "bash",
      allowed: false,
      how: "rule",
    });
    expect(events.at(-1)).toMatchObject({
      type: "turn-end",
      agent: "main",
      status: "done",
      text: "All done here.\u001b[2J",
    });
    // JSON escapes the control character: no raw ESC reaches stdout.
    expect(r.stdout).not.toContain("\u001b");
    expect(existsSync(join(p.work, "should-not-exist"))).toBe(false);
  });

  it("SIGINT cancels a running subagent tree: no process, MCP call or model request is left behind", async () => {
    const mcp = await httpMcp();
    const p = project(mcp.url);
    const pidFile = join(p.work, "pid");
    const server = await fake((r) => {
      if (!r.isSubagent)
        return r.toolResults.length === 0
          ? {
              calls: [
                { name: "spawn_agent", args: { task: "nest" } },
                { name: "spawn_agent", args: { task: "hang" } },
                { name: "notes__wait", args: {} },
              ],
            }
          : { text: "unreachable" };
      if (r.lastUser === "hang") return { text: "thinking", hang: true };
      if (r.lastUser === "nest")
        return r.toolResults.length === 0
          ? { calls: [{ name: "spawn_agent", args: { task: "sleep" } }] }
          : { text: "x" };
      return r.toolResults.length === 0
        ? {
            calls: [
              {
                name: "bash",
                args: { command: `read -r hp _ < /proc/self/stat; echo $hp > ${pidFile}; exec sleep 300` },
              },
            ],
          }
        : { text: "x" };
    });
    const run = spawnChat(p.args("--mcp-config", p.config, "--yes", "--print", "go"), {
      cwd: p.work,
      env: chatEnv(p.home, { SKILLPORT_BASE_URL: server.url, SKILLPORT_MODEL: "m" }),
    });
    await until(
      "the sleeping command",
      () => existsSync(pidFile) && readFileSync(pidFile, "utf8").trim() !== "",
    );
    await server.hanging(1);
    await until("the MCP wait call", () => mcp.waits.started === 1);
    const pid = Number(readFileSync(pidFile, "utf8"));
    expect(alive(pid)).toBe(true);
    expect(processesWith(p.skills).length).toBeGreaterThan(0);
    run.child.kill("SIGINT");
    const r = await run.done;
    expect(r.code).toBe(130);
    expect(r.stdout).toBe("");
    expect(r.stderr).toContain("(turn cancelled)");
    expect(alive(pid)).toBe(false);
    expect(server.open()).toBe(0);
    await until("the MCP server to see the cancellation", () => mcp.waits.cancelled === 1, 5000);
    expect(processesWith(p.skills)).toEqual([]);
  });
});

describe("skillport chat: prompts from stdin", { timeout: 90_000 }, () => {
  it("one turn per line, the conversation kept; live reload between turns: a body edit keeps the system prompt's bytes, a new skill changes it", async () => {
    const server = await fake((r) => {
      if (r.lastUser === "second" && r.toolResults.length === 0)
        return { calls: [{ name: "skill", args: { name: "release-notes" } }] };
      const body = r.toolResults.some((t) => t.includes("EDITED BODY")) ? " (edited body)" : "";
      return { text: `${r.lastUser}: ${(r.body.messages as unknown[]).length} messages${body}` };
    });
    const p = project("http://127.0.0.1:9/unused");
    const run = spawnChat(p.args(), {
      cwd: p.work,
      env: chatEnv(p.home, { SKILLPORT_BASE_URL: server.url, SKILLPORT_MODEL: "m" }),
      stdin: true,
    });
    // The watcher reloads within its debounce (100 ms, at most 1 s); a prompt sent after that sees it.
    const settle = () => new Promise((r) => setTimeout(r, 2000));
    run.child.stdin!.write("first\n");
    await until("the first answer", () => run.stdout().includes("first: 2 messages\n"));
    writeTree(p.skills, {
      "release-notes/SKILL.md": skillMd(
        "release-notes",
        "Write release notes for a version.",
        "",
        "EDITED BODY",
      ),
    });
    await settle();
    run.child.stdin!.write("second\n");
    await until("the second answer", () => run.stdout().includes("(edited body)\n"));
    writeTree(p.skills, { "added-later/SKILL.md": skillMd("added-later", "A skill added mid-session.") });
    await settle();
    run.child.stdin!.write("third\n");
    run.child.stdin!.end();
    const r = await run.done;
    expect(r.code, r.stderr).toBe(0);
    // One conversation: each turn sees the earlier ones (system, user, assistant, tool messages).
    expect(r.stdout).toBe("first: 2 messages\nsecond: 6 messages (edited body)\nthird: 8 messages\n");
    const [one, two, , three] = server.requests.map((q) => q.system);
    // The body edit reached the skill tool without changing the system prompt's bytes (prompt cache).
    expect(two).toBe(one);
    expect(one).not.toContain("added-later");
    expect(three).toContain("<name>added-later</name>");
    expect(r.stderr.match(/\(skills reloaded: 4 in the catalog\)/g)).toHaveLength(1);
  });
});

describe("skillport chat: settings and failures", { timeout: 90_000 }, () => {
  const home = () => newHome();

  it("no provider configured: a usage error naming the variables to set", async () => {
    const h = home();
    const r = await spawnChat(["--no-user", "--no-project", "chat", "--print", "hi"], {
      cwd: h,
      env: chatEnv(h),
    }).done;
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/OPENAI_API_KEY or ANTHROPIC_API_KEY.*SKILLPORT_BASE_URL/);
    expect(r.stdout).toBe("");
  });

  it("bad settings: an unknown provider, a base URL that is not http, a model missing, bad numbers, bad --allow", async () => {
    const h = home();
    const cases: [string[], Record<string, string>, RegExp][] = [
      [["--provider", "gemini"], {}, /unknown provider 'gemini'/],
      [[], { SKILLPORT_BASE_URL: "file:///etc/passwd", SKILLPORT_MODEL: "m" }, /must be http or https/],
      [[], { SKILLPORT_BASE_URL: "http://127.0.0.1:1/v1" }, /--model or SKILLPORT_MODEL/],
      [["--max-depth", "-1"], { OPENAI_API_KEY: "k" }, /--max-depth must be a whole number/],
      [["--allow", "rm -rf"], { OPENAI_API_KEY: "k" }, /--allow rm -rf: expected bash/],
      [["--print", " "], { OPENAI_API_KEY: "k" }, /--print needs a prompt/],
    ];
    for (const [args, env, message] of cases) {
      const r = await spawnChat(
        [
          "--no-user",
          "--no-project",
          "chat",
          ...args,
          ...(args.includes("--print") ? [] : ["--print", "hi"]),
        ],
        {
          cwd: h,
          env: chatEnv(h, env),
        },
      ).done;
      expect(r.code, args.join(" ")).toBe(2);
      expect(r.stderr, args.join(" ")).toMatch(message);
    }
  });

  it("a broken skill is reported on stderr as list reports it; the others still reach the model", async () => {
    const server = await fake(() => ({ text: "fine" }));
    const p = project("http://127.0.0.1:9/unused");
    writeTree(p.skills, { "Bad Name/SKILL.md": "---\nname: Bad Name\n---\nx\n" });
    const r = await spawnChat(p.args("--print", "hi"), {
      cwd: p.work,
      env: chatEnv(p.home, { SKILLPORT_BASE_URL: server.url, SKILLPORT_MODEL: "m" }),
    }).done;
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toBe("fine\n");
    expect(r.stderr).toMatch(/error\[invalid-name\]/);
    expect(server.requests[0]!.system).toContain("<name>release-notes</name>");
  });

  it("--mcp-config: a missing file, bad JSON or a bad entry is a usage error that names the file", async () => {
    const h = home();
    writeFileSync(join(h, "bad.json"), "{ not json");
    writeFileSync(join(h, "entry.json"), JSON.stringify({ mcpServers: { "a b": { command: "x" } } }));
    // VS Code's inputs: asked on a terminal; here (no terminal) refused, naming what to do instead.
    const input = ["$", "{input:token}"].join("");
    writeFileSync(
      join(h, "input.json"),
      `{ "inputs": [{ "type": "promptString", "id": "token", "password": true }], "servers": { "a": { "command": "x", "env": { "T": "${input}" } } } }`,
    );
    writeFileSync(join(h, "bad.toml"), '[mcp_servers.a]\ncommand = "x"\nargs = [\n');
    for (const [file, message] of [
      ["missing.json", /cannot read the MCP configuration/],
      ["bad.json", /bad\.json:1:\d+: not valid JSON/],
      ["entry.json", /server name "a b" must be/],
      ["input.json", /asks for a value when the server starts, which skillport does only on a terminal/],
      ["bad.toml", /bad\.toml:\d+:\d+: not valid TOML/],
    ] as const) {
      const r = await spawnChat(
        ["--no-user", "--no-project", "chat", "--mcp-config", join(h, file), "--print", "hi"],
        {
          cwd: h,
          env: chatEnv(h, { SKILLPORT_BASE_URL: "http://127.0.0.1:1/v1", SKILLPORT_MODEL: "m" }),
        },
      ).done;
      expect(r.code, file).toBe(2);
      expect(r.stderr, file).toContain(join(h, file));
      expect(r.stderr, file).toMatch(message);
    }
  });

  it("a provider package or the AI SDK that is not installed: an error naming the package to install", async () => {
    // A copy of the package whose node_modules lacks the optional peers one at a time.
    const pkg = tmp("skillport-chat-pkg-");
    for (const f of ["package.json", "dist", "builtin"])
      cpSync(join(REPO, f), join(pkg, f), { recursive: true });
    const nm = join(pkg, "node_modules");
    mkdirSync(nm);
    for (const dep of ["ignore", "picocolors"]) symlinkSync(join(REPO, "node_modules", dep), join(nm, dep));
    const cli = join(pkg, "dist", "cli", "bin.js");
    const h = home();
    // The copy's CLI, not the repository's.
    const copyRun = async (env: Record<string, string>) => {
      const { spawn } = await import("node:child_process");
      return new Promise<{ code: number | null; stderr: string }>((resolve) => {
        const c = spawn(process.execPath, [cli, "--no-user", "--no-project", "chat", "--print", "hi"], {
          cwd: h,
          env: chatEnv(h, env),
        });
        let stderr = "";
        c.stderr.on("data", (d: Buffer) => {
          stderr += d.toString();
        });
        c.on("close", (code) => resolve({ code, stderr }));
      });
    };
    const noAi = await copyRun({ OPENAI_API_KEY: "k" });
    expect(noAi.code).toBe(1);
    expect(noAi.stderr).toContain("needs the AI SDK (the package ai, version 6)");
    expect(noAi.stderr).toContain("npm install ai");
    symlinkSync(join(REPO, "node_modules", "ai"), join(nm, "ai"));
    for (const [env, name] of [
      [{ OPENAI_API_KEY: "k" }, "@ai-sdk/openai"],
      [{ ANTHROPIC_API_KEY: "k" }, "@ai-sdk/anthropic"],
      [{ SKILLPORT_BASE_URL: "http://127.0.0.1:1/v1", SKILLPORT_MODEL: "m" }, "@ai-sdk/openai-compatible"],
    ] as const) {
      const r = await copyRun(env);
      expect(r.code, name).toBe(1);
      expect(r.stderr, name).toContain(`needs the package ${name}, which is not installed`);
      expect(r.stderr, name).toContain(`npm install ${name}`);
    }
  });

  it("start-up stays lean: the CLI's start-up code neither imports nor bundles the agent, the AI SDK or a provider", () => {
    const { packages, modules, all } = cliStartup();
    expect(modules).toContain("src/cli/subcommands/chat.ts");
    const heavy = (m: string) =>
      /^(?:node_modules\/)?(?:ai(?:\/|$)|@ai-sdk\/)/.test(m) || m.startsWith("src/agent/");
    expect([...packages].filter(heavy)).toEqual([]);
    expect([...modules].filter(heavy)).toEqual([]);
    expect([...modules].filter((m) => m.startsWith("src/cli/chat/"))).toEqual([]);
    // The check can see them: they are in the lazy chunks.
    expect(all).toContain("src/agent/agent.ts");
    expect(all).toContain("src/cli/chat/session.ts");
    expect(all).toContain("src/agent/tools/spawn-agent.ts");
  });
});
