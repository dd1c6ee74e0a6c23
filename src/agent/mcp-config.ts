import { isAbsolute, resolve } from "node:path";
import { SkillportError } from "../errors.js";

// MCP server configuration in the formats of other agents, normalised to one shape: Claude Desktop,
// Cursor and Claude Code (`{ "mcpServers": { name: { command, args, env, cwd } | { type?, url, headers } } }`),
// VS Code (`{ "servers": … , "inputs": […] }`), Zed (`{ "context_servers": … }` in its settings) and
// Codex (`[mcp_servers.NAME]` in config.toml). Reading the files (JSONC, TOML): mcp-config-file.ts.

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

/** Server names become tool-name prefixes: letters, digits, `_` and `-`. */
const SERVER_NAME = /^[A-Za-z0-9_-]{1,40}$/;

export const isRecord = (v: unknown): v is Record<string, unknown> =>
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

/** How the values of one format are read: VS Code's and Claude's expand variables; Zed and Codex take them as written. */
interface Entry {
  readonly name: string;
  readonly raw: Record<string, unknown>;
  readonly expand: boolean;
}

export interface ParseOptions {
  /** Values of `${input:ID}` (VS Code), asked for by the host; without one, such a value is refused. */
  readonly inputs?: Readonly<Record<string, string>>;
  /** Entries skipped with a reason (a Zed extension's server, which only Zed can start). */
  readonly onWarning?: (message: string) => void;
}

type Bad = (why: string) => never;

/** The format's server table: `mcpServers`, `servers`, `mcp.servers`, Zed's `context_servers`, Codex's `mcp_servers`. */
function serverTable(
  d: Record<string, unknown>,
  bad: Bad,
): { servers: Record<string, unknown>; kind: "json" | "zed" | "codex" } {
  const vscodeSettings = isRecord(d.mcp) ? d.mcp.servers : undefined;
  const pick = (
    [
      ["mcpServers", d.mcpServers, "json"],
      ["servers", d.servers, "json"],
      ['"mcp": { "servers" }', vscodeSettings, "json"],
      ["context_servers", d.context_servers, "zed"],
      ["mcp_servers", d.mcp_servers, "codex"],
    ] as const
  ).find(([, v]) => v !== undefined);
  if (pick === undefined)
    bad(
      'expected an "mcpServers" (Claude Desktop, Cursor, Claude Code), "servers" (VS Code mcp.json), "context_servers" (Zed settings) or [mcp_servers.NAME] (Codex config.toml) table mapping server names to their settings.',
    );
  const [key, servers, kind] = pick!;
  if (!isRecord(servers)) bad(`"${key}" must be an object mapping server names to their settings.`);
  return { servers: servers as Record<string, unknown>, kind };
}

/** A Zed `context_servers` entry in the common shape; undefined for one only Zed can start. */
function fromZed(name: string, s: Record<string, unknown>, bad: Bad): Record<string, unknown> | undefined {
  if (s.enabled === false) return { disabled: true };
  if (isRecord(s.command)) {
    // The older form: "command": { "path", "args", "env" }.
    const c = s.command;
    if (typeof c.path !== "string") bad(`server '${name}': "command.path" must be a string.`);
    return { command: c.path, args: c.args, env: c.env };
  }
  if (typeof s.command === "string" || typeof s.url === "string") return s;
  return undefined;
}

/** A Codex `[mcp_servers.NAME]` table in the common shape (its secrets come from named variables). */
function fromCodex(
  name: string,
  s: Record<string, unknown>,
  env: NodeJS.ProcessEnv,
  bad: Bad,
): Record<string, unknown> {
  if (s.enabled === false) return { disabled: true };
  const fromEnv = (v: unknown, what: string): string => {
    if (typeof v !== "string" || !/^[A-Za-z_][A-Za-z0-9_]*$/.test(v))
      return bad(`server '${name}': ${what} must name an environment variable.`);
    const value = env[v];
    if (value === undefined) return bad(`server '${name}': ${what} names ${v}, which is not set.`);
    return value;
  };
  if (s.bearer_token !== undefined)
    bad(
      `server '${name}': write the token in an environment variable and name it in "bearer_token_env_var".`,
    );
  if (typeof s.url === "string" || s.url !== undefined) {
    if (s.http_headers !== undefined && !stringRecord(s.http_headers))
      bad(`server '${name}': "http_headers" must map names to strings.`);
    if (s.env_http_headers !== undefined && !stringRecord(s.env_http_headers))
      bad(`server '${name}': "env_http_headers" must map header names to environment variable names.`);
    const headers: Record<string, string> = { ...((s.http_headers as Record<string, string>) ?? {}) };
    for (const [h, v] of Object.entries((s.env_http_headers as Record<string, string>) ?? {}))
      headers[h] = fromEnv(v, `"env_http_headers.${h}"`);
    if (s.bearer_token_env_var !== undefined)
      headers.Authorization = `Bearer ${fromEnv(s.bearer_token_env_var, '"bearer_token_env_var"')}`;
    return { url: s.url, headers };
  }
  if (s.env_vars !== undefined && !strings(s.env_vars))
    bad(`server '${name}': "env_vars" must be an array of variable names.`);
  const passed = Object.fromEntries(
    ((s.env_vars as string[]) ?? []).flatMap((v) => (env[v] === undefined ? [] : [[v, env[v]!]])),
  );
  const own = s.env === undefined ? {} : s.env;
  if (!stringRecord(own)) bad(`server '${name}': "env" must map names to strings.`);
  const merged = { ...passed, ...(own as Record<string, string>) };
  return {
    command: s.command,
    args: s.args,
    cwd: s.cwd,
    ...(Object.keys(merged).length > 0 ? { env: merged } : {}),
  };
}

/** Every server entry of a parsed file, in the common shape (Claude Desktop's). */
function entriesOf(
  data: unknown,
  vars: { env: NodeJS.ProcessEnv },
  bad: Bad,
  warn: (m: string) => void,
): Entry[] {
  if (!isRecord(data))
    bad('expected an object with an "mcpServers" (or "servers", "context_servers", "mcp_servers") table.');
  const { servers, kind } = serverTable(data as Record<string, unknown>, bad);
  const out: Entry[] = [];
  for (const [name, raw] of Object.entries(servers)) {
    if (!SERVER_NAME.test(name)) {
      bad(
        `server name ${JSON.stringify(name)} must be 1–40 letters, digits, '_' or '-' (it prefixes its tools' names).`,
      );
    }
    if (name.includes("__"))
      bad(`server name '${name}' must not contain '__' (it separates server and tool names).`);
    if (!isRecord(raw)) bad(`server '${name}' must be an object.`);
    const r = raw as Record<string, unknown>;
    const common =
      kind === "zed" ? fromZed(name, r, bad) : kind === "codex" ? fromCodex(name, r, vars.env, bad) : r;
    if (common === undefined) {
      warn(`MCP server '${name}' comes from a Zed extension, which only Zed can start: skipped.`);
      continue;
    }
    out.push({ name, raw: common, expand: kind === "json" });
  }
  return out;
}

/** One entry, checked and normalised; undefined when it is disabled. */
function serverConfig(
  e: Entry,
  x: (s: string) => string,
  workspace: string,
  bad: Bad,
): McpServerConfig | undefined {
  const { name, raw: s } = e;
  if (s.disabled === true) return undefined;
  const type = s.type;
  if (typeof s.url === "string" || type === "http" || type === "streamable-http" || type === "sse") {
    if (type === "sse")
      bad(`server '${name}': the old SSE transport is not supported; use Streamable HTTP ("type": "http").`);
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
        : Object.fromEntries(Object.entries(s.headers as Record<string, string>).map(([k, v]) => [k, x(v)]));
    return { type: "http", url: url.href, ...(headers ? { headers } : {}) };
  }
  if (type !== undefined && type !== "stdio")
    bad(`server '${name}': unknown "type" ${JSON.stringify(type)}; use "stdio" or "http".`);
  if (typeof s.command !== "string" || s.command === "")
    bad(`server '${name}': "command" (or "url") is required.`);
  if (s.args !== undefined && !strings(s.args)) bad(`server '${name}': "args" must be an array of strings.`);
  if (s.env !== undefined && !stringRecord(s.env)) bad(`server '${name}': "env" must map names to strings.`);
  if (s.cwd !== undefined && typeof s.cwd !== "string") bad(`server '${name}': "cwd" must be a string.`);
  const cwd = s.cwd === undefined ? undefined : x(s.cwd as string);
  const env = s.env as Record<string, string> | undefined;
  return {
    type: "stdio",
    command: x(s.command as string),
    ...(s.args ? { args: (s.args as string[]).map(x) } : {}),
    ...(env ? { env: Object.fromEntries(Object.entries(env).map(([k, v]) => [k, x(v)])) } : {}),
    ...(cwd !== undefined ? { cwd: isAbsolute(cwd) ? cwd : resolve(workspace, cwd) } : {}),
  };
}

/** The `${input:ID}` references of a value. */
export const INPUT_REF = /\$\{input:([^}]{0,60})\}/g;

/**
 * Checks and normalises a parsed configuration (Claude Desktop's `mcpServers`, VS Code's `servers`,
 * Zed's `context_servers`, Codex's `mcp_servers`); `where` names the file in messages.
 */
export function parseMcpConfig(
  data: unknown,
  where: string,
  vars: { workspace: string; env: NodeJS.ProcessEnv } = { workspace: process.cwd(), env: process.env },
  options: ParseOptions = {},
): McpServersConfig {
  const bad: Bad = (why) => {
    throw new McpConfigError(`${where}: ${why}`);
  };
  const out: Record<string, McpServerConfig> = {};
  for (const e of entriesOf(data, vars, bad, options.onWarning ?? (() => undefined))) {
    const x = (s: string): string => {
      if (!e.expand) return s;
      const withInputs = s.replace(INPUT_REF, (ref, id: string) => {
        const value = options.inputs?.[id];
        // VS Code asks the user for these; a host that cannot ask must not pass the text on.
        if (value === undefined)
          bad(
            `"\${input:${id}}" asks for a value when the server starts, which skillport does only on a terminal (skillport chat); set an environment variable and write "\${env:NAME}" instead.`,
          );
        return value ?? ref;
      });
      return expandVariables(withInputs, vars);
    };
    const config = serverConfig(e, x, vars.workspace, bad);
    if (config) out[e.name] = config;
  }
  return out;
}
