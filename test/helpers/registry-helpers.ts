// Helpers of the registry tests: a registry on an in-memory PGlite in this process, skills packed
// the way `skillport publish` packs them, and authenticated fetches.
import { createHash } from "node:crypto";
import { tarGz } from "../../src/install/export.js";
import { openPglite, type RegistryDb } from "../../src/registry/db.js";
import { createRegistryServer, type RegistryServerOptions } from "../../src/registry/server.js";
import { skillMd, tmp, writeTree } from "./index.js";

export const ADMIN = "test-admin-token-0123456789abcdef";

export interface TestRegistry {
  readonly url: string;
  readonly db: RegistryDb;
  close(): Promise<void>;
}

export async function startRegistry(
  options: Partial<RegistryServerOptions> & { db?: RegistryDb } = {},
): Promise<TestRegistry> {
  const db = options.db ?? (await openPglite());
  const reg = await createRegistryServer({ adminToken: ADMIN, log: () => {}, ...options, db });
  const { url } = await reg.listen(0);
  return {
    url,
    db,
    close: async () => {
      await reg.close();
      await db.close().catch(() => {});
    },
  };
}

/** A tar.gz of a skill directory made of `files` (SKILL.md given by `md`). */
export async function packSkill(files: Record<string, string | Buffer>): Promise<Buffer> {
  const dir = writeTree(tmp("skillport-reg-skill-"), files);
  return tarGz(dir, Object.keys(files).sort());
}

export const simpleSkill = (
  name: string,
  opts: { version?: string; description?: string; body?: string } = {},
) =>
  packSkill({
    "SKILL.md": skillMd(
      name,
      opts.description,
      opts.version !== undefined ? `metadata:\n  version: "${opts.version}"\n` : "",
      opts.body,
    ),
  });

export async function api(
  url: string,
  path: string,
  init: { method?: string; body?: Uint8Array | string; token?: string; type?: string } = {},
  // biome-ignore lint/suspicious/noExplicitAny: tests read the JSON answers field by field
): Promise<{ status: number; json: any; headers: Headers }> {
  const res = await fetch(`${url}${path}`, {
    method: init.method ?? "GET",
    ...(init.body !== undefined ? { body: init.body } : {}),
    headers: {
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...(init.type ? { "content-type": init.type } : {}),
    },
  });
  const text = await res.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = text;
  }
  return { status: res.status, json, headers: res.headers };
}

export const publish = (url: string, bytes: Uint8Array, token = ADMIN, query = "") =>
  api(url, `/v1/skills${query}`, { method: "POST", body: bytes, token, type: "application/gzip" });

export const sha256 = (b: Uint8Array) => `sha256:${createHash("sha256").update(b).digest("hex")}`;
