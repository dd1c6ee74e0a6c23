// Loopback HTTP servers that demand credentials: a static one (well-known indexes and their files)
// and one in front of `git http-backend` (git over http with basic authentication).
import { spawn } from "node:child_process";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { join } from "node:path";
import { CLI } from "./index.js";

export interface AuthServer {
  readonly port: number;
  /** Every request seen: its Host header and Authorization header (or undefined). */
  readonly seen: { host: string; path: string; authorization?: string }[];
  readonly close: () => Promise<void>;
}

const listen = (server: Server): Promise<number> =>
  new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () => resolve((server.address() as { port: number }).port)),
  );

const closer = (server: Server) => () =>
  new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });

/**
 * Serves `files` (path → body) on 127.0.0.1. A request is answered only when `allowed` accepts its
 * Authorization header, else 401. `redirects` maps a path to a Location.
 */
export async function authFileServer(
  files: Record<string, string | Buffer>,
  allowed: (authorization: string | undefined, host: string) => boolean,
  redirects: Record<string, (port: number) => string> = {},
): Promise<AuthServer> {
  const seen: AuthServer["seen"] = [];
  let port = 0;
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? "/", "http://x").pathname;
    const host = req.headers.host ?? "";
    seen.push({
      host,
      path,
      ...(req.headers.authorization ? { authorization: req.headers.authorization } : {}),
    });
    const to = redirects[path];
    if (to) {
      res.writeHead(302, { location: to(port) }).end();
      return;
    }
    if (!allowed(req.headers.authorization, host)) {
      res.writeHead(401, { "www-authenticate": 'Bearer realm="skills"' }).end("no");
      return;
    }
    const body = files[path];
    if (body === undefined) {
      res.writeHead(404).end("not found");
      return;
    }
    res.writeHead(200, { "content-type": path.endsWith(".json") ? "application/json" : "text/markdown" });
    res.end(body);
  });
  port = await listen(server);
  return { port, seen, close: closer(server) };
}

/** `git http-backend` (CGI) serving the bare repositories under `root`, behind basic authentication. */
export async function gitHttpServer(root: string, user: string, password: string): Promise<AuthServer> {
  const seen: AuthServer["seen"] = [];
  const expected = `Basic ${Buffer.from(`${user}:${password}`).toString("base64")}`;
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? "/", "http://x");
    seen.push({
      host: req.headers.host ?? "",
      path: url.pathname,
      ...(req.headers.authorization ? { authorization: req.headers.authorization } : {}),
    });
    if (req.headers.authorization !== expected) {
      res.writeHead(401, { "www-authenticate": 'Basic realm="git"' }).end();
      return;
    }
    const child = spawn("git", ["http-backend"], {
      env: {
        PATH: process.env.PATH,
        GIT_PROJECT_ROOT: root,
        GIT_HTTP_EXPORT_ALL: "1",
        REQUEST_METHOD: req.method ?? "GET",
        PATH_INFO: decodeURIComponent(url.pathname),
        QUERY_STRING: url.search.slice(1),
        CONTENT_TYPE: req.headers["content-type"] ?? "",
        REMOTE_USER: user,
        REMOTE_ADDR: "127.0.0.1",
        GIT_PROTOCOL: String(req.headers["git-protocol"] ?? ""),
        HTTP_CONTENT_ENCODING: String(req.headers["content-encoding"] ?? ""),
      },
      stdio: ["pipe", "pipe", "ignore"],
    });
    req.pipe(child.stdin);
    let head = Buffer.alloc(0);
    let started = false;
    child.stdout.on("data", (chunk: Buffer) => {
      if (started) {
        res.write(chunk);
        return;
      }
      head = Buffer.concat([head, chunk]);
      const end = head.indexOf("\r\n\r\n");
      if (end < 0) return;
      started = true;
      let status = 200;
      const headers: Record<string, string> = {};
      for (const line of head.subarray(0, end).toString("utf8").split("\r\n")) {
        const i = line.indexOf(":");
        const k = line.slice(0, i).trim();
        const v = line.slice(i + 1).trim();
        if (k.toLowerCase() === "status") status = Number(v.split(" ")[0]);
        else headers[k] = v;
      }
      res.writeHead(status, headers);
      res.write(head.subarray(end + 4));
    });
    child.on("close", () => res.end());
  });
  const port = await listen(server);
  return { port, seen, close: closer(server) };
}

/** runCli without blocking the event loop (the servers above run in this process). */
export function runCliAsync(
  args: readonly string[],
  opts: { env: Record<string, string | undefined> & { HOME: string } },
): Promise<{ code: number; stdout: string; stderr: string }> {
  const home = opts.env.HOME;
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [CLI, ...args], {
      cwd: home,
      env: {
        ...process.env,
        NO_COLOR: "1",
        XDG_CONFIG_HOME: join(home, ".config"),
        XDG_CACHE_HOME: join(home, ".cache"),
        ...opts.env,
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (b: Buffer) => {
      stdout += b.toString();
    });
    child.stderr.on("data", (b: Buffer) => {
      stderr += b.toString();
    });
    const timer = setTimeout(() => child.kill("SIGKILL"), 60_000);
    child.on("close", (code) => {
      clearTimeout(timer);
      resolve({ code: code ?? -1, stdout, stderr });
    });
  });
}
