import { createInterface, type Interface } from "node:readline";
import type { ApprovalAnswer, ApprovalRequest } from "../../agent/permissions.js";
import { terminalLine, terminalText } from "../../util/terminal.js";
import type { Colors, Renderer } from "./render.js";

// The approval question of `skillport chat`: how a request is shown and how the answer is read. The
// one place that draws what is being approved.

/** The line reader the REPL owns; an open question takes the next line typed. */
export interface LineState {
  rl?: Interface;
  answer?: (line: string) => void;
}

/** Up to this much of what is approved is shown whole; beyond, its head and tail and a key to see all. */
export const APPROVAL_SHOWN_CHARS = 2000;
export const APPROVAL_SHOWN_LINES = 40;
const HEAD_CHARS = 1200;
const HEAD_LINES = 24;
const TAIL_CHARS = 600;
const TAIL_LINES = 10;

/** The approved text for the screen: every line indented, every escape shown, nothing dropped unsaid. */
function approvedBlock(summary: string, whole: boolean): { text: string; hidden: number } {
  const lines = summary.split("\n");
  const fits = summary.length <= APPROVAL_SHOWN_CHARS && lines.length <= APPROVAL_SHOWN_LINES;
  // A long run of blanks would push the rest off the screen: say how long it is instead.
  const show = (s: string): string =>
    `    ${terminalText(s)
      .replace(/[ \t]{16,}/g, (run) => ` [${run.length} blanks] `)
      .replace(/\n/g, "\n    ")}`;
  if (whole || fits) return { text: show(summary), hidden: 0 };
  let head = lines.slice(0, HEAD_LINES).join("\n");
  if (head.length > HEAD_CHARS) head = head.slice(0, HEAD_CHARS);
  let tail = lines.slice(-TAIL_LINES).join("\n");
  if (tail.length > TAIL_CHARS) tail = tail.slice(-TAIL_CHARS);
  const hiddenPart = summary.slice(head.length, summary.length - tail.length);
  const hidden = Buffer.byteLength(hiddenPart, "utf8");
  const note = `    [… ${hidden} more bytes (${hiddenPart.split("\n").length - 1} line breaks) not shown: answer v to see all …]`;
  return { text: `${show(head)}\n${note}\n${show(tail)}`, hidden };
}

/** What the question shows of a request: an MCP call's arguments after the tool it names. */
const approvedBody = (request: ApprovalRequest): string =>
  request.kind === "mcp" && request.summary.startsWith(`${request.tool} `)
    ? request.summary.slice(request.tool.length + 1)
    : request.summary;

/**
 * The text that says what is being approved: the whole command (or tool and arguments) on lines of
 * its own, escapes shown; a long one as its head and tail with the hidden byte count (`whole` shows all).
 */
export function approvalText(request: ApprovalRequest, c: Colors, whole = false): string {
  const who = request.agent === "main" ? "" : `${c.magenta(`[${terminalLine(request.agent)}]`)} `;
  const what =
    request.kind === "bash"
      ? "run"
      : request.kind === "shell"
        ? `run for ${terminalLine(request.tool)}`
        : request.kind === "edit"
          ? terminalLine(request.tool)
          : `call ${terminalLine(request.tool)} with`;
  const body = approvedBody(request);
  const block = approvedBlock(body, whole);
  // One line shown whole stays on the question's line; anything else goes below it, indented.
  const inline = block.hidden === 0 && !body.includes("\n");
  return `${c.yellow("?")} ${who}${what}:${inline ? ` ${c.bold(block.text.trimStart())}` : `\n${c.bold(block.text)}`}`;
}

/** True when {@link approvalText} leaves part of the request out (so the question offers `v`). */
export const approvalIsCut = (request: ApprovalRequest): boolean =>
  approvedBlock(approvedBody(request), false).hidden > 0;

/** A typed line's answer (stdin that is not a terminal, or a word typed before Enter). */
const parseAnswer = (l: string): ApprovalAnswer => {
  const t = l.trim().toLowerCase();
  if (t === "y" || t === "yes") return "allow";
  if (t === "a" || t === "always") return "always";
  return t === "d" || t === "deny always" || t === "never" ? "never" : "deny";
};

/** The single keys that answer on a terminal, without Enter. */
const KEYS: Readonly<Record<string, ApprovalAnswer>> = { y: "allow", n: "deny", a: "always", d: "never" };

let restoreOnExit = false;
/**
 * The terminal goes back to its normal mode however the process ends: readline restores it when it
 * closes, Node at exit; this covers an exit while a question holds it raw.
 */
function restoreTerminalOnExit(): void {
  if (restoreOnExit) return;
  restoreOnExit = true;
  process.once("exit", () => {
    try {
      if (process.stdin.isTTY && process.stdin.isRaw) process.stdin.setRawMode(false);
    } catch {
      // The terminal is gone.
    }
  });
}

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
      const cut = approvalIsCut(request);
      const question = `  allow? [y]es, [n]o, [a]lways, [d]eny always${cut ? ", [v]iew all" : ""}: `;
      let reader = state.rl;
      let own = false;
      if (reader === undefined) {
        reader = createInterface({ input: process.stdin, output: process.stderr, terminal: true });
        reader.on("SIGINT", () => process.emit("SIGINT"));
        // The terminal went away: no answer will come, so the call is denied.
        reader.on("error", () => finish("deny"));
        own = true;
      }
      // On a terminal one key answers (readline holds it in raw mode and reports each key).
      const keys = process.stdin.isTTY === true;
      const onKey = (
        _s: string | undefined,
        key: { name?: string; ctrl?: boolean; meta?: boolean } | undefined,
      ) => {
        if (key?.ctrl || key?.meta || key?.name === undefined) return;
        const name = key.name.toLowerCase();
        if (!(name in KEYS) && !(cut && name === "v")) return;
        // The key is an answer, not the start of a line: readline's copy of it goes.
        Object.assign(reader, { line: "", cursor: 0 });
        if (name === "v") state.answer?.("v");
        else finish(KEYS[name]!, true);
      };
      const finish = (a: ApprovalAnswer, byKey = false): void => {
        // After a single key the cursor is still on the question's line: the next line starts below it.
        renderer.questionOpen = byKey;
        signal.removeEventListener("abort", onAbort);
        process.stdin.off("keypress", onKey);
        state.answer = undefined;
        if (own) reader.close();
        else reader.setPrompt(prompt);
        resolve(a);
      };
      const onAbort = (): void => finish("deny");
      signal.addEventListener("abort", onAbort, { once: true });
      state.answer = (l) => {
        // Seeing all of it is not an answer: show it, then ask again.
        if (cut && /^\s*v(iew)?\s*$/i.test(l)) {
          renderer.ui(approvalText(request, c, true));
          if (own) reader.question(question, (next) => state.answer?.(next));
          else reader.prompt();
          renderer.questionOpen = true;
          return;
        }
        finish(parseAnswer(l));
      };
      if (own) reader.question(question, (l) => state.answer?.(l));
      else {
        reader.setPrompt(question);
        reader.prompt();
      }
      if (keys) {
        restoreTerminalOnExit();
        process.stdin.on("keypress", onKey);
      }
      renderer.questionOpen = true;
    });
}
