import { type ChildProcess, spawn } from "node:child_process";
import { mkdirSync, renameSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { guessMessageId, LineGuard, type OversizeMessage } from "../../../src/mcp/stdio.js";
import { CLI, link, skillMd, writeTree } from "../../helpers/index.js";
import { isolatedEnv, makeTree, onCleanup, stdioClient, textOf } from "../../helpers/mcp-helpers.js";
import { waitUntil } from "../../helpers/wait.js";

// Hardening of the MCP server against hostile skill trees: reads that race a swapper, files that are
// not listed, a SKILL.md that is a symlink.

const SECRET = "TOP SECRET outside the skill";

/** Runs `script` (CommonJS) in a child Node process until the test ends. */
function background(script: string, args: string[]): ChildProcess {
  const child = spawn(process.execPath, ["-e", script, ...args], { stdio: "ignore" });
  onCleanup(async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const gone = new Promise((r) => child.once("exit", r));
      child.kill("SIGKILL");
      await gone;
    }
  });
  return child;
}

// Swaps `target` between a regular file (or directory) and a symlink to an outside one, as fast as it can.
const SWAPPER = `
const fs = require("fs");
const [target, outside, kind] = process.argv.slice(1);
const tmpFile = target + ".tmp-real", tmpLink = target + ".tmp-link";
for (;;) {
  try {
    if (kind === "file") fs.writeFileSync(tmpFile, "safe content inside the skill\\n");
    else { fs.mkdirSync(tmpFile, { recursive: true }); fs.writeFileSync(tmpFile + "/swap.md", "safe content inside the skill\\n"); }
    if (kind === "file") fs.renameSync(tmpFile, target);
    else { fs.rmSync(target, { recursive: true, force: true }); fs.renameSync(tmpFile, target); }
    fs.symlinkSync(outside, tmpLink);
    if (kind === "file") fs.renameSync(tmpLink, target);
    else { fs.rmSync(target, { recursive: true, force: true }); fs.renameSync(tmpLink, target); }
  } catch {}
}
`;

describe("MCP safe resource reads", () => {
  it("a file swapped for a symlink to an outside secret while it is read never leaks the secret (resources/read and read_skill_resource, file and directory swaps)", async () => {
    const tree = makeTree();
    const alpha = join(tree.root, "alpha");
    writeTree(tree.outside, { "dir/swap.md": `${SECRET} (dir)\n` });
    writeFileSync(join(alpha, "swap.md"), "safe content inside the skill\n");
    writeTree(alpha, { "refs/swap.md": "safe content inside the skill\n" });
    const client = await stdioClient(tree, ["--no-watch"]);
    background(SWAPPER, [join(alpha, "swap.md"), join(tree.outside, "secret.txt"), "file"]);
    background(SWAPPER, [join(alpha, "refs"), join(tree.outside, "dir"), "dir"]);
    let ok = 0;
    let refused = 0;
    const leaks: string[] = [];
    const one = async (i: number): Promise<void> => {
      const path = i % 2 === 0 ? "swap.md" : "refs/swap.md";
      let text: string;
      try {
        if (i % 4 < 2) {
          const r = await client.readResource({ uri: `skill://alpha/${path}` });
          text = JSON.stringify(r.contents);
        } else {
          const r = await client.callTool({
            name: "read_skill_resource",
            arguments: { name: "alpha", path },
          });
          if (r.isError) {
            refused++;
            if (textOf(r).includes("TOP SECRET")) leaks.push(textOf(r));
            return;
          }
          text = textOf(r);
        }
      } catch (e) {
        refused++;
        if ((e as Error).message.includes("TOP SECRET")) leaks.push((e as Error).message);
        return;
      }
      if (text.includes("TOP SECRET")) leaks.push(text);
      else if (text.includes("safe content inside the skill")) ok++;
    };
    const total = 4000;
    for (let i = 0; i < total; i += 40) {
      await Promise.all(Array.from({ length: 40 }, (_, j) => one(i + j)));
    }
    expect(leaks).toEqual([]);
    expect(ok + refused).toBe(total);
    // The race really ran: both outcomes happened.
    expect(ok).toBeGreaterThan(0);
    expect(refused).toBeGreaterThan(0);
  }, 120_000);

  it("files the listing leaves out (dot-files, node_modules, links to them) cannot be read either", async () => {
    const tree = makeTree();
    const alpha = join(tree.root, "alpha");
    writeTree(alpha, {
      ".env": `API_KEY=${SECRET}\n`,
      ".git/config": `${SECRET}\n`,
      "references/.hidden.md": `${SECRET}\n`,
      "node_modules/pkg/index.js": `// ${SECRET}\n`,
    });
    link(".env", join(alpha, "env-alias.md"));
    link("node_modules/pkg/index.js", join(alpha, "references", "pkg.js"));
    const client = await stdioClient(tree, ["--no-watch"]);
    const listed = (await client.listResources()).resources.map((r) => r.uri);
    for (const path of [
      ".env",
      ".git/config",
      "references/.hidden.md",
      "node_modules/pkg/index.js",
      "env-alias.md",
      "references/pkg.js",
      "references/../.env",
    ]) {
      expect(listed).not.toContain(`skill://alpha/${path}`);
      const viaTool = await client.callTool({
        name: "read_skill_resource",
        arguments: { name: "alpha", path },
      });
      expect(viaTool.isError, path).toBe(true);
      expect(textOf(viaTool)).not.toContain("TOP SECRET");
      const uri = `skill://alpha/${path.split("/").map(encodeURIComponent).join("/")}`;
      const error = await client.readResource({ uri }).then(
        () => undefined,
        (e: Error) => e,
      );
      expect(error, uri).toBeInstanceOf(Error);
      expect(error!.message).not.toContain("TOP SECRET");
    }
    // Every listed resource is readable.
    for (const uri of listed) await client.readResource({ uri });
  });

  it("a skill whose SKILL.md is a symlink to a file outside is refused everywhere: not a tool enum value, prompt, resource, search hit or skills/list entry; not readable", async () => {
    const tree = makeTree();
    writeTree(tree.outside, {
      "linked/SKILL.md": skillMd(
        "linked",
        "A skill whose SKILL.md lives elsewhere.",
        "",
        `# Linked\n\n${SECRET}`,
      ),
    });
    mkdirSync(join(tree.root, "linked"));
    writeFileSync(join(tree.root, "linked", "notes.md"), "notes\n");
    link(join(tree.outside, "linked", "SKILL.md"), join(tree.root, "linked", "SKILL.md"));
    const client = await stdioClient(tree, ["--no-watch"]);
    const tools = await client.listTools();
    expect(JSON.stringify(tools)).not.toContain("linked");
    expect((await client.listPrompts()).prompts.map((p) => p.name)).not.toContain("linked");
    expect(
      (await client.listResources()).resources.map((r) => r.uri).filter((u) => u.includes("linked")),
    ).toEqual([]);
    const read = await client.readResource({ uri: "skill://linked/SKILL.md" }).then(
      () => undefined,
      (e: Error) => e,
    );
    expect(read).toBeInstanceOf(Error);
    const call = await client.callTool({ name: "skill", arguments: { name: "linked" } });
    expect(call.isError).toBe(true);
    expect(textOf(call)).not.toContain("TOP SECRET");
    const prompt = await client.getPrompt({ name: "linked" }).then(
      () => undefined,
      (e: Error) => e,
    );
    expect(prompt).toBeInstanceOf(Error);
    // Not a search hit, not in the Skills extension's list, not retrievable by URI.
    const search = await client.callTool({
      name: "search_skills",
      arguments: { query: "a skill whose SKILL.md lives elsewhere" },
    });
    expect(textOf(search)).not.toContain("<name>linked</name>");
    const skills = await client.request({ method: "skills/list", params: {} }, z.any());
    expect(JSON.stringify(skills)).not.toContain("linked");
    expect(JSON.stringify(skills)).toContain("skill://beta/SKILL.md");
    const got = await client
      .request({ method: "skills/get", params: { uri: "skill://linked/SKILL.md" } }, z.any())
      .then(
        (r) => JSON.stringify(r),
        (e: Error) => e,
      );
    expect(got).toBeInstanceOf(Error);
    // The other skills are served as before.
    expect((await client.callTool({ name: "skill", arguments: { name: "beta" } })).isError).toBeFalsy();
  });

  it("a SKILL.md replaced by a symlink to a secret after loading is not served as the skill's body (skill tool, prompt, resource)", async () => {
    const tree = makeTree();
    const client = await stdioClient(tree, ["--no-watch"]);
    const file = join(tree.root, "beta", "SKILL.md");
    rmSync(file);
    symlinkSync(join(tree.outside, "secret.txt"), `${file}.new`);
    renameSync(`${file}.new`, file);
    const call = await client.callTool({ name: "skill", arguments: { name: "beta" } });
    expect(call.isError).toBe(true);
    expect(textOf(call)).not.toContain("TOP SECRET");
    const prompt = await client.getPrompt({ name: "beta" }).then(
      (r) => JSON.stringify(r),
      (e: Error) => e.message,
    );
    expect(prompt).not.toContain("TOP SECRET");
    const read = await client.readResource({ uri: "skill://beta/SKILL.md" }).then(
      (r) => JSON.stringify(r),
      (e: Error) => e.message,
    );
    expect(read).not.toContain("TOP SECRET");
  });
});

/** `skillport mcp` as a child process spoken to with raw JSON-RPC lines. */
function rawStdio(tree: ReturnType<typeof makeTree>, args: string[] = []) {
  const child = spawn(
    process.execPath,
    [CLI, "--root", tree.root, "--cwd", tree.project, "--no-user", "mcp", ...args],
    { env: isolatedEnv(tree.home), stdio: ["pipe", "pipe", "pipe"] },
  );
  child.stdin.on("error", () => {});
  const messages: { id?: unknown; result?: unknown; error?: { code: number; data?: { code?: string } } }[] =
    [];
  let buffered = "";
  let stderr = "";
  child.stdout.on("data", (d: Buffer) => {
    buffered += d.toString("utf8");
    for (let nl = buffered.indexOf("\n"); nl !== -1; nl = buffered.indexOf("\n")) {
      messages.push(JSON.parse(buffered.slice(0, nl)));
      buffered = buffered.slice(nl + 1);
    }
  });
  child.stderr.on("data", (d: Buffer) => {
    stderr += d.toString("utf8");
  });
  const exited = new Promise<number | string | null>((r) => child.once("exit", (c, s) => r(c ?? s)));
  onCleanup(async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGKILL");
      await exited;
    }
  });
  const send = (message: object | string): boolean =>
    child.stdin.write(typeof message === "string" ? message : `${JSON.stringify(message)}\n`);
  /** The answer to request `id`, or undefined after `ms`. */
  const answer = async (id: unknown, ms = 20_000) => {
    const found = () => messages.find((m) => m.id === id);
    await waitUntil(`the answer to ${String(id)}`, () => found() !== undefined, { timeoutMs: ms }).catch(
      () => {},
    );
    return found();
  };
  /** The exit code or signal, or "running" after `ms`. */
  const exit = (ms = 20_000) =>
    Promise.race([exited, new Promise<string>((r) => setTimeout(() => r("running"), ms))]);
  return { child, send, answer, exit, stderr: () => stderr };
}

const initialize = {
  jsonrpc: "2.0",
  id: 1,
  method: "initialize",
  params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "raw", version: "1" } },
};

describe("MCP stdio limits", () => {
  it("a message over the 10 MiB line limit gets an error answer (with its id) and the server keeps serving", async () => {
    const tree = makeTree();
    const mcp = rawStdio(tree);
    mcp.send(initialize);
    expect((await mcp.answer(1))?.result).toBeDefined();
    mcp.send({ jsonrpc: "2.0", method: "notifications/initialized" });
    // The SDK's client writes the id last; this line is 11 MiB.
    const huge = `{"method":"tools/call","params":{"name":"skill","arguments":{"name":"${"a".repeat(11 * 1024 * 1024)}"}},"jsonrpc":"2.0","id":7}\n`;
    mcp.send(huge);
    mcp.send({ jsonrpc: "2.0", id: 8, method: "tools/list" });
    const refused = await mcp.answer(7);
    expect(refused?.error?.code).toBe(-32600);
    expect(refused?.error?.data?.code).toBe("mcp-message-too-large");
    expect((await mcp.answer(8))?.result).toBeDefined();
    expect(mcp.stderr()).toContain("discarded");
    mcp.child.stdin.end();
    expect(await mcp.exit()).toBe(0);
  }, 60_000);

  it("after an oversized message with no newline, closing stdin ends the server (watching on)", async () => {
    const tree = makeTree();
    const mcp = rawStdio(tree);
    mcp.send(initialize);
    expect((await mcp.answer(1))?.result).toBeDefined();
    mcp.send(`{"jsonrpc":"2.0","id":2,"method":"ping","params":{"x":"${"b".repeat(12 * 1024 * 1024)}`);
    // Still answering the next line once the giant one ends.
    mcp.send(`"}}\n`);
    expect((await mcp.answer(2))?.error?.data?.code).toBe("mcp-message-too-large");
    mcp.send({ jsonrpc: "2.0", id: 3, method: "ping" });
    expect((await mcp.answer(3))?.result).toBeDefined();
    mcp.send("x".repeat(11 * 1024 * 1024));
    mcp.child.stdin.end();
    expect(await mcp.exit()).toBe(0);
  }, 60_000);

  it("SIGTERM ends the server after an oversized message", async () => {
    const tree = makeTree();
    const mcp = rawStdio(tree);
    mcp.send(initialize);
    expect((await mcp.answer(1))?.result).toBeDefined();
    mcp.send(`${"c".repeat(11 * 1024 * 1024)}\n`);
    mcp.send({ jsonrpc: "2.0", id: 4, method: "ping" });
    expect((await mcp.answer(4))?.result).toBeDefined();
    mcp.child.kill("SIGTERM");
    expect(await mcp.exit()).toBe(0);
  }, 60_000);
});

describe("stdio line guard", () => {
  const run = async (chunks: Buffer[], limit: number) => {
    const lines: string[] = [];
    const dropped: OversizeMessage[] = [];
    const guard = new LineGuard(limit, (m) => dropped.push(m));
    guard.on("data", (d: Buffer) => lines.push(d.toString("utf8")));
    const ended = new Promise((r) => guard.on("end", r));
    for (const c of chunks) guard.write(c);
    guard.end();
    await ended;
    return { lines, dropped };
  };

  it("any chunking of a stream gives the same lines; lines over the limit are reported with their size, never passed on", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.string({ maxLength: 40 }).map((s) => s.replace(/\n/g, "")),
          { maxLength: 12 },
        ),
        fc.array(fc.integer({ min: 1, max: 30 }), { minLength: 1, maxLength: 10 }),
        async (lines, cuts) => {
          const limit = 20;
          const bytes = Buffer.from(lines.map((l) => `${l}\n`).join(""));
          const chunks: Buffer[] = [];
          for (let at = 0, i = 0; at < bytes.length; i++) {
            const n = cuts[i % cuts.length]!;
            chunks.push(bytes.subarray(at, at + n));
            at += n;
          }
          const out = await run(chunks, limit);
          const fits = (l: string) => Buffer.byteLength(l) <= limit;
          expect(out.lines).toEqual(lines.filter((l) => l !== "" && fits(l)).map((l) => `${l}\n`));
          expect(out.dropped.map((d) => d.size)).toEqual(
            lines.filter((l) => !fits(l)).map((l) => Buffer.byteLength(l)),
          );
        },
      ),
    );
  });

  it("the id of a discarded request is found only at the top level of the message", () => {
    expect(guessMessageId('{"jsonrpc":"2.0","id":5,"method":"x","params":{"a":"', '"}}')).toBe(5);
    expect(guessMessageId('{"method":"x","params":{"a":"', 'aaa"},"jsonrpc":"2.0","id":"r-1"}')).toBe("r-1");
    expect(guessMessageId('{"method":"x","params":{"id":9,"a":"', 'aaa","id":9}}')).toBeNull();
    expect(guessMessageId('{"method":"notifications/x","params":{"a":"', 'aaa"}}')).toBeNull();
    expect(guessMessageId("garbage", "garbage")).toBeNull();
  });
});
