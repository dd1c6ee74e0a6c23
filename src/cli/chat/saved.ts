import { createInterface } from "node:readline";
import type { ModelMessage } from "ai";
import {
  findSession,
  type LoadedSession,
  listSessions,
  loadSessionFile,
  openSessionWriter,
  SessionFileError,
  type SessionSummary,
  type SessionWriter,
  sessionsDir,
} from "../../agent/session-file.js";
import { terminalLine } from "../../util/terminal.js";
import { type CliContext, CliError } from "../context.js";
import type { ChatCliOptions } from "./options.js";
import { line } from "./render.js";

// Saved sessions in `skillport chat`: --sessions lists this project's, --continue resumes the last,
// --resume [ID] a chosen one (a numbered picker on a terminal), and every finished turn is appended.

const ago = (d: Date): string => d.toISOString().replace("T", " ").slice(0, 16);

export function sessionRows(all: readonly SessionSummary[]): string[] {
  return all.map((s) => `${s.id.slice(0, 8)}  ${ago(s.modified)}  ${line(s.title || "(no turns)", 70)}`);
}

/** `chat --sessions`: this project's sessions, newest first. */
export function printSessions(ctx: CliContext, workspace: string, json: boolean): void {
  const dir = sessionsDir(workspace, ctx.env);
  const all = listSessions(dir);
  if (json) {
    const rows = all.map((s) => ({
      id: s.id,
      created: s.created,
      modified: s.modified.toISOString(),
      title: s.title,
      bytes: s.bytes,
    }));
    ctx.io.out(`${JSON.stringify({ dir, sessions: rows })}\n`);
    return;
  }
  if (all.length === 0) {
    ctx.io.err(`No saved sessions for this project (in ${terminalLine(dir)}).\n`);
    return;
  }
  for (const r of sessionRows(all)) ctx.io.out(`${r}\n`);
}

async function pick(all: readonly SessionSummary[], ctx: CliContext): Promise<SessionSummary> {
  const shown = all.slice(0, 20);
  for (const [i, r] of sessionRows(shown).entries()) ctx.io.err(`${String(i + 1).padStart(2)}) ${r}\n`);
  const rl = createInterface({ input: process.stdin, output: process.stderr, terminal: true });
  try {
    const answer = await new Promise<string>((res) => {
      rl.question(`resume which? [1-${shown.length}] `, res);
      rl.on("close", () => res(""));
    });
    const n = Number(answer.trim());
    if (!Number.isInteger(n) || n < 1 || n > shown.length) throw new CliError("no session chosen", 1);
    return shown[n - 1]!;
  } finally {
    rl.close();
  }
}

export interface Resumed {
  readonly session: LoadedSession;
  /** Undefined with --no-session: the conversation is read, not written. */
  readonly writer?: SessionWriter;
}

/** The session --continue or --resume names, read and opened for appending; undefined for a new one. */
export async function resumeFrom(
  opts: ChatCliOptions,
  ctx: CliContext,
  workspace: string,
): Promise<Resumed | undefined> {
  if (!opts.continue && opts.resume === undefined) return undefined;
  if (opts.continue && opts.resume !== undefined)
    throw new CliError("--continue and --resume: choose one", 2);
  const dir = sessionsDir(workspace, ctx.env);
  const all = listSessions(dir);
  try {
    let chosen: SessionSummary;
    if (typeof opts.resume === "string") chosen = findSession(dir, opts.resume);
    else if (all.length === 0)
      throw new CliError(
        `No saved session for this project (in ${terminalLine(dir)}); start one with skillport chat.`,
        1,
      );
    else if (opts.continue) chosen = all[0]!;
    else if (process.stdin.isTTY === true && process.stderr.isTTY === true) chosen = await pick(all, ctx);
    else
      throw new CliError(
        `--resume needs a session id here (no terminal to choose on): ${all
          .slice(0, 5)
          .map((s) => s.id.slice(0, 8))
          .join(", ")}${all.length > 5 ? ", …" : ""} (see --sessions)`,
        2,
      );
    const session = loadSessionFile(chosen.path);
    for (const w of session.warnings) ctx.io.err(`skillport chat: warning: ${terminalLine(w)}\n`);
    const writer = opts.session === false ? undefined : openSessionWriter(dir, session.header.id);
    return { session, writer };
  } catch (e) {
    if (e instanceof SessionFileError) throw new CliError(e.message, 1);
    throw e;
  }
}

/** Appends what each finished turn added; a conversation that was rewritten (compacted) is saved whole. */
export function createSaver(
  open: () => SessionWriter,
  messages: () => readonly ModelMessage[],
  initial: readonly ModelMessage[],
  warn: (message: string) => void,
) {
  let writer: SessionWriter | undefined;
  let saved = initial.length;
  let last = initial[initial.length - 1];
  let failed = false;
  return {
    writer: () => writer,
    sync(usage?: { inputTokens: number; outputTokens: number }): void {
      const now = messages();
      if (failed) return;
      try {
        const grew = now.length >= saved && (saved === 0 || now[saved - 1] === last);
        if (grew && now.length === saved && usage === undefined) return;
        writer ??= open();
        if (grew) {
          if (now.length > saved) writer.append({ type: "turn", messages: now.slice(saved) });
        } else writer.append({ type: "replace", messages: [...now] });
        if (usage !== undefined) writer.append({ type: "usage", ...usage });
        saved = now.length;
        last = now[now.length - 1];
      } catch (e) {
        failed = true;
        warn(`the session could not be saved: ${(e as Error).message}; this chat goes on unsaved`);
      }
    },
    /** Writes to another session from now on, whose conversation is `base`. */
    switchTo(next: SessionWriter, base: readonly ModelMessage[]): void {
      writer?.close();
      writer = next;
      saved = base.length;
      last = base[base.length - 1];
      failed = false;
    },
    close(): void {
      writer?.close();
    },
  };
}

/** Reads a saved session by id (or prefix) and opens it for appending (`write`), for the REPL's /resume. */
export function openSaved(workspace: string, env: NodeJS.ProcessEnv, id: string, write: boolean): Resumed {
  const dir = sessionsDir(workspace, env);
  const session = loadSessionFile(findSession(dir, id).path);
  return { session, writer: write ? openSessionWriter(dir, session.header.id) : undefined };
}

export type Saver = ReturnType<typeof createSaver>;
