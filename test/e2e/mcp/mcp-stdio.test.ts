import { spawn } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { CLI, runCli, skillMd, writeTree } from "../../helpers/index.js";
import {
  isolatedEnv,
  listChanges,
  makeTree,
  onCleanup,
  stdioClient,
  textOf,
} from "../../helpers/mcp-helpers.js";
import { waitUntil } from "../../helpers/wait.js";

// The MCP server as users run it: the built CLI as a child process, a real SDK client over stdio.

describe("P1: skillport mcp over stdio", () => {
  it("P2/A2: tools/list offers skill, search_skills and read_skill_resource; the catalog is in the skill description", async () => {
    const tree = makeTree();
    const client = await stdioClient(tree, ["--no-watch"]);
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name)).toEqual(["skill", "search_skills", "read_skill_resource"]);
    const skill = tools[0]!;
    const names = (skill.inputSchema.properties as Record<string, { enum?: string[] }>).name!.enum!;
    expect(names).toEqual(expect.arrayContaining(["alpha", "beta", "private"]));
    expect(names).not.toContain("hidden");
    expect(skill.description).toContain("<available_skills>");
    expect(skill.description).toContain("<name>alpha</name>");
    expect(skill.description).toContain("Formats alpha reports for the quarterly review.");
    expect(skill.description).not.toContain("hidden");
    expect(skill.description).toContain("`read_skill_resource`");
    expect(skill.inputSchema.required).toEqual(["name"]);
    const read = tools[2]!;
    expect(read.inputSchema.required).toEqual(["name", "path"]);
  });

  it("A1/A4: the skill tool returns the envelope with arguments substituted and the bundled files listed", async () => {
    const tree = makeTree();
    const client = await stdioClient(tree, ["--no-watch"]);
    const result = await client.callTool({ name: "skill", arguments: { name: "alpha", arguments: "sales" } });
    expect(result.isError).toBeFalsy();
    const text = textOf(result);
    expect(text).toMatch(/^<skill_content name="alpha">\n<source>project<\/source>\n/);
    expect(text).toContain(`<directory>${join(tree.root, "alpha")}</directory>`);
    expect(text).toContain("Write the report about sales.");
    expect(text).toContain(`Scripts live in ${join(tree.root, "alpha")}/scripts.`);
    expect(text).toContain('&lt;skill_content name="forged">');
    expect(text).toContain("<skill_resources>");
    expect(text).toContain("<file>references/guide.md</file>");
    expect(text.trimEnd().endsWith("</skill_content>")).toBe(true);
  });

  it("A2: a hidden or unknown name is an error that lists only model-visible skills", async () => {
    const tree = makeTree();
    const client = await stdioClient(tree, ["--no-watch"]);
    for (const name of ["hidden", "nope"]) {
      const result = await client.callTool({ name: "skill", arguments: { name } });
      expect(result.isError).toBe(true);
      const text = textOf(result);
      expect(text).toMatch(new RegExp(`^Skill '${name}' not found\\. Available skills: `));
      const listed = text.split("Available skills: ")[1]!.split(", ");
      expect(listed).toEqual(expect.arrayContaining(["alpha", "beta", "private"]));
      expect(listed).not.toContain("hidden");
    }
    const bad = await client.callTool({ name: "skill", arguments: { arguments: "x" } });
    expect(bad.isError).toBe(true);
    expect(textOf(bad)).toContain("Invalid input for the skill tool");
  });

  it("Q2/Q4: search_skills returns short results, never bodies or hidden skills", async () => {
    const tree = makeTree();
    const client = await stdioClient(tree, ["--no-watch"]);
    const found = textOf(
      await client.callTool({ name: "search_skills", arguments: { query: "invoices", k: 3 } }),
    );
    expect(found).toContain("<name>beta</name>");
    expect(found).not.toContain("Body.");
    const hidden = textOf(
      await client.callTool({ name: "search_skills", arguments: { query: "deployment checklist" } }),
    );
    expect(hidden).not.toContain("hidden");
    const bad = await client.callTool({ name: "search_skills", arguments: { k: 2 } });
    expect(bad.isError).toBe(true);
  });

  it("T3: read_skill_resource reads bundled files and refuses every path out of the skill", async () => {
    const tree = makeTree();
    const client = await stdioClient(tree, ["--no-watch"]);
    const ok = await client.callTool({
      name: "read_skill_resource",
      arguments: { name: "alpha", path: "references/guide.md" },
    });
    expect(ok.isError).toBeFalsy();
    expect(textOf(ok)).toBe("# Guide\n\nThe alpha guide.\n");
    for (const path of [
      "../beta/SKILL.md",
      "../../outside/secret.txt",
      join(tree.outside, "secret.txt"),
      "link-out.txt",
      "outdir/secret.txt",
      "references/../../../outside/secret.txt",
      "..\\..\\outside\\secret.txt",
      "",
    ]) {
      const r = await client.callTool({ name: "read_skill_resource", arguments: { name: "alpha", path } });
      expect(r.isError, path).toBe(true);
      expect(textOf(r)).not.toContain("TOP SECRET");
      expect(textOf(r)).toMatch(/Cannot read|Invalid input/);
    }
    const hidden = await client.callTool({
      name: "read_skill_resource",
      arguments: { name: "hidden", path: "SKILL.md" },
    });
    expect(hidden.isError).toBe(true);
    expect(textOf(hidden)).toMatch(/^Skill 'hidden' not found/);
  });

  it("P2/S4: prompts: one per user-invocable skill with an `arguments` argument; get returns the envelope", async () => {
    const tree = makeTree();
    const client = await stdioClient(tree, ["--no-watch"]);
    const { prompts } = await client.listPrompts();
    const names = prompts.map((p) => p.name);
    expect(names).toEqual(expect.arrayContaining(["alpha", "beta", "hidden"]));
    expect(names).not.toContain("private");
    const alpha = prompts.find((p) => p.name === "alpha")!;
    expect(alpha.arguments).toEqual([expect.objectContaining({ name: "arguments", required: false })]);
    expect(alpha.arguments![0]!.description).toContain("TOPIC");
    const got = await client.getPrompt({ name: "hidden", arguments: { arguments: "prod" } });
    expect(got.messages).toHaveLength(1);
    expect(got.messages[0]!.role).toBe("user");
    const text = (got.messages[0]!.content as { text: string }).text;
    expect(text).toContain('<skill_content name="hidden">');
    expect(text).toContain("Hidden body for prod.");
    await expect(client.getPrompt({ name: "private" })).rejects.toThrow(/Prompt 'private' not found/);
  });

  it("P2/M4/X2: command prompts expand; shell snippets only with --allow-shell", async () => {
    const tree = makeTree();
    const client = await stdioClient(tree, ["--trust", "--no-watch"]);
    const { prompts } = await client.listPrompts();
    const hello = prompts.find((p) => p.name === "hello");
    expect(hello?.description).toBe("Say hello to someone");
    expect(hello?.arguments?.[0]?.description).toContain("NAME");
    const got = await client.getPrompt({ name: "hello", arguments: { arguments: "Ada" } });
    expect((got.messages[0]!.content as { text: string }).text).toBe(
      "Run custom command /hello.\n\nSay hello to Ada.",
    );
    const denied = await client.getPrompt({ name: "today" }).then(
      () => undefined,
      (e: Error) => e,
    );
    expect(denied?.message).toContain("--allow-shell");
    expect(denied?.message).not.toContain("Plan:");

    const shell = await stdioClient(tree, ["--trust", "--no-watch", "--allow-shell"]);
    const today = await shell.getPrompt({ name: "today" });
    expect((today.messages[0]!.content as { text: string }).text).toContain("Plan: from-shell");
  });

  it("T1: untrusted project skills and commands are not served unless --trust or a trust grant", async () => {
    const tree = makeTree();
    const names = async (client: Awaited<ReturnType<typeof stdioClient>>) => ({
      tools: (
        (await client.listTools()).tools[0]!.inputSchema.properties as Record<string, { enum: string[] }>
      ).name!.enum,
      prompts: (await client.listPrompts()).prompts.map((p) => p.name),
    });
    const untrusted = await names(await stdioClient(tree, ["--no-watch"]));
    expect(untrusted.tools).toContain("alpha"); // explicit --root: trusted
    expect(untrusted.tools).not.toContain("proj-skill");
    expect(untrusted.prompts).not.toContain("proj-skill");
    expect(untrusted.prompts).not.toContain("hello");
    const trusted = await names(await stdioClient(tree, ["--trust", "--no-watch"]));
    expect(trusted.tools).toContain("proj-skill");
    expect(trusted.prompts).toEqual(expect.arrayContaining(["proj-skill", "hello"]));
    expect(runCli(["trust", tree.project], { env: { HOME: tree.home } }).code).toBe(0);
    const granted = await names(await stdioClient(tree, ["--no-watch"]));
    expect(granted.tools).toContain("proj-skill");
    expect(granted.prompts).toContain("hello");
  });

  it("P2: resources: every file of each served skill is listed as skill://NAME/PATH and readable", async () => {
    const tree = makeTree();
    const client = await stdioClient(tree, ["--no-watch"]);
    const { resources } = await client.listResources();
    const uris = resources.map((r) => r.uri);
    expect(uris).toEqual(
      expect.arrayContaining([
        "skill://alpha/SKILL.md",
        "skill://alpha/assets/logo.bin",
        "skill://alpha/references/guide.md",
        "skill://alpha/scripts/run.sh",
        "skill://beta/SKILL.md",
        "skill://hidden/SKILL.md",
        "skill://private/SKILL.md",
      ]),
    );
    expect(uris.filter((u) => u.includes("link-out") || u.includes("outdir"))).toEqual([]);
    const { resourceTemplates } = await client.listResourceTemplates();
    expect(resourceTemplates.map((t) => t.uriTemplate)).toEqual(["skill://{name}/{+path}"]);

    const guide = await client.readResource({ uri: "skill://alpha/references/guide.md" });
    expect(guide.contents).toEqual([
      {
        uri: "skill://alpha/references/guide.md",
        mimeType: "text/markdown",
        text: "# Guide\n\nThe alpha guide.\n",
      },
    ]);
    const skillFile = await client.readResource({ uri: "skill://beta/SKILL.md" });
    expect((skillFile.contents[0] as { text: string }).text).toBe(
      readFileSync(join(tree.root, "beta", "SKILL.md"), "utf8"),
    );
    const logo = await client.readResource({ uri: "skill://alpha/assets/logo.bin" });
    expect(Buffer.from((logo.contents[0] as { blob: string }).blob, "base64")).toEqual(
      Buffer.from([0, 1, 2, 255, 254]),
    );
  });

  it("T3/P2: resource reads refuse `..`, encoded `%2e%2e`, absolute paths and symlinks out", async () => {
    const tree = makeTree();
    const client = await stdioClient(tree, ["--no-watch"]);
    for (const uri of [
      "skill://alpha/../beta/SKILL.md",
      "skill://alpha/../../outside/secret.txt",
      "skill://alpha/%2e%2e/%2e%2e/outside/secret.txt",
      "skill://alpha/%2E%2E%2F%2E%2E%2Foutside%2Fsecret.txt",
      "skill://alpha/..%5c..%5coutside%5csecret.txt",
      `skill://alpha/${join(tree.outside, "secret.txt")}`,
      `skill://alpha/${encodeURIComponent(join(tree.outside, "secret.txt"))}`,
      "skill://alpha/link-out.txt",
      "skill://alpha/outdir/secret.txt",
      "skill://alpha/references/%00guide.md",
      "skill://nope/SKILL.md",
      "file:///etc/passwd",
    ]) {
      const error = await client.readResource({ uri }).then(
        () => undefined,
        (e: Error) => e,
      );
      expect(error, uri).toBeInstanceOf(Error);
      expect(error!.message).not.toContain("TOP SECRET");
    }
    // Still serving after every refusal.
    expect((await client.listTools()).tools).toHaveLength(3);
  });

  it("P3/A2: after an edit the client gets tools, prompts and resources list_changed; new skills work at once", async () => {
    const tree = makeTree();
    const client = await stdioClient(tree);
    const changes = listChanges(client);
    writeFileSync(join(tree.root, "beta", "SKILL.md"), skillMd("beta", "Reconciles beta ledgers, edited."));
    writeTree(tree.root, {
      "gamma/SKILL.md": skillMd("gamma", "Plans gamma launches.", "", "# Gamma\n\nGamma body."),
    });
    await changes.waitFor("notifications/tools/list_changed");
    await changes.waitFor("notifications/prompts/list_changed");
    await changes.waitFor("notifications/resources/list_changed");
    // The notification may come after the first of two edits: wait until both are served.
    let description = "";
    await waitUntil("both edits served", async () => {
      description = (await client.listTools()).tools[0]!.description ?? "";
      return description.includes("edited") && description.includes("gamma");
    });
    expect(description).toContain("Reconciles beta ledgers, edited.");
    const gamma = await client.callTool({ name: "skill", arguments: { name: "gamma" } });
    expect(textOf(gamma)).toContain("Gamma body.");
    expect((await client.listPrompts()).prompts.map((p) => p.name)).toContain("gamma");
  });

  it("P3/W3/T1: trusting the project while the server runs serves its skills and commands, with list_changed", async () => {
    const tree = makeTree();
    const client = await stdioClient(tree);
    const changes = listChanges(client);
    expect((await client.listPrompts()).prompts.map((p) => p.name)).not.toContain("hello");
    expect(runCli(["trust", tree.project], { env: { HOME: tree.home } }).code).toBe(0);
    await changes.waitFor("notifications/prompts/list_changed");
    await changes.waitFor("notifications/tools/list_changed");
    expect((await client.listPrompts()).prompts.map((p) => p.name)).toEqual(
      expect.arrayContaining(["hello", "proj-skill"]),
    );
    const proj = await client.callTool({ name: "skill", arguments: { name: "proj-skill" } });
    expect(textOf(proj)).toContain('<skill_content name="proj-skill">');
  });

  it("P3: editing a command sends prompts list_changed and the new text is served", async () => {
    const tree = makeTree();
    const client = await stdioClient(tree, [], ["--trust"]);
    const changes = listChanges(client);
    writeTree(tree.project, { ".agents/commands/bye.md": "---\ndescription: Say goodbye\n---\nBye $1.\n" });
    await changes.waitFor("notifications/prompts/list_changed");
    const bye = await client.getPrompt({ name: "bye", arguments: { arguments: "Bob" } });
    expect((bye.messages[0]!.content as { text: string }).text).toBe("Run custom command /bye.\n\nBye Bob.");
  });

  it("P1: 200 concurrent tool calls over stdio are all answered correctly", async () => {
    const tree = makeTree();
    const client = await stdioClient(tree, ["--no-watch"]);
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        i % 2 === 0
          ? client.callTool({ name: "skill", arguments: { name: "alpha", arguments: `topic-${i}` } })
          : client.callTool({
              name: "read_skill_resource",
              arguments: { name: "alpha", path: "scripts/run.sh" },
            }),
      ),
    );
    results.forEach((r, i) => {
      expect(r.isError).toBeFalsy();
      if (i % 2 === 0) expect(textOf(r)).toContain(`Write the report about topic-${i}.`);
      else expect(textOf(r)).toBe("#!/bin/sh\necho run\n");
    });
  });

  it("P1: global options choose the skills: --profile, --mode, --no-user", async () => {
    const tree = makeTree();
    writeTree(tree.project, {
      ".claude/skills/claude-only/SKILL.md": skillMd(
        "claude-only",
        "Only under the claude profile.",
        "",
        "# C\n\nFirst: $0.",
      ),
    });
    writeTree(tree.root, { "misnamed/SKILL.md": skillMd("other-name", "Name differs from its directory.") });
    writeTree(tree.home, { ".agents/skills/from-home/SKILL.md": skillMd("from-home", "A user skill.") });
    const enumOf = async (client: Awaited<ReturnType<typeof stdioClient>>) =>
      ((await client.listTools()).tools[0]!.inputSchema.properties as Record<string, { enum: string[] }>)
        .name!.enum;

    const claude = await stdioClient(tree, ["--no-watch"], ["--profile", "claude", "--trust"]);
    expect(await enumOf(claude)).toContain("claude-only");
    const first = await claude.callTool({
      name: "skill",
      arguments: { name: "claude-only", arguments: "x y" },
    });
    expect(textOf(first)).toContain("First: x."); // claude profile: 0-based $N
    const standard = await enumOf(await stdioClient(tree, ["--no-watch"]));
    expect(standard).not.toContain("claude-only");
    expect(standard).toContain("other-name"); // standard mode: a warning, still loads
    expect(standard).not.toContain("from-home"); // --no-user
    const spec = await enumOf(await stdioClient(tree, ["--no-watch"], ["--mode", "spec"]));
    expect(spec).not.toContain("other-name"); // spec mode: name-dir-mismatch is an error
    const withUser = await enumOf(await stdioClient(tree, ["--no-watch"], [], { user: true }));
    expect(withUser).toContain("from-home");
  });

  it("P1: the stdio server answers on stdout only and exits 0 when the client closes stdin", () => {
    const tree = makeTree();
    const r = runCli(["--root", tree.root, "--no-user", "--no-project", "mcp"], {
      env: { HOME: tree.home },
      input: `${JSON.stringify({ jsonrpc: "2.0", id: 1, method: "ping" })}\n`,
    });
    expect(r.code).toBe(0);
    expect(r.stdout).toBe(`${JSON.stringify({ result: {}, jsonrpc: "2.0", id: 1 })}\n`);
    expect(r.stderr).toMatch(/skillport mcp: serving \d+ skills and 0 commands over stdio/);
  });

  it("P1: malformed messages (bad JSON, unknown method, invalid params) get errors and the server stays up", async () => {
    const tree = makeTree();
    const child = spawn(
      process.execPath,
      [CLI, "--root", tree.root, "--no-user", "--no-project", "mcp", "--no-watch"],
      {
        env: isolatedEnv(tree.home),
        stdio: ["pipe", "pipe", "pipe"],
      },
    );
    onCleanup(async () => {
      child.kill();
    });
    const responses = new Map<number, { error?: { code: number; message: string }; result?: unknown }>();
    const waiting = new Map<number, () => void>();
    let buffer = "";
    child.stdout.setEncoding("utf8");
    child.stdout.on("data", (chunk: string) => {
      buffer += chunk;
      for (let nl = buffer.indexOf("\n"); nl >= 0; nl = buffer.indexOf("\n")) {
        const line = buffer.slice(0, nl);
        buffer = buffer.slice(nl + 1);
        const msg = JSON.parse(line) as { id?: number };
        if (typeof msg.id === "number") {
          responses.set(msg.id, msg as never);
          waiting.get(msg.id)?.();
        }
      }
    });
    const send = (value: unknown) =>
      child.stdin.write(`${typeof value === "string" ? value : JSON.stringify(value)}\n`);
    const reply = (id: number) =>
      new Promise<NonNullable<ReturnType<typeof responses.get>>>((resolve) => {
        if (responses.has(id)) resolve(responses.get(id)!);
        else waiting.set(id, () => resolve(responses.get(id)!));
      });
    send({
      jsonrpc: "2.0",
      id: 1,
      method: "initialize",
      params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "raw", version: "1" } },
    });
    expect((await reply(1)).result).toBeDefined();
    send({ jsonrpc: "2.0", method: "notifications/initialized" });
    send("{this is not json");
    send({ jsonrpc: "2.0", id: 2, method: "no/such/method" });
    send({ jsonrpc: "2.0", id: 3, method: "tools/call", params: { arguments: {} } });
    send({ jsonrpc: "2.0", id: 4, method: "resources/read", params: { uri: 42 } });
    send({ jsonrpc: "2.0", id: 5, method: "tools/call", params: { name: "no_such_tool", arguments: {} } });
    send({ jsonrpc: "2.0", id: 6, method: "tools/list" });
    expect((await reply(2)).error?.code).toBe(-32601);
    expect((await reply(3)).error?.code).toBe(-32602);
    expect((await reply(4)).error?.code).toBe(-32602);
    const unknown = await reply(5);
    expect(unknown.error?.code).toBe(-32602);
    expect(unknown.error?.message).toContain("Unknown tool 'no_such_tool'");
    expect(((await reply(6)).result as { tools: unknown[] }).tools).toHaveLength(3);
  });
});
