import { spawn } from "node:child_process";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { CLI, INITIALIZE_LINE, skillMd, tmp, writeTree } from "../../helpers/index.js";
import {
  cliHttpServer,
  httpClient,
  isolatedEnv,
  onCleanup,
  textOf,
  waitUntil,
} from "../../helpers/mcp-helpers.js";

// JSON-RPC framing and the errors every list and tool shares: malformed input answered with the right
// code and the request's id (stdio and HTTP), one invalid-cursor error on every list, prompts/list
// paged, search_skills' k bounded by its schema, and parameter errors without a doubled prefix.

function tree(commands = 0) {
  const base = tmp("skillport-mcp-rpc-");
  const files: Record<string, string> = {
    "skills/alpha/SKILL.md": skillMd("alpha", "Formats alpha reports."),
    "skills/alpha/references/guide.md": "# Guide\n",
    "home/.keep": "",
    "project/.keep": "",
  };
  for (let i = 0; i < commands; i++) {
    files[`project/.agents/commands/c${String(i).padStart(4, "0")}.md`] =
      `---\ndescription: Command ${i}.\n---\nDo ${i}.\n`;
  }
  writeTree(base, files);
  return { base, root: join(base, "skills"), project: join(base, "project"), home: join(base, "home") };
}

const globalsOf = (t: ReturnType<typeof tree>) => [
  "--root",
  t.root,
  "--cwd",
  t.project,
  "--no-user",
  "--trust",
];

/** The built server over raw stdio: write lines, collect answers by arrival. */
function rawStdio(t: ReturnType<typeof tree>) {
  const child = spawn(process.execPath, [CLI, ...globalsOf(t), "mcp", "--no-watch"], {
    env: isolatedEnv(t.home),
    cwd: t.project,
    stdio: ["pipe", "pipe", "pipe"],
  });
  const exited = new Promise<void>((done) => child.on("exit", () => done()));
  onCleanup(async () => {
    child.kill("SIGKILL");
    await exited;
  });
  const answers: Record<string, unknown>[] = [];
  let buf = "";
  child.stdout.on("data", (c: Buffer) => {
    buf += c.toString();
    for (let nl = buf.indexOf("\n"); nl !== -1; nl = buf.indexOf("\n")) {
      answers.push(JSON.parse(buf.slice(0, nl)));
      buf = buf.slice(nl + 1);
    }
  });
  return { write: (line: string) => child.stdin.write(`${line}\n`), answers };
}

const Any = z.any();

describe("malformed JSON-RPC", () => {
  it("stdio: a line that is not JSON is -32700, a non-message -32600 with its id; the server keeps serving", async () => {
    const io = rawStdio(tree());
    const bad = [
      ["not json {", -32700, null],
      ['{"jsonrpc":"2.0","id":7}', -32600, 7],
      ['{"jsonrpc":"1.0","id":"a","method":"ping"}', -32600, "a"],
      ['{"jsonrpc":"2.0","id":8,"method":"tools/list","params":5}', -32600, 8],
      ['{"jsonrpc":"2.0","id":null,"method":"ping"}', -32600, null],
      ["[1,2]", -32600, null],
      ['"just a string"', -32600, null],
    ] as const;
    for (const [line] of bad) io.write(line);
    io.write(INITIALIZE_LINE.trim());
    await waitUntil(() => io.answers.length >= bad.length + 1, 20_000, "answers");
    for (const [i, [line, code, id]] of bad.entries()) {
      const a = io.answers[i] as { id: unknown; error?: { code: number; message: string } };
      expect(a.error?.code, line).toBe(code);
      expect(a.id, line).toBe(id);
      expect(a.error?.message).toMatch(/^(Parse error|Invalid Request): /);
    }
    expect(io.answers[bad.length]).toMatchObject({ id: 1, result: { serverInfo: { name: "skillport" } } });
  });

  it("HTTP: a parseable non-request is 400 -32600 with its id; invalid JSON stays -32700", async () => {
    const t = tree();
    const server = await cliHttpServer(globalsOf(t), isolatedEnv(t.home), t.project);
    const post = async (body: string) => {
      const r = await fetch(server.url, {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json, text/event-stream" },
        body,
      });
      return { status: r.status, json: (await r.json()) as { id: unknown; error: { code: number } } };
    };
    const a = await post('{"jsonrpc":"2.0","id":9}');
    expect(a.status).toBe(400);
    expect(a.json).toMatchObject({ id: 9, error: { code: -32600 } });
    const b = await post('{"jsonrpc":"2.0","id":"x","method":5}');
    expect(b.json).toMatchObject({ id: "x", error: { code: -32600 } });
    const c = await post("{nope");
    expect(c.json).toMatchObject({ id: null, error: { code: -32700 } });
  });
});

describe("errors every list and tool shares", () => {
  it("one invalid-cursor error on every list; prompts/list pages 600 commands; tools/call errors have one prefix; k above its maximum is refused", async () => {
    const t = tree(600);
    const server = await cliHttpServer(globalsOf(t), isolatedEnv(t.home), t.project);
    const client = await httpClient(server.url);
    const lists: [string, Record<string, unknown>][] = [
      ["tools/list", {}],
      ["prompts/list", {}],
      ["resources/list", {}],
      ["resources/templates/list", {}],
      ["skills/list", {}],
      ["resources/directory/read", { uri: "skill://alpha" }],
    ];
    const messages = new Set<string>();
    for (const [method, params] of lists) {
      for (const cursor of ["zz", "-1", "1e3", "01", " 5", "9999999999"]) {
        const e = await client.request({ method, params: { ...params, cursor } }, Any).then(
          () => undefined,
          (err: { code: number; message: string }) => err,
        );
        expect(e?.code, `${method} ${cursor}`).toBe(-32602);
        messages.add(e!.message.replace(/"[^"]*"/, "CURSOR"));
      }
    }
    expect([...messages]).toHaveLength(1);
    expect([...messages][0]).toMatch(/Invalid cursor CURSOR: pass the nextCursor of an earlier page/);

    // prompts/list in pages, every prompt once.
    const names: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const r = await client.listPrompts(cursor === undefined ? {} : { cursor });
      names.push(...r.prompts.map((p) => p.name));
      cursor = r.nextCursor;
      pages++;
    } while (cursor !== undefined);
    expect(pages).toBeGreaterThan(1);
    expect(new Set(names).size).toBe(names.length);
    expect(names.filter((n) => /^c\d{4}$/.test(n))).toHaveLength(600);

    // A parameter error of tools/call: "Invalid tools/call request: …" once, not behind the SDK's prefix.
    const raw = await fetch(server.url, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        accept: "application/json, text/event-stream",
        "mcp-session-id": (client as unknown as { transport: { sessionId: string } }).transport.sessionId,
        "mcp-protocol-version": "2025-11-25",
      },
      body: JSON.stringify({ jsonrpc: "2.0", id: 5, method: "tools/call", params: { name: 5 } }),
    });
    const text = await raw.text();
    expect(text).toContain("Invalid tools/call request");
    expect(text).not.toContain("MCP error");

    // search_skills: k within its schema's maximum works, above it is refused, not clamped.
    const tools = await client.listTools();
    const max = (
      tools.tools.find((x) => x.name === "search_skills")!.inputSchema.properties!.k as { maximum: number }
    ).maximum;
    const ok = await client.callTool({ name: "search_skills", arguments: { query: "alpha", k: max } });
    expect(ok.isError).toBeFalsy();
    const over = await client.callTool({ name: "search_skills", arguments: { query: "alpha", k: max + 1 } });
    expect(over.isError).toBe(true);
    expect(textOf(over)).toMatch(new RegExp(`'k': Too big: expected number to be <=${max}`));
  });
});
