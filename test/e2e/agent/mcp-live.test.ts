import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { type Agent, type AgentEvent, createAgent } from "../../../src/agent/index.js";
import { REPO, tmp } from "../../helpers/index.js";
import { describeCall, scriptedModel } from "../../helpers/mock-model.js";

// An MCP server whose tools and prompts change mid-session (a real SDK McpServer over stdio): the
// agent follows notifications/tools/list_changed within a turn, and offers prompts as /server:prompt.

const SERVER = join(REPO, "test/fixtures/changing-mcp-server.mjs");
const mcpServers = { live: { command: process.execPath, args: [SERVER] } };

type Call = ReturnType<typeof scriptedModel>["calls"][number];
const offered = (call: Call): string[] => (call.tools ?? []).map((t) => t.name);
/** The conversation a model call saw, as role: text lines. */
const transcript = (call: Call): string[] =>
  call.prompt
    .filter((m) => m.role === "user" || m.role === "assistant")
    .map(
      (m) =>
        `${m.role}: ${(m.content as { type: string; text?: string }[]).map((p) => p.text ?? "").join("")}`,
    );

let agent: Agent | undefined;
afterEach(async () => {
  await agent?.close();
  agent = undefined;
});

describe("MCP lists that change", () => {
  it("a tool added mid-turn (tools/list_changed) is offered from the next model step, and runs", async () => {
    const model = scriptedModel(({ toolResults }) => {
      if (toolResults.length === 0) return { calls: [{ tool: "live__add_tool", input: {} }] };
      if (toolResults.length === 1) return { calls: [{ tool: "live__second", input: { word: "hi" } }] };
      return { text: "done" };
    });
    const events: AgentEvent[] = [];
    agent = await createAgent({
      model,
      workspace: tmp("skillport-mcp-live-"),
      mcpServers,
      permissions: { mcp: "allow" },
      onEvent: (e) => events.push(e),
    });
    expect(agent.toolNames()).not.toContain("live__second");
    const r = await agent.send("add a tool, then use it");
    expect(r.status).toBe("done");
    expect(offered(model.calls[0]!)).not.toContain("live__second");
    expect(offered(model.calls[1]!)).toContain("live__second");
    expect(events).toContainEqual({ type: "mcp-changed", server: "live", list: "tools", count: 5 });
    const results = events.filter((e) => e.type === "tool-result");
    expect(results.map((e) => [e.tool, e.output, "error" in e])).toEqual([
      ["live__add_tool", "added second", false],
      ["live__second", "second ran with hi", false],
    ]);
    expect(agent.toolNames()).toContain("live__second");
  });

  it("prompts are /server:prompt commands: arguments by position or name=value, the messages in order", async () => {
    const model = scriptedModel(() => ({ text: "ok" }));
    const events: AgentEvent[] = [];
    agent = await createAgent({
      model,
      workspace: tmp("skillport-mcp-live-"),
      mcpServers,
      onEvent: (e) => events.push(e),
    });
    expect(agent.mcp.connections[0]!.prompts).toEqual([
      {
        server: "live",
        name: "review",
        command: "live:review",
        description: "Review one file.",
        arguments: [
          { name: "file", description: "", required: true },
          { name: "focus", description: "", required: false },
        ],
      },
    ]);
    const r = await agent.send("/live:review src/a.ts error handling");
    expect(r.status).toBe("done");
    expect(transcript(model.calls[0]!)).toEqual([
      "user: Review src/a.ts for error handling.",
      "assistant: Which parts matter most?",
      "user: All of it.",
    ]);
    expect(events.find((e) => e.type === "turn-start")).toMatchObject({
      expanded: { kind: "prompt", name: "live:review" },
    });
    await agent.send('/live:review focus=speed "file=b c.ts"');
    expect(transcript(model.calls[1]!).at(-3)).toBe("user: Review b c.ts for speed.");
    // The conversation keeps the prompt's messages.
    expect(agent.messages().filter((m) => m.role === "user")).toHaveLength(4);
  });

  it("a missing argument, an unknown prompt: the turn fails saying how to type it, nothing is sent", async () => {
    const model = scriptedModel(() => ({ text: "ok" }));
    agent = await createAgent({ model, workspace: tmp("skillport-mcp-live-"), mcpServers });
    const missing = await agent.send("/live:review");
    expect(missing.status).toBe("error");
    expect(missing.error).toContain("needs 'file' (usage: /live:review <file> [focus])");
    const unknown = await agent.send("/live:nope x");
    expect(unknown.status).toBe("error");
    expect(unknown.error).toContain("has no prompt 'nope'; it offers: /live:review <file> [focus]");
    expect(model.calls).toHaveLength(0);
    expect(agent.messages()).toEqual([]);
    // Not a server's name: sent as typed.
    await agent.send("/other:thing");
    expect(describeCall(model.calls[0]!.prompt).lastUser).toBe("/other:thing");
  });

  it("a prompt added mid-session (prompts/list_changed) can be typed next", async () => {
    const model = scriptedModel(({ toolResults }) =>
      toolResults.length === 0 ? { calls: [{ tool: "live__add_prompt", input: {} }] } : { text: "ok" },
    );
    const events: AgentEvent[] = [];
    agent = await createAgent({
      model,
      workspace: tmp("skillport-mcp-live-"),
      mcpServers,
      permissions: { mcp: "allow" },
      onEvent: (e) => events.push(e),
    });
    expect((await agent.send("/live:later")).status).toBe("error");
    await agent.send("add a prompt");
    expect(events).toContainEqual({ type: "mcp-changed", server: "live", list: "prompts", count: 2 });
    const r = await agent.send("/live:later");
    expect(r.status).toBe("done");
    expect(describeCall(model.calls.at(-1)!.prompt).lastUser).toBe("LATER PROMPT BODY");
  });
});
