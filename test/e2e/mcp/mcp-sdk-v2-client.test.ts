import { join } from "node:path";
import { Client, StreamableHTTPClientTransport } from "@modelcontextprotocol/client";
import { SkillsClient } from "@modelcontextprotocol/client/ext/skills";
import { StdioClientTransport } from "@modelcontextprotocol/client/stdio";
import { describe, expect, it } from "vitest";
import { CLI, CORPUS, HAS_CORPUS, runCli, skillMd, tmp, writeTree } from "../../helpers/index.js";
import { cliHttpServer, isolatedEnv, onCleanup, waitUntil } from "../../helpers/mcp-helpers.js";

// The official TypeScript SDK v2 client (@modelcontextprotocol/client) and its Skills extension client
// against the built `skillport mcp`, over stdio and Streamable HTTP: SkillsClient.list() walks every
// page and rejects the whole listing if one entry breaks a rule, read() verifies size, digest and
// frontmatter of every file, get() checks the entry. Skills that break an Agent Skills field limit must
// be left out of the listing (and get() says why), reported once on stderr, and still served by the
// skill tool.

const LONG = `Writes long things. ${"word ".repeat(230)}`.trim(); // > 1024 characters
const EMOJI = "🙂".repeat(1000); // 2 000 UTF-16 units, 1 000 characters: within the limit

const BROKEN = [
  "long-description",
  "typed-metadata",
  "null-metadata",
  "long-compatibility",
  "list-compatibility",
];

function tree() {
  const base = tmp("skillport-mcp-v2-");
  writeTree(base, {
    "skills/alpha/SKILL.md": skillMd("alpha", "Formats alpha reports.", "metadata:\n  owner: docs\n"),
    "skills/alpha/references/guide.md": "# Guide\n",
    "skills/alpha/assets/logo.bin": Buffer.from([0, 1, 2, 255, 254]),
    "skills/emoji/SKILL.md": skillMd("emoji", JSON.stringify(EMOJI)),
    "skills/long-description/SKILL.md": skillMd("long-description", LONG),
    "skills/typed-metadata/SKILL.md": skillMd(
      "typed-metadata",
      "Has typed metadata.",
      "metadata:\n  version: 2\n  tags: [a, b]\n",
    ),
    "skills/null-metadata/SKILL.md": skillMd("null-metadata", "Has empty metadata.", "metadata:\n"),
    "skills/long-compatibility/SKILL.md": skillMd(
      "long-compatibility",
      "Has a long compatibility.",
      `compatibility: ${"c".repeat(501)}\n`,
    ),
    "skills/list-compatibility/SKILL.md": skillMd(
      "list-compatibility",
      "Has a list compatibility.",
      "compatibility: [node, deno]\n",
    ),
    "home/.keep": "",
  });
  return { base, root: join(base, "skills"), home: join(base, "home") };
}

const globalsOf = (t: { root: string; base: string }) => [
  "--root",
  t.root,
  "--cwd",
  t.base,
  "--no-user",
  "--no-project",
];

async function connect(transport: StdioClientTransport | StreamableHTTPClientTransport) {
  const client = new Client({ name: "skillport-v2-test", version: "1.0.0" });
  await client.connect(transport);
  onCleanup(() => client.close());
  return client;
}

/** Lists (no skipInvalid: one bad entry throws), then reads and verifies every file of every skill. */
async function listAndVerify(client: Client): Promise<string[]> {
  const skills = new SkillsClient(client);
  expect(skills.supported).toBe(true);
  const { skills: entries, invalid } = await skills.list();
  expect(invalid).toEqual([]);
  for (const entry of entries) {
    const manifest = await skills.read(entry);
    expect(manifest.frontmatter).toEqual(entry.frontmatter);
    if (entry.resources === "dynamic") throw new Error("skillport lists every file");
    for (const r of entry.resources) {
      const file = await skills.read(entry, r.uri);
      expect(file.verified).toBe(true);
    }
  }
  return entries.map((e) => String(e.frontmatter.name)).sort();
}

/** The fixture's conforming skills are listed (beside the built-in ones), the broken ones not. */
function expectListed(names: readonly string[]): void {
  expect(names).toEqual(expect.arrayContaining(["alpha", "emoji"]));
  for (const name of BROKEN) expect(names).not.toContain(name);
}

async function expectLeftOut(client: Client): Promise<void> {
  const skills = new SkillsClient(client);
  await expect(skills.get("skill://long-description/SKILL.md")).rejects.toThrow(
    /description is \d+ characters/,
  );
  await expect(skills.get("skill://typed-metadata/SKILL.md")).rejects.toThrow(
    /metadata\.version, metadata\.tags/,
  );
  await expect(skills.get("skill://list-compatibility/SKILL.md")).rejects.toThrow(/compatibility/);
  const ok = await skills.get("skill://alpha/SKILL.md");
  expect(ok.skill.frontmatter.name).toBe("alpha");
  // The skill tool still serves what the listing leaves out.
  const r = await client.callTool({ name: "skill", arguments: { name: "long-description" } });
  expect(r.isError).toBeFalsy();
}

/** An SDK v2 client of `skillport mcp` over stdio on a fresh tree, negotiating as `mode` says. */
async function v2StdioClient(name: string, mode: "auto" | { pin: "2026-07-28" }): Promise<Client> {
  const t = tree();
  const client = new Client({ name, version: "1.0.0" }, { versionNegotiation: { mode } });
  await client.connect(
    new StdioClientTransport({
      command: process.execPath,
      args: [CLI, ...globalsOf(t), "mcp", "--no-watch"],
      env: isolatedEnv(t.home),
      cwd: t.base,
      stderr: "pipe",
    }),
  );
  onCleanup(() => client.close());
  return client;
}

describe("the official SDK v2 client (SkillsClient) against skillport mcp", () => {
  it("over stdio: lists only conforming skills, verifies every file, get() says why the others are left out, stderr reports each once", async () => {
    const t = tree();
    const transport = new StdioClientTransport({
      command: process.execPath,
      args: [CLI, ...globalsOf(t), "mcp"],
      env: isolatedEnv(t.home),
      cwd: t.base,
      stderr: "pipe",
    });
    let stderr = "";
    transport.stderr?.on("data", (c: Buffer) => {
      stderr += c.toString();
    });
    const client = await connect(transport);
    expectListed(await listAndVerify(client));
    await expectLeftOut(client);
    // A second listing reports nothing new.
    await new SkillsClient(client).list();
    await waitUntil(() => BROKEN.every((n) => stderr.includes(`Skill '${n}'`)), 20_000, "the stderr report");
    for (const name of BROKEN) {
      expect(stderr.split(`Skill '${name}':`).length - 1, name).toBe(1);
    }
    expect(stderr).toMatch(/skills\/list of the MCP server leaves it out; the skill tool still serves it/);
  });

  it("over Streamable HTTP: the same listing, verification and refusals", async () => {
    const t = tree();
    const server = await cliHttpServer(globalsOf(t), isolatedEnv(t.home), t.base);
    const client = await connect(new StreamableHTTPClientTransport(new URL(server.url)));
    expectListed(await listAndVerify(client));
    await expectLeftOut(client);
    await waitUntil(
      () => BROKEN.every((n) => server.stderr().includes(`Skill '${n}'`)),
      20_000,
      "the report",
    );
  });

  it("pinned to 2026-07-28 over Streamable HTTP: connects without initialize, lists with caching hints, verifies, calls the skill tool", async () => {
    const t = tree();
    const server = await cliHttpServer(globalsOf(t), isolatedEnv(t.home), t.base);
    const client = new Client(
      { name: "skillport-v2-pinned", version: "1.0.0" },
      { versionNegotiation: { mode: { pin: "2026-07-28" } } },
    );
    await client.connect(new StreamableHTTPClientTransport(new URL(server.url)));
    onCleanup(() => client.close());
    expect(client.getNegotiatedProtocolVersion()).toBe("2026-07-28");
    expect(client.getServerCapabilities()?.extensions).toHaveProperty(["io.modelcontextprotocol/skills"]);
    expectListed(await listAndVerify(client));
    const listing = await new SkillsClient(client).list();
    expect(listing).toMatchObject({ ttlMs: 60_000, cacheScope: "private" });
    await expectLeftOut(client);
    const r = await client.callTool({ name: "skill", arguments: { name: "alpha" } });
    expect(JSON.stringify(r.content)).toContain('<skill_content name=\\"alpha\\">');
    expect((await client.listTools()).tools.map((x) => x.name)).toEqual([
      "skill",
      "search_skills",
      "read_skill_resource",
    ]);
  });

  it("pinned to 2026-07-28 over stdio: the v2 entry serves the connection, lists, verifies and calls", async () => {
    const client = await v2StdioClient("skillport-v2-pinned-stdio", { pin: "2026-07-28" });
    expect(client.getNegotiatedProtocolVersion()).toBe("2026-07-28");
    expectListed(await listAndVerify(client));
    await expectLeftOut(client);
  });

  it("negotiating (auto) over stdio: the probe finds 2026-07-28 and the connection is served at it", async () => {
    const client = await v2StdioClient("skillport-v2-auto", "auto");
    expect(client.getNegotiatedProtocolVersion()).toBe("2026-07-28");
    expectListed(await listAndVerify(client));
  });

  it("doctor reports the skills skills/list leaves out, as mcp-skill-not-listed warnings", async () => {
    const t = tree();
    const r = runCli([...globalsOf(t), "doctor", "--json"], { env: isolatedEnv(t.home) });
    const doc = JSON.parse(r.stdout) as { diagnostics: { warning: { code: string; message: string }[] } };
    const notListed = doc.diagnostics.warning.filter((d) => d.code === "mcp-skill-not-listed");
    expect(notListed.map((d) => /Skill '([^']+)'/.exec(d.message)?.[1]).sort()).toEqual([...BROKEN].sort());
  });
});

describe("listing at scale with a default SDK v2 client", () => {
  it("lists 3 300 skills (more than 64 pages of 50, the old page size): a default client walks them all", async () => {
    const base = tmp("skillport-mcp-v2-many-");
    const files: Record<string, string> = { "home/.keep": "" };
    for (let i = 0; i < 3300; i++) {
      const name = `s${String(i).padStart(4, "0")}`;
      files[`skills/${name}/SKILL.md`] = skillMd(name, `Skill number ${i}.`);
    }
    writeTree(base, files);
    const t = { base, root: join(base, "skills"), home: join(base, "home") };
    const transport = new StdioClientTransport({
      command: process.execPath,
      args: [CLI, ...globalsOf(t), "mcp", "--no-watch"],
      env: isolatedEnv(t.home),
      cwd: t.base,
      stderr: "pipe",
    });
    const client = await connect(transport);
    const { skills, invalid } = await new SkillsClient(client).list();
    expect(invalid).toEqual([]);
    expect(skills.filter((s) => /^s\d{4}$/.test(String(s.frontmatter.name)))).toHaveLength(3300);
  }, 120_000);
});

describe.skipIf(!HAS_CORPUS)("the SDK v2 client over the corpus of real skills", () => {
  it("lists every conforming real skill with no invalid entry and verifies each SKILL.md", async () => {
    const base = tmp("skillport-mcp-v2-corpus-");
    writeTree(base, { "home/.keep": "" });
    const transport = new StdioClientTransport({
      command: process.execPath,
      args: [CLI, "--root", CORPUS, "--cwd", base, "--no-user", "--no-project", "mcp"],
      env: isolatedEnv(join(base, "home")),
      cwd: base,
      stderr: "pipe",
    });
    const client = await connect(transport);
    const skills = new SkillsClient(client);
    const { skills: entries, invalid } = await skills.list();
    expect(invalid).toEqual([]);
    expect(entries.length).toBeGreaterThan(100);
    for (const entry of entries) await skills.read(entry);
  }, 120_000);
});
