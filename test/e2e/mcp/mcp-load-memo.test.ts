import { readdirSync, readFileSync, statSync, utimesSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { describe, expect, it } from "vitest";
import { CLI, skillMd, tmp, writeTree } from "../../helpers/index.js";
import { isolatedEnv, textOf } from "../../helpers/mcp-helpers.js";
import { untilOlderThan, waitUntil } from "../../helpers/wait.js";

// A restarted `skillport mcp` takes its skill set from the load memo when nothing changed
// (src/mcp/load-memo.ts); its first answer must still reflect the files on disk at its start.

async function server(base: string): Promise<Client> {
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [
      CLI,
      "--root",
      join(base, "skills"),
      "--no-user",
      "--no-project",
      "--no-builtin",
      "mcp",
      "--no-watch",
    ],
    env: isolatedEnv(join(base, "home"), { XDG_CACHE_HOME: join(base, "cache") }),
    cwd: join(base, "home"),
    stderr: "pipe",
  });
  const client = new Client({ name: "load-memo-test", version: "1" });
  await client.connect(transport);
  return client;
}

const memo = (base: string): boolean => {
  try {
    return readdirSync(join(base, "cache", "skillport")).some((n) => n.startsWith("load-"));
  } catch {
    return false;
  }
};

const search = async (client: Client, query: string): Promise<string> =>
  textOf(await client.callTool({ name: "search_skills", arguments: { query } }));

describe("skillport mcp started again on a memoised load", () => {
  it("answers its first search from the files on disk: an edit of the same size and mtime shows", async () => {
    const base = tmp("skillport-mcp-memo-");
    writeTree(base, {
      "skills/alpha/SKILL.md": skillMd("alpha", "Review a pdf chart carefully."),
      "skills/beta/SKILL.md": skillMd("beta", "Write the release notes."),
      "home/.keep": "",
    });
    const file = join(base, "skills/alpha/SKILL.md");
    // Files are memoised only once older than the cache's two seconds.
    await untilOlderThan([file, join(base, "skills/beta/SKILL.md")], 2100);
    const first = await server(base);
    expect(await search(first, "pdf chart")).toContain("Review a pdf chart carefully.");
    await waitUntil("the load memo is written", () => memo(base));
    await first.close();

    // Same size, same mtime: only the ctime and the content differ.
    const before = statSync(file);
    writeFileSync(file, readFileSync(file, "utf8").replace("carefully", "CAREFULLY"));
    utimesSync(file, before.atime, before.mtime);
    const second = await server(base);
    try {
      const text = await search(second, "pdf chart");
      expect(text).toContain("Review a pdf chart CAREFULLY.");
      expect(text).not.toContain("carefully");
    } finally {
      await second.close();
    }
  });
});
