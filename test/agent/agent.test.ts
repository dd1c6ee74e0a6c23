import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  type AgentEvent,
  type ApprovalRequest,
  createAgent,
  createPermissionGate,
} from "../../src/agent/index.js";
import { loadCommands } from "../../src/custom-commands/load.js";
import { loadSkills } from "../../src/load.js";
import type { SkillSet } from "../../src/types.js";
import { skillMd, tmp, writeTree } from "../helpers/index.js";
import { describeCall, scriptedModel } from "../helpers/mock-model.js";
import { waitUntil } from "../helpers/wait.js";

// The library loop (`skillport/agent`) driven by the AI SDK's mock language model, scripted turn by
// turn: real skills on disk, real shell processes, real files.

async function project(files: Record<string, string> = {}) {
  const dir = tmp("skillport-agent-");
  const skills = join(dir, "skills");
  writeTree(dir, {
    "skills/git-bisect/SKILL.md": skillMd(
      "git-bisect",
      "Find the commit that introduced a regression.",
      "",
      "# Bisect\n\nRun git bisect start. Args: $ARGUMENTS",
    ),
    "skills/git-bisect/references/guide.md": "the guide\nline two\n",
    "skills/pdf/SKILL.md": skillMd("pdf", "Fill PDF forms."),
    "work/README.md": "hello from the workspace\n",
    ...files,
  });
  const load = () => loadSkills({ roots: [skills], user: false, project: false, builtins: false, cwd: dir });
  return { dir, workspace: join(dir, "work"), skills, set: await load(), load };
}

const collect = () => {
  const events: AgentEvent[] = [];
  return { events, onEvent: (e: AgentEvent) => events.push(e) };
};

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe("createAgent: the loop with skills", () => {
  it("the system prompt is the catalog; the model activates a skill and answers", async () => {
    const p = await project();
    const model = scriptedModel([
      { calls: [{ tool: "skill", input: { name: "git-bisect", arguments: "HEAD~5" } }] },
      { text: "Bisected." },
    ]);
    const { events, onEvent } = collect();
    const agent = await createAgent({ model, skills: p.set, workspace: p.workspace, onEvent });
    expect(agent.systemPrompt()).toContain("<name>git-bisect</name>");
    expect(agent.toolNames().sort()).toEqual([
      "bash",
      "edit_file",
      "list_directory",
      "read_file",
      "search_skills",
      "skill",
      "spawn_agent",
      "write_file",
    ]);
    const r = await agent.send("find the bad commit");
    expect(r).toMatchObject({ status: "done", text: "Bisected.", steps: 2 });
    const second = describeCall(model.calls[1]!.prompt);
    expect(second.toolResults.join("")).toContain('<skill_content name=\\"git-bisect\\">');
    expect(second.toolResults.join("")).toContain("Args: HEAD~5");
    expect(events.map((e) => e.type)).toEqual([
      "turn-start",
      "tool-call",
      "tool-result",
      "text",
      "usage",
      "turn-end",
    ]);
    expect(agent.messages().length).toBe(4);
    await agent.close();
  });

  it("the system prompt is the same bytes on every call of every turn (prompt cache)", async () => {
    const p = await project();
    const model = scriptedModel([
      { calls: [{ tool: "list_directory", input: {} }] },
      { text: "a" },
      { text: "b" },
    ]);
    const agent = await createAgent({ model, skills: p.set, workspace: p.workspace });
    await agent.send("one");
    await agent.send("two");
    const systems = model.calls.map((c) => describeCall(c.prompt).system);
    expect(new Set(systems).size).toBe(1);
    // The tool definitions are part of the cached prefix too.
    expect(new Set(model.calls.map((c) => JSON.stringify(c.tools))).size).toBe(1);
    await agent.close();
  });

  it("search_skills answers from the index; a skill the user hid never reaches the model", async () => {
    const p = await project({
      "skills/secret/SKILL.md": skillMd(
        "secret",
        "Bisect regressions secretly.",
        "disable-model-invocation: true\n",
      ),
    });
    const model = scriptedModel([
      { calls: [{ tool: "search_skills", input: { query: "regression commit" } }] },
      { text: "ok" },
    ]);
    const agent = await createAgent({ model, skills: p.set, workspace: p.workspace });
    await agent.send("x");
    const results = describeCall(model.calls[1]!.prompt).toolResults.join("");
    expect(results).toContain("git-bisect");
    expect(results).not.toContain("secret");
    expect(agent.systemPrompt()).not.toContain("secret");
    await agent.close();
  });

  it("a catalog over its budget names search_skills and still does not change between turns", async () => {
    const p = await project();
    const model = scriptedModel([{ text: "a" }, { text: "b" }]);
    const agent = await createAgent({
      model,
      skills: p.set,
      workspace: p.workspace,
      catalog: { budget: 30 },
    });
    expect(agent.systemPrompt()).toContain("search_skills");
    await agent.send("one");
    await agent.send("two");
    expect(describeCall(model.calls[0]!.prompt).system).toBe(describeCall(model.calls[1]!.prompt).system);
    await agent.close();
  });

  it("live reload: a body edit leaves the system prompt's bytes alone; a new skill changes the catalog between turns", async () => {
    const p = await project();
    let set: SkillSet = p.set;
    const model = scriptedModel([
      { text: "1" },
      { calls: [{ tool: "skill", input: { name: "git-bisect" } }] },
      { text: "2" },
      { text: "3" },
    ]);
    const { events, onEvent } = collect();
    const agent = await createAgent({ model, skills: () => set, workspace: p.workspace, onEvent });
    await agent.send("one");
    writeFileSync(
      join(p.skills, "git-bisect/SKILL.md"),
      skillMd("git-bisect", "Find the commit that introduced a regression.", "", "# Bisect\n\nEDITED BODY"),
    );
    set = await p.load();
    await agent.send("two");
    expect(describeCall(model.calls[1]!.prompt).system).toBe(describeCall(model.calls[0]!.prompt).system);
    expect(describeCall(model.calls[2]!.prompt).toolResults.join("")).toContain("EDITED BODY");
    expect(events.some((e) => e.type === "catalog-changed")).toBe(false);
    writeTree(p.skills, { "new-one/SKILL.md": skillMd("new-one", "A skill added mid-session.") });
    set = await p.load();
    await agent.send("three");
    expect(describeCall(model.calls[3]!.prompt).system).toContain("<name>new-one</name>");
    expect(events.filter((e) => e.type === "catalog-changed")).toHaveLength(1);
    await agent.close();
  });

  it("slash input expands before the model sees it: /skill args and /command args", async () => {
    const p = await project({ "commands/review.md": "Review $1 carefully." });
    const commands = await loadCommands({
      roots: [join(p.dir, "commands")],
      user: false,
      project: false,
      cwd: p.dir,
    });
    const model = scriptedModel([{ text: "a" }, { text: "b" }, { text: "c" }]);
    const { events, onEvent } = collect();
    const agent = await createAgent({ model, skills: p.set, commands, workspace: p.workspace, onEvent });
    await agent.send("/git-bisect HEAD~3");
    expect(describeCall(model.calls[0]!.prompt).lastUser).toContain("Args: HEAD~3");
    await agent.send("/review src/app.ts");
    expect(describeCall(model.calls[1]!.prompt).lastUser).toContain("Review src/app.ts carefully.");
    await agent.send("/not-a-command stays");
    expect(describeCall(model.calls[2]!.prompt).lastUser).toBe("/not-a-command stays");
    expect(
      events.filter((e) => e.type === "turn-start").map((e) => (e as { expanded?: unknown }).expanded),
    ).toEqual([{ kind: "skill", name: "git-bisect" }, { kind: "command", name: "review" }, undefined]);
    await agent.close();
  });

  it("a command's shell snippets ask first; denied, nothing runs and the turn ends with the reason", async () => {
    const p = await project({ "commands/touch.md": "Done: !`touch ran-it && echo yes`" });
    const commands = await loadCommands({
      roots: [join(p.dir, "commands")],
      user: false,
      project: false,
      cwd: p.dir,
    });
    const model = scriptedModel([{ text: "a" }]);
    const asked: ApprovalRequest[] = [];
    const agent = await createAgent({
      model,
      skills: p.set,
      commands,
      workspace: p.workspace,
      permissions: {
        ask: (r) => {
          asked.push(r);
          return "deny";
        },
      },
    });
    const r = await agent.send("/touch");
    expect(r.status).toBe("error");
    expect(r.error).toMatch(/not allowed/);
    expect(asked).toMatchObject([{ kind: "shell", tool: "/touch", summary: "touch ran-it && echo yes" }]);
    expect(existsSync(join(p.workspace, "ran-it"))).toBe(false);
    expect(model.calls).toHaveLength(0);
    await agent.close();
  });
});

describe("read_file and list_directory", () => {
  it("skill files through the resource gate, workspace files, and nothing else", async () => {
    const p = await project({ "outside.txt": "SECRET" });
    symlinkSync(join(p.dir, "outside.txt"), join(p.workspace, "escape.txt"));
    symlinkSync(join(p.dir, "outside.txt"), join(p.skills, "git-bisect", "escape.md"));
    const guide = join(p.skills, "git-bisect/references/guide.md");
    const model = scriptedModel([
      {
        calls: [
          { tool: "read_file", input: { path: guide }, id: "a" },
          { tool: "read_file", input: { path: "skill://git-bisect/references/guide.md" }, id: "b" },
          { tool: "read_file", input: { path: "README.md" }, id: "c" },
          { tool: "read_file", input: { path: "../outside.txt" }, id: "d" },
          { tool: "read_file", input: { path: "escape.txt" }, id: "e" },
          { tool: "read_file", input: { path: join(p.skills, "git-bisect/escape.md") }, id: "f" },
          { tool: "read_file", input: { path: "skill://git-bisect/../../outside.txt" }, id: "g" },
          { tool: "list_directory", input: { path: join(p.skills, "git-bisect") }, id: "h" },
        ],
      },
      { text: "done" },
    ]);
    const { events, onEvent } = collect();
    const agent = await createAgent({ model, skills: p.set, workspace: p.workspace, onEvent });
    await agent.send("read");
    const results = Object.fromEntries(
      events.flatMap((e) =>
        e.type === "tool-result" ? [[e.id, { out: e.output, error: e.error === true }]] : [],
      ),
    );
    expect(results.a).toEqual({ out: expect.stringContaining("the guide"), error: false });
    expect(results.b).toEqual({ out: expect.stringContaining("line two"), error: false });
    expect(results.c).toEqual({ out: expect.stringContaining("hello from the workspace"), error: false });
    for (const id of ["d", "e", "f", "g"]) {
      expect(results[id]!.error, id).toBe(true);
      expect(results[id]!.out, id).not.toContain("SECRET");
    }
    expect(results.d!.out).toMatch(/outside the workspace/);
    expect(results.e!.out).toMatch(/symlink/);
    expect(results.h!.out).toContain("references/");
    await agent.close();
  });

  it("a FIFO, a directory and a binary file are refused or described without hanging", async () => {
    const p = await project();
    execFileSync("mkfifo", [join(p.workspace, "pipe")]);
    writeFileSync(join(p.workspace, "blob.bin"), Buffer.from([0, 1, 2, 255]));
    mkdirSync(join(p.workspace, "sub"));
    const model = scriptedModel([
      {
        calls: [
          { tool: "read_file", input: { path: "pipe" }, id: "fifo" },
          { tool: "read_file", input: { path: "blob.bin" }, id: "bin" },
          { tool: "read_file", input: { path: "sub" }, id: "dir" },
          { tool: "read_file", input: { path: "README.md", offset: 99 }, id: "past" },
          { tool: "read_file", input: { path: "" }, id: "empty" },
        ],
      },
      { text: "done" },
    ]);
    const { events, onEvent } = collect();
    const agent = await createAgent({ model, skills: p.set, workspace: p.workspace, onEvent });
    await agent.send("read");
    const out = Object.fromEntries(
      events.flatMap((e) => (e.type === "tool-result" ? [[e.id, e.output]] : [])),
    );
    expect(out.fifo).toMatch(/not a regular file/);
    expect(out.bin).toMatch(/binary file of 4 bytes/);
    expect(out.dir).toMatch(/directory: use list_directory/);
    expect(out.past).toMatch(/past the end/);
    expect(out.empty).toMatch(/non-empty/);
    await agent.close();
  });
});

describe("bash and approvals", () => {
  it("bash asks first: without an ask callback it is denied and nothing runs", async () => {
    const p = await project();
    const model = scriptedModel([
      { calls: [{ tool: "bash", input: { command: "touch made-it" } }] },
      { text: "ok" },
    ]);
    const { events, onEvent } = collect();
    const agent = await createAgent({ model, skills: p.set, workspace: p.workspace, onEvent });
    await agent.send("go");
    expect(existsSync(join(p.workspace, "made-it"))).toBe(false);
    expect(events.find((e) => e.type === "approval")).toMatchObject({
      allowed: false,
      how: "rule",
      tool: "bash",
    });
    expect(describeCall(model.calls[1]!.prompt).toolResults.join("")).toMatch(/did not allow/);
    await agent.close();
  });

  it("an allowed command runs in the workspace with the snippet environment; a failing one reports its status", async () => {
    const p = await project();
    const model = scriptedModel([
      {
        calls: [
          { tool: "bash", input: { command: 'pwd; echo "$SKILLPORT_PROJECT_DIR"; echo err >&2' }, id: "a" },
          { tool: "bash", input: { command: "exit 3" }, id: "b" },
        ],
      },
      { text: "ok" },
    ]);
    const { events, onEvent } = collect();
    const agent = await createAgent({
      model,
      skills: p.set,
      workspace: p.workspace,
      onEvent,
      env: { ...process.env, SKILLPORT_SKILL_DIR: "/leaked" },
      permissions: { ask: () => "allow" },
    });
    await agent.send("go");
    const out = Object.fromEntries(
      events.flatMap((e) => (e.type === "tool-result" ? [[e.id, e.output]] : [])),
    );
    expect(out.a).toContain(`Exit status 0.\n${p.workspace}\n${p.workspace}\nerr`);
    expect(out.b).toBe("Exit status 3.\n(no output)");
    await agent.close();
  });

  it("'always' holds for the rest of the session; questions are put one at a time", async () => {
    let open = 0;
    let maxOpen = 0;
    const answers: ApprovalRequest[] = [];
    const gate = createPermissionGate({
      ask: async (r) => {
        open += 1;
        maxOpen = Math.max(maxOpen, open);
        answers.push(r);
        await new Promise((res) => setTimeout(res, 20));
        open -= 1;
        return "always" as const;
      },
    });
    const req = (tool: string): ApprovalRequest => ({
      kind: "mcp",
      tool,
      agent: "main",
      summary: tool,
      input: {},
    });
    const signal = new AbortController().signal;
    const r = await Promise.all([
      gate.check(req("a"), signal),
      gate.check(req("a"), signal),
      gate.check(req("b"), signal),
    ]);
    expect(r).toEqual([true, true, true]);
    expect(maxOpen).toBe(1);
    expect(answers.map((a) => a.tool)).toEqual(["a", "b"]);
  });

  it("an ask callback that throws counts as deny; per-tool rules override the kind's mode", async () => {
    const signal = new AbortController().signal;
    const throwing = createPermissionGate({
      ask: () => {
        throw new Error("boom");
      },
    });
    expect(
      await throwing.check({ kind: "bash", tool: "bash", agent: "main", summary: "", input: {} }, signal),
    ).toBe(false);
    const rules = createPermissionGate({ mcp: "deny", tools: { fs__read: "allow" } });
    expect(
      await rules.check({ kind: "mcp", tool: "fs__read", agent: "main", summary: "", input: {} }, signal),
    ).toBe(true);
    expect(
      await rules.check({ kind: "mcp", tool: "fs__write", agent: "main", summary: "", input: {} }, signal),
    ).toBe(false);
  });

  it("cancelling a turn kills the running command and every process it started", async () => {
    const p = await project();
    const pidFile = join(p.workspace, "pids");
    const model = scriptedModel([
      {
        calls: [
          {
            tool: "bash",
            input: {
              command: `sh -c 'read -r hp _ < /proc/self/stat; echo $hp >> ${pidFile}; exec sleep 300' & read -r hp _ < /proc/self/stat; echo $hp >> ${pidFile}; wait`,
            },
          },
        ],
      },
    ]);
    const agent = await createAgent({
      model,
      skills: p.set,
      workspace: p.workspace,
      permissions: { bash: "allow" },
    });
    const controller = new AbortController();
    const turn = agent.send("go", { signal: controller.signal });
    await waitUntil(
      "both commands to start",
      () => existsSync(pidFile) && readFileSync(pidFile, "utf8").trim().split("\n").length >= 2,
    );
    const pids = readFileSync(pidFile, "utf8").trim().split("\n").map(Number);
    expect(pids.every(alive)).toBe(true);
    controller.abort();
    expect((await turn).status).toBe("cancelled");
    expect(pids.filter(alive)).toEqual([]);
    await agent.close();
  });
});

describe("spawn_agent", () => {
  const toolNamesOf = (call: { tools?: readonly { name: string }[] }): string[] =>
    (call.tools ?? []).map((t) => t.name).sort();

  it("a subagent starts from a fresh context with the tools it was given, and returns its answer with the files it changed", async () => {
    const p = await project();
    const model = scriptedModel(({ system, toolResults }) => {
      if (!system.includes("You are a subagent")) {
        if (toolResults.length === 0)
          return {
            calls: [{ tool: "spawn_agent", input: { task: "Write made.txt.", tools: ["bash", "skill"] } }],
          };
        return { text: `main got: ${toolResults[0]}` };
      }
      if (toolResults.length === 0)
        return { calls: [{ tool: "bash", input: { command: "echo hi > made.txt; rm README.md" } }] };
      return { text: "made it" };
    });
    const { events, onEvent } = collect();
    const agent = await createAgent({
      model,
      skills: p.set,
      workspace: p.workspace,
      onEvent,
      permissions: { bash: "allow" },
    });
    await agent.send("secret main context");
    const childCalls = model.calls.filter((c) =>
      describeCall(c.prompt).system.includes("You are a subagent"),
    );
    expect(childCalls).toHaveLength(2);
    expect(JSON.stringify(childCalls[0]!.prompt)).not.toContain("secret main context");
    expect(toolNamesOf(childCalls[0] as never)).toEqual(["bash", "skill"]);
    // Skills are inherited: the subagent's system prompt has the same catalog.
    expect(describeCall(childCalls[0]!.prompt).system).toContain("<name>git-bisect</name>");
    const spawned = events.find((e) => e.type === "tool-result" && e.tool === "spawn_agent") as {
      output: string;
    };
    const result = JSON.parse(spawned.output);
    expect(result).toMatchObject({
      status: "done",
      result: "made it",
      changed_files: { added: ["made.txt"], modified: [], deleted: ["README.md"] },
    });
    expect(events.find((e) => e.type === "subagent-start")).toMatchObject({
      agent: "main",
      child: "main/1",
      continued: false,
    });
    await agent.close();
  });

  it("continuation by session id: the subagent sees its earlier conversation; only its parent may continue it", async () => {
    const p = await project();
    let sessionId = "";
    const model = scriptedModel(({ system, lastUser, toolResults }) => {
      if (system.includes("You are a subagent")) return { text: `child answer to: ${lastUser}` };
      if (lastUser === "first") {
        if (toolResults.length === 0)
          return { calls: [{ tool: "spawn_agent", input: { task: "remember 42" } }] };
        sessionId = JSON.parse(JSON.parse(toolResults[0]!).value ?? toolResults[0]!).session_id ?? "";
        return { text: "ok" };
      }
      if (toolResults.length === 0) {
        return {
          calls: [
            { tool: "spawn_agent", input: { task: "what did I say?", session_id: sessionId }, id: "cont" },
            { tool: "spawn_agent", input: { task: "x", session_id: "no-such-session" }, id: "bad" },
          ],
        };
      }
      return { text: "done" };
    });
    const { events, onEvent } = collect();
    const agent = await createAgent({ model, skills: p.set, workspace: p.workspace, onEvent });
    await agent.send("first");
    expect(sessionId).not.toBe("");
    await agent.send("second");
    const continued = model.calls.filter((c) => describeCall(c.prompt).lastUser === "what did I say?");
    expect(JSON.stringify(continued[0]!.prompt)).toContain("remember 42");
    const out = Object.fromEntries(events.flatMap((e) => (e.type === "tool-result" ? [[e.id, e]] : [])));
    expect(out.cont).toMatchObject({ output: expect.stringContaining(sessionId) });
    expect(out.bad).toMatchObject({ error: true, output: expect.stringMatching(/No subagent session/) });
    await agent.close();
  });

  it("tools ⊆ the parent's, depth enforced; over the fan-out limit a spawn waits its turn", async () => {
    const p = await project();
    expect(
      (
        await createAgent({ model: scriptedModel([]), skills: p.set, workspace: p.workspace, maxDepth: 0 })
      ).toolNames(),
    ).not.toContain("spawn_agent");
    const model = scriptedModel(({ system, toolResults }) => {
      if (system.includes("You are a subagent")) return { text: "child" };
      if (toolResults.length === 0) {
        return {
          calls: [
            { tool: "spawn_agent", input: { task: "a", tools: ["bash", "rm_everything"] }, id: "foreign" },
            { tool: "spawn_agent", input: { task: "b", tools: ["spawn_agent"] }, id: "one" },
            { tool: "spawn_agent", input: { task: "c" }, id: "two" },
          ],
        };
      }
      return { text: "done" };
    });
    const { events, onEvent } = collect();
    const agent = await createAgent({
      model,
      skills: p.set,
      workspace: p.workspace,
      onEvent,
      maxDepth: 1,
      maxChildren: 1,
    });
    await agent.send("go");
    const out = Object.fromEntries(events.flatMap((e) => (e.type === "tool-result" ? [[e.id, e]] : [])));
    expect(out.foreign).toMatchObject({
      error: true,
      output: expect.stringMatching(/not yours: rm_everything/),
    });
    expect(out.one).toMatchObject({ output: expect.stringContaining('"status": "done"') });
    expect(out.two).toMatchObject({ output: expect.stringContaining('"status": "done"') });
    // One at a time: the second child started after the first ended.
    const order = events.flatMap((e) =>
      e.type === "subagent-start" || e.type === "subagent-end" ? [e.type] : [],
    );
    expect(order).toEqual(["subagent-start", "subagent-end", "subagent-start", "subagent-end"]);
    // At maxDepth the subagent gets no spawn_agent, even when asked for it.
    const child = model.calls.find((c) => describeCall(c.prompt).system.includes("You are a subagent"))!;
    expect(toolNamesOf(child as never)).toEqual([]);
    await agent.close();
  });

  it("cancelling the parent cancels every descendant, their model calls and their commands", async () => {
    const p = await project();
    const pidFile = join(p.workspace, "pid");
    const model = scriptedModel(({ system, lastUser, toolResults }) => {
      if (!system.includes("You are a subagent")) {
        return toolResults.length === 0
          ? {
              calls: [
                { tool: "spawn_agent", input: { task: "nest" }, id: "a" },
                { tool: "spawn_agent", input: { task: "hang" }, id: "b" },
              ],
            }
          : { text: "unreachable" };
      }
      if (lastUser === "hang") return { hang: true };
      if (lastUser === "nest")
        return toolResults.length === 0
          ? { calls: [{ tool: "spawn_agent", input: { task: "sleep" } }] }
          : { text: "x" };
      return toolResults.length === 0
        ? {
            calls: [
              {
                tool: "bash",
                input: { command: `read -r hp _ < /proc/self/stat; echo $hp > ${pidFile}; exec sleep 300` },
              },
            ],
          }
        : { text: "x" };
    });
    const { events, onEvent } = collect();
    const agent = await createAgent({
      model,
      skills: p.set,
      workspace: p.workspace,
      onEvent,
      permissions: { bash: "allow" },
    });
    const controller = new AbortController();
    const turn = agent.send("go", { signal: controller.signal });
    await waitUntil(
      "the command to start",
      () => existsSync(pidFile) && readFileSync(pidFile, "utf8").trim() !== "",
    );
    const pid = Number(readFileSync(pidFile, "utf8"));
    expect(alive(pid)).toBe(true);
    controller.abort();
    expect((await turn).status).toBe("cancelled");
    expect(alive(pid)).toBe(false);
    const ends = events
      .filter((e) => e.type === "turn-end")
      .map((e) => [e.agent, (e as { status: string }).status]);
    expect(ends.sort()).toEqual([
      ["main", "cancelled"],
      ["main/1", "cancelled"],
      ["main/1/1", "cancelled"],
      ["main/2", "cancelled"],
    ]);
    expect(model.calls.every((c) => c.abortSignal?.aborted)).toBe(true);
    await agent.close();
  });
});
