import { createInterface } from "node:readline";
import { terminalLine } from "../../util/terminal.js";
import { completer, replCommand } from "./commands.js";
import { line } from "./render.js";
import type { ChatRun } from "./run.js";

// The terminal REPL of `skillport chat`: streamed text, tool calls and approvals on stdout; Ctrl-C
// cancels the turn, a second Ctrl-C or /exit quits.

/** Signals that end the REPL the way /exit does, after cancelling the running turn. */
const ENDING_SIGNALS = ["SIGTERM", "SIGHUP", "SIGQUIT"] as const;

/** The terminal REPL. */
export function runRepl(s: ChatRun): Promise<void> {
  const { agent, c, choice, io, renderer, lines, skills, prompt: PROMPT } = s;
  return new Promise((done) => {
    const r = createInterface({
      input: process.stdin,
      output: process.stdout,
      terminal: true,
      historySize: 200,
      completer: completer(s),
    });
    lines.rl = r;
    let current: { controller: AbortController; cancelling: boolean; done?: Promise<unknown> } | undefined;
    let idleInterrupt = false;
    let quitting = false;
    const mcpTools = agent.mcp.connections.reduce((n, conn) => n + conn.tools.length, 0);
    const skillCount = (typeof skills === "function" ? skills() : skills).skills.length;
    io.out(
      `${c.dim(`skillport chat · ${terminalLine(choice.provider)} ${terminalLine(choice.model)} · ${skillCount} skill${skillCount === 1 ? "" : "s"}${mcpTools > 0 ? ` · ${mcpTools} MCP tools` : ""} · Ctrl-C cancels a turn · /help · /exit quits`)}\n`,
    );
    if (s.resumedMessages > 0)
      io.out(`${c.dim(`resumed session ${agent.sessionId.slice(0, 8)} · ${s.resumedMessages} messages`)}\n`);
    r.setPrompt(PROMPT);
    const quit = (): void => {
      if (quitting) return;
      quitting = true;
      current?.controller.abort();
      try {
        r.close();
      } catch {
        // The terminal is gone (EIO): closing still happened as far as we are concerned.
      }
      process.off("SIGINT", onInterrupt);
      for (const sig of ENDING_SIGNALS) process.off(sig, onTerm);
      process.stdin.pause();
      // A cancelled turn settles its tools (kills what they started) before the agent closes.
      void Promise.resolve(current?.done).then(() => done());
    };
    const onInterrupt = (): void => {
      if (current) {
        if (current.cancelling) {
          renderer.ui(c.dim("(quitting)"));
          quit();
          return;
        }
        current.cancelling = true;
        renderer.ui(c.yellow("^C cancelling the turn (Ctrl-C again quits)"));
        current.controller.abort();
        return;
      }
      if (r.line !== "") {
        // Clear what was typed, as a shell does.
        Object.assign(r, { line: "", cursor: 0 });
        io.out("^C\n");
        r.prompt();
        idleInterrupt = false;
        return;
      }
      if (idleInterrupt) {
        io.out("\n");
        quit();
        return;
      }
      idleInterrupt = true;
      io.out(`\n${c.dim("(press Ctrl-C again or type /exit to quit)")}\n`);
      r.prompt();
    };
    const onTerm = (): void => quit();
    r.on("SIGINT", onInterrupt);
    process.on("SIGINT", onInterrupt);
    // The terminal closed (SIGHUP: window shut, ssh dropped) or a quit key: end like SIGTERM, cancelling
    // the turn so every command it started is killed, instead of dying with them left running.
    for (const sig of ENDING_SIGNALS) process.on(sig, onTerm);
    r.on("close", () => quit());
    // A terminal that went away fails the reader (setRawMode EIO) before SIGHUP arrives: end the same
    // way, the turn cancelled first, instead of crashing with its commands left running.
    r.on("error", () => quit());
    const queue: string[] = [];
    let continued = "";
    /** Runs one input: a REPL command, or a turn of the agent. */
    const handle = (input: string): void => {
      idleInterrupt = false;
      const text = input.trim();
      if (text === "") {
        r.prompt();
        return;
      }
      if (text === "/exit" || text === "/quit") {
        quit();
        return;
      }
      const controller = new AbortController();
      current = { controller, cancelling: false };
      const cmd = replCommand(text);
      const work = cmd
        ? Promise.resolve().then(() => cmd.command.run(s, cmd.args, controller.signal))
        : agent.send(input, { signal: controller.signal });
      current.done = work
        .catch((e: unknown) =>
          renderer.ui(`${c.red("error")} ${line(String((e as Error)?.message ?? e), 500)}`),
        )
        .finally(() => {
          renderer.endTurn();
          const wasCancelled = current?.cancelling === true;
          current = undefined;
          if (quitting) return;
          if (wasCancelled && queue.length > 0) {
            renderer.ui(
              c.dim(
                `(${queue.length} queued line${queue.length === 1 ? "" : "s"} dropped with the cancelled turn)`,
              ),
            );
            queue.length = 0;
          }
          const next = queue.shift();
          if (next === undefined) {
            r.prompt();
            return;
          }
          io.out(`${PROMPT}${terminalLine(next)}\n`);
          handle(next);
        });
    };
    r.on("line", (input: string) => {
      if (lines.answer) {
        lines.answer(input);
        return;
      }
      // A line ending in a backslash goes on: multi-line input.
      if (input.endsWith("\\")) {
        continued += `${input.slice(0, -1)}\n`;
        r.setPrompt(c.dim("… "));
        if (!current) r.prompt();
        return;
      }
      const full = continued + input;
      continued = "";
      r.setPrompt(PROMPT);
      if (current) {
        // Typed while the model works: it waits its turn.
        if (full.trim() !== "") {
          queue.push(full);
          renderer.ui(c.dim(`(queued: ${line(full, 60)})`));
        }
        return;
      }
      handle(full);
    });
    r.prompt();
  });
}
