import { randomUUID } from "node:crypto";
import type { ModelMessage } from "ai";

// The sessions of one agent tree: the main conversation and every subagent's, by id.

export interface Session {
  readonly id: string;
  /** `main`, or a subagent's path such as `main/1/2`. */
  readonly path: string;
  readonly depth: number;
  readonly parent?: string;
  readonly messages: ModelMessage[];
  /** Tool names this session may use; undefined: every tool. */
  readonly allowed?: ReadonlySet<string>;
  running: boolean;
  /** Tokens used by this session's model requests so far (as the provider reported them). */
  readonly usage: Usage;
  /** Input + output tokens of the last request: how full the context is (0: not known yet). */
  contextTokens: number;
  /**
   * How many leading messages are known to be well-formed (the loop made them, or they were checked):
   * the rest (a resumed or host-given history) is checked once, before the next turn.
   */
  validated: number;
  children: number;
  spawned: number;
  /** Spawns waiting for one of this session's `maxChildren` slots, first come first served. */
  readonly waiting: (() => void)[];
  /** Tool executions in flight: a cancelled turn waits for them, so nothing it started outlives it. */
  readonly pending: Set<Promise<unknown>>;
}

export interface Usage {
  inputTokens: number;
  outputTokens: number;
  /** Input tokens read from the provider's prompt cache (part of inputTokens). */
  cachedInputTokens: number;
}

export const zeroUsage = (): Usage => ({ inputTokens: 0, outputTokens: 0, cachedInputTokens: 0 });

export interface SessionStore {
  get(id: string): Session | undefined;
  /** Every session of the tree, the main one included. */
  readonly size: number;
  create(
    path: string,
    depth: number,
    parent?: string,
    allowed?: ReadonlySet<string>,
    start?: { id?: string; messages?: readonly ModelMessage[] },
  ): Session;
}

export function createSessionStore(): SessionStore {
  const sessions = new Map<string, Session>();
  return {
    get: (id) => sessions.get(id),
    get size() {
      return sessions.size;
    },
    create(path, depth, parent, allowed, start) {
      const s: Session = {
        id: start?.id ?? randomUUID(),
        path,
        depth,
        parent,
        messages: [...(start?.messages ?? [])],
        allowed,
        running: false,
        usage: zeroUsage(),
        contextTokens: 0,
        validated: 0,
        children: 0,
        spawned: 0,
        waiting: [],
        pending: new Set(),
      };
      sessions.set(s.id, s);
      return s;
    },
  };
}
