import { createInterface, type Interface } from "node:readline";
import type { ApprovalAnswer, ApprovalRequest } from "../../agent/permissions.js";
import { terminalLine } from "../../util/terminal.js";
import { type Colors, line, type Renderer } from "./render.js";

// The approval question of `skillport chat`: how a request is shown and how the answer is read. The
// one place that draws what is being approved.

/** The line reader the REPL owns; an open question takes the next line typed. */
export interface LineState {
  rl?: Interface;
  answer?: (line: string) => void;
}

/** The text that says what is being approved. */
export function approvalText(request: ApprovalRequest, c: Colors): string {
  const who = request.agent === "main" ? "" : `${c.magenta(`[${terminalLine(request.agent)}]`)} `;
  const what =
    request.kind === "bash"
      ? "run"
      : request.kind === "shell"
        ? `run for ${terminalLine(request.tool)}`
        : "call";
  return `${c.yellow("?")} ${who}${what}: ${c.bold(line(request.summary, 400))}`;
}

const parseAnswer = (l: string): ApprovalAnswer => {
  const t = l.trim().toLowerCase();
  return t === "y" || t === "yes" ? "allow" : t === "a" || t === "always" ? "always" : "deny";
};

/** The `ask` callback of the permissions: the question on the screen, the answer from the terminal. */
export function createAsk(
  state: LineState,
  renderer: Renderer,
  c: Colors,
  prompt: string,
): (request: ApprovalRequest, signal: AbortSignal) => Promise<ApprovalAnswer> {
  return (request, signal) =>
    new Promise((resolve) => {
      if (signal.aborted) return resolve("deny");
      renderer.ui(approvalText(request, c));
      const question = "  allow? [y]es, [n]o, [a]lways: ";
      let reader = state.rl;
      let own = false;
      if (reader === undefined) {
        reader = createInterface({ input: process.stdin, output: process.stderr, terminal: true });
        reader.on("SIGINT", () => process.emit("SIGINT"));
        own = true;
      }
      const finish = (a: ApprovalAnswer): void => {
        renderer.questionOpen = false;
        signal.removeEventListener("abort", onAbort);
        state.answer = undefined;
        if (own) reader.close();
        else reader.setPrompt(prompt);
        resolve(a);
      };
      const onAbort = (): void => finish("deny");
      signal.addEventListener("abort", onAbort, { once: true });
      state.answer = (l) => finish(parseAnswer(l));
      if (own) reader.question(question, (l) => state.answer?.(l));
      else {
        reader.setPrompt(question);
        reader.prompt();
      }
      renderer.questionOpen = true;
    });
}
