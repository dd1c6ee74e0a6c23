import { appendFileSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { chatEnv, newHome, spawnChat } from "../../helpers/chat-helpers.js";
import { type FakeServer, startFakeOpenAI } from "../../helpers/fake-openai.js";

// Saved sessions of `skillport chat`: --continue, --resume, --sessions, a torn last line, a corrupt
// file, two writers, and relative XDG_STATE_HOME. Build first.

const cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const f of cleanup.splice(0).reverse()) await f();
});

/** A model that answers with what it remembers: every user message so far, joined. */
async function echoModel(): Promise<FakeServer> {
  const s = await startFakeOpenAI((r) => {
    const users = ((r.body.messages ?? []) as { role: string; content: unknown }[])
      .filter((m) => m.role === "user")
      .map((m) => (typeof m.content === "string" ? m.content : JSON.stringify(m.content)));
    return { text: `seen: ${users.join(" | ")}` };
  });
  cleanup.push(() => s.close());
  return s;
}

function setup(server: FakeServer, extra: Record<string, string> = {}) {
  const home = newHome();
  const work = join(home, "work");
  mkdirSync(work);
  const env = chatEnv(home, { SKILLPORT_BASE_URL: server.url, SKILLPORT_MODEL: "m", ...extra });
  const chat = (...args: string[]) =>
    spawnChat(["--no-user", "--no-project", "chat", ...args], { cwd: work, env }).done;
  const stateDir = join(home, ".local", "state", "skillport", "sessions");
  const sessionFiles = (): string[] => {
    const out: string[] = [];
    try {
      for (const d of readdirSync(stateDir))
        for (const f of readdirSync(join(stateDir, d)))
          if (f.endsWith(".jsonl")) out.push(join(stateDir, d, f));
    } catch {
      // none yet
    }
    return out;
  };
  return { home, work, env, chat, stateDir, sessionFiles };
}

describe("chat sessions", { timeout: 90_000 }, () => {
  it("a session is saved; --continue resumes it with the conversation; --sessions lists it", async () => {
    const s = setup(await echoModel());
    const a = await s.chat("--print", "first question");
    expect(a.code, a.stderr).toBe(0);
    expect(a.stdout).toBe("seen: first question\n");
    const files = s.sessionFiles();
    expect(files).toHaveLength(1);
    expect(statSync(files[0]!).mode & 0o777).toBe(0o600);
    expect(statSync(join(files[0]!, "..")).mode & 0o777).toBe(0o700);
    const b = await s.chat("--continue", "--print", "second");
    expect(b.code, b.stderr).toBe(0);
    expect(b.stdout).toBe("seen: first question | second\n");
    expect(s.sessionFiles()).toHaveLength(1);
    const list = await s.chat("--sessions");
    expect(list.code, list.stderr).toBe(0);
    const id = files[0]!.split("/").pop()!.replace(".jsonl", "");
    expect(list.stdout).toContain(id.slice(0, 8));
    expect(list.stdout).toContain("first question");
    const json = await s.chat("--sessions", "--json");
    expect(JSON.parse(json.stdout).sessions).toMatchObject([{ id, title: "first question" }]);
    // --resume by a prefix of the id; a new session is separate.
    const c = await s.chat("--print", "other");
    expect(c.stdout).toBe("seen: other\n");
    const d = await s.chat("--resume", id.slice(0, 8), "--print", "third");
    expect(d.code, d.stderr).toBe(0);
    expect(d.stdout).toBe("seen: first question | second | third\n");
    // --continue takes the newest: the one just resumed.
    const e = await s.chat("--continue", "--print", "fourth");
    expect(e.stdout).toBe("seen: first question | second | third | fourth\n");
  });

  it("--no-session saves nothing; --continue without a session is a clear error; --resume without an id and without a terminal names the ids", async () => {
    const s = setup(await echoModel());
    const none = await s.chat("--continue", "--print", "x");
    expect(none.code).toBe(1);
    expect(none.stderr).toContain("No saved session for this project");
    await s.chat("--no-session", "--print", "unsaved");
    expect(s.sessionFiles()).toEqual([]);
    await s.chat("--print", "saved");
    const r = await s.chat("--resume", "--print", "x");
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("--resume needs a session id here");
    const bad = await s.chat("--resume", "nope", "--print", "x");
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain("No saved session 'nope'");
  });

  it("a torn last line (a crash mid-write) is skipped with a warning; the session goes on and stays readable", async () => {
    const s = setup(await echoModel());
    await s.chat("--print", "one");
    const file = s.sessionFiles()[0]!;
    appendFileSync(file, '{"type":"turn","messages":[{"role":"user","content":"LOST');
    const r = await s.chat("--continue", "--print", "two");
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toMatch(/warning: line \d+ of .* is not a complete record \(a write cut short/);
    expect(r.stdout).toBe("seen: one | two\n");
    const again = await s.chat("--continue", "--print", "three");
    expect(again.stdout).toBe("seen: one | two | three\n");
    expect(again.stderr).toMatch(/line \d+ of/);
  });

  it("a corrupt session file is refused with a message and left unchanged", async () => {
    const s = setup(await echoModel());
    await s.chat("--print", "one");
    const file = s.sessionFiles()[0]!;
    const id = file.split("/").pop()!.replace(".jsonl", "");
    writeFileSync(file, "\u0000\u0001garbage that is not a session\n");
    const r = await s.chat("--resume", id, "--print", "x");
    expect(r.code).toBe(1);
    expect(r.stderr).toContain("is not a skillport session file");
    expect(readFileSync(file, "utf8")).toBe("\u0000\u0001garbage that is not a session\n");
    // The header is right but a line in the middle is garbage: skipped with a warning, not fatal.
    writeFileSync(
      file,
      `${JSON.stringify({ type: "session", version: 1, id, cwd: s.work, created: "x" })}\nnot json\n${JSON.stringify(
        {
          type: "turn",
          messages: [
            { role: "user", content: "kept" },
            { role: "assistant", content: "ok" },
          ],
        },
      )}\n`,
    );
    const before = readFileSync(file, "utf8");
    const ok = await s.chat("--resume", id, "--no-session", "--print", "y");
    expect(ok.code, ok.stderr).toBe(0);
    expect(ok.stdout).toBe("seen: kept | y\n");
    expect(ok.stderr).toContain("line 2 of");
    expect(readFileSync(file, "utf8")).toBe(before);
    // A newer format is refused by name.
    writeFileSync(
      file,
      `${JSON.stringify({ type: "session", version: 99, id, cwd: s.work, created: "x" })}\n`,
    );
    const newer = await s.chat("--resume", id, "--print", "z");
    expect(newer.code).toBe(1);
    expect(newer.stderr).toContain("written by a newer skillport");
  });

  it("a second writer of the same session is refused while the first runs; a dead holder's lock is taken over", async () => {
    const server = await startFakeOpenAI((r) =>
      r.lastUser === "hang" ? { text: "…", hang: true } : { text: "ok" },
    );
    cleanup.push(() => server.close());
    const s = setup(server);
    await s.chat("--print", "one");
    const first = spawnChat(["--no-user", "--no-project", "chat", "--continue", "--print", "hang"], {
      cwd: s.work,
      env: s.env,
    });
    await server.hanging(1);
    const second = await s.chat("--continue", "--print", "two");
    expect(second.code).toBe(1);
    expect(second.stderr).toContain("open in another skillport chat");
    first.child.kill("SIGKILL");
    await first.done;
    const third = await s.chat("--continue", "--print", "three");
    expect(third.code, third.stderr).toBe(0);
  });

  it("a relative XDG_STATE_HOME is ignored: sessions never land in the working directory", async () => {
    const s = setup(await echoModel(), { XDG_STATE_HOME: "state" });
    const r = await s.chat("--print", "hi");
    expect(r.code, r.stderr).toBe(0);
    expect(readdirSync(s.work)).toEqual([]);
    expect(s.sessionFiles()).toHaveLength(1);
    const abs = setup(await echoModel());
    const custom = join(abs.home, "custom-state");
    const r2 = await spawnChat(["--no-user", "--no-project", "chat", "--print", "hi"], {
      cwd: abs.work,
      env: { ...abs.env, XDG_STATE_HOME: custom },
    }).done;
    expect(r2.code, r2.stderr).toBe(0);
    expect(readdirSync(join(custom, "skillport", "sessions"))).toHaveLength(1);
  });

  it("the permission rules file: a bash prefix rule lets that command run without --allow; bad syntax is a clear usage error", async () => {
    const server = await startFakeOpenAI((r) =>
      r.toolResults.length === 0
        ? { calls: [{ name: "bash", args: { command: r.lastUser } }] }
        : { text: r.toolResults[0]!.includes("Exit status 0") ? "ran" : "refused" },
    );
    cleanup.push(() => server.close());
    const s = setup(server);
    const cfg = join(s.home, ".config", "skillport");
    mkdirSync(cfg, { recursive: true });
    writeFileSync(join(cfg, "permissions.json"), JSON.stringify({ allow: ["bash:echo hi"] }));
    const ok = await s.chat("--print", "echo hi");
    expect(ok.stdout).toBe("ran\n");
    const chained = await s.chat("--print", "echo hi; touch pwned");
    expect(chained.stdout).toBe("refused\n");
    expect(readdirSync(s.work)).toEqual([]);
    writeFileSync(join(cfg, "permissions.json"), '{"allow": [42]}');
    const bad = await s.chat("--print", "echo hi");
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain("permissions.json: allow[0] is not a rule");
  });
});
