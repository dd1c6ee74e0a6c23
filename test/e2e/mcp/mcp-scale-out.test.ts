import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { Client, StreamableHTTPClientTransport } from "@modelcontextprotocol/client";
import { SkillsClient } from "@modelcontextprotocol/client/ext/skills";
import { describe, expect, it } from "vitest";
import { skillMd, tmp, writeTree } from "../../helpers/index.js";
import { cliHttpServer, isolatedEnv, onCleanup } from "../../helpers/mcp-helpers.js";
import { waitUntil } from "../../helpers/wait.js";

// Scale-out at 2026-07-28: the revision is stateless (no session, every request carries its protocol
// version and the client's capabilities), so N `skillport mcp --http` processes on one skill tree can
// sit behind a plain load balancer. Here: two built servers, a round-robin proxy written below, and
// one SDK v2 client pinned to 2026-07-28 whose calls alternate between the processes.

interface Proxy {
  readonly url: string;
  /** The upstream index that served each forwarded request, in order. */
  readonly served: number[];
}

/** A round-robin HTTP proxy over `upstreams` (each `http://127.0.0.1:PORT/mcp`), streaming both ways. */
async function roundRobin(upstreams: readonly string[]): Promise<Proxy> {
  const served: number[] = [];
  let next = 0;
  const forward = (req: IncomingMessage, res: ServerResponse) => {
    const i = next++ % upstreams.length;
    served.push(i);
    const target = new URL(upstreams[i]!);
    const up = httpRequest(
      { host: target.hostname, port: target.port, path: req.url, method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    up.on("error", () => res.writeHead(502).end());
    res.on("close", () => up.destroy());
    req.pipe(up);
  };
  const server = createServer(forward);
  await new Promise<void>((ok) => server.listen(0, "127.0.0.1", ok));
  onCleanup(
    () =>
      new Promise<void>((ok) => {
        server.closeAllConnections();
        server.close(() => ok());
      }),
  );
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/mcp`, served };
}

describe("scale-out: stateless HTTP behind a round-robin load balancer", () => {
  it("one 2026-07-28 client session's calls alternate between two processes on one skill tree", async () => {
    const base = tmp("skillport-mcp-scale-");
    writeTree(base, {
      "skills/alpha/SKILL.md": skillMd("alpha", "Formats alpha reports.", "", "# Alpha\n\nAlpha body."),
      "skills/alpha/references/guide.md": "# Guide\n",
      "skills/beta/SKILL.md": skillMd("beta", "Searches beta databases."),
      "home/.keep": "",
    });
    const globals = ["--root", join(base, "skills"), "--cwd", base, "--no-user", "--no-project"];
    const env = isolatedEnv(join(base, "home"));
    const [a, b] = await Promise.all([cliHttpServer(globals, env, base), cliHttpServer(globals, env, base)]);
    const proxy = await roundRobin([a.url, b.url]);

    const client = new Client(
      { name: "scale-out", version: "1.0.0" },
      { versionNegotiation: { mode: { pin: "2026-07-28" } } },
    );
    await client.connect(new StreamableHTTPClientTransport(new URL(proxy.url)));
    onCleanup(() => client.close());
    const skills = new SkillsClient(client);
    for (let round = 0; round < 3; round++) {
      expect((await client.listTools()).tools.map((t) => t.name)).toContain("skill");
      const r = await client.callTool({ name: "skill", arguments: { name: "alpha" } });
      expect(JSON.stringify(r.content)).toContain("Alpha body.");
      const { skills: entries } = await skills.list();
      const alpha = entries.find((e) => e.frontmatter.name === "alpha")!;
      // Listed by one process, read and verified through the other: digests agree across processes.
      for (const ref of alpha.resources === "dynamic" ? [] : alpha.resources) {
        expect((await skills.read(alpha, ref.uri)).verified).toBe(true);
      }
    }
    // Every call went through the proxy, alternately to each process; none needed a session.
    // (The client reuses cached lists for their ttlMs, so fewer requests than calls reach the proxy.)
    expect(proxy.served.length).toBeGreaterThanOrEqual(8);
    for (let i = 1; i < proxy.served.length; i++) expect(proxy.served[i]).not.toBe(proxy.served[i - 1]);

    // A skill added on disk is served by both processes once they reload (each watches the tree).
    writeTree(base, { "skills/gamma/SKILL.md": skillMd("gamma", "Added while serving.") });
    // Four answers in a row, so both processes (the proxy alternates) serve it.
    let seen = 0;
    await waitUntil(
      "gamma listed four times in a row",
      async () => {
        const names = (await skills.list()).skills.map((e) => e.frontmatter.name);
        seen = names.includes("gamma") ? seen + 1 : 0;
        return seen >= 4;
      },
      { everyMs: 100 },
    );
    await Promise.all([a.stop(), b.stop()]);
  }, 90_000);
});
