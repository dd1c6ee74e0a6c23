import { linkSync, mkdirSync, realpathSync, renameSync, symlinkSync, unlinkSync } from "node:fs";
import { join } from "node:path";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import { ToolListChangedNotificationSchema } from "@modelcontextprotocol/sdk/types.js";
import { describe, expect, it } from "vitest";
import { nodeDiscoveryFs } from "../../../src/discovery/fs.js";
import { createMcpServer } from "../../../src/mcp/server.js";
import { skillMd, tmp, writeTree } from "../../helpers/index.js";
import { onCleanup, textOf } from "../../helpers/mcp-helpers.js";
import { nextTimestampTick, waitUntil } from "../../helpers/wait.js";

// What the server leaves until after its first answer (the watcher's start, the skill tool's catalog,
// the listing keys and fingerprint) must change nothing a client sees: a change made before the
// watcher starts still shows and is announced, and the catalog built late is the one a fresh server
// lists. The skill directories are still pinned at start: a directory swapped for a symlink after
// start, before any read of that skill, is refused.

function tree() {
  const base = tmp("skillport-faststart-");
  writeTree(base, {
    "skills/alpha/SKILL.md": skillMd("alpha", "Review a pdf chart.", "", "# Alpha\n\nALPHA BODY"),
    "skills/beta/SKILL.md": skillMd("beta", "Write release notes.", "", "# Beta\n\nBETA BODY"),
    "outside/beta/SKILL.md": skillMd("beta", "Write release notes.", "", "# Beta\n\nOUTSIDE SECRET"),
    "home/.keep": "",
  });
  return { base, root: join(base, "skills"), home: join(base, "home") };
}

async function serve(t: ReturnType<typeof tree>, watch: boolean) {
  const mcp = await createMcpServer({ roots: [t.root], home: t.home, cwd: t.home, user: false, watch });
  onCleanup(() => mcp.close());
  const [a, b] = InMemoryTransport.createLinkedPair();
  await mcp.connect(a);
  const client = new Client({ name: "fast-start-test", version: "1" });
  let toolsChanged = 0;
  client.setNotificationHandler(ToolListChangedNotificationSchema, async () => {
    toolsChanged++;
  });
  await client.connect(b);
  onCleanup(() => client.close());
  return { mcp, client, toolsChanged: () => toolsChanged };
}

const until = (ok: () => boolean | Promise<boolean>, what: string): Promise<void> => waitUntil(what, ok);

describe("the server's first answer comes before what it does not need", () => {
  it("a skill added before the first call (the watcher not started yet) is served and announced", async () => {
    const t = tree();
    const { client, toolsChanged } = await serve(t, true);
    writeTree(t.root, { "gamma/SKILL.md": skillMd("gamma", "Plot a gamma chart.", "", "# Gamma\n\nG") });
    const first = textOf(await client.callTool({ name: "search_skills", arguments: { query: "pdf chart" } }));
    expect(first).toContain("alpha");
    await until(() => toolsChanged() > 0, "tools list_changed");
    const listed = await client.listTools();
    const skillTool = listed.tools.find((x) => x.name === "skill");
    expect(skillTool?.description).toContain("gamma");
    const found = textOf(
      await client.callTool({ name: "search_skills", arguments: { query: "gamma chart" } }),
    );
    expect(found).toContain("gamma");
  });

  it("the catalog built after a first search is the one a fresh server lists first", async () => {
    const t = tree();
    const searched = await serve(t, false);
    await searched.client.callTool({ name: "search_skills", arguments: { query: "release notes" } });
    const late = await searched.client.listTools();
    const fresh = await (await serve(t, false)).client.listTools();
    expect(late).toEqual(fresh);
    expect(late.tools.find((x) => x.name === "skill")?.description).toContain("alpha");
    // The skill tool answers by its name before and after the catalog is built.
    const other = await serve(t, false);
    const r = await other.client.callTool({ name: "skill", arguments: { name: "alpha" } });
    expect(r.isError).toBeFalsy();
    expect(textOf(r)).toContain("ALPHA BODY");
  });

  it("a skill directory swapped for a symlink after start, before its first read, is refused", async () => {
    const t = tree();
    const { client } = await serve(t, false);
    // Nothing of beta has been read yet: its body reads are deferred and no call named it.
    renameSync(join(t.root, "beta"), join(t.base, "beta-old"));
    symlinkSync(join(t.base, "outside", "beta"), join(t.root, "beta"));
    const r = await client.callTool({ name: "skill", arguments: { name: "beta" } });
    expect(r.isError).toBe(true);
    expect(textOf(r)).not.toContain("OUTSIDE SECRET");
    const file = await client.callTool({
      name: "read_skill_resource",
      arguments: { name: "beta", path: "SKILL.md" },
    });
    expect(file.isError).toBe(true);
    expect(textOf(file)).not.toContain("OUTSIDE SECRET");
    // The untouched skill still reads.
    expect(textOf(await client.callTool({ name: "skill", arguments: { name: "alpha" } }))).toContain(
      "ALPHA BODY",
    );
  });

  it("each skill is pinned to its real directory, found by the walk, through any symlinks on the way", async () => {
    const t = tree();
    writeTree(t.base, {
      "elsewhere/linked/SKILL.md": skillMd("linked", "A linked skill.", "", "# L\n\nLINKED BODY"),
      "elsewhere/group/nested/SKILL.md": skillMd("nested", "A nested skill.", "", "# N\n\nNESTED BODY"),
    });
    symlinkSync(join(t.base, "elsewhere", "linked"), join(t.root, "linked"));
    mkdirSync(join(t.root, "cat"));
    symlinkSync(join(t.base, "elsewhere", "group"), join(t.root, "cat", "group"));
    // The root itself is reached through a symlink too.
    symlinkSync(t.root, join(t.base, "root-link"));
    const mcp = await createMcpServer({
      roots: [join(t.base, "root-link")],
      home: t.home,
      cwd: t.home,
      user: false,
      builtins: false,
      watch: false,
    });
    onCleanup(() => mcp.close());
    const dirs = mcp.snapshot().directories;
    const expected: Record<string, string> = {
      alpha: join(t.root, "alpha"),
      beta: join(t.root, "beta"),
      linked: join(t.base, "elsewhere", "linked"),
      nested: join(t.base, "elsewhere", "group", "nested"),
    };
    for (const [name, dir] of Object.entries(expected)) expect(dirs.get(name)).toBe(realpathSync(dir));
    expect(dirs.size).toBe(4);
  });

  it("a cached skill whose SKILL.md became a symlink between two starts is still refused (the cache's lstat sees it)", async () => {
    const t = tree();
    const cache = { dir: tmp("skillport-cache-"), minAgeMs: 0 };
    const beta = join(t.root, "beta", "SKILL.md");
    const start = async (reads: string[] = []) => {
      const fs = {
        ...nodeDiscoveryFs,
        readHead: (p: string, limit: number, head: number) => {
          reads.push(p);
          return nodeDiscoveryFs.readHead(p, limit, head);
        },
      };
      const mcp = await createMcpServer({
        roots: [t.root],
        home: t.home,
        cwd: t.home,
        user: false,
        builtins: false,
        watch: false,
        cache,
        fs,
      });
      onCleanup(() => mcp.close());
      const [a, b] = InMemoryTransport.createLinkedPair();
      await mcp.connect(a);
      const client = new Client({ name: "fast-start-test", version: "1" });
      await client.connect(b);
      onCleanup(() => client.close());
      return { mcp, client };
    };
    // minAgeMs 0 still skips a file changed in the load's own millisecond: each start waits one out.
    const tick = nextTimestampTick;
    await tick();
    const first = await start();
    expect(textOf(await first.client.callTool({ name: "skill", arguments: { name: "beta" } }))).toContain(
      "BETA BODY",
    );
    // The same file (a hard link keeps its identity) becomes reachable only through a symlink.
    const kept = join(t.base, "beta-SKILL.md");
    linkSync(beta, kept);
    unlinkSync(beta);
    symlinkSync(kept, beta);
    // The link changed the file's ctime: the next start reads it again and records it anew; the one
    // after that reuses the record, which follows the link to the same identity.
    await tick();
    await start();
    const reads: string[] = [];
    const { mcp, client } = await start(reads);
    expect(reads).not.toContain(beta);
    expect(reads).not.toContain(join(t.root, "alpha", "SKILL.md"));
    const snap = mcp.snapshot();
    expect([...snap.directories.keys()]).toEqual(["alpha"]);
    expect(snap.set.diagnostics.map((d) => d.code)).toContain("mcp-skill-not-served");
    const r = await client.callTool({ name: "skill", arguments: { name: "beta" } });
    expect(r.isError).toBe(true);
    const file = await client.callTool({
      name: "read_skill_resource",
      arguments: { name: "beta", path: "SKILL.md" },
    });
    expect(file.isError).toBe(true);
    // The untouched (reused, plain) skill is served from its pinned directory without a check of its own.
    expect(textOf(await client.callTool({ name: "skill", arguments: { name: "alpha" } }))).toContain(
      "ALPHA BODY",
    );
  });
});
