import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { type AgentEvent, createAgent } from "../../src/agent/index.js";
import { loadCommands } from "../../src/custom-commands/load.js";
import { loadSkills } from "../../src/load.js";
import { skillMd, tmp, writeTree } from "../helpers/index.js";
import { describeCall, scriptedModel } from "../helpers/mock-model.js";
import { waitUntil } from "../helpers/wait.js";

// More of the library's promises, with the AI SDK's mock model: the subagent quota, who may continue
// a session, agent.cancel(), and cancelling a command's shell snippet and a command that left its
// process group.

async function project(files: Record<string, string> = {}) {
  const dir = tmp("skillport-agent-");
  writeTree(dir, {
    "skills/pdf/SKILL.md": skillMd("pdf", "Fill PDF forms."),
    "work/README.md": "hello\n",
    ...files,
  });
  const set = await loadSkills({
    roots: [join(dir, "skills")],
    user: false,
    project: false,
    builtins: false,
    cwd: dir,
  });
  return { dir, workspace: join(dir, "work"), set };
}

const collect = () => {
  const events: AgentEvent[] = [];
  return { events, onEvent: (e: AgentEvent) => events.push(e) };
};

const results = (events: AgentEvent[]) =>
  Object.fromEntries(events.flatMap((e) => (e.type === "tool-result" ? [[e.id, e]] : [])));

/** Alive = exists and is not a zombie (a container's init may never reap a killed orphan). */
function alive(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "latin1");
    const state = stat.slice(stat.lastIndexOf(")") + 2, stat.lastIndexOf(")") + 3);
    return state !== "Z" && state !== "X";
  } catch {
    return false;
  }
}

async function waitForPid(file: string): Promise<number> {
  await waitUntil(`a pid in ${file}`, () => existsSync(file) && readFileSync(file, "utf8").trim() !== "");
  return Number(readFileSync(file, "utf8"));
}

const isSub = (system: string) => system.includes("You are a subagent");

describe("subagent limits and sessions", () => {
  it("maxAgents bounds the sessions of the tree; a spawn over the fan-out limit waits its turn instead of failing", async () => {
    const p = await project();
    let step = 0;
    const model = scriptedModel(({ system }) => {
      if (isSub(system)) return { text: "child done" };
      step += 1;
      if (step === 1)
        return {
          calls: [
            { tool: "spawn_agent", input: { task: "a" }, id: "a" },
            { tool: "spawn_agent", input: { task: "b" }, id: "b-fanout" },
          ],
        };
      if (step === 2) return { calls: [{ tool: "spawn_agent", input: { task: "c" }, id: "c" }] };
      if (step === 3) return { calls: [{ tool: "spawn_agent", input: { task: "d" }, id: "d" }] };
      return { text: "done" };
    });
    const { events, onEvent } = collect();
    const agent = await createAgent({
      model,
      skills: p.set,
      workspace: p.workspace,
      onEvent,
      maxChildren: 1,
      maxAgents: 2,
    });
    const r = await agent.send("go");
    expect(r.status, r.error).toBe("done");
    const out = results(events);
    expect(out.a).toMatchObject({ output: expect.stringContaining('"status": "done"') });
    expect(out["b-fanout"]).toMatchObject({ output: expect.stringContaining('"status": "done"') });
    expect(out.c).toMatchObject({ error: true, output: expect.stringMatching(/limit of 2 subagents/) });
    expect(out.d).toMatchObject({ error: true, output: expect.stringMatching(/limit of 2 subagents/) });
    expect(
      events.filter((e) => e.type === "subagent-start").map((e) => (e as { child: string }).child),
    ).toEqual(["main/1", "main/2"]);
    await agent.close();
  });

  it("only the agent that spawned a session may continue it: a grandchild's id is refused to the main agent", async () => {
    const p = await project();
    let grandchild = "";
    const model = scriptedModel(({ system, lastUser, toolResults }) => {
      if (isSub(system)) {
        if (lastUser === "grandchild") return { text: "gc" };
        if (toolResults.length === 0)
          return { calls: [{ tool: "spawn_agent", input: { task: "grandchild" } }] };
        const r = JSON.parse(toolResults[0]!) as { value?: string };
        grandchild = (JSON.parse(r.value ?? toolResults[0]!) as { session_id: string }).session_id;
        return { text: "child" };
      }
      if (toolResults.length === 0) return { calls: [{ tool: "spawn_agent", input: { task: "child" } }] };
      if (toolResults.length === 1)
        return {
          calls: [{ tool: "spawn_agent", input: { task: "again", session_id: grandchild }, id: "steal" }],
        };
      return { text: "done" };
    });
    const { events, onEvent } = collect();
    const agent = await createAgent({ model, skills: p.set, workspace: p.workspace, onEvent });
    await agent.send("go");
    expect(grandchild).toMatch(/^[0-9a-f-]{36}$/);
    expect(results(events).steal).toMatchObject({
      error: true,
      output: expect.stringMatching(/No subagent session .* of yours exists/),
    });
    expect(model.calls.filter((c) => describeCall(c.prompt).lastUser === "again")).toHaveLength(0);
    await agent.close();
  });
});

describe("cancellation", () => {
  it("agent.cancel() cancels the running turn and every subagent below it", async () => {
    const p = await project();
    const model = scriptedModel(({ system, toolResults }) => {
      if (isSub(system)) return { hang: true };
      return toolResults.length === 0
        ? {
            calls: [
              { tool: "spawn_agent", input: { task: "one" }, id: "1" },
              { tool: "spawn_agent", input: { task: "two" }, id: "2" },
            ],
          }
        : { text: "unreachable" };
    });
    const { events, onEvent } = collect();
    const agent = await createAgent({ model, skills: p.set, workspace: p.workspace, onEvent });
    const turn = agent.send("go");
    await waitUntil("three model calls", () => model.calls.length >= 3);
    agent.cancel();
    expect((await turn).status).toBe("cancelled");
    expect(
      events
        .filter((e) => e.type === "turn-end")
        .map((e) => `${e.agent}:${(e as { status: string }).status}`)
        .sort(),
    ).toEqual(["main/1:cancelled", "main/2:cancelled", "main:cancelled"]);
    expect(model.calls.every((c) => c.abortSignal?.aborted)).toBe(true);
    // The conversation goes on: the next turn knows the last one was cut short.
    expect(agent.messages().at(-1)).toMatchObject({ role: "assistant" });
    expect(JSON.stringify(agent.messages().at(-1))).toContain("cancelled");
    await agent.close();
  });

  it("cancelling a turn kills a command's running shell snippet", async () => {
    const p = await project({
      "commands/slow.md": "Result: !`read -r hp _ < /proc/self/stat; echo $hp > ../pid; exec sleep 300`",
    });
    const commands = await loadCommands({
      roots: [join(p.dir, "commands")],
      user: false,
      project: false,
      cwd: p.dir,
    });
    const model = scriptedModel([{ text: "unreachable" }]);
    const agent = await createAgent({
      model,
      skills: p.set,
      commands,
      workspace: p.workspace,
      permissions: { shell: "allow" },
    });
    const controller = new AbortController();
    const turn = agent.send("/slow", { signal: controller.signal });
    const pid = await waitForPid(join(p.dir, "pid"));
    expect(alive(pid)).toBe(true);
    controller.abort();
    expect((await turn).status).toBe("cancelled");
    expect(alive(pid)).toBe(false);
    expect(model.calls).toHaveLength(0);
    await agent.close();
  });

  it.skipIf(!existsSync("/proc/self/stat") || !existsSync("/usr/bin/setsid"))(
    "bash: a process that left the command's group and session (setsid, a daemon) is killed when the command ends",
    async () => {
      const p = await project();
      const pidFile = join(p.dir, "daemon-pid");
      const model = scriptedModel([
        {
          calls: [
            {
              tool: "bash",
              input: {
                command: `setsid sh -c 'read -r hp _ < /proc/self/stat; echo $hp > ${pidFile}; exec sleep 300' </dev/null >/dev/null 2>&1 & sleep 0.3; echo started`,
              },
            },
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
        permissions: { bash: "allow" },
      });
      await agent.send("go");
      const pid = Number(readFileSync(pidFile, "utf8"));
      expect(pid).toBeGreaterThan(0);
      expect(events.find((e) => e.type === "tool-result")).toMatchObject({
        output: "Exit status 0.\nstarted",
      });
      expect(alive(pid)).toBe(false);
      await agent.close();
    },
  );
});
