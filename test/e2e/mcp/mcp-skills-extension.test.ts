import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, renameSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import {
  LoggingMessageNotificationSchema,
  ResourceUpdatedNotificationSchema,
} from "@modelcontextprotocol/sdk/types.js";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import type { McpServerOptions } from "../../../src/index.js";
import { hintChoices } from "../../../src/mcp/completion.js";
import { diagnosticMessages, MAX_LOG_MESSAGES } from "../../../src/mcp/logging.js";
import { MAX_SKILL_BYTES, MAX_SKILL_FILES } from "../../../src/mcp/skill-files.js";
import { SKILLS_PAGE } from "../../../src/mcp/skills-extension.js";
import { CLI, skillMd, tmp, writeTree } from "../../helpers/index.js";
import {
  httpClient,
  isolatedEnv,
  makeTree,
  onCleanup,
  serveTree,
  stdioClient,
  type Tree,
  textOf,
  treeServer,
} from "../../helpers/mcp-helpers.js";
import { waitUntil } from "../../helpers/wait.js";

// The MCP Skills extension (io.modelcontextprotocol/skills) and the protocol features around it
// (subscriptions, completion, logging, tool annotations), through real SDK clients over stdio (the
// built CLI) and Streamable HTTP on 127.0.0.1.

const EXT = "io.modelcontextprotocol/skills";

const ResourceEntry = z.object({ uri: z.string(), digest: z.string(), size: z.number() }).strict();
const SkillEntry = z
  .object({
    uri: z.string(),
    frontmatter: z.record(z.string(), z.unknown()),
    resources: z.array(ResourceEntry),
  })
  .strict();
const ListResult = z
  .object({
    resultType: z.literal("complete"),
    skills: z.array(SkillEntry),
    nextCursor: z.string().optional(),
    ttlMs: z.number().int().min(0),
    cacheScope: z.enum(["public", "private"]),
  })
  .loose();
const GetResult = z
  .object({
    resultType: z.literal("complete"),
    skill: SkillEntry,
    ttlMs: z.number().int().min(0),
    cacheScope: z.enum(["public", "private"]),
  })
  .loose();
const DirResult = z
  .object({
    resultType: z.literal("complete"),
    resources: z.array(
      z.object({ uri: z.string(), name: z.string(), mimeType: z.string().optional() }).loose(),
    ),
    nextCursor: z.string().optional(),
  })
  .loose();
const Completion = z
  .object({ completion: z.object({ values: z.array(z.string()), total: z.number(), hasMore: z.boolean() }) })
  .loose();

type Entry = z.infer<typeof SkillEntry>;

const sha = (bytes: Buffer): string => `sha256:${createHash("sha256").update(bytes).digest("hex")}`;

const listPage = (client: Client, cursor?: string) =>
  client.request({ method: "skills/list", params: cursor === undefined ? {} : { cursor } }, ListResult);
const getSkill = (client: Client, uri: string) =>
  client.request({ method: "skills/get", params: { uri } }, GetResult);
const readDir = (client: Client, uri: string, cursor?: string) =>
  client.request(
    { method: "resources/directory/read", params: cursor === undefined ? { uri } : { uri, cursor } },
    DirResult,
  );

async function listAll(client: Client): Promise<{ entries: Entry[]; pages: number }> {
  const entries: Entry[] = [];
  let cursor: string | undefined;
  let pages = 0;
  do {
    const page = await listPage(client, cursor);
    entries.push(...page.skills);
    cursor = page.nextCursor;
    pages++;
  } while (cursor !== undefined && pages < 100);
  return { entries, pages };
}

/** The JSON-RPC error code a request fails with (fails the test when it succeeds). */
async function errorCodeOf(p: Promise<unknown>): Promise<number> {
  try {
    await p;
  } catch (e) {
    return (e as { code: number }).code;
  }
  throw new Error("expected the request to fail");
}

/** Verifies an entry as a host must: every file read back through resources/read matches digest and size. */
async function verifyEntry(client: Client, entry: Entry): Promise<void> {
  for (const r of entry.resources) {
    const { contents } = await client.readResource({ uri: r.uri });
    const c = contents[0] as { text?: string; blob?: string };
    const bytes = c.text !== undefined ? Buffer.from(c.text, "utf8") : Buffer.from(c.blob!, "base64");
    expect(bytes.length, r.uri).toBe(r.size);
    expect(sha(bytes), r.uri).toBe(r.digest);
  }
}

async function serve(tree: Pick<Tree, "root" | "project" | "home">, options: McpServerOptions = {}) {
  const { mcp, handle } = await serveTree(tree, {}, options);
  return { mcp, client: await httpClient(handle.url) };
}

/** A bare tree: one skills root and nothing else. */
function bareTree(files: Record<string, string | Buffer>): Tree {
  const base = tmp("skillport-ext-");
  writeTree(base, { "home/.keep": "", "project/.keep": "", ...files });
  return {
    base,
    root: join(base, "skills"),
    project: join(base, "project"),
    home: join(base, "home"),
    outside: join(base, "outside"),
  };
}

describe("Skills extension over stdio (the built CLI)", () => {
  it("declares the extension with directoryRead next to resources (subscribe), completions and logging", async () => {
    const client = await stdioClient(makeTree(), ["--no-watch"]);
    const caps = client.getServerCapabilities()!;
    expect(caps.extensions?.[EXT]).toEqual({ directoryRead: true });
    expect(caps.resources).toEqual({ listChanged: true, subscribe: true });
    expect(caps.completions).toEqual({});
    expect(caps.logging).toEqual({});
  });

  it("skills/list: model-visible skills with complete manifests whose digests and sizes match the files on disk and resources/read", async () => {
    const tree = makeTree();
    const client = await stdioClient(tree, ["--no-watch"]);
    const { entries } = await listAll(client);
    const names = entries.map((e) => e.frontmatter.name);
    expect(names).toEqual(expect.arrayContaining(["alpha", "beta", "private"]));
    // A user-only skill is not offered for the model's registry (skills/get still answers for it).
    expect(names).not.toContain("hidden");
    const alpha = entries.find((e) => e.frontmatter.name === "alpha")!;
    expect(alpha.uri).toBe("skill://alpha/SKILL.md");
    // Complete: every regular file once, SKILL.md first; the symlinks out of the skill are not files of it.
    expect(alpha.resources.map((r) => r.uri)).toEqual([
      "skill://alpha/SKILL.md",
      "skill://alpha/assets/logo.bin",
      "skill://alpha/references/guide.md",
      "skill://alpha/scripts/run.sh",
    ]);
    for (const r of alpha.resources) {
      const bytes = readFileSync(join(tree.root, "alpha", r.uri.slice("skill://alpha/".length)));
      expect(r.digest).toMatch(/^sha256:[0-9a-f]{64}$/);
      expect(r.digest).toBe(sha(bytes));
      expect(r.size).toBe(bytes.length);
    }
    await verifyEntry(client, alpha);
  });

  it("skills/get answers for an unlisted (user-only) skill; an unknown or malformed URI is -32602", async () => {
    const tree = makeTree();
    const client = await stdioClient(tree, ["--no-watch"]);
    const { skill } = await getSkill(client, "skill://hidden/SKILL.md");
    expect(skill.frontmatter["disable-model-invocation"]).toBe(true);
    expect(skill.resources[0]!.digest).toBe(sha(readFileSync(join(tree.root, "hidden", "SKILL.md"))));
    for (const uri of [
      "skill://nope/SKILL.md",
      "skill://alpha/references/guide.md",
      "skill://alpha",
      "skill://%2e%2e/SKILL.md",
      "skill://../alpha/SKILL.md",
      "file:///etc/passwd",
      "",
    ]) {
      expect(await errorCodeOf(getSkill(client, uri)), uri).toBe(-32602);
    }
    expect(await errorCodeOf(client.request({ method: "skills/get", params: {} }, GetResult))).toBe(-32602);
  });

  it("logging over stdio: a broken skill's diagnostic arrives as a log message right after initialization", async () => {
    const tree = makeTree();
    writeTree(tree.root, { "broken/SKILL.md": "---\nname: broken\ndescription: [unclosed\n---\n" });
    const { Client } = await import("@modelcontextprotocol/sdk/client/index.js");
    const { StdioClientTransport } = await import("@modelcontextprotocol/sdk/client/stdio.js");
    const client = new Client({ name: "log-test", version: "1" });
    const arrived = new Promise<{ level: string; data: unknown }>((resolve) => {
      client.setNotificationHandler(LoggingMessageNotificationSchema, (n) => {
        if ((n.params.data as { code?: string }).code === "invalid-yaml") resolve(n.params);
      });
    });
    await client.connect(
      new StdioClientTransport({
        command: process.execPath,
        args: [CLI, "--root", tree.root, "--cwd", tree.project, "--no-user", "mcp", "--no-watch"],
        env: isolatedEnv(tree.home),
        cwd: tree.project,
        stderr: "pipe",
      }),
    );
    onCleanup(() => client.close());
    const message = await arrived;
    expect(message.level).toBe("error");
    expect((message.data as { path: string }).path).toContain("broken");
  });

  it("resources/subscribe: a real edit of a bundled file sends notifications/resources/updated for its URI", async () => {
    const tree = makeTree();
    const client = await stdioClient(tree, ["--no-watch"]);
    const updated: string[] = [];
    let wake: () => void = () => {};
    client.setNotificationHandler(ResourceUpdatedNotificationSchema, (n) => {
      updated.push(n.params.uri);
      wake();
    });
    await client.subscribeResource({ uri: "skill://alpha/references/guide.md" });
    const arrived = new Promise<void>((resolve) => {
      wake = resolve;
    });
    writeFileSync(join(tree.root, "alpha", "references", "guide.md"), "# Guide\n\nEdited.\n");
    await arrived;
    expect(updated).toEqual(["skill://alpha/references/guide.md"]);
  });
});

describe("Skills extension over HTTP", () => {
  it("a listing of 120 skills pages by SKILLS_PAGE; every skill comes once, no entry is split; a bad cursor is -32602", async () => {
    const files: Record<string, string> = {};
    for (let i = 0; i < 120; i++) {
      const name = `skill-${String(i).padStart(3, "0")}`;
      files[`skills/${name}/SKILL.md`] = skillMd(name);
      files[`skills/${name}/notes/n.md`] = `notes ${i}\n`;
    }
    const { client } = await serve(bareTree(files));
    const { entries, pages } = await listAll(client);
    const ours = entries.filter((e) => String(e.frontmatter.name).startsWith("skill-"));
    expect(ours).toHaveLength(120);
    expect(new Set(entries.map((e) => e.uri)).size).toBe(entries.length);
    expect(pages).toBe(Math.ceil(entries.length / SKILLS_PAGE));
    for (const e of ours) expect(e.resources).toHaveLength(2);
    for (const cursor of ["x", "-1", "1e3", "99999999999999"]) {
      expect(await errorCodeOf(listPage(client, cursor)), cursor).toBe(-32602);
    }
  });

  it("frontmatter is the file's YAML as written: lists stay lists, dates stay strings, metadata, unknown fields", async () => {
    const tree = bareTree({
      "skills/verbatim/SKILL.md":
        "---\nname: verbatim\ndescription: >\n  Folded\n  description.\nallowed-tools:\n  - Read\n  - Bash(git:*)\ncreated: 2024-01-31\nversion: 2\nmetadata:\n  owner: docs\n  tier: '2'\nx-tags: [a, b]\nx-custom: yes\n---\n# Verbatim\n",
    });
    const { client } = await serve(tree);
    const { skill } = await getSkill(client, "skill://verbatim/SKILL.md");
    expect(skill.frontmatter).toEqual({
      name: "verbatim",
      description: "Folded description.\n",
      "allowed-tools": ["Read", "Bash(git:*)"],
      created: "2024-01-31",
      version: 2,
      metadata: { owner: "docs", tier: "2" },
      "x-tags": ["a", "b"],
      "x-custom": "yes",
    });
  });

  it("limits: 512 files and 16 MiB are served; one file or one byte more leaves the skill out, and skills/get says why", async () => {
    const files: Record<string, string | Buffer> = {};
    files["skills/at-files/SKILL.md"] = skillMd("at-files");
    for (let i = 1; i < MAX_SKILL_FILES; i++) files[`skills/at-files/f/${i}.txt`] = `${i}\n`;
    files["skills/over-files/SKILL.md"] = skillMd("over-files");
    for (let i = 0; i < MAX_SKILL_FILES; i++) files[`skills/over-files/f/${i}.txt`] = `${i}\n`;
    const md = skillMd("at-bytes");
    files["skills/at-bytes/SKILL.md"] = md;
    files["skills/at-bytes/blob.bin"] = Buffer.alloc(MAX_SKILL_BYTES - Buffer.byteLength(md), 7);
    const md2 = skillMd("over-bytes");
    files["skills/over-bytes/SKILL.md"] = md2;
    files["skills/over-bytes/blob.bin"] = Buffer.alloc(MAX_SKILL_BYTES - Buffer.byteLength(md2) + 1, 7);
    const { client } = await serve(bareTree(files));
    const { entries } = await listAll(client);
    const byName = new Map(entries.map((e) => [e.frontmatter.name, e]));
    expect(byName.get("at-files")!.resources).toHaveLength(MAX_SKILL_FILES);
    const bytes = byName.get("at-bytes")!.resources.reduce((n, r) => n + r.size, 0);
    expect(bytes).toBe(MAX_SKILL_BYTES);
    expect(byName.has("over-files")).toBe(false);
    expect(byName.has("over-bytes")).toBe(false);
    await expect(getSkill(client, "skill://over-files/SKILL.md")).rejects.toThrow(/more than 512 files/);
    await expect(getSkill(client, "skill://over-bytes/SKILL.md")).rejects.toThrow(/16 MiB/);
    // The 16 MiB file is readable whole through resources/read, and matches its digest.
    await verifyEntry(client, byName.get("at-bytes")!);
    // The tools still serve the skills the extension leaves out.
    const r = await client.callTool({ name: "skill", arguments: { name: "over-files" } });
    expect(r.isError).toBeFalsy();
  });

  it("skills whose SKILL.md a host could not verify are left out: no name field, YAML that needed repair, an alias bomb", async () => {
    const bomb = `a: &a ["x","x","x","x","x","x","x","x","x","x"]\nb: &b [*a,*a,*a,*a,*a,*a,*a,*a,*a,*a]\nc: &c [*b,*b,*b,*b,*b,*b,*b,*b,*b,*b]\nd: &d [*c,*c,*c,*c,*c,*c,*c,*c,*c,*c]\ne: &e [*d,*d,*d,*d,*d,*d,*d,*d,*d,*d]\nf: [*e,*e,*e,*e,*e,*e,*e,*e,*e,*e]\n`;
    const tree = bareTree({
      "skills/no-name/SKILL.md": "---\ndescription: Has no name field.\n---\n# No name\n",
      "skills/repaired/SKILL.md":
        "---\nname: repaired\ndescription: Use this: when colons abound\n---\n# R\n",
      "skills/bomb/SKILL.md": `---\nname: bomb\ndescription: Alias bomb.\n${bomb}---\n# B\n`,
      "skills/fine/SKILL.md": skillMd("fine"),
    });
    const { client, mcp } = await serve(tree, { mode: "lenient" });
    const loaded = mcp.snapshot().set.skills.map((s) => s.name);
    const { entries } = await listAll(client);
    const listed = entries.map((e) => e.frontmatter.name);
    expect(listed).toContain("fine");
    for (const name of ["no-name", "repaired", "bomb"]) {
      expect(listed).not.toContain(name);
      if (loaded.includes(name)) {
        expect(await errorCodeOf(getSkill(client, `skill://${name}/SKILL.md`)), name).toBe(-32602);
      }
    }
  });

  it("hostile files: a FIFO and a symlinked SKILL.md neither hang nor leak; odd file names round-trip through their URIs", async () => {
    const tree = bareTree({
      "skills/odd/SKILL.md": skillMd("odd"),
      "skills/odd/with space/ü ñ.md": "unicode name\n",
      "skills/odd/100%.txt": "percent\n",
      "skills/odd/.env": "SECRET=1\n",
      "skills/odd/node_modules/x.js": "x\n",
      "outside/SKILL.md": skillMd("linked"),
    });
    execFileSync("mkfifo", [join(tree.root, "odd", "pipe")]);
    mkdirSync(join(tree.root, "linked"));
    symlinkSync(join(tree.base, "outside", "SKILL.md"), join(tree.root, "linked", "SKILL.md"));
    const { client } = await serve(tree);
    const { skill } = await getSkill(client, "skill://odd/SKILL.md");
    expect(skill.resources.map((r) => r.uri)).toEqual([
      "skill://odd/SKILL.md",
      "skill://odd/100%25.txt",
      "skill://odd/with%20space/%C3%BC%20%C3%B1.md",
    ]);
    await verifyEntry(client, skill);
    const { entries } = await listAll(client);
    expect(entries.map((e) => e.frontmatter.name)).not.toContain("linked");
  });

  it("resources/directory/read lists direct children (subdirectories as inode/directory) and refuses what is not a served directory", async () => {
    const tree = makeTree();
    writeTree(tree.root, { "alpha/references/deep/more.md": "more\n", "alpha/.hidden/x": "x\n" });
    const { client } = await serve(tree);
    const root = await readDir(client, "skill://alpha");
    expect(root.resources).toEqual([
      { uri: "skill://alpha/SKILL.md", name: "SKILL.md", mimeType: "text/markdown" },
      { uri: "skill://alpha/assets", name: "assets", mimeType: "inode/directory" },
      { uri: "skill://alpha/references", name: "references", mimeType: "inode/directory" },
      { uri: "skill://alpha/scripts", name: "scripts", mimeType: "inode/directory" },
    ]);
    const refs = await readDir(client, "skill://alpha/references");
    expect(refs.resources.map((r) => [r.name, r.mimeType])).toEqual([
      ["deep", "inode/directory"],
      ["guide.md", "text/markdown"],
    ]);
    expect(root.nextCursor).toBeUndefined();
    for (const uri of [
      "skill://alpha/SKILL.md",
      "skill://alpha/outdir",
      "skill://alpha/.hidden",
      "skill://alpha/references/",
      "skill://alpha/../beta",
      "skill://alpha/%2e%2e",
      "skill://nope",
      "skill://hidden/nope",
      "http://example.com/x",
    ]) {
      expect(await errorCodeOf(readDir(client, uri)), uri).toBe(-32602);
    }
  });

  it("resources/directory/read pages a directory of 1 200 files; the cursor round-trips", async () => {
    const files: Record<string, string> = { "skills/many/SKILL.md": skillMd("many") };
    for (let i = 0; i < 1200; i++) files[`skills/many/d/${String(i).padStart(4, "0")}.md`] = "x\n";
    const { client } = await serve(bareTree(files));
    const seen: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const page = await readDir(client, "skill://many/d", cursor);
      seen.push(...page.resources.map((r) => r.name));
      cursor = page.nextCursor;
      pages++;
    } while (cursor !== undefined);
    expect(pages).toBe(3);
    expect(seen).toHaveLength(1200);
    expect(new Set(seen).size).toBe(1200);
  });

  it("resources/list names a SKILL.md resource by its skill and describes it by the frontmatter", async () => {
    const { client } = await serve(makeTree());
    const { resources } = await client.listResources();
    const md = resources.find((r) => r.uri === "skill://alpha/SKILL.md")!;
    expect(md).toMatchObject({
      name: "alpha",
      description: "Formats alpha reports for the quarterly review.",
      mimeType: "text/markdown",
    });
  });

  it("subscribe over HTTP: an editor's atomic save (write a new file, rename it over) notifies; unsubscribe stops it", async () => {
    const tree = makeTree();
    writeTree(tree.root, { "beta/notes.md": "Notes.\n" });
    const { client } = await serve(tree);
    const updated: string[] = [];
    let wake: () => void = () => {};
    client.setNotificationHandler(ResourceUpdatedNotificationSchema, (n) => {
      updated.push(n.params.uri);
      wake();
    });
    const uri = "skill://beta/SKILL.md";
    await client.subscribeResource({ uri });
    // A URI of no served skill is accepted (it may appear later) and never fires.
    await client.subscribeResource({ uri: "test://not-a-skill" });
    const first = new Promise<void>((resolve) => {
      wake = resolve;
    });
    const path = join(tree.root, "beta", "SKILL.md");
    writeFileSync(`${path}.tmp`, skillMd("beta", "Searches beta databases for receipts."));
    renameSync(`${path}.tmp`, path);
    await first;
    expect(updated).toEqual([uri]);
    await client.unsubscribeResource({ uri });
    // A file of the same folder stays subscribed, edited after SKILL.md: once its update has come (and a
    // ping round-trip after it), an update for SKILL.md would have come before it.
    const control = "skill://beta/notes.md";
    await client.subscribeResource({ uri: control });
    writeFileSync(path, skillMd("beta", "Edited once more."));
    writeFileSync(join(tree.root, "beta", "notes.md"), "Notes, edited.\n");
    await waitUntil("the control file's update", () => updated.includes(control));
    await client.ping();
    expect(updated).toEqual([uri, control]);
  });

  it("completion/complete: skill names and paths for the template, argument-hint choices for prompts; unknown refs are -32602", async () => {
    const tree = makeTree();
    writeTree(tree.root, {
      "bump/SKILL.md": skillMd("bump", "Bumps the version.", 'argument-hint: "[major|minor|patch]"\n'),
    });
    const { client } = await serve(tree);
    const complete = (params: Record<string, unknown>) =>
      client.request({ method: "completion/complete", params }, Completion);
    const tpl = { type: "ref/resource", uri: "skill://{name}/{+path}" };
    const names = await complete({ ref: tpl, argument: { name: "name", value: "al" } });
    expect(names.completion.values).toEqual(["alpha"]);
    const paths = await complete({
      ref: tpl,
      argument: { name: "path", value: "ref" },
      context: { arguments: { name: "alpha" } },
    });
    expect(paths.completion.values).toEqual(["references/guide.md"]);
    const bump = await complete({
      ref: { type: "ref/prompt", name: "bump" },
      argument: { name: "arguments", value: "m" },
    });
    expect(bump.completion.values).toEqual(["major", "minor"]);
    expect(
      await errorCodeOf(
        complete({ ref: { type: "ref/prompt", name: "nope" }, argument: { name: "arguments", value: "" } }),
      ),
    ).toBe(-32602);
    expect(
      await errorCodeOf(
        complete({ ref: { type: "ref/resource", uri: "file:///{x}" }, argument: { name: "x", value: "" } }),
      ),
    ).toBe(-32602);
  });

  it("logging: load diagnostics reach the client as log messages with their codes, and new ones after a reload", async () => {
    const tree = bareTree({
      "skills/broken/SKILL.md": "---\nname: broken\ndescription: [unclosed\n---\n# B\n",
      "skills/ok/SKILL.md": skillMd("ok"),
    });
    const mcp = await treeServer(tree);
    const handle = await mcp.listen({ port: 0 });
    const messages: { level: string; data: unknown }[] = [];
    let wake: () => void = () => {};
    const { Client } = await import("@modelcontextprotocol/sdk/client/index.js");
    const { StreamableHTTPClientTransport } = await import(
      "@modelcontextprotocol/sdk/client/streamableHttp.js"
    );
    const client = new Client({ name: "log-test", version: "1" });
    client.setNotificationHandler(LoggingMessageNotificationSchema, (n) => {
      messages.push(n.params);
      wake();
    });
    const first = new Promise<void>((resolve) => {
      wake = resolve;
    });
    await client.connect(new StreamableHTTPClientTransport(new URL(handle.url)));
    onCleanup(() => client.close());
    // The notification stream opens after initialize; a request makes sure it is there.
    await client.listTools();
    await first;
    expect(
      messages.some((m) => m.level === "error" && (m.data as { code: string }).code === "invalid-yaml"),
    ).toBe(true);
    const second = new Promise<void>((resolve) => {
      wake = resolve;
    });
    writeTree(tree.root, { "nameless/SKILL.md": "---\ndescription: No name here.\n---\n# N\n" });
    await mcp.reload();
    await second;
    const codes = messages.map((m) => (m.data as { code?: string }).code);
    expect(codes.filter((c) => c === "invalid-yaml")).toHaveLength(1);
    expect(codes.length).toBeGreaterThan(1);
  });

  it("tools carry a title and read-only annotations", async () => {
    const { client } = await serve(makeTree());
    const { tools } = await client.listTools();
    for (const t of tools) {
      expect(t.title, t.name).toBeTruthy();
      expect(t.annotations, t.name).toMatchObject({ readOnlyHint: true, openWorldHint: false });
    }
  });

  it("read_skill_resource keeps its 1 MiB limit; resources/read serves a 2 MiB file whole", async () => {
    const tree = makeTree();
    writeTree(tree.root, { "beta/big.txt": "y".repeat(2 * 1024 * 1024) });
    const { client } = await serve(tree);
    const tool = await client.callTool({
      name: "read_skill_resource",
      arguments: { name: "beta", path: "big.txt" },
    });
    expect(tool.isError).toBe(true);
    expect(textOf(tool)).toContain("1048576");
    const { contents } = await client.readResource({ uri: "skill://beta/big.txt" });
    expect((contents[0] as { text: string }).text).toHaveLength(2 * 1024 * 1024);
  });
});

describe("pure pieces", () => {
  it("hintChoices: only an explicit a|b|c list offers choices", () => {
    expect(hintChoices("[major|minor|patch]")).toEqual(["major", "minor", "patch"]);
    expect(hintChoices("<fast|thorough>")).toEqual(["fast", "thorough"]);
    expect(hintChoices("a|a|b")).toEqual(["a", "b"]);
    expect(hintChoices("[file] [mode]")).toEqual([]);
    expect(hintChoices("[a|b] [c|d]")).toEqual([]);
    expect(hintChoices("two words|x")).toEqual([]);
    expect(hintChoices(42)).toEqual([]);
  });

  it("diagnosticMessages: only new diagnostics, capped with one summary message", () => {
    const d = (i: number) => ({
      severity: "warning" as const,
      code: "read-failed" as const,
      message: `m${i}`,
      path: `/p${i}`,
    });
    const all = Array.from({ length: MAX_LOG_MESSAGES + 5 }, (_, i) => d(i));
    const msgs = diagnosticMessages(all);
    expect(msgs).toHaveLength(MAX_LOG_MESSAGES + 1);
    expect(msgs.at(-1)!.data).toMatch(/^5 more diagnostics/);
    expect(diagnosticMessages(all, all)).toEqual([]);
    expect(diagnosticMessages([d(1), d(2)], [d(1)])).toEqual([
      { level: "warning", logger: "skillport", data: { code: "read-failed", message: "m2", path: "/p2" } },
    ]);
  });
});
