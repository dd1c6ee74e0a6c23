import {
  mkdirSync,
  mkdtempSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBodyCache, createListingCache, SETTLED_MS } from "../../../src/mcp/activation-cache.js";
import { skillMd, tmp, writeTree } from "../../helpers/index.js";
import { httpClient, isolatedServer, onCleanup, textOf } from "../../helpers/mcp-helpers.js";
import { untilOlderThan } from "../../helpers/wait.js";

// A repeated activation reuses the body and the bundled-file listing while their stat is unchanged.
// What must never happen: an edit, a new file, or a file swapped for a symlink served from the cache.

// The cache keeps only files whose mtime and ctime are two seconds old (SETTLED_MS), and ctime cannot
// be set back: the skills are written once, before every test, and the tests wait that long once.
const SKILLS = ["edit", "listing", "swap", "dirswap", "gone", "unit"] as const;
let base = "";
let root = "";
beforeAll(async () => {
  // Not tmp(): that is removed after each test, and these files must stay two seconds old.
  base = mkdtempSync(join(tmpdir(), "skillport-actcache-"));
  const files: Record<string, string> = {
    "home/.keep": "",
    "outside/SKILL.md": skillMd("swap", "Outside copy.", "", "# Outside\n\nOUTSIDE SECRET"),
  };
  for (const name of SKILLS) {
    files[`skills/${name}/SKILL.md`] = skillMd(name, `The ${name} skill.`, "", `# ${name}\n\nFirst body.`);
    files[`skills/${name}/references/guide.md`] = "guide\n";
  }
  writeTree(base, files);
  root = join(base, "skills");
  await untilOlderThan(
    Object.keys(files).map((f) => join(base, f)),
    SETTLED_MS + 50,
  );
});
afterAll(() => rmSync(base, { recursive: true, force: true }));

const HOUR_AGO = new Date(Date.now() - 3600_000);

async function serve(name: (typeof SKILLS)[number]) {
  const mcp = await isolatedServer(base, { roots: [root] });
  const [a, b] = InMemoryTransport.createLinkedPair();
  await mcp.connect(a);
  const client = new Client({ name: "skillport-test", version: "1.0.0" });
  await client.connect(b);
  onCleanup(() => client.close());
  const activate = async (): Promise<{ text: string; isError: boolean }> => {
    const r = await client.callTool({ name: "skill", arguments: { name } });
    return { text: textOf(r), isError: r.isError === true };
  };
  return { mcp, client, activate, dir: join(root, name) };
}

describe("activation cache (MCP per-call cost)", () => {
  it("an edit of a settled SKILL.md is served at once, even one that keeps its size and mtime (ctime tells)", async () => {
    const { activate, dir } = await serve("edit");
    expect((await activate()).text).toContain("First body.");
    expect((await activate()).text).toContain("First body."); // now from the cache
    const file = join(dir, "SKILL.md");
    const { mtime, size } = statSync(file);
    writeFileSync(file, skillMd("edit", "The edit skill.", "", "# edit\n\nOther body."));
    utimesSync(file, mtime, mtime); // same size, same mtime: only ctime changed
    expect(statSync(file).size).toBe(size);
    expect((await activate()).text).toContain("Other body.");
  });

  it("a file added to or removed from the skill shows in the next envelope's <skill_resources>", async () => {
    const { activate, dir } = await serve("listing");
    expect((await activate()).text).toContain("<file>references/guide.md</file>");
    expect((await activate()).text).toContain("<file>references/guide.md</file>"); // cached
    writeFileSync(join(dir, "references", "new.md"), "new\n");
    expect((await activate()).text).toContain("<file>references/new.md</file>");
    rmSync(join(dir, "references", "guide.md"));
    utimesSync(join(dir, "references"), HOUR_AGO, HOUR_AGO);
    expect((await activate()).text).not.toContain("guide.md");
  });

  it("SKILL.md swapped for a symlink to a file outside after it was cached: refused, never the cached or outside body", async () => {
    const { activate, dir } = await serve("swap");
    expect((await activate()).text).toContain("First body.");
    expect((await activate()).text).toContain("First body."); // cached
    const file = join(dir, "SKILL.md");
    renameSync(file, join(dir, "old.md"));
    symlinkSync(join(base, "outside", "SKILL.md"), file);
    const r = await activate();
    expect(r.isError).toBe(true);
    expect(r.text).not.toContain("First body.");
    expect(r.text).not.toContain("OUTSIDE SECRET");
  });

  it("the skill directory swapped for a symlink to another copy: the cached body is not served", async () => {
    const { activate, dir } = await serve("dirswap");
    expect((await activate()).text).toContain("First body.");
    expect((await activate()).text).toContain("First body."); // cached
    renameSync(dir, join(root, "dirswap-old"));
    mkdirSync(join(base, "elsewhere"));
    writeFileSync(
      join(base, "elsewhere", "SKILL.md"),
      skillMd("dirswap", "The dirswap skill.", "", "# X\n\nElsewhere body."),
    );
    symlinkSync(join(base, "elsewhere"), dir);
    const r = await activate();
    // The pinned directory now resolves through a symlink: the safe read refuses it.
    expect(r.isError).toBe(true);
    expect(r.text).not.toContain("Elsewhere body.");
  });

  it("a read that fails is not remembered: the skill works again once the file is back", async () => {
    const { activate, dir } = await serve("gone");
    expect((await activate()).text).toContain("First body."); // cached
    const file = join(dir, "SKILL.md");
    renameSync(file, join(dir, "away.md"));
    expect((await activate()).isError).toBe(true);
    renameSync(join(dir, "away.md"), file);
    expect((await activate()).text).toContain("First body.");
  });

  it("unit: a body read within the settle window is read again; a settled one is reused; failures are not kept", async () => {
    const dir = join(root, "unit");
    const file = join(dir, "SKILL.md");
    let reads = 0;
    const read = async () => {
      reads++;
      return `body ${reads}`;
    };
    const cache = createBodyCache();
    expect(await cache.get(file, read)).toBe("body 1");
    expect(await cache.get(file, read)).toBe("body 1");
    expect(reads).toBe(1);
    writeFileSync(file, "fresh\n"); // mtime now: inside the settle window
    expect(await cache.get(file, read)).toBe("body 2");
    expect(await cache.get(file, read)).toBe("body 3");
    await expect(cache.get(file, () => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    // A clock past the window: the fresh file is settled and reused.
    const later = createBodyCache(() => Date.now() + SETTLED_MS);
    expect(await later.get(file, read)).toBe("body 4");
    expect(await later.get(file, read)).toBe("body 4");
    const listings = createListingCache();
    const skill = { filePath: file } as Parameters<typeof listings.list>[0];
    const first = await listings.list(skill, 50);
    expect(first.files).toEqual(["references/guide.md"]);
    expect(await listings.list(skill, 50)).toBe(first);
    expect((await listings.list(skill, 1)).files).toHaveLength(1);
  });

  it("200 concurrent calls over one HTTP session all get their own skill's envelope", async () => {
    const base = tmp("skillport-actcache-http-");
    const files: Record<string, string> = { "home/.keep": "" };
    for (let i = 0; i < 40; i++) {
      files[`skills/s-${i}/SKILL.md`] = skillMd(`s-${i}`, `Skill ${i}.`, "", `# S${i}\n\nBody number ${i}.`);
    }
    writeTree(base, files);
    const mcp = await isolatedServer(base);
    const handle = await mcp.listen({ port: 0 });
    const client = await httpClient(handle.url);
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        client
          .callTool({ name: "skill", arguments: { name: `s-${i % 40}` } })
          .then((r) => [i % 40, textOf(r)] as const),
      ),
    );
    for (const [i, text] of results) {
      expect(text).toContain(`Body number ${i}.`);
      expect(text).toContain(`<skill_content name="s-${i}">`);
    }
  });
});

describe("HTTP request bodies read before the SDK", () => {
  it("a body over 4 MiB is 413, a body that is not JSON is 400 -32700, as the SDK answers them; a session keeps working", async () => {
    const base = tmp("skillport-httpbody-");
    writeTree(base, { "home/.keep": "", "skills/a/SKILL.md": skillMd("a", "A skill.") });
    const mcp = await isolatedServer(base);
    const handle = await mcp.listen({ port: 0 });
    const client = await httpClient(handle.url);
    const sessionId = (client.transport as { sessionId?: string }).sessionId!;
    const post = (body: string | Buffer, contentType = "application/json") =>
      fetch(handle.url, {
        method: "POST",
        headers: {
          "content-type": contentType,
          accept: "application/json, text/event-stream",
          "mcp-session-id": sessionId,
          "mcp-protocol-version": "2025-11-25",
        },
        body,
      });
    const big = await post(Buffer.alloc(4 * 1024 * 1024 + 1, 32));
    expect(big.status).toBe(413);
    expect(((await big.json()) as { error: { code: number } }).error.code).toBe(-32000);
    const bad = await post("{not json");
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: { code: -32700, message: "Parse error: Invalid JSON" } });
    // Not JSON by its media type: left to the SDK, which refuses it with 415.
    expect((await post("{}", "text/plain")).status).toBe(415);
    const r = await client.callTool({ name: "skill", arguments: { name: "a" } });
    expect(r.isError).toBeFalsy();
  });
});
