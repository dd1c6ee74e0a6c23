import type { AgentEvent } from "../../agent/events.js";
import { terminalLine, terminalText } from "../../util/terminal.js";
import type { colors } from "../output.js";

// How `skillport chat` draws agent events: compact progress lines and the model's streamed text.
// Skill- and model-supplied text is neutralised for the terminal.

export type Colors = ReturnType<typeof colors>;

const clip = (s: string, max: number): string => (s.length <= max ? s : `${s.slice(0, max - 1)}…`);

/** One line of model- or skill-supplied text for the terminal. */
export const line = (s: string, max = 160): string => terminalLine(clip(s.replace(/\s+/g, " ").trim(), max));

function resultSummary(tool: string, output: string): string | undefined {
  if (tool === "spawn_agent") return undefined;
  if (tool === "skill") return "loaded";
  const lines = output.split("\n").filter((l) => l.trim() !== "");
  if (lines.length === 0) return "(empty)";
  return `${line(lines[0]!, 100)}${lines.length > 1 ? ` (+${lines.length - 1} lines)` : ""}`;
}

/** 1234 → 1.2k, 1234567 → 1.2M. */
export const tokens = (n: number): string =>
  n < 1000 ? String(n) : n < 1_000_000 ? `${(n / 1000).toFixed(1)}k` : `${(n / 1_000_000).toFixed(1)}M`;

/** The status line after a turn: its tokens, the session's, how full the context is. */
export function usageLine(e: Extract<AgentEvent, { type: "usage" }>): string {
  const t = e.turn;
  const s = e.session;
  const cached = t.cachedInputTokens > 0 ? ` (${tokens(t.cachedInputTokens)} cached)` : "";
  const fill =
    e.contextWindow && e.contextTokens > 0
      ? ` · context ${Math.round((100 * e.contextTokens) / e.contextWindow)}% of ${tokens(e.contextWindow)}`
      : "";
  return `${tokens(t.inputTokens)} in${cached} · ${tokens(t.outputTokens)} out · session ${tokens(s.inputTokens)} in, ${tokens(s.outputTokens)} out${fill}`;
}

export interface Display {
  /** The model's text (stdout). */
  text(s: string): void;
  /** A progress line (stdout in the REPL, stderr otherwise). */
  ui(s: string): void;
}

/** Draws agent events compactly; skill- and model-supplied text is neutralised for the terminal. */
export class Renderer {
  private midLine = false;
  private heldCR = false;
  constructor(
    private readonly display: Display,
    private readonly c: Colors,
    /** The text goes to a terminal (neutralise it) rather than a pipe (byte-exact). */
    private readonly terminal: boolean,
    /** Stream the main agent's text as it comes (the REPL) or leave it to the caller (--print). */
    private readonly stream: boolean,
    /** Text and progress lines share one screen: a progress line starts on a line of its own. */
    private readonly shared: boolean,
    /** What a tool call is about in a few words (the agent's tool registry). */
    private readonly summarize: (tool: string, input: unknown) => string,
  ) {}

  private tag(agent: string): string {
    return agent === "main" ? "" : `${this.c.magenta(`[${terminalLine(agent)}]`)} `;
  }

  breakLine(): void {
    if (this.heldCR) this.writeText("", true);
    if (this.midLine) {
      this.display.text("\n");
      this.midLine = false;
    }
  }

  /** A question is waiting on its line: what comes next starts below it. */
  questionOpen = false;

  ui(s: string): void {
    if (this.questionOpen) {
      this.questionOpen = false;
      this.display.ui("\n");
    }
    if (this.shared) this.breakLine();
    this.display.ui(`${s}\n`);
  }

  private writeText(t: string, flush = false): void {
    let s = (this.heldCR ? "\r" : "") + t;
    this.heldCR = false;
    // A CR that may be the first half of a CRLF split across deltas waits for the next one.
    if (!flush && s.endsWith("\r")) {
      this.heldCR = true;
      s = s.slice(0, -1);
    }
    if (s === "") return;
    this.display.text(this.terminal ? terminalText(s) : s);
    this.midLine = !s.endsWith("\n");
  }

  event(e: AgentEvent): void {
    const c = this.c;
    switch (e.type) {
      case "text":
        if (this.stream && e.agent === "main") this.writeText(e.text);
        break;
      case "tool-call":
        this.ui(
          `${this.tag(e.agent)}${c.dim("·")} ${c.cyan(terminalLine(e.tool))} ${c.dim(line(this.summarize(e.tool, e.input)))}`,
        );
        break;
      case "tool-result": {
        if (e.error) {
          this.ui(`${this.tag(e.agent)}  ${c.red("✗")} ${line(e.output, 200)}`);
          break;
        }
        const s = resultSummary(e.tool, e.output);
        if (s !== undefined) this.ui(`${this.tag(e.agent)}  ${c.dim(`↳ ${s}`)}`);
        break;
      }
      case "approval":
        if (e.how === "asked") this.ui(`  ${e.allowed ? c.green("✓ allowed") : c.red("✗ denied")}`);
        else if (e.how === "always" && e.allowed) break;
        else if (e.how === "always")
          this.ui(
            `${this.tag(e.agent)}  ${c.red("✗")} not allowed: ${terminalLine(e.tool)} ${c.dim("(answered: deny always)")}`,
          );
        else if (!e.allowed)
          this.ui(
            `${this.tag(e.agent)}  ${c.red("✗")} not allowed: ${terminalLine(e.tool)} ${c.dim(`(run with --allow ${e.kind === "mcp" || e.kind === "shell" ? terminalLine(e.tool) : e.kind} or --yes to allow it${e.kind === "edit" ? "; a skill's or command's file is always asked for" : ""})`)}`,
          );
        break;
      case "subagent-start":
        this.ui(
          `${this.tag(e.child)}${c.dim(e.continued ? "continues:" : "started:")} ${line(e.task, 120)} ${c.dim(`(${e.tools.length} tools)`)}`,
        );
        break;
      case "subagent-end": {
        const f = e.changedFiles;
        const changed = [
          ...f.added.map((p) => `+${p}`),
          ...f.modified.map((p) => `~${p}`),
          ...f.deleted.map((p) => `-${p}`),
        ];
        const files = changed.length === 0 ? "" : ` · changed ${line(changed.join(" "), 120)}`;
        this.ui(
          `${this.tag(e.child)}${e.status === "done" ? c.green(e.status) : c.yellow(e.status)}${files}`,
        );
        break;
      }
      case "catalog-changed":
        this.ui(c.dim(`(skills reloaded: ${e.skills} in the catalog)`));
        break;
      case "usage":
        if (e.agent === "main" && this.stream) this.ui(c.dim(usageLine(e)));
        break;
      case "compaction":
        if (e.error)
          this.ui(
            `${c.yellow("warning")} compaction failed: ${line(e.error, 300)}; the conversation goes on as it was`,
          );
        else
          this.ui(
            c.dim(
              `(compacted${e.reason === "auto" ? " automatically" : ""}: ${e.removedMessages} older messages summarised, ~${tokens(e.tokensBefore)} → ~${tokens(e.tokensAfter)} tokens)`,
            ),
          );
        break;
      case "warning":
        this.ui(`${c.yellow("warning")} ${line(e.message, 300)}`);
        break;
      case "mcp-error":
        this.ui(
          `${c.yellow("warning")} MCP server '${terminalLine(e.server)}' is not available: ${line(e.message, 300)}`,
        );
        break;
      case "mcp-changed":
        this.ui(c.dim(`(MCP server '${terminalLine(e.server)}' changed its ${e.list}: ${e.count} now)`));
        break;
      case "turn-end":
        if (e.agent !== "main") break;
        if (e.status === "cancelled") this.ui(c.yellow("(turn cancelled)"));
        else if (e.status === "error")
          this.ui(`${c.red("error")} ${line(e.error ?? "the turn failed", 500)}`);
        break;
      default:
        break;
    }
  }

  /** Ends the streamed text of a turn on its own line. */
  endTurn(): void {
    this.breakLine();
  }
}
