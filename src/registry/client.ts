// The client side of publishing: pack each skill under a directory the way `skillport export` does
// and POST it; yank and token requests. Errors carry the registry's own code and message.
import { join, relative } from "node:path";
import { tarGz } from "../install/export.js";
import { DEFAULT_LIMITS, findSkillDirs, readSkillTree } from "../install/tree.js";
import type { Diagnostic } from "../types.js";
import { REGISTRY_CODES, RegistryError, type RegistryErrorCode } from "./errors.js";

export interface ClientOptions {
  readonly registry: string;
  readonly token?: string;
  readonly timeoutMs?: number;
}

/** The registry's base URL, checked: http(s) only, no credentials in it. */
export function registryBase(value: string): URL {
  let u: URL;
  try {
    u = new URL(value);
  } catch {
    throw new TypeError(`--registry must be an http:// or https:// URL, not '${value}'`);
  }
  if (u.protocol !== "http:" && u.protocol !== "https:") {
    throw new TypeError(`--registry must be an http:// or https:// URL, not '${value}'`);
  }
  if (u.username || u.password) {
    throw new TypeError("--registry must not carry credentials; set SKILLPORT_REGISTRY_TOKEN instead");
  }
  u.pathname = u.pathname.replace(/\/*$/, "/");
  u.search = "";
  u.hash = "";
  return u;
}

async function call(
  options: ClientOptions,
  path: string,
  init: { method: string; body?: Uint8Array | string; type?: string },
): Promise<{ status: number; json: Record<string, unknown> }> {
  const url = new URL(path, registryBase(options.registry));
  let res: Response;
  try {
    res = await fetch(url, {
      method: init.method,
      ...(init.body !== undefined ? { body: init.body } : {}),
      headers: {
        ...(init.type ? { "content-type": init.type } : {}),
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      },
      redirect: "error",
      signal: AbortSignal.timeout(options.timeoutMs ?? 120_000),
    });
  } catch (e) {
    throw new RegistryError(
      REGISTRY_CODES.unreachable,
      `Cannot reach the registry at ${url.origin}: ${(e as Error).cause instanceof Error ? ((e as Error).cause as Error).message : (e as Error).message}.`,
    );
  }
  const text = await res.text();
  let json: Record<string, unknown>;
  try {
    json = JSON.parse(text) as Record<string, unknown>;
  } catch {
    throw new RegistryError(
      REGISTRY_CODES.unreachable,
      `${url.origin} answered ${res.status} with something other than JSON; is it a skillport registry?`,
    );
  }
  if (!res.ok) {
    const err = (json.error ?? {}) as { code?: string; message?: string };
    const code = (Object.values(REGISTRY_CODES) as string[]).includes(err.code ?? "")
      ? (err.code as RegistryErrorCode)
      : REGISTRY_CODES.unreachable;
    throw new RegistryError(
      code,
      String(err.message ?? `The registry answered ${res.status}.`),
      json.error as Record<string, unknown>,
    );
  }
  return { status: res.status, json };
}

export interface Published {
  readonly dir: string;
  readonly name: string;
  readonly version: string;
  readonly digest: string;
  readonly created: boolean;
  readonly worst: string | null;
}

/** Publishes every skill under `dir` (`dir` itself when it holds a SKILL.md). */
export async function publishTree(
  dir: string,
  options: ClientOptions & { force?: boolean },
): Promise<{ published: Published[]; diagnostics: Diagnostic[] }> {
  const dirs = findSkillDirs(dir);
  if (dirs.length === 0) {
    throw new RegistryError(REGISTRY_CODES.badRequest, `There is no SKILL.md under ${dir}.`);
  }
  const published: Published[] = [];
  const diagnostics: Diagnostic[] = [];
  for (const rel of dirs) {
    const skillDir = rel ? join(dir, ...rel.split("/")) : dir;
    const { files, diagnostics: ds } = readSkillTree(skillDir, DEFAULT_LIMITS);
    diagnostics.push(...ds);
    const bytes = await tarGz(skillDir, files.map((f) => f.path).sort());
    const { json } = await call(options, `v1/skills${options.force ? "?force=true" : ""}`, {
      method: "POST",
      body: bytes,
      type: "application/gzip",
    });
    published.push({
      dir: relative(process.cwd(), skillDir) || ".",
      name: String(json.name),
      version: String(json.version),
      digest: String(json.digest),
      created: json.created === true,
      worst: ((json.audit as { worst?: string | null } | undefined)?.worst ?? null) as string | null,
    });
  }
  return { published, diagnostics };
}

export async function yank(options: ClientOptions, skill: string, version: string): Promise<void> {
  await call(options, `v1/skills/${encodeURIComponent(skill)}/versions/${encodeURIComponent(version)}`, {
    method: "DELETE",
  });
}

export async function requestToken(
  options: ClientOptions,
  name: string,
  scope: string,
): Promise<{ token: string; name: string; scope: string }> {
  const { json } = await call(options, "v1/tokens", {
    method: "POST",
    body: JSON.stringify({ name, scope }),
    type: "application/json",
  });
  return json as { token: string; name: string; scope: string };
}
