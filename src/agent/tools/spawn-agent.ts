import { jsonSchema, type Tool, type ToolSet, tool } from "ai";
import { ToolInputError } from "../../errors.js";
import { diffSnapshots, type FileChanges, snapshotWorkspace } from "../changes.js";
import type { Session } from "../session.js";
import { str, type ToolContext, type ToolDefinition } from "./types.js";

// `spawn_agent`: a subagent with a fresh conversation, the same skills and a subset of the parent's
// tools; it runs to its answer under the parent's turn signal.

/** Waits for one of the parent's subagent slots: over the fan-out limit a spawn queues, it does not fail. */
function acquireSlot(ctx: ToolContext, parent: Session, signal: AbortSignal): Promise<void> {
  if (parent.children < ctx.maxChildren && parent.waiting.length === 0) {
    parent.children += 1;
    return Promise.resolve();
  }
  return new Promise((resolve, reject) => {
    const go = (): void => {
      signal.removeEventListener("abort", onAbort);
      parent.children += 1;
      resolve();
    };
    const onAbort = (): void => {
      const i = parent.waiting.indexOf(go);
      if (i >= 0) parent.waiting.splice(i, 1);
      reject(signal.reason ?? new Error("cancelled"));
    };
    if (signal.aborted) return onAbort();
    signal.addEventListener("abort", onAbort, { once: true });
    parent.waiting.push(go);
  });
}

function releaseSlot(parent: Session): void {
  parent.children -= 1;
  parent.waiting.shift()?.();
}

interface SpawnInput {
  task?: unknown;
  tools?: unknown;
  session_id?: unknown;
}

/** The session a call continues, checked against its parent. */
function continuedSession(ctx: ToolContext, parent: Session, o: SpawnInput): Session {
  const found = typeof o.session_id === "string" ? ctx.sessions.get(o.session_id) : undefined;
  if (!found || found.parent !== parent.id) {
    throw new ToolInputError(
      `No subagent session '${String(o.session_id)}' of yours exists; omit session_id to start a new one.`,
    );
  }
  if (found.running)
    throw new ToolInputError(`Subagent session '${found.id}' is still running; wait for its result.`);
  if (o.tools !== undefined)
    throw new ToolInputError("A continued session keeps its tools; omit 'tools' with session_id.");
  return found;
}

/** A new child session with the tools asked for (all of the parent's by default). */
function newChild(ctx: ToolContext, parent: Session, o: SpawnInput): Session {
  const mine = Object.keys(ctx.toolsFor(parent));
  let allowed: Set<string>;
  if (o.tools === undefined) allowed = new Set(mine);
  else {
    if (!Array.isArray(o.tools) || !o.tools.every((t) => typeof t === "string")) {
      throw new ToolInputError("'tools' must be an array of tool names.");
    }
    const unknown = (o.tools as string[]).filter((t) => !mine.includes(t));
    if (unknown.length > 0) {
      throw new ToolInputError(
        `A subagent can only get tools you have; not yours: ${unknown.join(", ")}. Yours: ${mine.join(", ")}.`,
      );
    }
    allowed = new Set(o.tools as string[]);
  }
  const total = ctx.sessions.size - 1;
  if (total >= ctx.maxAgents)
    throw new ToolInputError(
      `The limit of ${ctx.maxAgents} subagents for this conversation is reached; do the rest yourself.`,
    );
  parent.spawned += 1;
  return ctx.sessions.create(`${parent.path}/${parent.spawned}`, parent.depth + 1, parent.id, allowed);
}

async function runChild(
  ctx: ToolContext,
  parent: Session,
  child: Session,
  task: string,
  continued: boolean,
  signal: AbortSignal,
): Promise<string> {
  ctx.emit({
    type: "subagent-start",
    agent: parent.path,
    child: child.path,
    sessionId: child.id,
    task,
    tools: Object.keys(ctx.toolsFor(child)),
    continued,
  });
  const before = await snapshotWorkspace(ctx.workspace, signal);
  const result = await ctx.runTurn(child, task, signal);
  const changedFiles: FileChanges = signal.aborted
    ? { added: [], modified: [], deleted: [] }
    : diffSnapshots(before, await snapshotWorkspace(ctx.workspace, signal));
  ctx.emit({
    type: "subagent-end",
    agent: parent.path,
    child: child.path,
    sessionId: child.id,
    status: result.status,
    changedFiles,
  });
  return JSON.stringify(
    {
      session_id: child.id,
      status: result.status,
      ...(result.error ? { error: result.error } : {}),
      result: result.text,
      changed_files: changedFiles,
    },
    null,
    2,
  );
}

function spawnTool(ctx: ToolContext, parent: Session): Tool {
  return tool({
    description:
      "Hand a self-contained task to a subagent: a fresh agent that sees none of this conversation, has the same skills " +
      "and the tools you name (default: all of yours), works on its own and returns its final answer, its session_id " +
      "and the files it changed. To follow up on its work, call again with that session_id. Several subagents can " +
      `run at once (${ctx.maxChildren} at a time; more wait their turn).`,
    inputSchema: jsonSchema({
      type: "object",
      properties: {
        task: { type: "string", description: "The complete task, with every detail the subagent needs." },
        tools: {
          type: "array",
          items: { type: "string" },
          description: "Names of your tools the subagent may use (default: all of them).",
        },
        session_id: {
          type: "string",
          description: "Continue an earlier subagent's session instead of starting a new one.",
        },
      },
      required: ["task"],
      additionalProperties: false,
    } as never),
    execute: async (input: unknown, { abortSignal }) => {
      const o = (input ?? {}) as SpawnInput;
      if (typeof o.task !== "string" || o.task.trim() === "")
        throw new ToolInputError("spawn_agent needs a non-empty 'task'.");
      const signal = abortSignal ?? ctx.lifeSignal;
      const continued = o.session_id !== undefined;
      const child = continued ? continuedSession(ctx, parent, o) : newChild(ctx, parent, o);
      await acquireSlot(ctx, parent, signal);
      try {
        return await runChild(ctx, parent, child, o.task, continued, signal);
      } finally {
        releaseSlot(parent);
      }
    },
  });
}

export const spawnAgentTool: ToolDefinition = {
  name: "spawn_agent",
  create: (ctx, session): ToolSet =>
    session.depth < ctx.maxDepth ? { spawn_agent: spawnTool(ctx, session) } : {},
  summarize: (o) => `${o.session_id ? `(continue ${str(o.session_id).slice(0, 8)}) ` : ""}${str(o.task)}`,
};
