// MCP over HTTP at /mcp: skillport's own MCP server (src/mcp, with the Skills extension) serving the
// registry's skills. The latest version of each skill is written to a private directory of this
// process, kept in step with the database's generation (only changed skills are rewritten), and the
// server reloads from it. Each request gets its own stateless transport, so any peer can answer any
// request: nothing of a session lives in one process.
// Not `mcp.httpHandler()`: its 2025-11-25 leg keeps sessions in the process that opened them (a
// second peer behind a load balancer would not know them), and its Host gate accepts only this
// machine's own names and configured ones, where the registry answers under whatever public name a
// proxy gives it.
import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { unpackArchive } from "../install/archive.js";
import { DEFAULT_LIMITS } from "../install/tree.js";
import type { SkillportMcpServer } from "../mcp/server.js";
import type { RegistryContext, Request } from "./api.js";
import { REGISTRY_CODES, RegistryError } from "./errors.js";
import { readBody } from "./http-util.js";
import { artifactOf, generation } from "./store.js";

const MAX_MCP_BODY = 4 * 1024 * 1024;

export interface RegistryMcp {
  route(ctx: RegistryContext, r: Request): Promise<boolean>;
  close(): Promise<void>;
}

export function createRegistryMcp(): RegistryMcp {
  const dir = mkdtempSync(join(tmpdir(), "skillport-registry-mcp-"));
  let ids = new Map<string, number>();
  let synced = -1;
  let server: SkillportMcpServer | undefined;
  let syncing: Promise<void> | undefined;

  const writeSkill = async (ctx: RegistryContext, name: string, id: number, kind: string) => {
    const bytes = await artifactOf(ctx.db, id);
    if (bytes === undefined) return;
    const files =
      kind === "skill-md"
        ? [{ path: "SKILL.md", data: bytes }]
        : (await unpackArchive(bytes, "tar.gz", DEFAULT_LIMITS)).files;
    const stage = join(dir, `.stage-${name}`);
    rmSync(stage, { recursive: true, force: true });
    for (const f of files) {
      const path = join(stage, ...f.path.split("/"));
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, f.data, { mode: 0o600 });
    }
    rmSync(join(dir, name), { recursive: true, force: true });
    renameSync(stage, join(dir, name));
  };

  const sync = async (ctx: RegistryContext, g: number) => {
    const rows = await ctx.db.query<{ id: number; skill: string; kind: string }>(
      "SELECT v.id, v.skill, v.kind FROM registry_skills s JOIN registry_versions v ON v.id = s.latest_id",
    );
    const next = new Map(rows.map((r) => [r.skill, r.id]));
    for (const r of rows) if (ids.get(r.skill) !== r.id) await writeSkill(ctx, r.skill, r.id, r.kind);
    for (const name of ids.keys())
      if (!next.has(name)) rmSync(join(dir, name), { recursive: true, force: true });
    ids = next;
    if (server === undefined) {
      const { createMcpServer } = await import("../mcp/index.js");
      server = await createMcpServer({
        roots: [dir],
        cwd: dir,
        home: dir,
        user: false,
        project: false,
        builtins: false,
        watch: false,
        cache: false,
      });
    } else await server.reload();
    synced = g;
  };

  const current = async (ctx: RegistryContext): Promise<SkillportMcpServer> => {
    const g = await generation(ctx.db);
    while (synced !== g || server === undefined) {
      syncing ??= sync(ctx, g).finally(() => {
        syncing = undefined;
      });
      await syncing;
      if (synced >= g && server !== undefined) break;
    }
    return server!;
  };

  return {
    async route(ctx, r) {
      if (r.url.pathname !== "/mcp") return false;
      const method = r.req.method ?? "GET";
      let body: unknown;
      if (method === "POST") {
        const raw = await readBody(r.req, MAX_MCP_BODY);
        try {
          body = JSON.parse(raw.toString("utf8"));
        } catch {
          throw new RegistryError(REGISTRY_CODES.badRequest, "An MCP request must be a JSON-RPC message.");
        }
      }
      const mcp = await current(ctx);
      const { StreamableHTTPServerTransport } = await import(
        "@modelcontextprotocol/sdk/server/streamableHttp.js"
      );
      const transport = new StreamableHTTPServerTransport({
        sessionIdGenerator: undefined,
        enableJsonResponse: true,
      });
      const sdk = mcp.createServer();
      await sdk.connect(transport as unknown as Parameters<typeof sdk.connect>[0]);
      r.res.once("close", () => {
        void transport.close().catch(() => {});
        void sdk.close().catch(() => {});
      });
      await transport.handleRequest(r.req, r.res, body);
      return true;
    },
    async close() {
      await server?.close().catch(() => {});
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
