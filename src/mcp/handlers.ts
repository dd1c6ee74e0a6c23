import { ErrorCode } from "@modelcontextprotocol/sdk/types.js";
import * as z from "zod";
import type { Profile } from "../profiles/index.js";
import type { CommandTemplate, Skill } from "../types.js";
import { activateSkill, expandCommand, LIST_ALL_UP_TO, notFoundText } from "./deps.js";
import { errorCode, MCP_CODES, RpcError } from "./errors.js";
import { PROMPTS_PAGE, pageOf, parseCursor } from "./pages.js";
import {
  listResourcesOf,
  MAX_READ_BYTES,
  parseSkillResourceUri,
  readSkillResource,
  SKILL_URI_TEMPLATE,
} from "./resources.js";
import type { McpSnapshot } from "./source.js";

// P2: what each MCP request answers, as functions of the current snapshot. The SDK wiring lives in
// server.ts; nothing here knows about transports or sessions.

export const READ_RESOURCE_TOOL = "read_skill_resource";
/** JSON-RPC error code of "resource not found" in the MCP specification. */
export const RESOURCE_NOT_FOUND = -32002;
const RESOURCES_PAGE = 1000;

export interface HandlerContext {
  readonly profile?: string | Profile;
  /** Project directory: where command shell snippets run. */
  readonly cwd: string;
  /** Command prompts may run their shell snippets (`--allow-shell`). */
  readonly allowShell: boolean;
}

export interface ToolResult {
  [key: string]: unknown;
  content: ({ type: "text"; text: string } | { type: "resource"; resource: Record<string, unknown> })[];
  isError?: boolean;
}

const modelVisible = (snap: McpSnapshot): Skill[] => snap.set.skills.filter((s) => s.modelInvocable);
/** Skills whose files are served as resources: every skill the model or the user can invoke. */
const served = (snap: McpSnapshot): Skill[] =>
  snap.set.skills.filter((s) => s.modelInvocable || s.userInvocable);

const toolError = (code: string, text: string): ToolResult => ({
  content: [{ type: "text", text }],
  isError: true,
  _meta: { "skillport/code": code },
});

/**
 * The not-found text of A2: only model-visible names, so a hidden skill never leaks; the closest names,
 * and all of them only for a small set (the server always offers search_skills for the rest).
 */
function notFound(snap: McpSnapshot, name: string): string {
  const names = modelVisible(snap).map((s) => s.name);
  const text = notFoundText(name, names);
  return names.length > LIST_ALL_UP_TO
    ? `${text} Call \`${snap.searchTool.name}\` to find one by task.`
    : text;
}
/** The three tools only read skills: clients may run them without asking twice, and cache nothing wrong. */
const READ_ONLY = { readOnlyHint: true, idempotentHint: true, openWorldHint: false } as const;

/** tools/list: three tools, one page; a cursor is still checked like every list's. */
export function listTools(snap: McpSnapshot, cursor?: string) {
  parseCursor(cursor);
  const names = modelVisible(snap).map((s) => s.name);
  if (names.length === 0 || !snap.skillTool) return { tools: [] };
  const { skillTool, searchTool } = snap;
  return {
    tools: [
      {
        name: skillTool.name,
        title: "Use a skill",
        description: skillTool.description,
        inputSchema: skillTool.inputSchema,
        annotations: READ_ONLY,
      },
      {
        name: searchTool.name,
        title: "Search skills",
        description: searchTool.description,
        inputSchema: searchTool.inputSchema,
        annotations: READ_ONLY,
      },
      {
        name: READ_RESOURCE_TOOL,
        title: "Read a skill's file",
        annotations: READ_ONLY,
        description:
          "Read a file bundled with a skill (a reference, a template, a script), by the skill's name and the " +
          "file's path relative to the skill directory, as listed in the skill's <skill_resources>. Only " +
          "files inside the skill directory can be read.",
        inputSchema: {
          type: "object",
          properties: {
            // No enum: the skill tool lists the names already, and a second copy of them would double
            // what a large set costs on every turn.
            name: {
              type: "string",
              description: `The skill's name, as the \`${skillTool.name}\` tool lists it.`,
            },
            path: {
              type: "string",
              description: "Path relative to the skill directory, e.g. references/guide.md.",
            },
          },
          required: ["name", "path"],
          additionalProperties: false,
        },
      },
    ],
  };
}

const SkillInput = z.object({ name: z.string().min(1), arguments: z.string().optional() }).strict();
/** The search tool's input, with `k` bounded by the maximum its published schema states. */
const searchInputs = new Map<number, z.ZodType<{ query: string; k?: number }>>();
function searchInput(snap: McpSnapshot) {
  const k = (snap.searchTool.inputSchema as { properties?: { k?: { maximum?: unknown } } }).properties?.k;
  const max = typeof k?.maximum === "number" ? k.maximum : 100;
  let schema = searchInputs.get(max);
  if (schema === undefined) {
    schema = z.object({ query: z.string(), k: z.number().int().min(1).max(max).optional() }).strict();
    searchInputs.set(max, schema);
  }
  return schema;
}
const ReadInput = z.object({ name: z.string().min(1), path: z.string() }).strict();

function parseInput<T>(schema: z.ZodType<T>, tool: string, input: unknown): T | ToolResult {
  const r = schema.safeParse(input ?? {});
  if (r.success) return r.data;
  const why = r.error.issues.map(
    (i) => `${i.path.length > 0 ? `'${i.path.join(".")}'` : "input"}: ${i.message}`,
  );
  return toolError(MCP_CODES.invalidToolInput, `Invalid input for the ${tool} tool: ${why.join("; ")}.`);
}
const isResult = (v: unknown): v is ToolResult => typeof v === "object" && v !== null && "content" in v;

/** tools/call. Unknown tools are protocol errors; everything else is a result the model can read. */
export async function callTool(snap: McpSnapshot, name: string, input: unknown): Promise<ToolResult> {
  const visible = modelVisible(snap);
  // By name: reading `skillTool` builds the catalog, which a search does not need.
  const known = visible.length > 0 && snap.skillToolName !== undefined;
  if (known && name === snap.skillToolName) {
    const args = parseInput(SkillInput, name, input);
    if (isResult(args)) return args;
    if (!visible.some((s) => s.name === args.name))
      return toolError(MCP_CODES.skillNotFound, notFound(snap, args.name));
    try {
      return { content: [{ type: "text", text: await snap.skillTool!.execute(args) }] };
    } catch (e) {
      return toolError(errorCode(e) ?? "activation-failed", (e as Error).message);
    }
  }
  if (known && name === snap.searchTool.name) {
    const args = parseInput(searchInput(snap), name, input);
    if (isResult(args)) return args;
    try {
      return { content: [{ type: "text", text: await snap.searchTool.execute(args) }] };
    } catch (e) {
      return toolError(errorCode(e) ?? MCP_CODES.invalidToolInput, (e as Error).message);
    }
  }
  if (known && name === READ_RESOURCE_TOOL) {
    const args = parseInput(ReadInput, name, input);
    if (isResult(args)) return args;
    const skill = visible.find((s) => s.name === args.name);
    if (!skill) return toolError(MCP_CODES.skillNotFound, notFound(snap, args.name));
    try {
      const r = await readSkillResource(snap, skill, args.path);
      if (r.kind === "text") return { content: [{ type: "text", text: r.text }] };
      return {
        content: [
          {
            type: "text",
            text: `${r.relative} of skill '${skill.name}' is a binary file (${r.mimeType}); its bytes follow as a resource.`,
          },
          {
            type: "resource",
            resource: { uri: `skill://${skill.name}/${r.relative}`, mimeType: r.mimeType, blob: r.blob },
          },
        ],
      };
    } catch (e) {
      return toolError(errorCode(e) ?? MCP_CODES.resourceNotFound, (e as Error).message);
    }
  }
  throw new RpcError(
    ErrorCode.InvalidParams,
    `Unknown tool '${name}'. Available tools: ${
      listTools(snap)
        .tools.map((t) => t.name)
        .join(", ") || "(none)"
    }`,
    { code: MCP_CODES.unknownTool },
  );
}

/** Prompts: one per user-invocable skill, then one per command whose name no skill takes. */
export function promptEntries(
  snap: McpSnapshot,
): ({ kind: "skill"; skill: Skill } | { kind: "command"; command: CommandTemplate })[] {
  const skills = snap.set.skills.filter((s) => s.userInvocable);
  const taken = new Set(snap.set.skills.map((s) => s.name));
  const commands = snap.commands.commands.filter((c) => !taken.has(c.name));
  return [
    ...skills.map((skill) => ({ kind: "skill" as const, skill })),
    ...commands.map((command) => ({ kind: "command" as const, command })),
  ];
}

const hint = (v: unknown): string | undefined =>
  typeof v === "string" && v.trim() !== "" ? v.trim() : undefined;

/** prompts/list: one page (PROMPTS_PAGE prompts) and the cursor of the next. */
export function listPrompts(snap: McpSnapshot, cursor?: string) {
  const { page, ...next } = pageOf(allPrompts(snap), cursor, PROMPTS_PAGE);
  return { prompts: page, ...next };
}

function allPrompts(snap: McpSnapshot) {
  return promptEntries(snap).map((e) => {
    const name = e.kind === "skill" ? e.skill.name : e.command.name;
    const description = e.kind === "skill" ? e.skill.description : e.command.description;
    const argHint =
      e.kind === "skill" ? hint(e.skill.frontmatter["argument-hint"]) : hint(e.command.argumentHint);
    return {
      name,
      title: `/${name}`,
      description,
      arguments: [
        {
          name: "arguments",
          description: argHint
            ? `Arguments, as typed after /${name}: ${argHint}`
            : `Optional arguments, as typed after /${name}.`,
          required: false,
        },
      ],
    };
  });
}

/** prompts/get: the envelope of a skill, or the expansion of a command. */
export async function getPrompt(
  snap: McpSnapshot,
  ctx: HandlerContext,
  name: string,
  promptArgs: Record<string, string> | undefined,
) {
  const entry = promptEntries(snap).find(
    (e) => (e.kind === "skill" ? e.skill.name : e.command.name) === name,
  );
  if (!entry) {
    const names = promptEntries(snap).map((e) => (e.kind === "skill" ? e.skill.name : e.command.name));
    throw new RpcError(
      ErrorCode.InvalidParams,
      `Prompt '${name}' not found. Available prompts: ${names.length > 0 ? names.join(", ") : "(none)"}`,
      { code: MCP_CODES.promptNotFound },
    );
  }
  const args = promptArgs?.arguments;
  try {
    const text =
      entry.kind === "skill"
        ? (
            await activateSkill(snap.set, entry.skill.name, {
              arguments: args,
              invoker: "user",
              profile: ctx.profile,
              resources: true,
              listResources: snap.listResources,
            })
          ).text
        : (
            await expandCommand(entry.command, args, {
              cwd: ctx.cwd,
              permission: ctx.allowShell ? "allow" : "deny",
              profile: ctx.profile,
              readBody: snap.commands.readBody,
            })
          ).text;
    return {
      description: entry.kind === "skill" ? entry.skill.description : entry.command.description,
      messages: [{ role: "user" as const, content: { type: "text" as const, text } }],
    };
  } catch (e) {
    const code = errorCode(e) ?? "prompt-failed";
    const shell = code.startsWith("shell") && !ctx.allowShell;
    const message =
      shell && !(e as Error).message.includes("--allow-shell")
        ? `${(e as Error).message} The command /${name} runs shell snippets; start the server with --allow-shell to allow them.`
        : (e as Error).message;
    throw new RpcError(ErrorCode.InvalidParams, message, { code });
  }
}

export async function listResources(snap: McpSnapshot, cursor: string | undefined) {
  parseCursor(cursor);
  const all = (await Promise.all(served(snap).map((s) => listResourcesOf(snap, s)))).flat();
  const { page, ...next } = pageOf(all, cursor, RESOURCES_PAGE);
  return { resources: page, ...next };
}

export function listResourceTemplates(cursor?: string) {
  parseCursor(cursor);
  return {
    resourceTemplates: [
      {
        uriTemplate: SKILL_URI_TEMPLATE,
        name: "skill-file",
        title: "A file of a skill",
        description:
          "SKILL.md or a file bundled with a skill: skill://NAME/PATH, PATH relative to the skill directory.",
      },
    ],
  };
}

/** resources/read through the safe read. */
export async function readResource(snap: McpSnapshot, uri: string) {
  let parsed: { name: string; path: string };
  try {
    parsed = parseSkillResourceUri(uri);
  } catch (e) {
    throw new RpcError(ErrorCode.InvalidParams, (e as Error).message, { code: errorCode(e), uri });
  }
  const skill = served(snap).find((s) => s.name === parsed.name);
  if (!skill) {
    throw new RpcError(RESOURCE_NOT_FOUND, `Resource ${uri} not found: no skill named '${parsed.name}'.`, {
      code: MCP_CODES.resourceNotFound,
      uri,
    });
  }
  try {
    const r = await readSkillResource(snap, skill, parsed.path, MAX_READ_BYTES);
    return {
      contents: [
        r.kind === "text"
          ? { uri, mimeType: r.mimeType, text: r.text }
          : { uri, mimeType: r.mimeType, blob: r.blob },
      ],
    };
  } catch (e) {
    const code = errorCode(e) ?? MCP_CODES.resourceNotFound;
    const rpc = code === MCP_CODES.resourceNotFound ? RESOURCE_NOT_FOUND : ErrorCode.InvalidParams;
    throw new RpcError(rpc, (e as Error).message, { code, uri });
  }
}

/** What each list_changed notification is about, as comparable strings (see `listingKeys`). */
export interface ListingKeys {
  readonly tools: string;
  readonly prompts: string;
  readonly resources: string;
}

/**
 * The content of tools/list, prompts/list and of the skill-level part of resources/list and the Skills
 * extension's skills/list (name, pinned directory, description, visibility, frontmatter of every
 * served skill). A snapshot whose keys equal the last one's needs no notification: a `touch` or a body
 * edit changes none of them. Bundled files are not watched, so they are not part of the key.
 */
export function listingKeys(snap: McpSnapshot): ListingKeys {
  return {
    tools: JSON.stringify(listTools(snap)),
    prompts: JSON.stringify(allPrompts(snap)),
    resources: JSON.stringify(
      served(snap).map((s) => [
        s.name,
        snap.directories.get(s.name) ?? null,
        s.description,
        s.modelInvocable,
        s.frontmatter,
      ]),
    ),
  };
}
