import { jsonSchema, tool } from "ai";
import { describe, expect, it } from "vitest";
import { SUMMARY_PREFIX, splitForCompaction } from "../../src/agent/compaction.js";
import { knownContextWindow } from "../../src/agent/context-window.js";
import { type AgentEvent, createAgent } from "../../src/agent/index.js";
import { tmp } from "../helpers/index.js";
import { describeCall, scriptedModel } from "../helpers/mock-model.js";

// Compaction: past the threshold of the context window the older turns become a summary the model
// writes; the recent turns stay verbatim; a tool call never loses its result; usage is reported.

const summariser = (system: string) => system.startsWith("You summarise a conversation");

describe("compaction", () => {
  it("cuts only before a user message and keeps at least the last turn", () => {
    const msgs = [
      { role: "user" as const, content: "a".repeat(4000) },
      {
        role: "assistant" as const,
        content: [{ type: "tool-call" as const, toolCallId: "1", toolName: "bash", input: {} }],
      },
      {
        role: "tool" as const,
        content: [
          {
            type: "tool-result" as const,
            toolCallId: "1",
            toolName: "bash",
            output: { type: "text" as const, value: "x" },
          },
        ],
      },
      { role: "assistant" as const, content: "ok" },
      { role: "user" as const, content: "b".repeat(4000) },
      { role: "assistant" as const, content: "ok" },
      { role: "user" as const, content: "c" },
      { role: "assistant" as const, content: "ok" },
    ];
    const small = splitForCompaction(msgs, 10);
    expect(small.older).toHaveLength(6);
    expect(small.recent[0]!.content).toBe("c");
    const big = splitForCompaction(msgs, 1500);
    expect(big.older).toHaveLength(4);
    expect(splitForCompaction(msgs.slice(0, 4), 10).older).toEqual([]);
    expect(knownContextWindow("gpt-5-mini")).toBe(400_000);
    expect(knownContextWindow("anthropic/claude-sonnet-4-5")).toBe(200_000);
    expect(knownContextWindow("my-local-thing")).toBeUndefined();
  });

  it("past the threshold the older turns are summarised before the next turn; usage events report tokens", async () => {
    const model = scriptedModel(({ system, lastUser }) =>
      summariser(system)
        ? { text: "SUMMARY: the user asked about turns 1 and 2." }
        : { text: `answer to ${lastUser.slice(0, 6)}` },
    );
    const events: AgentEvent[] = [];
    const agent = await createAgent({
      model,
      workspace: tmp(),
      search: false,
      contextWindow: 4000,
      onEvent: (e) => events.push(e),
    });
    await agent.send(`turn-1 ${"x".repeat(9000)}`);
    await agent.send(`turn-2 ${"y".repeat(9000)}`);
    // The context is now well past 80% of 4000 tokens: the third turn compacts first.
    const r = await agent.send("turn-3");
    expect(r.status).toBe("done");
    const compactions = events.filter((e) => e.type === "compaction");
    expect(compactions.length).toBeGreaterThanOrEqual(1);
    expect(compactions[0]).toMatchObject({ reason: "auto", agent: "main" });
    const last = model.calls.at(-1)!;
    const seen = JSON.stringify(last.prompt);
    expect(seen).toContain(SUMMARY_PREFIX);
    expect(seen).toContain("SUMMARY: the user asked");
    expect(seen).not.toContain("x".repeat(100));
    expect(seen).toContain("turn-3");
    const usage = events.filter((e) => e.type === "usage" && e.agent === "main");
    expect(usage).toHaveLength(3);
    expect(usage[0]).toMatchObject({
      turn: { inputTokens: 1, outputTokens: 1 },
      session: { inputTokens: 1 },
    });
    expect(agent.usage()).toMatchObject({ inputTokens: 3, outputTokens: 3, contextWindow: 4000 });
    expect(r.usage).toMatchObject({ inputTokens: 1, outputTokens: 1 });
    await agent.close();
  });

  it("within a turn: tool results past the threshold are compacted before the next step, between steps, calls kept with their results", async () => {
    let step = 0;
    const model = scriptedModel(({ system }) => {
      if (summariser(system)) return { text: "SUMMARY: read parts 1 and 2." };
      step += 1;
      return step <= 3
        ? { calls: [{ tool: "big", input: { part: step }, id: `c${step}` }] }
        : { text: "done" };
    });
    const events: AgentEvent[] = [];
    const agent = await createAgent({
      model,
      workspace: tmp(),
      search: false,
      contextWindow: 4000,
      onEvent: (e) => events.push(e),
      tools: {
        big: tool({
          description: "a large result",
          inputSchema: jsonSchema({ type: "object", properties: { part: { type: "number" } } }),
          execute: async ({ part }: { part: number }) => `PART-${part} ${"z".repeat(5000)}`,
        }),
      },
    });
    const r = await agent.send("read the three parts and report");
    expect(r.status).toBe("done");
    expect(r.text).toBe("done");
    // One compaction, inside the turn (before its end), automatic.
    const order = events.filter((e) => e.type === "compaction" || e.type === "turn-end").map((e) => e.type);
    expect(order).toEqual(["compaction", "turn-end"]);
    expect(events.find((e) => e.type === "compaction")).toMatchObject({ reason: "auto", agent: "main" });
    // The summariser read the earlier steps; the step after it saw the summary, the request verbatim
    // and only the last step's call with its result.
    const calls = model.calls.filter((c) => !summariser(describeCall(c.prompt).system));
    expect(calls).toHaveLength(4);
    const summaryCall = model.calls.find((c) => summariser(describeCall(c.prompt).system))!;
    expect(JSON.stringify(summaryCall.prompt)).toContain("PART-1");
    const after = calls[3]!.prompt.filter((m) => m.role !== "system");
    expect(after.map((m) => m.role)).toEqual(["user", "assistant", "tool"]);
    const first = JSON.stringify(after[0]!.content);
    expect(first).toContain(SUMMARY_PREFIX);
    expect(first).toContain("read the three parts and report");
    expect(JSON.stringify(after)).toContain("PART-3");
    expect(JSON.stringify(after)).not.toContain("PART-1");
    expect(JSON.stringify(after[1]!.content)).toContain('"toolCallId":"c3"');
    expect(JSON.stringify(after[2]!.content)).toContain('"toolCallId":"c3"');
    // The conversation the turn leaves has that form, and the next turn builds on it.
    expect(agent.messages().map((m) => m.role)).toEqual(["user", "assistant", "tool", "assistant"]);
    expect((await agent.send("thanks")).status).toBe("done");
    await agent.close();
  });

  it("within a turn: a turn cancelled after a compaction leaves the compacted form with the finished steps", async () => {
    let step = 0;
    const model = scriptedModel(({ system }) => {
      if (summariser(system)) return { text: "SUMMARY." };
      step += 1;
      return step <= 3 ? { calls: [{ tool: "big", input: {}, id: `c${step}` }] } : { hang: true };
    });
    const agent = await createAgent({
      model,
      workspace: tmp(),
      search: false,
      contextWindow: 4000,
      onEvent: (e) => {
        if (e.type === "compaction") setImmediate(() => agent.cancel());
      },
      tools: {
        big: tool({
          description: "a large result",
          inputSchema: jsonSchema({ type: "object", properties: {} }),
          execute: async () => "z".repeat(5000),
        }),
      },
    });
    const r = await agent.send("go");
    expect(r.status).toBe("cancelled");
    expect(agent.messages().map((m) => m.role)).toEqual(["user", "assistant", "tool", "assistant"]);
    expect(String(agent.messages()[0]!.content)).toContain(SUMMARY_PREFIX);
    expect(String(agent.messages()[3]!.content)).toContain("[The user cancelled this turn.]");
    await agent.close();
  });

  it("a given history is checked once, before the first turn: a message that is not one fails the turn, saying which", async () => {
    const model = scriptedModel(() => ({ text: "ok" }));
    const good = [
      { role: "user" as const, content: "earlier" },
      { role: "assistant" as const, content: "yes" },
    ];
    const agent = await createAgent({ model, workspace: tmp(), search: false, messages: good });
    expect((await agent.send("next")).status).toBe("done");
    // The history reaches the model whole, before the request.
    expect(describeCall(model.calls[0]!.prompt).lastUser).toBe("next");
    expect(JSON.stringify(model.calls[0]!.prompt)).toContain("earlier");
    agent.clear([...good, { role: "robot", content: 5 } as never]);
    const r = await agent.send("again");
    expect(r.status).toBe("error");
    expect(r.error).toContain("Message 3 of the conversation is not an AI SDK model message");
    expect(model.calls).toHaveLength(1);
    await agent.close();
  });

  it("agent.compact() by hand: nothing to compact in one turn; two turns become a summary and the last turn", async () => {
    const model = scriptedModel(({ system }) => (summariser(system) ? { text: "S" } : { text: "ok" }));
    const events: AgentEvent[] = [];
    const agent = await createAgent({
      model,
      workspace: tmp(),
      search: false,
      onEvent: (e) => events.push(e),
    });
    await agent.send("one");
    expect(await agent.compact()).toBe(false);
    await agent.send("two");
    expect(await agent.compact({ instructions: "focus on two" })).toBe(true);
    expect(agent.messages().map((m) => m.role)).toEqual(["user", "assistant", "user", "assistant"]);
    expect(String(agent.messages()[0]!.content)).toContain(SUMMARY_PREFIX);
    expect(agent.messages()[2]!.content).toBe("two");
    const summaryCall = model.calls.find((c) => JSON.stringify(c.prompt).includes("focus on two"));
    expect(summaryCall).toBeDefined();
    expect(events.find((e) => e.type === "compaction")).toMatchObject({
      reason: "manual",
      removedMessages: 2,
    });
    agent.clear();
    expect(agent.messages()).toEqual([]);
    await agent.close();
  });

  it("a summariser that fails: a compaction event with the error, and the turn still runs", async () => {
    const model = scriptedModel(({ system }) => {
      if (summariser(system)) throw new Error("summariser down");
      return { text: "ok" };
    });
    const events: AgentEvent[] = [];
    const agent = await createAgent({
      model,
      workspace: tmp(),
      search: false,
      contextWindow: 1000,
      onEvent: (e) => events.push(e),
      maxRetries: 0,
    });
    await agent.send("a".repeat(5000));
    await agent.send("b".repeat(5000));
    const r = await agent.send("c");
    expect(r.status).toBe("done");
    expect(events.find((e) => e.type === "compaction")).toMatchObject({
      error: expect.stringContaining("summariser down"),
    });
    await agent.close();
  });

  it("bad options are TypeErrors", async () => {
    await expect(createAgent({ model: scriptedModel([]), contextWindow: 5 })).rejects.toThrow(TypeError);
    await expect(createAgent({ model: scriptedModel([]), compactThreshold: 2 })).rejects.toThrow(TypeError);
  });
});
