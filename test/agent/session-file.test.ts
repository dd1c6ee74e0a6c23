import { chmodSync, readFileSync, statSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { createAgent } from "../../src/agent/index.js";
import {
  findSession,
  listSessions,
  loadSessionFile,
  openSessionWriter,
  SessionFileError,
  sessionsDir,
} from "../../src/agent/session-file.js";
import { tmp } from "../helpers/index.js";
import { scriptedModel } from "../helpers/mock-model.js";

// Saved sessions: the library continues a conversation from messages; the file format survives
// reading back, torn lines, hostile files and relative XDG_STATE_HOME.

describe("saved sessions", () => {
  it("createAgent continues a conversation from messages and keeps the given session id", async () => {
    const model = scriptedModel([{ text: "first answer" }, { text: "second answer" }]);
    const a = await createAgent({ model, workspace: tmp(), search: false });
    await a.send("first");
    const saved = JSON.parse(JSON.stringify(a.messages()));
    await a.close();
    const b = await createAgent({
      model,
      workspace: tmp(),
      search: false,
      messages: saved,
      sessionId: "abc-1",
    });
    expect(b.sessionId).toBe("abc-1");
    await b.send("second");
    const prompt = model.calls[1]!.prompt.filter((m) => m.role !== "system");
    expect(prompt.map((m) => m.role)).toEqual(["user", "assistant", "user"]);
    expect(b.messages()).toHaveLength(4);
    await b.close();
    await expect(createAgent({ model, messages: "x" as never })).rejects.toThrow(TypeError);
  });

  it("a writer appends turns and replacements; a reader folds them; a torn last line is a warning", () => {
    const dir = join(tmp(), "s");
    const w = openSessionWriter(dir, "s1", { cwd: "/w", created: "now" });
    w.append({ type: "turn", messages: [{ role: "user", content: "a" }] });
    w.append({ type: "replace", messages: [{ role: "user", content: "summary" }] });
    w.append({ type: "turn", messages: [{ role: "user", content: "b" }] });
    w.append({ type: "usage", inputTokens: 3, outputTokens: 4 });
    w.close();
    writeFileSync(w.path, `${readFileSync(w.path, "utf8")}{"type":"tu`);
    const r = loadSessionFile(w.path);
    expect(r.messages.map((m) => m.content)).toEqual(["summary", "b"]);
    expect(r.usage).toEqual({ inputTokens: 3, outputTokens: 4 });
    expect(r.warnings).toHaveLength(1);
    expect(statSync(w.path).mode & 0o777).toBe(0o600);
    // Reopened: the next record starts on its own line.
    const again = openSessionWriter(dir, "s1");
    again.append({ type: "turn", messages: [{ role: "user", content: "c" }] });
    again.close();
    const r2 = loadSessionFile(w.path);
    expect(r2.messages.map((m) => m.content)).toEqual(["summary", "b", "c"]);
    expect(r2.warnings).toHaveLength(1);
    expect(listSessions(dir).map((s) => s.id)).toEqual(["s1"]);
    expect(findSession(dir, "s").id).toBe("s1");
  });

  it("hostile files: a symlink, a non-session file, a second writer", () => {
    const dir = join(tmp(), "s");
    const w = openSessionWriter(dir, "s2", { cwd: "/w", created: "now" });
    expect(() => openSessionWriter(dir, "s2")).toThrow(/open in another skillport chat/);
    w.close();
    const secret = join(tmp(), "secret.txt");
    writeFileSync(secret, "SECRET");
    symlinkSync(secret, join(dir, "s3.jsonl"));
    expect(() => loadSessionFile(join(dir, "s3.jsonl"))).toThrow(/symbolic link/);
    expect(() => openSessionWriter(dir, "s3")).toThrow(SessionFileError);
    expect(readFileSync(secret, "utf8")).toBe("SECRET");
    writeFileSync(join(dir, "s4.jsonl"), "hello\n");
    expect(() => loadSessionFile(join(dir, "s4.jsonl"))).toThrow(/not a skillport session file/);
    expect(listSessions(dir).map((s) => s.id)).toEqual(["s2"]);
    expect(() => openSessionWriter(dir, "../x")).toThrow(TypeError);
  });

  it("a session file another process loosened is made 0600 again when it is reopened", () => {
    const dir = join(tmp(), "s");
    openSessionWriter(dir, "s5", { cwd: "/w", created: "now" }).close();
    chmodSync(join(dir, "s5.jsonl"), 0o644);
    openSessionWriter(dir, "s5").close();
    expect(statSync(join(dir, "s5.jsonl")).mode & 0o777).toBe(0o600);
  });

  it("the sessions directory: XDG_STATE_HOME when absolute, else under HOME; per project", () => {
    const home = tmp();
    const w = tmp();
    expect(sessionsDir(w, { HOME: home, XDG_STATE_HOME: "rel" })).toMatch(
      new RegExp(`^${home}/\\.local/state/skillport/sessions/`),
    );
    expect(sessionsDir(w, { HOME: home, XDG_STATE_HOME: "/st" })).toMatch(/^\/st\/skillport\/sessions\//);
    expect(sessionsDir(w, { HOME: home })).not.toBe(sessionsDir(tmp(), { HOME: home }));
  });
});
