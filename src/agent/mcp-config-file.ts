import { constants } from "node:fs";
import { open } from "node:fs/promises";
import {
  INPUT_REF,
  isRecord,
  McpConfigError,
  type McpServersConfig,
  type ParseOptions,
  parseMcpConfig,
} from "./mcp-config.js";

// Reading an MCP configuration file: JSON with comments and trailing commas (VS Code's mcp.json, Zed's
// settings.json, Claude's and Cursor's JSON) or TOML (Codex's config.toml), each with a well-kept parser
// loaded on first use; a syntax error names the file, line and column, never the file's text. VS Code's
// `${input:ID}` values are asked for through the host's `askInput`, or refused.

/** Largest configuration file read. */
export const MAX_MCP_CONFIG_BYTES = 1024 * 1024;

/** A value VS Code asks for when a server starts (its `inputs` entry). */
export interface McpInput {
  readonly id: string;
  readonly description: string;
  /** Typed without echo. */
  readonly password: boolean;
  /** `pickString`: the choices. */
  readonly options?: readonly string[];
  readonly default?: string;
}

export interface ReadMcpConfigOptions {
  /** Asks a person for an `${input:ID}` value; without it, a configuration that uses one is refused. */
  readonly askInput?: (input: McpInput) => Promise<string>;
  /** Entries skipped with a reason. */
  readonly onWarning?: (message: string) => void;
}

const where = (text: string, offset: number): string => {
  const before = text.slice(0, offset).split("\n");
  return `${before.length}:${before.at(-1)!.length + 1}`;
};

/** JSON with comments and trailing commas; an error names the line and column. */
async function parseJsonc(path: string, text: string): Promise<unknown> {
  const { parse, printParseErrorCode } = await import("jsonc-parser");
  const errors: import("jsonc-parser").ParseError[] = [];
  const data = parse(text, errors, { allowTrailingComma: true, disallowComments: false });
  const first = errors[0];
  if (first !== undefined) {
    // "ValueExpected" → "value expected"
    const what = printParseErrorCode(first.error)
      .replace(/([a-z])([A-Z])/g, "$1 $2")
      .toLowerCase();
    throw new McpConfigError(
      `${path}:${where(text, first.offset)}: not valid JSON (${what}). Comments and trailing commas are allowed; check that line.`,
    );
  }
  return data;
}

async function parseToml(path: string, text: string): Promise<unknown> {
  const { parse, TomlError } = await import("smol-toml");
  try {
    return parse(text);
  } catch (e) {
    if (!(e instanceof TomlError)) throw e;
    // The parser's message quotes the line; only its first sentence goes into ours.
    const what = e.message.split("\n")[0]!.replace(/^Invalid TOML document:\s*/, "");
    throw new McpConfigError(`${path}:${e.line}:${e.column}: not valid TOML (${what}).`);
  }
}

/** Regular files only (a FIFO or /dev/zero is refused unread), at most 1 MiB. */
async function readText(path: string): Promise<string> {
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
      return bytes.toString("utf8").replace(/^\uFEFF/, "");
    } finally {
      await handle.close();
    }
  } catch (e) {
    if (e instanceof McpConfigError) throw e;
    throw new McpConfigError(`${path}: cannot read the MCP configuration (${(e as Error).message}).`);
  }
}

/** The `inputs` VS Code declares (in mcp.json, or under "mcp" in its settings), by id. */
function declaredInputs(data: unknown): Map<string, McpInput> {
  const d = isRecord(data) ? data : {};
  const list = Array.isArray(d.inputs)
    ? d.inputs
    : isRecord(d.mcp) && Array.isArray(d.mcp.inputs)
      ? d.mcp.inputs
      : [];
  const out = new Map<string, McpInput>();
  for (const i of list as unknown[]) {
    if (!isRecord(i) || typeof i.id !== "string") continue;
    const options = Array.isArray(i.options)
      ? i.options.filter((o): o is string => typeof o === "string")
      : undefined;
    out.set(i.id, {
      id: i.id,
      description: typeof i.description === "string" ? i.description : i.id,
      password: i.password === true,
      ...(i.type === "pickString" && options ? { options } : {}),
      ...(typeof i.default === "string" ? { default: i.default } : {}),
    });
  }
  return out;
}

/** Asks for every `${input:ID}` the file's servers use, once each; refuses an undeclared id. */
async function askInputs(
  path: string,
  text: string,
  data: unknown,
  ask: NonNullable<ReadMcpConfigOptions["askInput"]>,
): Promise<Record<string, string>> {
  const declared = declaredInputs(data);
  const used = new Set([...text.matchAll(INPUT_REF)].map((m) => m[1]!));
  const values: Record<string, string> = {};
  for (const id of used) {
    const input = declared.get(id);
    if (input === undefined)
      throw new McpConfigError(
        `${path}: "\${input:${id.slice(0, 60)}}" is used but not declared in "inputs".`,
      );
    values[id] = await ask(input);
  }
  return values;
}

/**
 * Reads an MCP configuration file: Claude Desktop's, Cursor's or Claude Code's JSON, VS Code's mcp.json
 * (JSONC, `inputs`), Zed's settings.json (`context_servers`, JSONC) or Codex's config.toml
 * (`[mcp_servers.NAME]`, chosen by the `.toml` extension).
 */
export async function readMcpConfig(
  path: string,
  vars: { workspace: string; env: NodeJS.ProcessEnv } = { workspace: process.cwd(), env: process.env },
  options: ReadMcpConfigOptions = {},
): Promise<McpServersConfig> {
  const text = await readText(path);
  const data = /\.toml$/i.test(path) ? await parseToml(path, text) : await parseJsonc(path, text);
  const parse: ParseOptions = { ...(options.onWarning ? { onWarning: options.onWarning } : {}) };
  // Ask only after the file parsed, and only for values its servers use.
  const inputs =
    options.askInput && text.includes("${input:")
      ? await askInputs(path, text, data, options.askInput)
      : undefined;
  return parseMcpConfig(data, path, vars, { ...parse, ...(inputs ? { inputs } : {}) });
}
