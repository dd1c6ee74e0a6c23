// The registry's routes: the /v1 API, the well-known index and artifacts. Each handler reads the
// database afresh (peers share nothing but it); the only caches are keyed by its generation.
import type { IncomingMessage, ServerResponse } from "node:http";
import type { RegistryDb } from "./db.js";
import { REGISTRY_CODES, RegistryError } from "./errors.js";
import { readBody, send, sendJson } from "./http-util.js";
import { ingest, SKILL_NAME } from "./ingest.js";
import type { RegistrySearch } from "./search.js";
import { skillJson, versionJson } from "./shapes.js";
import {
  artifactOf,
  generation,
  type IndexRow,
  indexRowsSince,
  insertVersion,
  latestOf,
  listLatest,
  SCOPES,
  type Scope,
  versionOf,
  versionsOf,
  yankVersion,
} from "./store.js";
import { type Caller, createToken, requireScope } from "./tokens.js";
import { indexDocument, parseArtifactPath } from "./wellknown.js";

export interface RegistryContext {
  readonly db: RegistryDb;
  readonly search: RegistrySearch;
  readonly maxUploadBytes: number;
  /** The registry's URL as clients reach it, for the install commands the page shows. */
  readonly publicUrl?: string;
  /** The top index, cached per generation with the rows it was made of (updated by what changed). */
  indexCache?: { generation: number; rows: Map<string, IndexRow>; body: string };
}

export interface Request {
  readonly req: IncomingMessage;
  readonly res: ServerResponse;
  readonly url: URL;
  readonly caller: Caller;
}

const notFound = (what: string) =>
  new RegistryError(REGISTRY_CODES.notFound, `${what} is not in this registry.`);

const limitOf = (url: URL, dflt: number, max: number): number => {
  const raw = url.searchParams.get("limit");
  if (raw === null) return dflt;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > max) {
    throw new RegistryError(REGISTRY_CODES.badRequest, `limit must be a whole number from 1 to ${max}.`);
  }
  return n;
};

export const checkName = (name: string): string => {
  if (!SKILL_NAME.test(name)) throw notFound(`The skill ${JSON.stringify(name.slice(0, 80))}`);
  return name;
};

async function version(ctx: RegistryContext, skill: string, v: string) {
  const row = await versionOf(ctx.db, checkName(skill), v);
  if (row === undefined) throw notFound(v === "latest" ? `The skill ${skill}` : `Version ${v} of ${skill}`);
  return row;
}

const ARTIFACT_TYPE = { "skill-md": "text/markdown; charset=utf-8", archive: "application/gzip" } as const;

async function sendArtifact(ctx: RegistryContext, r: Request, skill: string, v: string): Promise<void> {
  const row = await version(ctx, skill, v);
  const bytes = await artifactOf(ctx.db, row.id);
  if (bytes === undefined) throw notFound(`Version ${v} of ${skill}`);
  send(r.res, 200, bytes, ARTIFACT_TYPE[row.kind], {
    "cache-control": "public, max-age=31536000, immutable",
    "x-skill-digest": row.digest,
    "content-disposition": `attachment; filename="${row.kind === "skill-md" ? "SKILL.md" : `${row.skill}.tar.gz`}"`,
  });
}

async function topIndex(ctx: RegistryContext): Promise<string> {
  const g = await generation(ctx.db);
  const cache = ctx.indexCache;
  if (cache !== undefined && cache.generation >= g) return cache.body;
  const rows = new Map(cache?.rows);
  for (const r of await indexRowsSince(ctx.db, cache?.generation ?? -1)) {
    if (r.version === null) rows.delete(r.skill);
    else rows.set(r.skill, r as IndexRow);
  }
  const sorted = [...rows.values()].sort((a, b) => (a.skill < b.skill ? -1 : a.skill > b.skill ? 1 : 0));
  const body = indexDocument(sorted, true);
  // Another request may have cached a newer generation meanwhile: keep the newest.
  if ((ctx.indexCache?.generation ?? -1) < g) ctx.indexCache = { generation: g, rows, body };
  return body;
}

const sendIndex = (r: Request, body: string) =>
  send(r.res, 200, body, "application/json; charset=utf-8", { "access-control-allow-origin": "*" });

/** Well-known routes; false when the path is not one. */
export async function wellKnownRoute(ctx: RegistryContext, r: Request): Promise<boolean> {
  const path = r.url.pathname;
  if (path === "/.well-known/agent-skills/index.json") {
    sendIndex(r, await topIndex(ctx));
    return true;
  }
  const art = parseArtifactPath(path);
  if (art !== undefined) {
    await sendArtifact(ctx, r, art.skill, art.version);
    return true;
  }
  const one = /^\/skills\/([^/]+)(?:\/versions\/([^/]+))?\/\.well-known\/agent-skills\/index\.json$/.exec(
    path,
  );
  if (one) {
    const row = await version(ctx, one[1]!, one[2] === undefined ? "latest" : decodeURIComponent(one[2]));
    if (row.yanked_ms !== null && one[2] === undefined) throw notFound(`The skill ${row.skill}`);
    sendIndex(r, indexDocument([row], false));
    return true;
  }
  return false;
}

/**
 * Uploads read and checked at once by this process: each holds its body and unpacked files in memory,
 * so many at once could exhaust it. Others wait before their body is read (TCP holds the rest back).
 */
const MAX_INGESTS = 4;
let ingesting = 0;
const waiting: (() => void)[] = [];

async function withIngestSlot<T>(fn: () => Promise<T>): Promise<T> {
  if (ingesting >= MAX_INGESTS) await new Promise<void>((go) => waiting.push(go));
  else ingesting++;
  try {
    return await fn();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else ingesting--;
  }
}

async function publish(ctx: RegistryContext, r: Request): Promise<void> {
  requireScope(r.caller, "publish");
  const force = r.url.searchParams.get("force") === "true";
  if (force) requireScope(r.caller, "admin");
  const { row, created } = await withIngestSlot(async () => {
    const body = await readBody(r.req, ctx.maxUploadBytes);
    const { version: v } = await ingest(body, { override: force });
    return insertVersion(ctx.db, { ...v, publisher: r.caller.name });
  });
  sendJson(r.res, created ? 201 : 200, { ...versionJson(row, true), created });
}

async function createTokenRoute(ctx: RegistryContext, r: Request): Promise<void> {
  requireScope(r.caller, "admin");
  let body: { name?: unknown; scope?: unknown };
  try {
    body = JSON.parse((await readBody(r.req, 64 * 1024)).toString("utf8"));
  } catch {
    throw new RegistryError(
      REGISTRY_CODES.badRequest,
      'The body must be JSON: {"name": "...", "scope": "publish"}.',
    );
  }
  const name = typeof body.name === "string" ? body.name.trim() : "";
  if (name === "" || name.length > 100 || /[\u0000-\u001f\u007f]/.test(name)) {
    throw new RegistryError(REGISTRY_CODES.badRequest, "name must be 1 to 100 printable characters.");
  }
  if (!SCOPES.includes(body.scope as Scope)) {
    throw new RegistryError(REGISTRY_CODES.badRequest, `scope must be one of ${SCOPES.join(", ")}.`);
  }
  const token = await createToken(ctx.db, name, body.scope as Scope);
  sendJson(r.res, 201, { token, name, scope: body.scope });
}

/** /v1 routes; false when the path is not one. */
export async function apiRoute(ctx: RegistryContext, r: Request): Promise<boolean> {
  const { pathname: path, searchParams: q } = r.url;
  const method = r.req.method ?? "GET";
  if (!path.startsWith("/v1/")) return false;
  if (path === "/v1/skills" && method === "POST") return publish(ctx, r).then(() => true);
  if (path === "/v1/tokens" && method === "POST") return createTokenRoute(ctx, r).then(() => true);
  const m = /^\/v1\/skills(?:\/([^/]+)(?:\/versions(?:\/([^/]+)(\/content)?)?)?)?$/.exec(path);
  if (m && method === "DELETE" && m[1] && m[2] && !m[3]) {
    requireScope(r.caller, "publish");
    const v = decodeURIComponent(m[2]);
    const ok = await yankVersion(ctx.db, checkName(m[1]), v, r.caller.name);
    if (!ok) {
      await version(ctx, m[1], v); // 404 when it does not exist
      throw new RegistryError(REGISTRY_CODES.badRequest, `Version ${v} of ${m[1]} is already yanked.`);
    }
    sendJson(r.res, 200, versionJson((await versionOf(ctx.db, m[1], v))!, false));
    return true;
  }
  if (method !== "GET" && method !== "HEAD") {
    throw new RegistryError(REGISTRY_CODES.badRequest, `${method} is not allowed on ${path}.`);
  }
  if (path === "/v1/search") {
    const query = (q.get("q") ?? "").slice(0, 1000);
    const limit = limitOf(r.url, 10, 100);
    const hits = await ctx.search.search(query, limit);
    const rows = new Map(
      (
        await latestOf(
          ctx.db,
          hits.map((h) => h.name),
        )
      ).map((v) => [v.skill, v]),
    );
    const data = hits.flatMap((h) => {
      const v = rows.get(h.name);
      return v ? [{ ...skillJson(v), score: h.score, matched: h.matched }] : [];
    });
    const suggestion = data.length === 0 && query.trim() !== "" ? await ctx.search.suggest(query) : undefined;
    sendJson(r.res, 200, { data, ...(suggestion !== undefined ? { suggestion } : {}) });
    return true;
  }
  if (!m) throw notFound(`The path ${path.slice(0, 200)}`);
  if (m[1] === undefined) {
    const limit = limitOf(r.url, 20, 100);
    const after = (q.get("page") ?? "").slice(0, 64);
    const rows = await listLatest(ctx.db, limit + 1, after);
    const page = rows.slice(0, limit);
    sendJson(r.res, 200, {
      data: page.map(skillJson),
      has_more: rows.length > limit,
      next_page: rows.length > limit ? page[page.length - 1]!.skill : null,
    });
    return true;
  }
  const name = checkName(m[1]);
  if (path.endsWith("/versions")) {
    const withYanked = q.get("yanked") === "true";
    const rows = await versionsOf(ctx.db, name, withYanked);
    if (rows.length === 0) await version(ctx, name, "latest");
    sendJson(r.res, 200, { data: rows.map((v) => versionJson(v)), has_more: false, next_page: null });
    return true;
  }
  if (m[2] === undefined) {
    sendJson(r.res, 200, skillJson(await version(ctx, name, "latest")));
    return true;
  }
  const v = decodeURIComponent(m[2]);
  if (m[3]) await sendArtifact(ctx, r, name, v);
  else sendJson(r.res, 200, versionJson(await version(ctx, name, v), true));
  return true;
}
