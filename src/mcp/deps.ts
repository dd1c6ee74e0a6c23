// The pipeline pieces the MCP server builds on, in ONE place. Each export has the signature of the
// module it stands in for, so when that module lands, replacing the stand-in is a change to this file
// only. Stand-ins are deliberately minimal and marked.

import { readdir, realpath } from "node:fs/promises";
import { dirname, isAbsolute, join, relative, resolve, sep } from "node:path";
import { substituteArguments } from "../activation/arguments.js";
import { getProfile, type Profile } from "../profiles/index.js";
import type { CommandSet, CommandTemplate, Skill, SkillSet } from "../types.js";

const escapeXml = (s: string): string =>
  s.replace(/[&<>"']/g, (c) =>
    c === "&" ? "&amp;" : c === "<" ? "&lt;" : c === ">" ? "&gt;" : c === '"' ? "&quot;" : "&apos;",
  );

// ---------------------------------------------------------------------------------------------------
// Activation (A1, A2, A4) — stand-in until src/activation (activate.ts, envelope.ts, tool.ts) lands.

/** Error of an activation, with a stable code (`skill-not-found`, `read-failed`, …). */
export class SkillActivationError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly path?: string,
  ) {
    super(message);
    this.name = "SkillActivationError";
  }
}

export interface ResourceListing {
  readonly files: readonly string[];
  readonly truncated: boolean;
}

// stand-in until src/activation/envelope.ts lands
/** Bundled files of a skill (relative, `/`-separated, sorted), without SKILL.md, dot-files, node_modules. */
export async function listSkillResources(skill: Skill, max = 50): Promise<ResourceListing> {
  const base = dirname(skill.filePath);
  const files: string[] = [];
  let truncated = false;
  const walk = async (dir: string, depth: number): Promise<void> => {
    if (truncated || depth > 8) return;
    let entries: import("node:fs").Dirent[];
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch {
      return;
    }
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const e of entries) {
      if (truncated) return;
      if (e.name.startsWith(".") || e.name === "node_modules") continue;
      const path = join(dir, e.name);
      if (e.isDirectory()) await walk(path, depth + 1);
      else if (e.isFile() && !(dir === base && e.name === "SKILL.md")) {
        if (files.length >= max) truncated = true;
        else files.push(relative(base, path).split(sep).join("/"));
      }
    }
  };
  await walk(base, 0);
  return { files, truncated };
}

// stand-in until src/activation/envelope.ts lands
function renderSkillEnvelope(skill: Skill, body: string, resources?: ResourceListing): string {
  const lines = [
    `<skill_content name="${escapeXml(skill.name)}">`,
    `<source>${skill.scope === "builtin" ? "built-in" : skill.scope}</source>`,
  ];
  if (skill.scope === "project" && skill.root.namespace)
    lines.push(`<project>${escapeXml(skill.root.namespace)}</project>`);
  lines.push(
    `<directory>${escapeXml(skill.directory)}</directory>`,
    "Relative paths in this skill resolve against <directory>.",
    "",
    body.trim().replace(/<(\/?)(skill_content|skill_resources)/gi, "&lt;$1$2"),
  );
  if (resources && resources.files.length > 0) {
    lines.push("", "<skill_resources>", ...resources.files.map((f) => `<file>${escapeXml(f)}</file>`));
    if (resources.truncated) lines.push("<truncated/>");
    lines.push("</skill_resources>");
  }
  lines.push("</skill_content>");
  return `${lines.join("\n")}\n`;
}

export type Invoker = "model" | "user" | "host";

export interface ActivateOptions {
  readonly arguments?: string;
  readonly invoker?: Invoker;
  readonly profile?: string | Profile;
  readonly resources?: boolean | number;
}

const visibleTo = (invoker: Invoker) => (s: Skill) =>
  invoker === "model" ? s.modelInvocable : invoker === "user" ? s.userInvocable : true;

// stand-in until src/activation/activate.ts lands
/** A1–A5: the envelope of a skill by name, as the invoker sees the set. */
export async function activateSkill(
  set: SkillSet,
  name: string,
  options: ActivateOptions = {},
): Promise<{ skill: Skill; text: string }> {
  const invoker = options.invoker ?? "model";
  const skill = set.skills.find((s) => s.name === name && visibleTo(invoker)(s));
  if (!skill) {
    const names = set.skills.filter(visibleTo(invoker)).map((s) => s.name);
    throw new SkillActivationError(
      "skill-not-found",
      `Skill '${name}' not found. Available skills: ${names.length > 0 ? names.join(", ") : "(none)"}`,
    );
  }
  let body: string;
  try {
    body = await set.readBody(skill);
  } catch (e) {
    const code = (e as { code?: unknown }).code;
    throw new SkillActivationError(
      typeof code === "string" ? code : "read-failed",
      (e as Error).message,
      skill.filePath,
    );
  }
  const names = skill.frontmatter.arguments;
  const sub = substituteArguments(body, {
    arguments: options.arguments,
    base: getProfile(options.profile).argumentBase,
    names: Array.isArray(names) ? names.filter((n): n is string => typeof n === "string") : [],
    variables: {
      SKILL_DIR: skill.directory,
      CLAUDE_SKILL_DIR: skill.directory,
      ZCODE_SKILL_DIR: skill.directory,
    },
  });
  const resources = options.resources
    ? await listSkillResources(skill, typeof options.resources === "number" ? options.resources : 50)
    : undefined;
  return { skill, text: renderSkillEnvelope(skill, sub.text, resources) };
}

export interface SkillTool {
  readonly name: string;
  readonly description: string;
  readonly inputSchema: Readonly<Record<string, unknown>>;
  readonly execute: (input: unknown) => Promise<string>;
}

export interface SkillToolOptions {
  readonly profile?: string | Profile;
  readonly catalog?: boolean;
  readonly resources?: boolean | number;
}

// stand-in until src/catalog lands (no budget, XML only)
function renderCatalog(set: SkillSet, toolName: string): string {
  const shown = set.skills.filter((s) => s.modelInvocable);
  if (shown.length === 0) return "";
  const entries = shown.map(
    (s) =>
      `  <skill>\n    <name>${escapeXml(s.name)}</name>\n    <description>${escapeXml(s.description)}</description>\n    <location>${escapeXml(s.location)}</location>\n  </skill>`,
  );
  return `When a task matches a skill's description, load it by calling the \`${toolName}\` tool with the skill's name before you start, then follow it.\n\n<available_skills>\n${entries.join("\n")}\n</available_skills>`;
}

// stand-in until src/activation/tool.ts lands
/** A2: the skill tool over the set current at call time; undefined when no skill is model-visible. */
export function createSkillTool(
  source: () => SkillSet,
  options: SkillToolOptions = {},
): SkillTool | undefined {
  const set = source();
  const names = set.skills.filter((s) => s.modelInvocable).map((s) => s.name);
  if (names.length === 0) return undefined;
  let description =
    "Load a skill: specialized instructions (and the directory of its bundled files) for a task. Call it when the user's request matches a skill's description, before doing the task, and follow the instructions it returns.";
  if (options.catalog) description += `\n\n${renderCatalog(set, "skill")}`;
  return {
    name: "skill",
    description,
    inputSchema: {
      type: "object",
      properties: {
        name: { type: "string", enum: names, description: "The skill's name, as listed." },
        arguments: { type: "string", description: "Optional input for the skill." },
      },
      required: ["name"],
      additionalProperties: false,
    },
    execute: async (input) => {
      const o = (input ?? {}) as { name?: unknown; arguments?: unknown };
      if (typeof o.name !== "string" || o.name === "")
        throw new SkillActivationError("invalid-tool-input", "'name' must be a non-empty string.");
      const args = typeof o.arguments === "string" ? o.arguments : undefined;
      return (await activateSkill(source(), o.name, { ...options, arguments: args, invoker: "model" })).text;
    },
  };
}

// ---------------------------------------------------------------------------------------------------
// Resource gate (T3) — stand-in until src/security/resource.ts lands.

export class SkillResourceError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = "SkillResourceError";
  }
}

const within = (dir: string, p: string): boolean => p === dir || p.startsWith(dir + sep);

// stand-in until src/security/resource.ts lands
/** T3: `relPath` inside the skill's real directory, canonicalised; throws SkillResourceError otherwise. */
export async function resolveSkillResource(
  skill: Pick<Skill, "name" | "filePath">,
  relPath: string,
): Promise<{ path: string; relative: string }> {
  const fail = (code: string, why: string): never => {
    throw new SkillResourceError(
      code,
      `Cannot read ${JSON.stringify(relPath)} from skill '${skill.name}': ${why}`,
    );
  };
  if (relPath.trim() === "" || relPath.includes("\0"))
    fail("resource-invalid-path", "the path is empty or has a NUL byte.");
  const norm = relPath.replace(/\\/g, "/");
  if (isAbsolute(norm) || /^[A-Za-z]:/.test(relPath))
    fail("resource-invalid-path", "absolute paths are not allowed.");
  const dir = await realpath(dirname(skill.filePath)).catch(() =>
    fail("resource-not-found", "no skill directory."),
  );
  const lexical = resolve(dir, ...norm.split("/"));
  if (!within(dir, lexical)) fail("resource-outside-skill", "it leaves the skill directory.");
  const real = await realpath(lexical).catch(() => fail("resource-not-found", `no such file in ${dir}.`));
  if (!within(dir, real))
    fail("resource-outside-skill", "it resolves through a symlink outside the skill directory.");
  return { path: real, relative: relative(dir, real).split(sep).join("/") };
}

// ---------------------------------------------------------------------------------------------------
// Search (Q1, Q2, Q4) — stand-in until src/search lands (substring scoring, not BM25).

export interface SearchTool {
  readonly name: string;
  readonly description: string;
  readonly inputSchema: Readonly<Record<string, unknown>>;
  execute(input: { query: string; k?: number }): Promise<string>;
}

// stand-in until src/search lands
export async function createSearchTool(set: SkillSet): Promise<SearchTool> {
  return {
    name: "search_skills",
    description:
      "Search the available skills by describing the task in a few words. Returns the best matching skills with name, short description and location, never their contents.",
    inputSchema: {
      type: "object",
      properties: {
        query: { type: "string", description: "What you want to do, in a few words." },
        k: {
          type: "integer",
          minimum: 1,
          maximum: 20,
          description: "How many skills to return (default 5).",
        },
      },
      required: ["query"],
      additionalProperties: false,
    },
    async execute(input) {
      const q = typeof input?.query === "string" ? input.query.trim() : "";
      if (q === "") throw new Error("search_skills needs a non-empty 'query' string describing the task.");
      const k = Math.min(20, Math.max(1, Math.floor(typeof input.k === "number" ? input.k : 5)));
      const words = q.toLowerCase().split(/\s+/);
      const scored = set.skills
        .filter((s) => s.modelInvocable)
        .map((s) => {
          const hay = `${s.name} ${s.description}`.toLowerCase();
          return { s, score: words.filter((w) => hay.includes(w)).length };
        })
        .filter((r) => r.score > 0)
        .sort((a, b) => b.score - a.score || (a.s.name < b.s.name ? -1 : 1))
        .slice(0, k);
      const lines = [`<skill_search_results query="${escapeXml(q)}" count="${scored.length}">`];
      for (const { s } of scored)
        lines.push(
          `  <skill>\n    <name>${escapeXml(s.name)}</name>\n    <description>${escapeXml(s.description.slice(0, 240))}</description>\n    <location>${escapeXml(s.location)}</location>\n  </skill>`,
        );
      lines.push("</skill_search_results>");
      return lines.join("\n");
    },
  };
}

// ---------------------------------------------------------------------------------------------------
// Commands (M1–M4) and shell expansion (X) — stand-in until src/commands and src/shell land.

export interface LoadCommandsOptions {
  readonly cwd?: string;
  readonly home?: string;
  readonly profile?: string | Profile;
  readonly user?: boolean;
  readonly project?: boolean;
  readonly trust?: unknown;
}

// stand-in until src/commands lands: no commands
export async function loadCommands(_options: LoadCommandsOptions = {}): Promise<CommandSet> {
  return {
    commands: [],
    shadowed: [],
    diagnostics: [],
    roots: [],
    readBody: async () => "",
  };
}

export interface CommandExpansionOptions {
  readonly cwd?: string;
  readonly permission?: "allow" | "deny";
  readonly profile?: string | Profile;
  readonly readBody?: (command: CommandTemplate) => Promise<string>;
}

// stand-in until src/commands lands: A4 and the M4 header; any shell snippet is refused
export async function expandCommand(
  command: CommandTemplate,
  args: string | undefined,
  options: CommandExpansionOptions = {},
): Promise<{ text: string }> {
  const body = options.readBody ? await options.readBody(command) : "";
  if (/!`|^```!/m.test(body))
    throw new SkillActivationError(
      "shell-denied",
      `/${command.name} runs shell commands, which are not allowed.`,
    );
  const sub = substituteArguments(body, { arguments: args, base: getProfile(options.profile).argumentBase });
  return { text: `Run custom command /${command.name}.\n\n${sub.text.trim()}` };
}

// ---------------------------------------------------------------------------------------------------
// Live reload (W1) — stand-in until src/watch lands: asks for a full reload on an interval; the
// source re-runs the pipeline and notifies only when what clients can list changed.

export interface ChangeWatcher {
  close(): Promise<void>;
}

// stand-in until src/watch lands
export async function watchForChanges(
  _options: import("../load.js").LoadOptions,
  source: import("./source.js").SkillSource,
  onError: (error: Error) => void,
): Promise<ChangeWatcher> {
  const timer = setInterval(() => {
    source.reload().catch((e: unknown) => onError(e instanceof Error ? e : new Error(String(e))));
  }, 1000);
  timer.unref();
  return { close: async () => clearInterval(timer) };
}
