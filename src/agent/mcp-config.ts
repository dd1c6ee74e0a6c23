import { constants } from "node:fs";
import { open } from "node:fs/promises";
import { isAbsolute, resolve } from "node:path";
import { SkillportError } from "../errors.js";

// MCP server configuration in the format Claude Desktop, Cursor and Claude Code use
// (`{ "mcpServers": { name: { command, args, env, cwd } | { type?, url, headers } } }`) and VS Code's
// (`{ "servers": { name: { type: "stdio" | "http", … } } }`).

export interface McpStdioServerConfig {
  readonly type?: "stdio";
  readonly command: string;
  readonly args?: readonly string[];
  readonly env?: Readonly<Record<string, string>>;
  readonly cwd?: string;
}

export interface McpHttpServerConfig {
  readonly type?: "http" | "streamable-http";
  readonly url: string;
  readonly headers?: Readonly<Record<string, string>>;
}

export type McpServerConfig = McpStdioServerConfig | McpHttpServerConfig;
export type McpServersConfig = Readonly<Record<string, McpServerConfig>>;

/** A bad configuration file or entry; the message says which and how to fix it. */
export class McpConfigError extends SkillportError<"mcp-config-invalid"> {
  constructor(message: string) {
    super("mcp-config-invalid", message);
    this.name = "McpConfigError";
  }
}

/** Largest configuration file read. */
export const MAX_MCP_CONFIG_BYTES = 1024 * 1024;
/** Server names become tool-name prefixes: letters, digits, `_` and `-`. */
const SERVER_NAME = /^[A-Za-z0-9_-]{1,40}$/;

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

const strings = (v: unknown): v is string[] => Array.isArray(v) && v.every((s) => typeof s === "string");
const stringRecord = (v: unknown): v is Record<string, string> =>
  isRecord(v) && Object.values(v).every((s) => typeof s === "string");

/**
 * Expands `${workspaceFolder}` and `${env:NAME}` (VS Code's variables) in a value; any other `${…}`
 * is left as it is.
 */
export function expandVariables(value: string, vars: { workspace: string; env: NodeJS.ProcessEnv }): string {
  return value.replace(
    /\$\{(workspaceFolder|env:([A-Za-z_][A-Za-z0-9_]*))\}/g,
    (_, all: string, name?: string) => (all === "workspaceFolder" ? vars.workspace : (vars.env[name!] ?? "")),
  );
}

/** Checks and normalises parsed JSON; `where` names the file in messages. */
export function parseMcpConfig(
  data: unknown,
  where: string,
  vars: { workspace: string; env: NodeJS.ProcessEnv } = { workspace: process.cwd(), env: process.env },
): McpServersConfig {
  const bad = (why: string): never => {
    throw new McpConfigError(`${where}: ${why}`);
  };
  if (!isRecord(data)) bad('expected a JSON object with an "mcpServers" (or "servers") object.');
  const d = data as Record<string, unknown>;
  const servers = d.mcpServers ?? d.servers;
  if (!isRecord(servers))
    bad('expected an "mcpServers" (or "servers") object mapping server names to their settings.');
  const out: Record<string, McpServerConfig> = {};
  const x = (s: string): string => {
    const input = /\$\{input:([^}]{0,60})\}/.exec(s);
    // VS Code asks the user for these; nobody is asked here, and passing the text on would be wrong.
    if (input)
      bad(
        `"\${input:${input[1]}}" asks for a value when the server starts, which skillport cannot do; set an environment variable and write "\${env:NAME}" instead.`,
      );
    return expandVariables(s, vars);
  };
  for (const [name, raw] of Object.entries(servers as Record<string, unknown>)) {
    if (!SERVER_NAME.test(name)) {
      bad(
        `server name ${JSON.stringify(name)} must be 1–40 letters, digits, '_' or '-' (it prefixes its tools' names).`,
      );
    }
    if (name.includes("__"))
      bad(`server name '${name}' must not contain '__' (it separates server and tool names).`);
    if (!isRecord(raw)) bad(`server '${name}' must be an object.`);
    const s = raw as Record<string, unknown>;
    if (s.disabled === true) continue;
    const type = s.type;
    if (typeof s.url === "string" || type === "http" || type === "streamable-http" || type === "sse") {
      if (type === "sse")
        bad(
          `server '${name}': the old SSE transport is not supported; use Streamable HTTP ("type": "http").`,
        );
      if (typeof s.url !== "string") bad(`server '${name}': "url" must be a string.`);
      let url: URL;
      try {
        url = new URL(x(s.url as string));
      } catch {
        return bad(`server '${name}': "url" is not a valid URL.`);
      }
      if (url.protocol !== "http:" && url.protocol !== "https:")
        bad(`server '${name}': "url" must be http or https.`);
      if (s.headers !== undefined && !stringRecord(s.headers))
        bad(`server '${name}': "headers" must map names to strings.`);
      const headers =
        s.headers === undefined
          ? undefined
          : Object.fromEntries(
              Object.entries(s.headers as Record<string, string>).map(([k, v]) => [k, x(v)]),
            );
      out[name] = { type: "http", url: url.href, ...(headers ? { headers } : {}) };
      continue;
    }
    if (type !== undefined && type !== "stdio")
      bad(`server '${name}': unknown "type" ${JSON.stringify(type)}; use "stdio" or "http".`);
    if (typeof s.command !== "string" || s.command === "")
      bad(`server '${name}': "command" (or "url") is required.`);
    if (s.args !== undefined && !strings(s.args))
      bad(`server '${name}': "args" must be an array of strings.`);
    if (s.env !== undefined && !stringRecord(s.env))
      bad(`server '${name}': "env" must map names to strings.`);
    if (s.cwd !== undefined && typeof s.cwd !== "string") bad(`server '${name}': "cwd" must be a string.`);
    const cwd = s.cwd === undefined ? undefined : x(s.cwd as string);
    out[name] = {
      type: "stdio",
      command: x(s.command as string),
      ...(s.args ? { args: (s.args as string[]).map(x) } : {}),
      ...(s.env
        ? {
            env: Object.fromEntries(
              Object.entries(s.env as Record<string, string>).map(([k, v]) => [k, x(v)]),
            ),
          }
        : {}),
      ...(cwd !== undefined ? { cwd: isAbsolute(cwd) ? cwd : resolve(vars.workspace, cwd) } : {}),
    };
  }
  return out;
}

/** Reads a configuration file: regular files only (a FIFO or /dev/zero is refused unread), at most 1 MiB. */
export async function readMcpConfig(
  path: string,
  vars: { workspace: string; env: NodeJS.ProcessEnv } = { workspace: process.cwd(), env: process.env },
): Promise<McpServersConfig> {
  let text: string;
  try {
    const handle = await open(path, constants.O_RDONLY | (constants.O_NONBLOCK ?? 0));
    try {
      const info = await handle.stat();
      if (!info.isFile()) throw new McpConfigError(`${path}: not a regular file.`);
      if (info.size > MAX_MCP_CONFIG_BYTES)
        throw new McpConfigError(`${path}: ${info.size} bytes; the limit is ${MAX_MCP_CONFIG_BYTES}.`);
      const bytes = await handle.readFile();
      if (bytes.length > MAX_MCP_CONFIG_BYTES)
        throw new McpConfigError(`${path}: grew past ${MAX_MCP_CONFIG_BYTES} bytes while it was read.`);
      text = bytes.toString("utf8");
    } finally {
      await handle.close();
    }
  } catch (e) {
    if (e instanceof McpConfigError) throw e;
    throw new McpConfigError(`${path}: cannot read the MCP configuration (${(e as Error).message}).`);
  }
  let data: unknown;
  try {
    data = JSON.parse(text.replace(/^\uFEFF/, ""));
  } catch (e) {
    throw new McpConfigError(`${path}: not valid JSON (${(e as Error).message}).`);
  }
  return parseMcpConfig(data, path, vars);
}
