import { isAbsolute, join, resolve } from "node:path";
import type { Command } from "commander";
import { defaultHome } from "../../discovery/roots.js";
import { SkillportError } from "../../errors.js";
import { terminalLine } from "../../util/terminal.js";
import { type CliContext, CliError, globals } from "../context.js";
import { printJson } from "../output.js";
import { untilStopped } from "./shared.js";

function parsePort(value: string | undefined, dflt: number): number {
  if (value === undefined) return dflt;
  const n = Number(value);
  if (!/^\d+$/.test(value) || n > 65535)
    throw new CliError(`--port must be a number from 0 to 65535, not '${value}'`, 2);
  return n;
}

function parseSize(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const m = /^(\d+)(k|m)?$/i.exec(value);
  if (!m) throw new CliError(`--max-upload takes bytes (or 500k, 20m), not '${value}'`, 2);
  return Number(m[1]) * (m[2] ? (m[2].toLowerCase() === "k" ? 1024 : 1024 * 1024) : 1);
}

function publicUrl(value: string): string {
  try {
    const u = new URL(value);
    if (u.protocol === "http:" || u.protocol === "https:") return u.href.replace(/\/+$/, "");
  } catch {
    // below
  }
  throw new CliError(`--public-url must be an http:// or https:// URL, not '${value}'`, 2);
}

/** Where the embedded database lives without --data: the user's data directory. */
export function defaultDataDir(env: NodeJS.ProcessEnv): string {
  const xdg = env.XDG_DATA_HOME;
  // A relative XDG_DATA_HOME would put the registry wherever the command happens to run.
  const base = xdg && isAbsolute(xdg) ? xdg : join(defaultHome(env), ".local", "share");
  return join(base, "skillport", "registry");
}

/** A registry error as a CLI refusal: message and code. */
export function registryCliError(e: unknown): unknown {
  if (e instanceof TypeError) return new CliError(e.message, 2);
  if (e instanceof SkillportError && e.code.startsWith("registry-")) {
    return new CliError(`${terminalLine(e.message)} [${e.code}]`, 1);
  }
  return e;
}

interface ServeOptions {
  port?: string;
  host?: string;
  data?: string;
  db?: string;
  private?: boolean;
  maxUpload?: string;
  publicUrl?: string;
}

export function registerRegistry(program: Command, ctx: CliContext): void {
  const registry = program
    .command("registry")
    .description("host a private skills registry (docs/REGISTRY.md)");
  registry
    .command("serve")
    .description("serve a registry: publish API, well-known index, search, web page and MCP")
    .option("--port <n>", "port to listen on (default 7718; 0 picks a free port)")
    .option("--host <host>", "address to bind (default 127.0.0.1)")
    .option("--data <dir>", "directory of the embedded database (default: the user's data directory)")
    .option("--db <url>", "a PostgreSQL server instead of the embedded database (postgres://…)")
    .option("--private", "reads need a token too (scope read)")
    .option("--max-upload <bytes>", "largest upload accepted (default 20m)")
    .option(
      "--public-url <url>",
      "the URL clients reach the registry at, for the web page's install commands",
    )
    .action(async (opts: ServeOptions, cmd) => {
      const g = globals(cmd);
      const cwd = resolve(g.cwd ?? process.cwd());
      const port = parsePort(opts.port, 7718);
      const maxUploadBytes = parseSize(opts.maxUpload);
      if (opts.db !== undefined && opts.data !== undefined)
        throw new CliError("--db and --data exclude each other", 2);
      const { openRegistryDb } = await import("../../registry/db.js");
      const { createRegistryServer } = await import("../../registry/server.js");
      const data = opts.db === undefined ? resolve(cwd, opts.data ?? defaultDataDir(ctx.env)) : undefined;
      if (data !== undefined) {
        const { mkdirSync } = await import("node:fs");
        mkdirSync(data, { recursive: true, mode: 0o700 });
      }
      let unlock = () => {};
      if (data !== undefined) {
        const { lockDataDir } = await import("../../registry/data-lock.js");
        try {
          unlock = lockDataDir(data);
        } catch (e) {
          throw registryCliError(e);
        }
      }
      let reg: Awaited<ReturnType<typeof createRegistryServer>>;
      try {
        const db = await openRegistryDb({ ...(opts.db ? { db: opts.db } : {}), ...(data ? { data } : {}) });
        reg = await createRegistryServer({
          db,
          private: opts.private === true,
          ...(opts.publicUrl !== undefined ? { publicUrl: publicUrl(opts.publicUrl) } : {}),
          ...(maxUploadBytes !== undefined ? { maxUploadBytes } : {}),
          ...(ctx.env.SKILLPORT_REGISTRY_TOKEN ? { adminToken: ctx.env.SKILLPORT_REGISTRY_TOKEN } : {}),
          log: (line) => ctx.io.err(`${line}\n`),
        });
      } catch (e) {
        unlock();
        const { isDbDown } = await import("../../registry/http-util.js");
        if (isDbDown(e))
          throw new CliError(
            `cannot reach the database: ${terminalLine((e as Error).message)} [registry-db-unavailable]`,
            1,
          );
        throw registryCliError(e);
      }
      let url: string;
      try {
        ({ url } = await reg.listen(port, opts.host ?? "127.0.0.1"));
      } catch (e) {
        await reg.context.db.close();
        throw new CliError(
          `cannot listen on ${opts.host ?? "127.0.0.1"}:${port}: ${(e as Error).message}`,
          1,
        );
      }
      const store = opts.db ? "PostgreSQL" : `the embedded database in ${data}`;
      ctx.io.err(`skillport registry: serving ${url} from ${store}${opts.private ? " (private)" : ""}\n`);
      if (reg.tokens === 0)
        ctx.io.err(
          "skillport registry: no token exists yet; set SKILLPORT_REGISTRY_TOKEN to adopt an admin token\n",
        );
      await untilStopped(6000);
      await reg.close();
      await reg.context.db.close().catch(() => {});
      unlock();
    });
  registry
    .command("token")
    .description("create a token on a registry (needs an admin token in SKILLPORT_REGISTRY_TOKEN)")
    .requiredOption("--registry <url>", "the registry's URL")
    .requiredOption("--name <name>", "who or what the token is for (shown as the publisher)")
    .option("--scope <scope>", "read, publish or admin (default publish)")
    .action(async (opts: { registry: string; name: string; scope?: string }, cmd) => {
      const g = globals(cmd);
      const { requestToken } = await import("../../registry/client.js");
      let r: Awaited<ReturnType<typeof requestToken>>;
      try {
        r = await requestToken(
          { registry: opts.registry, token: ctx.env.SKILLPORT_REGISTRY_TOKEN },
          opts.name,
          opts.scope ?? "publish",
        );
      } catch (e) {
        throw registryCliError(e);
      }
      if (g.json) printJson(ctx.io, r);
      else ctx.io.out(`${r.token}\n`);
    });
}
