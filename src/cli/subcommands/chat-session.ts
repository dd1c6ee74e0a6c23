import { createInterface, type Interface } from "node:readline";
import type { Agent, AgentEvent, ApprovalAnswer, ApprovalRequest, Permissions } from "../../agent/index.js";
import type { ModelChoice } from "../../agent/provider.js";
import type { CommandSet, SkillSet } from "../../types.js";
import { cacheDirOutsideProject } from "../../util/project-local.js";
import { terminalLine, terminalText } from "../../util/terminal.js";
import type { SkillWatcher } from "../../watch/index.js";
import { type CliContext, CliError, type GlobalOptions, loadOptionsFrom } from "../context.js";
import { colors, formatDiagnostic } from "../output.js";
import type { ChatCliOptions } from "./chat.js";
import { commandOptionsFrom } from "./commands.js";

// The session behind `skillport chat`, loaded when the command runs. Three modes:
// - the REPL (stdin and stdout are terminals, no --print, no --json): streamed text, tool calls and
//   approvals on stdout, Ctrl-C cancels the turn, a second Ctrl-C or /exit quits;
// - --print PROMPT, or prompts read from stdin line by line: the answer on stdout, progress on stderr;
// - --json: every agent event as one JSON line on stdout.
// Approvals are asked only where a person can answer (the REPL, or --print on a terminal); anywhere
// else a call that would ask is refused unless --allow or --yes allowed it.

type Colors = ReturnType<typeof colors>;

const KINDS = new Set(["bash", "mcp", "shell"]);

const clip = (s: string, max: number): string => (s.length <= max ? s : `${s.slice(0, max - 1)}…`);

/** One line of model- or skill-supplied text for the terminal. */
const line = (s: string, max = 160): string => terminalLine(clip(s.replace(/\s+/g, " ").trim(), max));

function count(value: string | undefined, option: string, min: number): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!/^\d+$/.test(value) || n < min || n > 1000)
    throw new CliError(`${option} must be a whole number from ${min} to 1000, not '${value}'`, 2);
  return n;
}

/** The permissions from --allow and --yes; `ask` is added where a person can answer. */
export function permissionsFrom(opts: ChatCliOptions): Permissions {
  const out: { bash?: "allow"; mcp?: "allow"; shell?: "allow"; tools: Record<string, "allow"> } = {
    tools: {},
  };
  for (const raw of opts.allow ?? []) {
    for (const what of raw.split(",").map((s) => s.trim())) {
      if (what === "") continue;
      if (!/^\/?[A-Za-z0-9_.:-]{1,128}$/.test(what))
        throw new CliError(
          `--allow ${terminalLine(what)}: expected bash, mcp, shell, a tool name (server__tool) or /command`,
          2,
        );
      if (KINDS.has(what)) out[what as "bash" | "mcp" | "shell"] = "allow";
      else out.tools[what] = "allow";
    }
  }
  if (opts.yes) {
    out.bash = "allow";
    out.mcp = "allow";
    out.shell = "allow";
  }
  return out;
}

/** What a tool call was about, in a few words. */
function callSummary(tool: string, input: unknown): string {
  const o = (typeof input === "object" && input !== null ? input : {}) as Record<string, unknown>;
  const str = (v: unknown): string => (typeof v === "string" ? v : "");
  switch (tool) {
    case "skill":
      return `${str(o.name)}${str(o.arguments) ? ` ${str(o.arguments)}` : ""}`;
    case "search_skills":
      return str(o.query);
    case "read_file":
    case "list_directory":
      return str(o.path) || ".";
    case "bash":
      return str(o.command);
    case "spawn_agent":
      return `${o.session_id ? `(continue ${str(o.session_id).slice(0, 8)}) ` : ""}${str(o.task)}`;
    default:
      return JSON.stringify(input ?? {});
  }
}

function resultSummary(tool: string, output: string): string | undefined {
  if (tool === "spawn_agent") return undefined;
  if (tool === "skill") return "loaded";
  const lines = output.split("\n").filter((l) => l.trim() !== "");
  if (lines.length === 0) return "(empty)";
  return `${line(lines[0]!, 100)}${lines.length > 1 ? ` (+${lines.length - 1} lines)` : ""}`;
}

interface Display {
  /** The model's text (stdout). */
  text(s: string): void;
  /** A progress line (stdout in the REPL, stderr otherwise). */
  ui(s: string): void;
}

/** Draws agent events compactly; skill- and model-supplied text is neutralised for the terminal. */
class Renderer {
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
          `${this.tag(e.agent)}${c.dim("·")} ${c.cyan(terminalLine(e.tool))} ${c.dim(line(callSummary(e.tool, e.input)))}`,
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
        else if (!e.allowed)
          this.ui(
            `${this.tag(e.agent)}  ${c.red("✗")} not allowed: ${terminalLine(e.tool)} ${c.dim(`(run with --allow ${e.kind === "mcp" || e.kind === "shell" ? terminalLine(e.tool) : "bash"} or --yes to allow it)`)}`,
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
      case "mcp-error":
        this.ui(
          `${c.yellow("warning")} MCP server '${terminalLine(e.server)}' is not available: ${line(e.message, 300)}`,
        );
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

const EXIT_CODES = { done: 0, error: 1, cancelled: 130 } as const;

export async function runChat(opts: ChatCliOptions, g: GlobalOptions, ctx: CliContext): Promise<void> {
  const io = ctx.io;
  const maxDepth = count(opts.maxDepth, "--max-depth", 0);
  const maxSteps = count(opts.maxSteps, "--max-steps", 1);
  if (opts.print !== undefined && opts.print.trim() === "")
    throw new CliError("--print needs a prompt (an empty one would send nothing)", 2);
  const permissions = permissionsFrom(opts);
  const load = loadOptionsFrom(g, ctx.env, io);
  const workspace = load.cwd ?? process.cwd();

  const provider = await import("../../agent/provider.js");
  let choice: ModelChoice;
  try {
    choice = provider.chooseModel(
      { provider: opts.provider, model: opts.model, baseURL: opts.baseUrl },
      ctx.env,
    );
  } catch (e) {
    if (e instanceof provider.ProviderError) throw new CliError(e.message, 2);
    throw e;
  }
  if (choice.baseURL !== undefined && ctx.env.SKILLPORT_API_KEY) {
    const host = new URL(choice.baseURL).hostname;
    if (new URL(choice.baseURL).protocol === "http:" && !/^(localhost|127\.[\d.]+|\[::1\])$/.test(host))
      io.err(
        `skillport chat: warning: SKILLPORT_API_KEY goes unencrypted to ${terminalLine(host)} (http); use https.\n`,
      );
  }
  let agentModule: typeof import("../../agent/index.js");
  try {
    agentModule = await import("../../agent/index.js");
  } catch (e) {
    if (provider.isMissingPackage(e, "ai"))
      throw new CliError(
        "skillport chat needs the AI SDK (the package ai, version 6), which is not installed. Install it next to skillport: npm install ai",
        1,
      );
    throw e;
  }
  let model: Awaited<ReturnType<typeof provider.createModel>>;
  try {
    model = await provider.createModel(choice, ctx.env);
  } catch (e) {
    if (e instanceof provider.ProviderError) throw new CliError(e.message, 1);
    throw e;
  }

  let mcpServers: Record<string, import("../../agent/index.js").McpServerConfig> = {};
  for (const file of opts.mcpConfig ?? []) {
    try {
      mcpServers = {
        ...mcpServers,
        ...(await agentModule.readMcpConfig(file, { workspace, env: ctx.env })),
      };
    } catch (e) {
      if (e instanceof agentModule.McpConfigError) throw new CliError(e.message, 2);
      throw e;
    }
  }

  const json = g.json === true;
  const interactive =
    !json && opts.print === undefined && process.stdin.isTTY === true && process.stdout.isTTY === true;
  // --print on a terminal can still ask; the answer is typed on stdin, the question is on stderr.
  const printAsks =
    !json && opts.print !== undefined && process.stdin.isTTY === true && process.stderr.isTTY === true;

  // Skills and commands: watched in a session of many turns, loaded once for one prompt.
  let watcher: SkillWatcher | undefined;
  let skills: SkillSet | (() => SkillSet);
  let commands: CommandSet | (() => CommandSet | undefined);
  if (opts.print === undefined && opts.watch !== false) {
    const { watchSkills } = await import("../../watch/index.js");
    const w = await watchSkills({ ...load, commands: true, env: ctx.env });
    watcher = w;
    // A reload that fails keeps the last good set; say so once per error between turns.
    w.on("error", (e) =>
      io.err(`skillport chat: warning: reloading skills failed: ${line(e.message, 300)}\n`),
    );
    skills = () => w.current;
    commands = () => w.commands;
  } else {
    const [{ loadSkills }, { loadCommands }] = await Promise.all([
      import("../../load.js"),
      import("../../custom-commands/load.js"),
    ]);
    [skills, commands] = await Promise.all([loadSkills(load), loadCommands(commandOptionsFrom(g, ctx))]);
  }

  // Problems with skills or commands, as `skillport mcp` reports them at start (stderr).
  {
    const set = typeof skills === "function" ? skills() : skills;
    const cmds = typeof commands === "function" ? commands() : commands;
    for (const d of [...set.diagnostics, ...(cmds?.diagnostics ?? [])].filter((d) => d.severity !== "info"))
      io.err(`${formatDiagnostic(d, io.errColor)}\n`);
  }
  const c = colors(interactive ? io.color : io.errColor);
  const display: Display = interactive
    ? { text: io.out, ui: io.out }
    : { text: io.out, ui: (s) => io.err(s) };
  const renderer = new Renderer(
    display,
    c,
    io.terminal === true,
    interactive,
    interactive || (process.stdout.isTTY === true && process.stderr.isTTY === true),
  );
  const onEvent = json
    ? (e: AgentEvent) => io.out(`${JSON.stringify(e)}\n`)
    : (e: AgentEvent) => renderer.event(e);

  // The REPL's line reader; approvals read their answer from it.
  let rl: Interface | undefined;
  let answer: ((line: string) => void) | undefined;
  const ask = (request: ApprovalRequest, signal: AbortSignal): Promise<ApprovalAnswer> =>
    new Promise((resolve) => {
      if (signal.aborted) return resolve("deny");
      const who = request.agent === "main" ? "" : `${c.magenta(`[${terminalLine(request.agent)}]`)} `;
      const what =
        request.kind === "bash"
          ? "run"
          : request.kind === "shell"
            ? `run for ${terminalLine(request.tool)}`
            : "call";
      renderer.ui(`${c.yellow("?")} ${who}${what}: ${c.bold(line(request.summary, 400))}`);
      const question = "  allow? [y]es, [n]o, [a]lways: ";
      let reader = rl;
      let own = false;
      if (reader === undefined) {
        reader = createInterface({ input: process.stdin, output: process.stderr, terminal: true });
        reader.on("SIGINT", () => process.emit("SIGINT"));
        own = true;
      }
      const finish = (a: ApprovalAnswer): void => {
        renderer.questionOpen = false;
        signal.removeEventListener("abort", onAbort);
        answer = undefined;
        if (own) reader.close();
        else reader.setPrompt(PROMPT);
        resolve(a);
      };
      const onAbort = (): void => finish("deny");
      signal.addEventListener("abort", onAbort, { once: true });
      answer = (l) => {
        const t = l.trim().toLowerCase();
        finish(t === "y" || t === "yes" ? "allow" : t === "a" || t === "always" ? "always" : "deny");
      };
      if (own) reader.question(question, (l) => answer?.(l));
      else {
        reader.setPrompt(question);
        reader.prompt();
      }
      renderer.questionOpen = true;
    });
  const PROMPT = c.bold("> ");

  let agent: Agent;
  try {
    agent = await agentModule.createAgent({
      model,
      skills,
      commands,
      mcpServers,
      permissions: interactive || printAsks ? { ...permissions, ask } : permissions,
      workspace,
      profile: g.profile,
      env: ctx.env,
      onEvent,
      searchCacheDir: cacheDirOutsideProject(load),
      ...(maxDepth !== undefined ? { maxDepth } : {}),
      ...(maxSteps !== undefined ? { maxSteps } : {}),
    });
  } catch (e) {
    await watcher?.close();
    throw e;
  }
  if (json) {
    io.out(
      `${JSON.stringify({
        type: "chat-start",
        provider: choice.provider,
        model: choice.model,
        sessionId: agent.sessionId,
        tools: agent.toolNames(),
      })}\n`,
    );
  }

  const shutdown = async (): Promise<void> => {
    await agent.close();
    await watcher?.close();
  };

  try {
    if (interactive) await repl();
    else await script();
  } finally {
    await shutdown();
  }

  /** --print, or one prompt per line of stdin. SIGINT (or SIGTERM) cancels; a second one exits at once. */
  async function script(): Promise<void> {
    let controller: AbortController | undefined;
    let stopping = false;
    const onSignal = (): void => {
      if (stopping) process.exit(130);
      stopping = true;
      ctx.exit.code = 130;
      controller?.abort();
      input?.close();
    };
    process.on("SIGINT", onSignal);
    process.on("SIGTERM", onSignal);
    let input: Interface | undefined;
    const turn = async (prompt: string): Promise<void> => {
      controller = new AbortController();
      const r = await agent.send(prompt, { signal: controller.signal });
      if (!json && r.status === "done") {
        await io.flush?.();
        io.out(r.text.endsWith("\n") || r.text === "" ? r.text : `${r.text}\n`);
      }
      if (!stopping) ctx.exit.code = Math.max(ctx.exit.code, EXIT_CODES[r.status]);
    };
    try {
      if (opts.print !== undefined) await turn(opts.print);
      else {
        input = createInterface({ input: process.stdin, terminal: false });
        for await (const l of input) {
          if (stopping) break;
          if (l.trim() === "") continue;
          if (l.trim() === "/exit") break;
          await turn(l);
        }
      }
    } finally {
      process.off("SIGINT", onSignal);
      process.off("SIGTERM", onSignal);
      // A second signal while closing still ends the process.
      if (stopping) process.once("SIGINT", () => process.exit(130));
      input?.close();
    }
  }

  /** The terminal REPL. */
  function repl(): Promise<void> {
    return new Promise((done) => {
      const r = createInterface({
        input: process.stdin,
        output: process.stdout,
        terminal: true,
        historySize: 200,
      });
      rl = r;
      let current: { controller: AbortController; cancelling: boolean; done?: Promise<unknown> } | undefined;
      let idleInterrupt = false;
      let quitting = false;
      const mcpTools = agent.mcp.connections.reduce((n, conn) => n + conn.tools.length, 0);
      const skillCount = (typeof skills === "function" ? skills() : skills).skills.length;
      io.out(
        `${c.dim(`skillport chat · ${terminalLine(choice.provider)} ${terminalLine(choice.model)} · ${skillCount} skill${skillCount === 1 ? "" : "s"}${mcpTools > 0 ? ` · ${mcpTools} MCP tools` : ""} · Ctrl-C cancels a turn · /exit quits`)}\n`,
      );
      r.setPrompt(PROMPT);
      const quit = (): void => {
        if (quitting) return;
        quitting = true;
        current?.controller.abort();
        r.close();
        process.off("SIGINT", onInterrupt);
        process.off("SIGTERM", onTerm);
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
      process.on("SIGTERM", onTerm);
      r.on("close", () => quit());
      r.on("line", (input: string) => {
        if (answer) {
          answer(input);
          return;
        }
        if (current) return; // typed while the model works: not a prompt
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
        if (text === "/help") {
          io.out(
            `${c.dim("Type a request, /skill-name args or /command args. Ctrl-C cancels the running turn; Ctrl-C twice, Ctrl-D or /exit quits.")}\n`,
          );
          r.prompt();
          return;
        }
        const controller = new AbortController();
        current = { controller, cancelling: false };
        current.done = agent
          .send(input, { signal: controller.signal })
          .catch((e: unknown) =>
            renderer.ui(`${c.red("error")} ${line(String((e as Error)?.message ?? e), 500)}`),
          )
          .finally(() => {
            renderer.endTurn();
            current = undefined;
            if (!quitting) r.prompt();
          });
      });
      r.prompt();
    });
  }
}
