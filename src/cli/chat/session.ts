import { randomUUID } from "node:crypto";
import { join } from "node:path";
import { DEFAULT_CONTEXT_WINDOW, knownContextWindow } from "../../agent/context-window.js";
import type { AgentEvent } from "../../agent/events.js";
import type { McpServerConfig } from "../../agent/mcp-config.js";
import type { ApprovalRequest, Permissions } from "../../agent/permissions.js";
import type { ModelChoice } from "../../agent/provider.js";
import {
  addRule,
  type RuleLists,
  RulesFileError,
  readRules,
  ruleFor,
  ruleMode,
  rulesPath,
} from "../../agent/rules.js";
import { openSessionWriter, sessionsDir } from "../../agent/session-file.js";
import { userConfigDir } from "../../config.js";
import type { CommandSet, SkillSet } from "../../types.js";
import { cacheDirOutsideProject } from "../../util/project-local.js";
import { terminalLine } from "../../util/terminal.js";
import type { SkillWatcher } from "../../watch/index.js";
import { type CliContext, CliError, type GlobalOptions, loadOptionsFrom } from "../context.js";
import { colors, formatDiagnostic } from "../output.js";
import { commandOptionsFrom } from "../subcommands/commands.js";
import { createAsk, type LineState } from "./approval.js";
import { type ChatCliOptions, count, permissionsFrom, tokenCount } from "./options.js";
import { type Display, line, Renderer } from "./render.js";
import { runRepl } from "./repl.js";
import type { ChatRun } from "./run.js";
import { createSaver, openSaved, printSessions, type Resumed, resumeFrom, type Saver } from "./saved.js";
import { runScript } from "./script.js";

// The session behind `skillport chat`, loaded when the command runs. Three modes:
// - the REPL (stdin and stdout are terminals, no --print, no --json): repl.ts;
// - --print PROMPT, or prompts read from stdin line by line: script.ts;
// - --json: every agent event as one JSON line on stdout.
// Approvals are asked only where a person can answer (the REPL, or --print on a terminal); anywhere
// else a call that would ask is refused unless --allow or --yes allowed it.

type AgentModule = typeof import("../../agent/index.js");
type ProviderModule = typeof import("../../agent/provider.js");

/** The provider and model from the options and the environment; the AI SDK, loaded. */
async function chooseModel(opts: ChatCliOptions, ctx: CliContext) {
  const provider: ProviderModule = await import("../../agent/provider.js");
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
      ctx.io.err(
        `skillport chat: warning: SKILLPORT_API_KEY goes unencrypted to ${terminalLine(host)} (http); use https.\n`,
      );
  }
  let agentModule: AgentModule;
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
  try {
    return { choice, agentModule, provider, model: await provider.createModel(choice, ctx.env) };
  } catch (e) {
    if (e instanceof provider.ProviderError) throw new CliError(e.message, 1);
    throw e;
  }
}

async function readMcpServers(
  files: readonly string[],
  agentModule: AgentModule,
  workspace: string,
  ctx: CliContext,
  canAsk: boolean,
): Promise<Record<string, McpServerConfig>> {
  let servers: Record<string, McpServerConfig> = {};
  const askInput = canAsk ? (await import("./inputs.js")).askInputOnTerminal : undefined;
  const onWarning = (m: string): void => ctx.io.err(`skillport chat: warning: ${terminalLine(m)}\n`);
  for (const file of files) {
    try {
      const read = await agentModule.readMcpConfig(
        file,
        { workspace, env: ctx.env },
        { onWarning, ...(askInput ? { askInput } : {}) },
      );
      servers = { ...servers, ...read };
    } catch (e) {
      if (e instanceof agentModule.McpConfigError) throw new CliError(e.message, 2);
      throw e;
    }
  }
  return servers;
}

/** Skills and commands: watched in a session of many turns, loaded once for one prompt. */
async function loadSources(opts: ChatCliOptions, g: GlobalOptions, ctx: CliContext) {
  const load = loadOptionsFrom(g, ctx.env, ctx.io);
  let watcher: SkillWatcher | undefined;
  let skills: SkillSet | (() => SkillSet);
  let commands: CommandSet | (() => CommandSet | undefined);
  if (opts.print === undefined && opts.watch !== false) {
    const { watchSkills } = await import("../../watch/index.js");
    const w = await watchSkills({ ...load, commands: true, env: ctx.env });
    watcher = w;
    // A reload that fails keeps the last good set; say so once per error between turns.
    w.on("error", (e) =>
      ctx.io.err(`skillport chat: warning: reloading skills failed: ${line(e.message, 300)}\n`),
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
  const set = typeof skills === "function" ? skills() : skills;
  const cmds = typeof commands === "function" ? commands() : commands;
  for (const d of [...set.diagnostics, ...(cmds?.diagnostics ?? [])].filter((d) => d.severity !== "info"))
    ctx.io.err(`${formatDiagnostic(d, ctx.io.errColor)}\n`);
  return { load, watcher, skills, commands };
}

export async function runChat(opts: ChatCliOptions, g: GlobalOptions, ctx: CliContext): Promise<void> {
  const io = ctx.io;
  const maxDepth = count(opts.maxDepth, "--max-depth", 0);
  const maxSteps = count(opts.maxSteps, "--max-steps", 1);
  const windowOption = tokenCount(opts.contextWindow, "--context-window");
  if (opts.print !== undefined && opts.print.trim() === "")
    throw new CliError("--print needs a prompt (an empty one would send nothing)", 2);
  const flagPermissions = permissionsFrom(opts);
  const rulesFile = rulesPath(userConfigDir(ctx.env));
  let rules: RuleLists;
  try {
    rules = readRules(rulesFile);
  } catch (e) {
    if (e instanceof RulesFileError) throw new CliError(e.message, 2);
    throw e;
  }
  const saveRule = (list: "allow" | "deny", r: ApprovalRequest): void => {
    try {
      rules = addRule(rulesFile, list, ruleFor(r));
    } catch (e) {
      io.err(
        `skillport chat: warning: could not save the rule in ${terminalLine(rulesFile)}: ${line((e as Error).message, 200)}\n`,
      );
    }
  };
  const permissions: Permissions = {
    ...flagPermissions,
    rules: (r) => ruleMode(rules, r),
    onAlways: (r) => saveRule("allow", r),
    onNever: (r) => saveRule("deny", r),
  };
  const workspace = loadOptionsFrom(g, ctx.env, io).cwd ?? process.cwd();
  const json = g.json === true;
  if (opts.sessions) return printSessions(ctx, workspace, json);
  const { choice, agentModule, provider, model } = await chooseModel(opts, ctx);
  const { summarizeToolCall } = await import("../../agent/tools/index.js");
  const interactive =
    !json && opts.print === undefined && process.stdin.isTTY === true && process.stdout.isTTY === true;
  // --print on a terminal can still ask; the answer is typed on stdin, the question is on stderr.
  const printAsks =
    !json && opts.print !== undefined && process.stdin.isTTY === true && process.stderr.isTTY === true;
  // VS Code's ${input:…} values are asked on the terminal, as questions are; elsewhere refused.
  const canAsk = !json && process.stdin.isTTY === true && process.stderr.isTTY === true;
  const mcpServers = await readMcpServers(opts.mcpConfig ?? [], agentModule, workspace, ctx, canAsk);
  const { load, watcher, skills, commands } = await loadSources(opts, g, ctx);

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
    summarizeToolCall,
  );
  let saver: Saver | undefined;
  let turnUsage: { inputTokens: number; outputTokens: number } | undefined;
  const show = json
    ? (e: AgentEvent) => io.out(`${JSON.stringify(e)}\n`)
    : (e: AgentEvent) => renderer.event(e);
  const onEvent = (e: AgentEvent): void => {
    if (e.type === "usage" && e.agent === "main")
      turnUsage = { inputTokens: e.turn.inputTokens, outputTokens: e.turn.outputTokens };
    if (e.type === "turn-end" && e.agent === "main") {
      saver?.sync(turnUsage);
      turnUsage = undefined;
    }
    show(e);
  };
  const prompt = c.bold("> ");
  const lines: LineState = {};
  const ask = createAsk(lines, renderer, c, prompt);

  let agent: Awaited<ReturnType<AgentModule["createAgent"]>>;
  let resumed: Resumed | undefined;
  let sessionId = "";
  try {
    resumed = await resumeFrom(opts, ctx, workspace);
    sessionId = resumed?.session.header.id ?? randomUUID();
    agent = await agentModule.createAgent({
      sessionId,
      contextFiles: opts.contextFiles !== false,
      contextWindow: windowOption ?? knownContextWindow(choice.model) ?? DEFAULT_CONTEXT_WINDOW,
      ...(resumed ? { messages: resumed.session.messages } : {}),
      // Long tool results are kept whole beside the saved session, so a resumed one can still read them.
      ...(opts.session === false
        ? {}
        : { outputDir: join(sessionsDir(workspace, ctx.env), `${sessionId}.output`) }),
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
    resumed?.writer?.close();
    await watcher?.close();
    throw e;
  }
  if (opts.session !== false) {
    const dir = sessionsDir(workspace, ctx.env);
    const header = {
      cwd: workspace,
      created: new Date().toISOString(),
      model: `${choice.provider}/${choice.model}`,
    };
    saver = createSaver(
      () => resumed?.writer ?? openSessionWriter(dir, agent.sessionId, header),
      () => agent.messages(),
      resumed?.session.messages ?? [],
      (m) => io.err(`skillport chat: warning: ${line(m, 300)}\n`),
    );
  }
  if (json) {
    const start = { type: "chat-start", provider: choice.provider, model: choice.model };
    const session = { sessionId: agent.sessionId, resumed: resumed !== undefined };
    const context = { contextFiles: agent.contextFiles };
    io.out(`${JSON.stringify({ ...start, ...session, ...context, tools: agent.toolNames() })}\n`);
  }
  const resumedMessages = resumed?.session.messages.length ?? 0;
  let modelId = choice.model;
  let prior = resumed?.session.usage ?? { inputTokens: 0, outputTokens: 0 };
  const base = { agent, opts, ctx, io, json, c, choice, renderer, lines, skills, commands, prompt };
  const run: ChatRun = {
    ...base,
    resumedMessages,
    workspace,
    priorUsage: () => prior,
    sessionId: () => sessionId,
    model: () => modelId,
    async switchModel(id) {
      if (!/^[\w.:/@+-]{1,200}$/.test(id)) throw new CliError(`'${terminalLine(id)}' is not a model id`, 2);
      agent.setModel(await provider.createModel({ ...choice, model: id }, ctx.env));
      modelId = id;
      return id;
    },
    async resume(id) {
      const r = openSaved(workspace, ctx.env, id, false);
      if (r.session.header.id === sessionId) throw new CliError("that is the session this chat is in", 1);
      const writer =
        opts.session === false ? undefined : openSaved(workspace, ctx.env, r.session.header.id, true).writer;
      for (const w of r.session.warnings) io.err(`skillport chat: warning: ${terminalLine(w)}\n`);
      agent.clear(r.session.messages);
      if (writer) saver?.switchTo(writer, r.session.messages);
      sessionId = r.session.header.id;
      prior = r.session.usage;
      return { id: sessionId, messages: r.session.messages.length };
    },
  };

  try {
    if (interactive) await runRepl(run);
    else await runScript(run);
  } finally {
    await agent.close();
    saver?.close();
    resumed?.writer?.close();
    await watcher?.close();
  }
}
