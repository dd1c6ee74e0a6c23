// Skills served over MCP (the Skills extension, `io.modelcontextprotocol/skills`): `skills/list`
// gives each skill's manifest (every file's URI, SHA-256 digest and size); each file is read with
// `resources/read` and must match its digest and size before it is used. The files then go through
// the installer like any other source's (validation, the audit, atomic placement, the lock), so a
// host that only reads skill folders can use skills an MCP server serves.
import { CODES, diag } from "../diagnostics.js";
import type { Diagnostic } from "../types.js";
import { terminalLine } from "../util/terminal.js";
import { INSTALL_CODES, InstallError } from "./errors.js";
import { declaredName, type FetchedSource, type FetchOptions, type SourceSkill } from "./fetch.js";
import { safeRelativePath } from "./paths.js";
import type { SkillFile } from "./place.js";
import { DEFAULT_LIMITS } from "./tree.js";

/** How to reach the server: a command to start (stdio) or a Streamable HTTP URL. */
export type McpServerSpec =
  | {
      readonly command: string;
      readonly args?: readonly string[];
      readonly env?: Readonly<Record<string, string>>;
      readonly cwd?: string;
    }
  | { readonly url: string; readonly headers?: Readonly<Record<string, string>> };

const MAX_PAGES = 100;
const MAX_SKILLS = 1000;
const MCP_TIMEOUT_MS = 60_000;
const DIGEST = /^sha256:([0-9a-f]{64})$/;

interface Entry {
  readonly uri: string;
  readonly resources: readonly { uri: string; digest: string; size: number }[];
}

const refuse = (what: string): InstallError =>
  new InstallError(
    INSTALL_CODES.indexInvalid,
    `The MCP server's skills listing ${what}; nothing was installed.`,
  );

/** `skill://NAME/PATH` → [NAME, PATH] with both checked, else undefined. */
function splitUri(uri: unknown): [string, string] | undefined {
  if (typeof uri !== "string" || !uri.startsWith("skill://")) return undefined;
  const rest = uri.slice("skill://".length);
  const slash = rest.indexOf("/");
  if (slash <= 0) return undefined;
  try {
    const name = decodeURIComponent(rest.slice(0, slash));
    const path = rest
      .slice(slash + 1)
      .split("/")
      .map((s) => decodeURIComponent(s))
      .join("/");
    const safe = safeRelativePath(path);
    return safe !== undefined && !/[/\\\0]/.test(name) && name !== "" ? [name, safe] : undefined;
  } catch {
    return undefined;
  }
}

function checkEntry(raw: unknown): Entry {
  const e = raw as { uri?: unknown; resources?: unknown };
  const head = splitUri(e?.uri);
  if (head === undefined || head[1] !== "SKILL.md")
    throw refuse(`has an entry whose uri is not skill://NAME/SKILL.md`);
  if (!Array.isArray(e.resources)) throw refuse(`has an entry (${terminalLine(head[0])}) without resources`);
  const resources = e.resources.map((r: { uri?: unknown; digest?: unknown; size?: unknown }) => {
    const parts = splitUri(r?.uri);
    if (!parts || parts[0] !== head[0] || typeof r.digest !== "string" || !DIGEST.test(r.digest))
      throw refuse(`lists a resource of ${terminalLine(head[0])} with a bad uri or digest`);
    if (typeof r.size !== "number" || !Number.isInteger(r.size) || r.size < 0)
      throw refuse(`lists a resource of ${terminalLine(head[0])} without a size`);
    return { uri: r.uri as string, digest: r.digest, size: r.size };
  });
  return { uri: e.uri as string, resources };
}

async function connect(spec: McpServerSpec, timeoutMs: number, env: NodeJS.ProcessEnv) {
  let sdk: [
    typeof import("@modelcontextprotocol/sdk/client/index.js"),
    typeof import("@modelcontextprotocol/sdk/client/stdio.js"),
    typeof import("@modelcontextprotocol/sdk/client/streamableHttp.js"),
  ];
  try {
    sdk = await Promise.all([
      import("@modelcontextprotocol/sdk/client/index.js"),
      import("@modelcontextprotocol/sdk/client/stdio.js"),
      import("@modelcontextprotocol/sdk/client/streamableHttp.js"),
    ]);
  } catch {
    throw new InstallError(
      INSTALL_CODES.fetchFailed,
      "Installing from an MCP server needs the MCP SDK (@modelcontextprotocol/sdk); install it next to skillport.",
    );
  }
  const [{ Client }, { StdioClientTransport, getDefaultEnvironment }, { StreamableHTTPClientTransport }] =
    sdk;
  const client = new Client({ name: "skillport-add", version: "1" });
  let tail = "";
  const transport =
    "url" in spec
      ? new StreamableHTTPClientTransport(new URL(spec.url), {
          requestInit: { headers: { ...(spec.headers ?? {}) } },
        })
      : new StdioClientTransport({
          command: spec.command,
          args: [...(spec.args ?? [])],
          // The SDK's short list of safe variables, plus what the entry names: no other secrets.
          env: { ...getDefaultEnvironment(), ...(spec.env ?? {}), ...(env.HOME ? { HOME: env.HOME } : {}) },
          ...(spec.cwd !== undefined ? { cwd: spec.cwd } : {}),
          stderr: "pipe",
        });
  if (transport instanceof StdioClientTransport) {
    transport.stderr?.on("data", (chunk: Buffer) => {
      tail = (tail + chunk.toString("utf8")).slice(-500);
    });
  }
  try {
    await client.connect(transport, { timeout: timeoutMs });
  } catch (e) {
    await client.close().catch(() => undefined);
    const why = tail.trim()
      ? ` Its stderr ended with: ${terminalLine(tail.trim().split("\n").slice(-1)[0]!)}`
      : "";
    throw new InstallError(
      INSTALL_CODES.fetchFailed,
      `Cannot connect to the MCP server: ${terminalLine((e as Error).message)}.${why}`,
    );
  }
  return client;
}

/** Fetches every skill (or those in `options.only`) an MCP server lists, each file verified. */
export async function fetchMcp(
  spec: McpServerSpec,
  label: string,
  options: FetchOptions = {},
): Promise<FetchedSource> {
  const limits = options.limits ?? DEFAULT_LIMITS;
  const timeout = options.timeoutMs ?? MCP_TIMEOUT_MS;
  const client = await connect(spec, timeout, options.env ?? process.env);
  try {
    const { z } = await import("zod");
    const anyResult = z.object({}).passthrough();
    const entries: Entry[] = [];
    let cursor: string | undefined;
    for (let page = 0; page < MAX_PAGES; page++) {
      let r: Record<string, unknown>;
      try {
        r = (await client.request(
          { method: "skills/list", params: cursor !== undefined ? { cursor } : {} },
          anyResult,
          { timeout },
        )) as Record<string, unknown>;
      } catch (e) {
        throw new InstallError(
          INSTALL_CODES.fetchFailed,
          `The MCP server ${terminalLine(label)} does not list skills (skills/list of the Skills extension): ${terminalLine((e as Error).message)}.`,
        );
      }
      if (!Array.isArray(r.skills)) throw refuse("has no skills array");
      for (const s of r.skills) entries.push(checkEntry(s));
      if (entries.length > MAX_SKILLS) throw refuse(`lists more than ${MAX_SKILLS} skills`);
      cursor = typeof r.nextCursor === "string" && r.nextCursor !== "" ? r.nextCursor : undefined;
      if (cursor === undefined) break;
    }
    const wanted = options.only && options.only.length > 0 ? new Set(options.only) : undefined;
    const skills: SourceSkill[] = [];
    for (const e of entries) {
      const name = splitUri(e.uri)![0];
      if (wanted && !wanted.has(name)) {
        skills.push({ name, files: [], diagnostics: [] });
        continue;
      }
      const files = await readSkill(client, e, name, limits, timeout, anyResult);
      const declared = declaredName(files, name);
      const diagnostics: Diagnostic[] = [];
      if (declared.name !== name)
        diagnostics.push(
          diag(
            "warning",
            CODES.installIndexLenient,
            `The MCP server lists ${terminalLine(name)}, but its SKILL.md is named ${terminalLine(declared.name)}; installed as ${terminalLine(name)}.`,
          ),
        );
      skills.push({
        name,
        ...(declared.description !== undefined ? { description: declared.description } : {}),
        files,
        skillPath: `${name}/SKILL.md`,
        diagnostics,
      });
    }
    return { skills, diagnostics: [], origin: { source: label, sourceType: "mcp" } };
  } finally {
    await client.close().catch(() => undefined);
  }
}

/** Reads and verifies every file of one entry. */
async function readSkill(
  client: import("@modelcontextprotocol/sdk/client/index.js").Client,
  e: Entry,
  name: string,
  limits: typeof DEFAULT_LIMITS,
  timeout: number,
  schema: Parameters<typeof client.request>[1],
): Promise<SkillFile[]> {
  if (e.resources.length > limits.maxFiles)
    throw new InstallError(
      INSTALL_CODES.tooLarge,
      `${terminalLine(name)} lists more than ${limits.maxFiles} files; refused.`,
    );
  const total = e.resources.reduce((n, r) => n + r.size, 0);
  if (total > limits.maxSkillBytes || e.resources.some((r) => r.size > limits.maxFileBytes))
    throw new InstallError(
      INSTALL_CODES.tooLarge,
      `${terminalLine(name)} is larger than the install limits; refused.`,
    );
  const { createHash } = await import("node:crypto");
  const files: SkillFile[] = [];
  for (const res of e.resources) {
    const path = splitUri(res.uri)![1];
    const r = (await client.request({ method: "resources/read", params: { uri: res.uri } }, schema, {
      timeout,
    })) as { contents?: { uri?: string; text?: unknown; blob?: unknown }[] };
    const c = r.contents?.[0];
    const data =
      typeof c?.text === "string"
        ? Buffer.from(c.text, "utf8")
        : typeof c?.blob === "string"
          ? Buffer.from(c.blob, "base64")
          : undefined;
    const actual = data && `sha256:${createHash("sha256").update(data).digest("hex")}`;
    if (data === undefined || data.length !== res.size || actual !== res.digest) {
      throw new InstallError(
        INSTALL_CODES.digestMismatch,
        `${terminalLine(res.uri)} does not match the digest and size the server listed for it; nothing was installed.`,
      );
    }
    files.push({ path, data });
  }
  if (!files.some((f) => f.path === "SKILL.md"))
    throw refuse(`has an entry (${terminalLine(name)}) whose files do not include SKILL.md`);
  return files;
}
