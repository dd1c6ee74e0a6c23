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

/** A minimal ustar entry, to build archives a well-behaved packer would never make. */
export function tarEntry(name: string, data: Buffer | string = "", type = "0", linkname = ""): Buffer {
  const body = Buffer.from(data);
  const h = Buffer.alloc(512);
  h.write(name, 0, 100, "utf8");
  h.write("0000644\0", 100);
  h.write("0000000\0", 108);
  h.write("0000000\0", 116);
  h.write(`${body.length.toString(8).padStart(11, "0")}\0`, 124);
  h.write("00000000000\0", 136);
  h.write("        ", 148);
  h.write(type, 156);
  h.write(linkname, 157, 100, "utf8");
  h.write("ustar\0", 257);
  h.write("00", 263);
  let sum = 0;
  for (const b of h) sum += b;
  h.write(`${sum.toString(8).padStart(6, "0")}\0 `, 148);
  const pad = Buffer.alloc((512 - (body.length % 512)) % 512);
  return Buffer.concat([h, body, pad]);
}
