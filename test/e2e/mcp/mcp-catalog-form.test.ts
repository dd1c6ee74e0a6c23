import { spawn } from "node:child_process";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import { describe, expect, it } from "vitest";
import {
  catalogBudgetReport,
  createMcpServer,
  createSkillTool,
  loadSkills,
  type McpServerOptions,
} from "../../../src/index.js";
import { retrievalInstructions, skillToolForm } from "../../../src/mcp/catalog-form.js";
import { CLI, CORPUS, HAS_CORPUS, skillMd, tmp, writeTree } from "../../helpers/index.js";
import { isolatedEnv, onCleanup, textOf } from "../../helpers/mcp-helpers.js";
import { waitUntil } from "../../helpers/wait.js";

// P2 at any size: the skill tool's description (the catalog of an MCP server) stays within the
// catalog budget. While the catalog fits it is the whole catalog and `name` is an enum; past that the
// description switches to the retrieval form (a selection plus search_skills), `name` is a plain
// string, and the server says so once.

const BUDGET = 51_200;
const bytes = (s: string): number => Buffer.byteLength(s, "utf8");

/** `n` skills whose names and descriptions alone need about n × 150 bytes. */
function generatedTree(n: number): { base: string; root: string; names: string[] } {
  const base = tmp("skillport-catform-");
  const files: Record<string, string> = { "home/.keep": "" };
  const names: string[] = [];
  for (let i = 0; i < n; i++) {
    const name = `gen-skill-${String(i).padStart(4, "0")}`;
    names.push(name);
    files[`skills/${name}/SKILL.md`] = skillMd(
      name,
      `Handles generated task number ${i}: converts, checks and reports the files of kind ${i % 17} for the team.`,
      "",
      `# ${name}\n\nBody of ${name}.`,
    );
  }
  writeTree(base, files);
  return { base, root: join(base, "skills"), names };
}

async function serve(root: string, home: string, options: McpServerOptions = {}) {
  const notices: string[] = [];
  const mcp = await createMcpServer({
    roots: [root],
    home,
    cwd: home,
    user: false,
    project: false,
    builtins: false,
    watch: false,
    onNotice: (m) => notices.push(m),
    ...options,
  });
  onCleanup(() => mcp.close());
  const [a, b] = InMemoryTransport.createLinkedPair();
  await mcp.connect(a);
  const client = new Client({ name: "skillport-test", version: "1.0.0" });
  await client.connect(b);
  onCleanup(() => client.close());
  return { mcp, client, notices };
}

const toolNamed = async (client: Client, name: string) => {
  const tool = (await client.listTools()).tools.find((t) => t.name === name);
  if (!tool) throw new Error(`no tool ${name}`);
  return tool;
};

describe("P2: the skill tool's description within the catalog budget", () => {
  it("a small set: the full catalog, `name` an enum on the skill tool only, no notice", async () => {
    const tree = generatedTree(5);
    const { client, notices, mcp } = await serve(tree.root, join(tree.base, "home"));
    const tools = await client.listTools();
    const skill = tools.tools.find((t) => t.name === "skill")!;
    const props = skill.inputSchema.properties as Record<string, { enum?: string[] }>;
    expect(props.name!.enum).toEqual(tree.names);
    for (const name of tree.names) expect(skill.description).toContain(`<name>${name}</name>`);
    expect(skill.description).not.toContain("search_skills` with a few words");
    // The read tool names no skill: the one list of names is the skill tool's.
    const read = tools.tools.find((t) => t.name === "read_skill_resource")!;
    expect(JSON.stringify(read.inputSchema)).not.toContain(tree.names[0]);
    expect(mcp.snapshot().catalog).toMatchObject({ form: "full", listed: 5, visible: 5 });
    expect(notices).toEqual([]);
  });

  it("1 000 generated skills: the description fits the budget, lists a selection, points to search_skills; no enum anywhere; unlisted skills still work", async () => {
    const tree = generatedTree(1000);
    const { client, notices, mcp } = await serve(tree.root, join(tree.base, "home"));
    const tools = await client.listTools();
    const skill = tools.tools.find((t) => t.name === "skill")!;
    expect(bytes(skill.description!)).toBeLessThanOrEqual(BUDGET);
    expect(JSON.stringify(tools)).not.toContain('"enum"');
    const listed = tree.names.filter((n) => skill.description!.includes(`<name>${n}</name>`));
    expect(listed.length).toBeGreaterThan(50);
    expect(listed.length).toBeLessThan(1000);
    expect(skill.description).toContain(`1000 skills are available`);
    expect(skill.description).toContain(`${listed.length} are listed below`);
    expect(skill.description).toContain("call `search_skills`");
    // The whole tools/list stays near the budget, not the 1 000-name enum twice over.
    expect(bytes(JSON.stringify(tools))).toBeLessThan(BUDGET + 4096);
    // A skill the description does not list is found by search and activates by name.
    const unlisted = tree.names.find((n) => !listed.includes(n))!;
    const found = await client.callTool({
      name: "search_skills",
      arguments: { query: `generated task number ${Number(unlisted.slice(-4))}`, k: 5 },
    });
    expect(textOf(found)).toContain(unlisted);
    const r = await client.callTool({ name: "skill", arguments: { name: unlisted } });
    expect(r.isError).toBeFalsy();
    expect(textOf(r)).toContain(`Body of ${unlisted}.`);
    const unknown = await client.callTool({ name: "skill", arguments: { name: "no-such-skill" } });
    expect(unknown.isError).toBe(true);
    // The error does not bring back the 1 000 names the description left out.
    expect(textOf(unknown)).toMatch(/^Skill 'no-such-skill' not found among 1000 skills\. Did you mean /);
    expect(textOf(unknown)).not.toContain("gen-skill-0999");
    expect(textOf(unknown)).toContain("Call `search_skills` to find one by task.");
    expect(bytes(textOf(unknown))).toBeLessThan(2000);
    const unknownRead = await client.callTool({
      name: "read_skill_resource",
      arguments: { name: "no-such-skill", path: "SKILL.md" },
    });
    expect(textOf(unknownRead)).toContain("Call `search_skills` to find one by task.");
    expect(mcp.snapshot().catalog).toMatchObject({ form: "retrieval", listed: listed.length, visible: 1000 });
    expect(notices).toHaveLength(1);
    expect(notices[0]).toBe(
      `the skill tool's description lists ${listed.length} of 1000 skills (its budget of 51200 bytes holds no more); it tells the model to find the other ${1000 - listed.length} with search_skills.`,
    );
    // A reload that adds a skill keeps the retrieval form and says nothing more.
    writeTree(tree.root, { "added-skill/SKILL.md": skillMd("added-skill", "Added after start.") });
    expect(await mcp.reload()).toBe(true);
    expect((await toolNamed(client, "skill")).description).toContain("1001 skills are available");
    expect(notices).toHaveLength(1);
  });

  it("4 000 skills whose names alone exceed the budget: the retrieval form, as full a selection as fits", async () => {
    // 4 000 × 14-byte names > 51 200 bytes: the full form is not even rendered (catalog-form.ts).
    const tree = generatedTree(4000);
    const { client, mcp } = await serve(tree.root, join(tree.base, "home"));
    const d = (await toolNamed(client, "skill")).description!;
    expect(bytes(d)).toBeLessThanOrEqual(BUDGET);
    const listed = tree.names.filter((n) => d.includes(`<name>${n}</name>`));
    expect(mcp.snapshot().catalog).toMatchObject({ form: "retrieval", listed: listed.length, visible: 4000 });
    // The same selection as a set of 1 000 gets (the first by name, each entry the same size).
    const small = generatedTree(1000);
    const s = await serve(small.root, join(small.base, "home"));
    const d1 = (await toolNamed(s.client, "skill")).description!;
    const listed1 = small.names.filter((n) => d1.includes(`<name>${n}</name>`));
    // The totals differ in the instructions ("4000" against "1000"), by at most one entry.
    expect(Math.abs(listed.length - listed1.length)).toBeLessThanOrEqual(1);
    expect(listed).toEqual(tree.names.slice(0, listed.length));
  });

  it("names and descriptions within the budget but the rendered catalog over it: the retrieval form", async () => {
    // 330 entries of ~120 bytes ask ~40 kB; with the XML and locations the catalog is well over 51 200.
    const tree = generatedTree(330);
    const { client, mcp } = await serve(tree.root, join(tree.base, "home"));
    const snap = mcp.snapshot();
    expect(catalogBudgetReport(snap.set).requested).toBeLessThan(BUDGET);
    const d = (await toolNamed(client, "skill")).description!;
    expect(bytes(d)).toBeLessThanOrEqual(BUDGET);
    expect(snap.catalog).toMatchObject({ form: "retrieval", visible: 330 });
    expect(snap.catalog!.listed).toBeGreaterThan(100);
    expect(snap.catalog!.listed).toBeLessThan(330);
  });

  it.each([
    ["plain text", "detail "],
    // Escaped in XML to several times their bytes: the first try, estimated from the raw text, is too
    // large, and the search must come down to the edge.
    ["text that XML escaping lengthens", '<&>" '],
  ])("the selection is the largest that fits, whatever the sizes of the entries (%s)", async (_, word) => {
    // Entries from ~60 to ~1 000 bytes, in no order of size: the search for the largest selection
    // (an estimate, galloping, then halving) must land on the exact edge, as a scan of every size would.
    const base = tmp("skillport-catform-edge-");
    const files: Record<string, string> = {};
    for (let i = 0; i < 3000; i++) {
      const name = `edge-${String(i).padStart(4, "0")}`;
      files[`skills/${name}/SKILL.md`] = skillMd(name, `Task ${i}. ${word.repeat((i * 37) % 130)}`);
    }
    writeTree(base, files);
    const set = await loadSkills({
      roots: [join(base, "skills")],
      home: base,
      cwd: base,
      user: false,
      project: false,
      builtins: false,
    });
    const options = {
      catalog: true,
      instructions: "",
      searchToolName: "search_skills",
      readToolName: "read_skill_resource",
    };
    const form = skillToolForm(set, options)!;
    expect(form.form).toBe("retrieval");
    const names = { skill: "skill", search: "search_skills", read: "read_skill_resource" };
    const ordered = [...set.skills].sort((a, b) => (a.name < b.name ? -1 : 1));
    const describe = (k: number): string =>
      createSkillTool(set, {
        resources: true,
        catalog: {
          skills: ordered.slice(0, k),
          instructions: retrievalInstructions(3000, k, names),
          budget: Number.MAX_SAFE_INTEGER,
        },
      })!.description;
    expect(bytes(describe(form.listed))).toBeLessThanOrEqual(form.budget);
    expect(bytes(describe(form.listed + 1))).toBeGreaterThan(form.budget);
    expect(form.listed).toBeGreaterThan(20);
  });

  it("the selection prefers project skills over user skills, then goes by name", async () => {
    const tree = generatedTree(600);
    const home = join(tree.base, "home");
    writeTree(home, {
      ".agents/skills/zz-user-skill/SKILL.md": skillMd("zz-user-skill", "A user skill."),
    });
    const { client } = await serve(tree.root, home, { user: true });
    const d = (await toolNamed(client, "skill")).description!;
    // The explicit root is project scope: its skills come first, the user's last (and do not fit).
    expect(d).toContain("<name>gen-skill-0000</name>");
    expect(d).not.toContain("zz-user-skill");
  });

  it("one huge description cannot push the description past the budget", async () => {
    const tree = generatedTree(3);
    writeTree(tree.root, {
      "huge/SKILL.md": skillMd("huge", `Huge ${"word ".repeat(20_000)}`),
    });
    const { client, mcp } = await serve(tree.root, join(tree.base, "home"), { mode: "lenient" });
    const d = (await toolNamed(client, "skill")).description!;
    expect(bytes(d)).toBeLessThanOrEqual(BUDGET);
    expect(mcp.snapshot().catalog?.form).toBe("retrieval");
    expect(d).toContain("<name>gen-skill-0000</name>");
    const r = await client.callTool({ name: "skill", arguments: { name: "huge" } });
    expect(r.isError).toBeFalsy();
  });

  it("catalog: false keeps the guidance only; an overflowing set still drops the enum and names search_skills", async () => {
    const tree = generatedTree(1000);
    const { client } = await serve(tree.root, join(tree.base, "home"), { catalog: false });
    const tools = await client.listTools();
    const skill = tools.tools.find((t) => t.name === "skill")!;
    expect(skill.description).not.toContain("<available_skills>");
    expect(skill.description).toContain("call `search_skills`");
    expect(JSON.stringify(tools)).not.toContain('"enum"');
  });

  it("`skillport mcp` says once on stderr that the skills overflow, and serves the retrieval form", async () => {
    const tree = generatedTree(700);
    const home = join(tree.base, "home");
    const child = spawn(
      process.execPath,
      [CLI, "--root", tree.root, "--no-user", "--no-project", "mcp", "--no-watch"],
      { env: isolatedEnv(home), cwd: home, stdio: ["pipe", "pipe", "pipe"] },
    );
    let err = "";
    child.stderr.on("data", (c) => {
      err += c;
    });
    const exited = new Promise((done) => child.on("close", done));
    onCleanup(async () => {
      child.kill("SIGKILL");
      await exited;
    });
    // The notice comes once the catalog is built: after the first tool call, or a second after start.
    await waitUntil(
      "the catalog notice",
      () => err.includes("over stdio") && err.includes("the skill tool's description lists"),
    );
    child.stdin.end();
    await exited;
    const lines = err.split("\n").filter((l) => l.includes("the skill tool's description lists"));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^skillport mcp: the skill tool's description lists \d+ of 70[01] skills \(its budget of \d+ bytes holds no more\); it tells the model to find the other \d+ with search_skills\.$/,
    );
  });
});

describe.skipIf(!HAS_CORPUS)("P2 over the real corpus", () => {
  it("every real skill: the description stays within the budget and the enum is gone", async () => {
    const home = tmp("skillport-catform-home-");
    writeFileSync(join(home, ".keep"), "");
    const { client, mcp } = await serve(CORPUS, home, { mode: "lenient" });
    const visible = mcp.snapshot().catalog!.visible;
    expect(visible).toBeGreaterThan(300);
    const tools = await client.listTools();
    const skill = tools.tools.find((t) => t.name === "skill")!;
    expect(bytes(skill.description!)).toBeLessThanOrEqual(BUDGET);
    expect(JSON.stringify(tools)).not.toContain('"enum"');
    expect(skill.description).toContain(`${visible} skills are available`);
  });
});
