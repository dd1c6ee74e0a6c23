import { execFileSync } from "node:child_process";
import { mkdirSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadContextFiles, MAX_CONTEXT_FILE_BYTES } from "../../src/agent/context-files.js";
import { type AgentEvent, createAgent } from "../../src/agent/index.js";
import { tmp, writeTree } from "../helpers/index.js";
import { scriptedModel } from "../helpers/mock-model.js";

// AGENTS.md and CLAUDE.md from the git root down to the workspace, in the system prompt: bounded,
// links kept inside the project, hostile files skipped with a warning.

function repo() {
  const root = writeTree(tmp(), {
    ".git/HEAD": "ref: refs/heads/main\n",
    "AGENTS.md": "ROOT-RULES: use pnpm.\n",
    "pkg/AGENTS.md": "PKG-RULES: run the pkg tests.\n",
    "pkg/src/x.ts": "",
  });
  return { root, work: join(root, "pkg", "src") };
}

describe("context files", () => {
  it("root first, then nearer directories; a CLAUDE.md that links to AGENTS.md counts once; the prompt holds them", async () => {
    const { root, work } = repo();
    symlinkSync("AGENTS.md", join(root, "pkg", "CLAUDE.md"));
    writeFileSync(join(work, "CLAUDE.md"), "SRC-CLAUDE: nearest.\n");
    const r = loadContextFiles(work);
    expect(r.files.map((f) => f.path)).toEqual([
      join(root, "AGENTS.md"),
      join(root, "pkg", "AGENTS.md"),
      join(work, "CLAUDE.md"),
    ]);
    expect(r.warnings).toEqual([]);
    const agent = await createAgent({ model: scriptedModel([]), workspace: work, search: false });
    const system = agent.systemPrompt();
    expect(system.indexOf("ROOT-RULES")).toBeLessThan(system.indexOf("PKG-RULES"));
    expect(system.indexOf("PKG-RULES")).toBeLessThan(system.indexOf("SRC-CLAUDE"));
    expect(agent.contextFiles).toHaveLength(3);
    await agent.close();
    const off = await createAgent({
      model: scriptedModel([]),
      workspace: work,
      search: false,
      contextFiles: false,
    });
    expect(off.systemPrompt()).not.toContain("ROOT-RULES");
    await off.close();
  });

  it("a 10 MB context file: its head only, with a warning event; nothing is read past the cap", async () => {
    const { root, work } = repo();
    writeFileSync(join(root, "pkg", "AGENTS.md"), `HEAD-MARK\n${"x".repeat(10 * 1024 * 1024)}\nTAIL-MARK\n`);
    const events: AgentEvent[] = [];
    const agent = await createAgent({
      model: scriptedModel([]),
      workspace: work,
      search: false,
      onEvent: (e) => events.push(e),
    });
    const system = agent.systemPrompt();
    expect(system).toContain("HEAD-MARK");
    expect(system).not.toContain("TAIL-MARK");
    expect(system.length).toBeLessThan(MAX_CONTEXT_FILE_BYTES + 10_000);
    expect(events).toContainEqual({
      type: "warning",
      message: expect.stringMatching(/AGENTS\.md is 10485\d+ bytes; only its first 32768 bytes/),
    });
    await agent.close();
  });

  it("a link outside the project, a binary file, a FIFO, a directory: skipped with warnings", () => {
    const { root, work } = repo();
    const secret = join(tmp(), "secret");
    writeFileSync(secret, "SECRET");
    symlinkSync(secret, join(root, "CLAUDE.md"));
    writeFileSync(join(root, "pkg", "AGENTS.md"), Buffer.from([0x41, 0, 0x42]));
    mkdirSync(join(work, "AGENTS.md"));
    execFileSync("mkfifo", [join(work, "CLAUDE.md")]);
    const r = loadContextFiles(work);
    expect(r.files.map((f) => f.text).join("")).not.toContain("SECRET");
    expect(r.warnings.join("\n")).toMatch(/links outside the project/);
    expect(r.warnings.join("\n")).toMatch(/is binary/);
    expect(r.warnings.filter((w) => w.includes("not a regular file"))).toHaveLength(2);
  });

  it("no git repository: only the workspace's own files", () => {
    const w = writeTree(tmp(), { "AGENTS.md": "ONLY-HERE\n" });
    expect(loadContextFiles(w).files.map((f) => f.text)).toEqual(["ONLY-HERE\n"]);
  });
});
