import { SkillportError } from "../errors.js";
import { splitArguments } from "../format/arguments.js";

// What an MCP server lists, made safe to offer: its tools as `server__tool` model tools, its prompts as
// `/server:prompt` slash commands. Pure functions over the listed JSON; the client (mcp-client.ts)
// calls them at start and again when the server says a list changed.

/** Tool names the model APIs accept: letters, digits, `_` and `-`, at most 64 characters. */
export const MAX_TOOL_NAME = 64;
/** Tools offered per server: model APIs refuse more than ~128 tools, and each costs prompt tokens. */
export const MAX_MCP_TOOLS_PER_SERVER = 128;
/** Characters of a tool's (or prompt's) description the model (or the person) gets. */
export const MAX_MCP_DESCRIPTION_CHARS = 2048;
/** A tool whose input schema is larger than this (as JSON) is left out. */
export const MAX_MCP_SCHEMA_BYTES = 64 * 1024;
/** Prompts offered per server as slash commands. */
export const MAX_MCP_PROMPTS_PER_SERVER = 256;
/** Arguments one prompt may declare. */
const MAX_PROMPT_ARGUMENTS = 32;
/** Characters of one prompt's messages the conversation gets. */
export const MAX_MCP_PROMPT_CHARS = 100_000;
/** A prompt name usable after `/server:` — no blanks, no control or markup characters. */
const PROMPT_NAME = /^[A-Za-z0-9_.-]{1,64}$/;

export interface McpTool {
  readonly server: string;
  /** The server's own name for the tool. */
  readonly name: string;
  /** `server__tool`, as the model sees it. */
  readonly qualifiedName: string;
  readonly description: string;
  readonly inputSchema: Record<string, unknown>;
}

export interface McpPromptArgument {
  readonly name: string;
  readonly description: string;
  readonly required: boolean;
}

export interface McpPrompt {
  readonly server: string;
  readonly name: string;
  /** `server:prompt`, typed as `/server:prompt args`. */
  readonly command: string;
  readonly description: string;
  readonly arguments: readonly McpPromptArgument[];
}

export interface Skipped {
  readonly server: string;
  readonly tool: string;
  readonly why: string;
}

/** A prompt that cannot be used as typed (an unknown name, a missing argument) or that failed. */
export class McpPromptError extends SkillportError<"mcp-prompt-failed"> {
  constructor(message: string) {
    super("mcp-prompt-failed", message);
    this.name = "McpPromptError";
  }
}

export function qualifiedToolName(server: string, tool: string): string {
  return `${server}__${tool}`.replace(/[^A-Za-z0-9_-]/g, "_").slice(0, MAX_TOOL_NAME);
}

const cutDescription = (d: unknown): string => {
  const s = typeof d === "string" ? d : "";
  return s.length > MAX_MCP_DESCRIPTION_CHARS
    ? `${s.slice(0, MAX_MCP_DESCRIPTION_CHARS)}… [description cut]`
    : s;
};

/** A server's listed tools as model tools; `taken` holds every other tool name (and receives these). */
export function toolsFrom(
  server: string,
  listed: readonly Record<string, unknown>[],
  taken: Set<string>,
): { tools: McpTool[]; skipped: Skipped[] } {
  const skipped: Skipped[] = [];
  const tools: McpTool[] = [];
  if (listed.length > MAX_MCP_TOOLS_PER_SERVER) {
    skipped.push({
      server,
      tool: "*",
      why: `the server offers more than ${MAX_MCP_TOOLS_PER_SERVER} tools; only the first ${MAX_MCP_TOOLS_PER_SERVER} are used`,
    });
  }
  for (const t of listed.slice(0, MAX_MCP_TOOLS_PER_SERVER)) {
    if (typeof t.name !== "string" || t.name === "") continue;
    const qualifiedName = qualifiedToolName(server, t.name);
    if (taken.has(qualifiedName)) {
      skipped.push({ server, tool: t.name, why: `its name '${qualifiedName}' is taken by another tool` });
      continue;
    }
    const schema = (
      typeof t.inputSchema === "object" && t.inputSchema !== null ? t.inputSchema : {}
    ) as Record<string, unknown>;
    if ((JSON.stringify(schema)?.length ?? 0) > MAX_MCP_SCHEMA_BYTES) {
      skipped.push({ server, tool: t.name, why: `its input schema is over ${MAX_MCP_SCHEMA_BYTES} bytes` });
      continue;
    }
    taken.add(qualifiedName);
    tools.push({
      server,
      name: t.name,
      qualifiedName,
      description: cutDescription(t.description),
      inputSchema: { type: "object", properties: {}, ...schema },
    });
  }
  return { tools, skipped };
}

/** A server's listed prompts as slash commands; a name that cannot be typed is skipped, saying so. */
export function promptsFrom(
  server: string,
  listed: readonly Record<string, unknown>[],
): { prompts: McpPrompt[]; skipped: Skipped[] } {
  const skipped: Skipped[] = [];
  const prompts: McpPrompt[] = [];
  const seen = new Set<string>();
  for (const p of listed.slice(0, MAX_MCP_PROMPTS_PER_SERVER)) {
    if (typeof p.name !== "string" || seen.has(p.name)) continue;
    if (!PROMPT_NAME.test(p.name)) {
      skipped.push({
        server,
        tool: `prompt ${JSON.stringify(p.name.slice(0, 80))}`,
        why: "a prompt name must be 1–64 letters, digits, '_', '.' or '-' to be typed as a slash command",
      });
      continue;
    }
    seen.add(p.name);
    const args = (Array.isArray(p.arguments) ? p.arguments : [])
      .filter((a): a is Record<string, unknown> => typeof a === "object" && a !== null)
      .filter((a) => typeof a.name === "string" && a.name !== "")
      .slice(0, MAX_PROMPT_ARGUMENTS)
      .map((a) => ({
        name: a.name as string,
        description: cutDescription(a.description),
        required: a.required === true,
      }));
    prompts.push({
      server,
      name: p.name,
      command: `${server}:${p.name}`,
      description: cutDescription(p.description),
      arguments: args,
    });
  }
  if (listed.length > MAX_MCP_PROMPTS_PER_SERVER)
    skipped.push({
      server,
      tool: "prompts",
      why: `only the first ${MAX_MCP_PROMPTS_PER_SERVER} prompts are used`,
    });
  return { prompts, skipped };
}

/** How to type a prompt: `/server:prompt <required> [optional]`. */
export function promptUsage(p: McpPrompt): string {
  const args = p.arguments.map((a) => (a.required ? `<${a.name}>` : `[${a.name}]`));
  return [`/${p.command}`, ...args].join(" ");
}

/**
 * The arguments typed after `/server:prompt`: `name=value` words set that argument; the other words
 * fill the declared arguments in order, the last one taking the rest of the line. Quotes group words.
 */
export function promptArguments(p: McpPrompt, text: string): Record<string, string> {
  const words = splitArguments(text);
  const out: Record<string, string> = {};
  const positional: string[] = [];
  for (const w of words) {
    const m = /^([A-Za-z0-9_.-]+)=([\s\S]*)$/.exec(w);
    const named = m ? p.arguments.find((a) => a.name === m[1]) : undefined;
    if (m && named) out[named.name] = m[2]!;
    else positional.push(w);
  }
  const open = p.arguments.filter((a) => !(a.name in out));
  if (positional.length > 0 && open.length === 0)
    throw new McpPromptError(`/${p.command} takes no more arguments (usage: ${promptUsage(p)}).`);
  open.forEach((a, i) => {
    if (i >= positional.length) return;
    out[a.name] = i === open.length - 1 ? positional.slice(i).join(" ") : positional[i]!;
  });
  const missing = p.arguments.filter((a) => a.required && !(a.name in out)).map((a) => a.name);
  if (missing.length > 0)
    throw new McpPromptError(
      `/${p.command} needs ${missing.map((m) => `'${m}'`).join(", ")} (usage: ${promptUsage(p)}).`,
    );
  return out;
}

/** One part of a prompt message as text: text as it is, other parts described. */
function partText(c: Record<string, unknown>): string {
  if (c.type === "text" && typeof c.text === "string") return c.text;
  if (c.type === "resource") {
    const r = (c.resource ?? {}) as Record<string, unknown>;
    return typeof r.text === "string" ? r.text : `[resource ${String(r.uri ?? "")}]`;
  }
  if (c.type === "resource_link") return `[resource ${String(c.uri ?? "")}]`;
  return `[${String(c.type ?? "part")} ${String(c.mimeType ?? "")}]`.replace(" ]", "]");
}

/**
 * The messages of a `prompts/get` result as conversation messages (text only), consecutive messages of
 * one role merged, at most {@link MAX_MCP_PROMPT_CHARS} characters in all.
 */
export function promptMessages(result: unknown): { role: "user" | "assistant"; content: string }[] {
  const raw = (result as { messages?: unknown })?.messages;
  const out: { role: "user" | "assistant"; content: string }[] = [];
  let budget = MAX_MCP_PROMPT_CHARS;
  for (const m of Array.isArray(raw) ? (raw as Record<string, unknown>[]) : []) {
    if (budget <= 0) break;
    const role = m?.role === "assistant" ? "assistant" : "user";
    const parts = Array.isArray(m?.content) ? m.content : [m?.content];
    let text = parts
      .filter((c): c is Record<string, unknown> => typeof c === "object" && c !== null)
      .map(partText)
      .join("\n");
    if (text.length > budget)
      text = `${text.slice(0, budget)}\n[prompt cut at ${MAX_MCP_PROMPT_CHARS} characters]`;
    budget -= text.length;
    const last = out.at(-1);
    if (last?.role === role) last.content += `\n\n${text}`;
    else out.push({ role, content: text });
  }
  if (out.length === 0 || out.every((m) => m.content.trim() === ""))
    throw new McpPromptError("the prompt came back empty.");
  return out;
}
