import type { Command } from "commander";
import { terminalLine } from "../../util/terminal.js";
import { type CliContext, CliError, globals, loadOptionsFrom } from "../context.js";
import { formatDiagnostic } from "../output.js";
import { untilStopped } from "./shared.js";

const collect = (value: string, previous: string[] = []): string[] => [...previous, value];

interface McpCliOptions {
  http?: boolean;
  host?: string;
  port?: string;
  token?: string;
  allowedHost?: string[];
  allowedOrigin?: string[];
  allowShell?: boolean;
  watch?: boolean;
}

function parsePort(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!/^\d+$/.test(value) || n > 65535)
    throw new CliError(`--port must be a number from 0 to 65535, not '${value}'`, 2);
  return n;
}

/** How long a stopping server may take to close before the process exits anyway. */
const SHUTDOWN_MS = 3000;

/** Closes the server; a close that hangs past `ms` does not keep the process alive. */
async function closeWithin(mcp: { close(): Promise<void> }, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    mcp.close().catch(() => {}),
    new Promise<void>((done) => {
      timer = setTimeout(done, ms);
    }),
  ]);
  clearTimeout(timer);
}

export function registerMcp(program: Command, ctx: CliContext): void {
  program
    .command("mcp")
    .description("serve skills and commands to MCP clients (stdio by default, Streamable HTTP with --http)")
    .option("--http", "serve Streamable HTTP instead of stdio")
    .option("--host <host>", "address to bind with --http (default 127.0.0.1; others need a token)")
    .option("--port <n>", "port with --http (default 7717; 0 picks a free port)")
    .option("--token <token>", "bearer token required on every HTTP request (default $SKILLPORT_TOKEN)")
    .option("--allowed-host <name>", "accept this Host header name too (repeatable)", collect)
    .option(
      "--allowed-origin <origin>",
      "accept requests from this Origin too, and let browser pages there call the server (repeatable)",
      collect,
    )
    .option("--allow-shell", "let command prompts run their shell snippets")
    .option("--no-watch", "do not reload skills on change")
    .action(async (opts: McpCliOptions, cmd: Command) => {
      const g = globals(cmd);
      const load = loadOptionsFrom(g, ctx.env, ctx.io);
      const port = parsePort(opts.port);
      if (!opts.http && (opts.host !== undefined || opts.port !== undefined || opts.token !== undefined)) {
        throw new CliError("--host, --port and --token apply to --http only", 2);
      }
      // zod compiles a parser (new Function) for each object schema on its first parse: for the few
      // messages of a start that costs more than it saves. Its schemas read the setting when built, so
      // it goes into zod's global configuration (the object every zod copy shares, `z.config()`'s
      // target) before the MCP SDK builds its schemas. zod loads with the server just below.
      const zodConfig = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
      zodConfig.__zod_globalConfig ??= {};
      zodConfig.__zod_globalConfig.jitless = true;
      const { createMcpServer, McpServeError } = await import("../../mcp/index.js");
      const warn = (e: Error) => ctx.io.err(`skillport mcp: ${terminalLine(e.message)}\n`);
      const mcp = await createMcpServer({
        ...load,
        allowShell: opts.allowShell === true,
        watch: opts.watch !== false,
        onError: warn,
        onNotice: (message) => ctx.io.err(`skillport mcp: ${terminalLine(message)}\n`),
      });
      if (ctx.serving !== undefined) {
        const { firstAnswered } = await import("../../mcp/server.js");
        void firstAnswered(mcp).then((answered) => answered && ctx.serving?.());
      }
      const snap = mcp.snapshot();
      for (const d of snap.set.diagnostics.filter((d) => d.severity !== "info"))
        ctx.io.err(`${formatDiagnostic(d, ctx.io.errColor)}\n`);
      const what = `${snap.set.skills.length} skill${snap.set.skills.length === 1 ? "" : "s"} and ${snap.commands.commands.length} command${snap.commands.commands.length === 1 ? "" : "s"}`;
      if (opts.http) await serveHttp(mcp, opts, port, ctx, what, McpServeError);
      else await serveStdio(mcp, ctx, warn, what);
      await closeWithin(mcp, SHUTDOWN_MS);
    });
}

type McpModule = typeof import("../../mcp/index.js");
type McpHandle = Awaited<ReturnType<McpModule["createMcpServer"]>>;

/** Serves Streamable HTTP until a stop signal; a port that cannot be bound is a CLI error. */
async function serveHttp(
  mcp: McpHandle,
  opts: McpCliOptions,
  port: number | undefined,
  ctx: CliContext,
  what: string,
  McpServeError: McpModule["McpServeError"],
): Promise<void> {
  const token = opts.token ?? (ctx.env.SKILLPORT_TOKEN || undefined);
  let handle: Awaited<ReturnType<typeof mcp.listen>>;
  try {
    handle = await mcp.listen({
      host: opts.host,
      port,
      token,
      allowedHosts: opts.allowedHost,
      allowedOrigins: opts.allowedOrigin,
    });
  } catch (e) {
    await mcp.close();
    if (e instanceof McpServeError) throw new CliError(`${e.message} [${e.code}]`, 1);
    const code = (e as NodeJS.ErrnoException).code;
    if (code === "EADDRINUSE" || code === "EACCES" || code === "EADDRNOTAVAIL")
      throw new CliError(
        `cannot listen on ${opts.host ?? "127.0.0.1"}:${port ?? 7717}: ${(e as Error).message}`,
        1,
      );
    throw e;
  }
  ctx.io.err(`skillport mcp: serving ${what} at ${handle.url}${token ? " (bearer token required)" : ""}\n`);
  await untilStopped(SHUTDOWN_MS * 2);
}

/** Serves stdio until the client closes stdin or a stop signal comes. */
async function serveStdio(
  mcp: McpHandle,
  ctx: CliContext,
  warn: (e: Error) => void,
  what: string,
): Promise<void> {
  const { guardedStdio, claimsModernEra, lazyChannel } = await import("../../mcp/stdio.js");
  const stdio = guardedStdio({ onError: warn });
  // A client whose opening message claims 2026-07-28 is served by the v2 SDK's stdio entry,
  // loaded only then (modern-stdio.ts); every other client by the 2025-11-25 server below.
  const wire = stdio.transport;
  wire.openModern = (first) =>
    claimsModernEra(first)
      ? lazyChannel(async () => {
          const [{ serveModernStdio }, { modernDepsOf }] = await Promise.all([
            import("../../mcp/modern-stdio.js"),
            import("../../mcp/server.js"),
          ]);
          return serveModernStdio(modernDepsOf(mcp)!, (m) => wire.send(m), warn);
        }, warn)
      : undefined;
  await mcp.connect(stdio.transport);
  ctx.io.err(`skillport mcp: serving ${what} over stdio\n`);
  // The client closing stdin (or the transport closing) ends the server, as a signal does.
  await untilStopped(SHUTDOWN_MS * 2, (stop) => {
    stdio.closed.then(stop);
  });
  process.stdin.destroy();
}
