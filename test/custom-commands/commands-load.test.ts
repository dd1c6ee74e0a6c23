import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { CommandReadError } from "../../src/custom-commands/body.js";
import type { LoadCommandsOptions } from "../../src/custom-commands/load.js";
import { commandNameFromPath } from "../../src/custom-commands/name.js";
import { descriptionFromBody, parseCommandFile } from "../../src/custom-commands/parse.js";
import { type CommandSet, loadCommands } from "../../src/index.js";
import { link, tmp, writeTree } from "../helpers/index.js";

/** Project trust (T1) is tested separately: here every discovered project root is trusted. */
const load = (o: LoadCommandsOptions) => loadCommands({ trust: "all", ...o });
const codes = (set: CommandSet) => set.diagnostics.map((d) => d.code);
const names = (set: CommandSet) => set.commands.map((c) => c.name);

/** A project directory and a home, both with command roots. */
function setup(project: Record<string, string>, home: Record<string, string> = {}) {
  const cwd = tmp("skillport-proj-");
  const homeDir = tmp("skillport-home-");
  writeTree(cwd, Object.fromEntries(Object.entries(project).map(([k, v]) => [`.agents/commands/${k}`, v])));
  writeTree(homeDir, Object.fromEntries(Object.entries(home).map(([k, v]) => [`.agents/commands/${k}`, v])));
  return { cwd, home: homeDir };
}

const cmd = (description: string, body = "Do it.") => `---\ndescription: ${description}\n---\n${body}\n`;

describe("command names", () => {
  it("M2: path below the root, '/' as ':', lowercased, without .md", () => {
    expect(commandNameFromPath("frontend/Test.md")).toBe("frontend:test");
    expect(commandNameFromPath("a/b/c.MD")).toBe("a:b:c");
  });

  it("M1, M2: nested files load under their path names", async () => {
    const o = setup({
      "deploy.md": cmd("Deploy"),
      "frontend/test.md": cmd("Frontend tests"),
      "Frontend/Lint/Fix.md": cmd("Fix lint"),
      "notes.txt": "not a command",
    });
    const set = await load(o);
    expect(names(set)).toEqual(["deploy", "frontend:lint:fix", "frontend:test"]);
    const t = set.commands.find((c) => c.name === "frontend:test")!;
    expect(t.location).toBe(join(o.cwd, ".agents/commands/frontend/test.md"));
    expect(t.scope).toBe("project");
    expect(set.diagnostics).toEqual([]);
  });

  it("M2: names that break the pattern give invalid-command-name and do not load", async () => {
    const set = await load(
      setup({
        "my notes.md": cmd("x"),
        "v1.2.md": cmd("x"),
        "-x.md": cmd("x"),
        "_x.md": cmd("x"),
        [`${"a".repeat(64)}.md`]: cmd("x"),
        [`${"a".repeat(65)}.md`]: cmd("x"),
        "ok_name-1.md": cmd("x"),
      }),
    );
    expect(names(set)).toEqual(["a".repeat(64), "ok_name-1"]);
    const bad = set.diagnostics.filter((d) => d.code === "invalid-command-name");
    expect(bad).toHaveLength(5);
    expect(bad.every((d) => d.severity === "error" && d.path?.endsWith(".md"))).toBe(true);
    expect(bad.map((d) => d.message).join("\n")).toContain("'/my notes'");
  });
});

describe("command precedence", () => {
  it("M2, R1, R2: a project command wins over a user command of the same name", async () => {
    const o = setup(
      { "deploy.md": cmd("Project deploy") },
      { "deploy.md": cmd("User deploy"), "u.md": cmd("U") },
    );
    const set = await load(o);
    expect(set.commands.map((c) => [c.name, c.scope, c.description])).toEqual([
      ["deploy", "project", "Project deploy"],
      ["u", "user", "U"],
    ]);
    expect(set.shadowed.map((c) => [c.name, c.scope])).toEqual([["deploy", "user"]]);
    const d = set.diagnostics.find((x) => x.code === "shadowed")!;
    expect(d.message).toContain(join(o.home, ".agents/commands/deploy.md"));
    expect(d.message).toContain(join(o.cwd, ".agents/commands/deploy.md"));
  });

  it("R1: within the project scope the nearer root wins", async () => {
    const top = tmp("skillport-git-");
    mkdirSync(join(top, ".git"));
    writeTree(top, {
      ".agents/commands/x.md": cmd("Top"),
      "sub/.agents/commands/x.md": cmd("Near"),
    });
    const set = await load({ cwd: join(top, "sub"), home: tmp(), user: false });
    expect(set.commands.map((c) => c.description)).toEqual(["Near"]);
    expect(codes(set)).toEqual(["name-collision"]);
  });

  it("R1, R2: two files with one name in one root: the first path wins, name-collision names both", async () => {
    const o = setup({ "Deploy.md": cmd("Upper"), "deploy.md": cmd("Lower") });
    const set = await load(o);
    expect(set.commands.map((c) => c.description)).toEqual(["Upper"]);
    const d = set.diagnostics.find((x) => x.code === "name-collision")!;
    expect(d.message).toContain("Deploy.md");
    expect(d.message).toContain("deploy.md");
  });

  it("M5: a reserved name never shadows the host's built-in; the command gets reserved-name", async () => {
    const set = await load({
      ...setup({ "help.md": cmd("My help"), "ok.md": cmd("Ok") }),
      reserved: ["help"],
    });
    expect(names(set)).toEqual(["ok"]);
    expect(set.shadowed.map((c) => c.name)).toEqual(["help"]);
    const d = set.diagnostics.find((x) => x.code === "reserved-name")!;
    expect(d.severity).toBe("warning");
    expect(d.path).toMatch(/help\.md$/);
  });

  it("M1: profiles add their own roots (.claude/commands, .zcode/commands, .opencode/command(s))", async () => {
    const cwd = tmp();
    writeTree(cwd, {
      ".claude/commands/c.md": cmd("Claude"),
      ".zcode/commands/z.md": cmd("ZCode"),
      ".opencode/commands/o.md": cmd("OpenCode"),
      ".opencode/command/legacy.md": cmd("OpenCode legacy"),
      ".agents/commands/a.md": cmd("Agents"),
    });
    const home = tmp();
    const of = async (profile: string) => names(await load({ cwd, home, profile }));
    expect(await of("agents")).toEqual(["a"]);
    expect(await of("claude")).toEqual(["c"]);
    expect(await of("zcode")).toEqual(["a", "z"]);
    expect(await of("opencode")).toEqual(["legacy", "o"]);
  });
});

describe("command trust", () => {
  it("T1: untrusted discovered project roots are left out; user and explicit roots still load", async () => {
    const o = setup({ "p.md": cmd("Project") }, { "u.md": cmd("User") });
    expect(names(await loadCommands({ ...o, trust: "none" }))).toEqual(["u"]);
    const explicit = await loadCommands({ ...o, trust: "none", roots: [join(o.cwd, ".agents/commands")] });
    expect(names(explicit)).toEqual(["p", "u"]);
  });
});

describe("command files", () => {
  it("M3: description falls back to the first non-empty body line without # or list marker", async () => {
    const set = await load(
      setup({
        "h.md": "\n\n# Review the diff\n\nBody $ARGUMENTS\n",
        "l.md": "---\nmodel: x\n---\n\n- Run the checks\n",
        "n.md": "1. Number one\n",
        "r.md": "---\n---\n\n---\n## Heading after a rule\n",
      }),
    );
    expect(set.commands.map((c) => [c.name, c.description])).toEqual([
      ["h", "Review the diff"],
      ["l", "Run the checks"],
      ["n", "Number one"],
      ["r", "Heading after a rule"],
    ]);
  });

  it("M3: no description and no body line: skipped with missing-description", async () => {
    const set = await load(setup({ "empty.md": "---\nmodel: m\n---\n\n#\n", "blank.md": "  \n" }));
    expect(names(set)).toEqual([]);
    expect(codes(set)).toEqual(["missing-description", "missing-description"]);
    expect(set.diagnostics[0]!.severity).toBe("error");
  });

  it("M3: unknown fields warn and the command still loads; known fields are normalised", async () => {
    const set = await load(
      setup({
        "x.md":
          "---\ndescription: X\nargument-hint: [pr-number] [priority]\nallowed-tools: [Bash, Read]\nskills: [pdf, docx]\ndisable-noninteractive: true\nagent: build\ncolor: red\n---\nBody\n",
        "y.md": "---\ndescription: Y\nargument-hint: [message]\nskills: a, b\n---\nBody\n",
      }),
    );
    expect(names(set)).toEqual(["x", "y"]);
    const [x, y] = set.commands;
    expect(x!.argumentHint).toBe("[pr-number] [priority]");
    expect(x!.skills).toEqual(["pdf", "docx"]);
    expect(x!.disableNoninteractive).toBe(true);
    expect(x!.frontmatter["allowed-tools"]).toBe("Bash Read");
    expect(y!.argumentHint).toBe("[message]");
    expect(y!.skills).toEqual(["a", "b"]);
    const unknown = set.diagnostics.filter((d) => d.code === "unknown-field");
    expect(unknown).toHaveLength(1);
    expect(unknown[0]!.severity).toBe("warning");
    expect(unknown[0]!.message).toContain("'agent', 'color'");
  });

  it("M3: broken YAML frontmatter is invalid-yaml and the command does not load", async () => {
    const set = await load(setup({ "bad.md": "---\ndescription: [unclosed\n---\nBody\n" }));
    expect(names(set)).toEqual([]);
    expect(codes(set)).toEqual(["invalid-yaml"]);
  });

  it("M1: a file over 100 000 bytes is file-too-large; exactly 100 000 loads", async () => {
    const head = cmd("Big");
    const set = await load(
      setup({
        "ok.md": head + "x".repeat(100_000 - Buffer.byteLength(head)),
        "big.md": head + "x".repeat(100_001 - Buffer.byteLength(head)),
      }),
    );
    expect(names(set)).toEqual(["ok"]);
    const d = set.diagnostics.find((x) => x.code === "file-too-large")!;
    expect(d.message).toContain("100001 bytes");
    expect(d.path).toMatch(/big\.md$/);
  });

  it("T5: binary and invalid UTF-8 files are diagnostics, not crashes", async () => {
    const o = setup({ "ok.md": cmd("Ok") });
    writeFileSync(join(o.cwd, ".agents/commands/bin.md"), Buffer.from([0, 1, 2, 0xff]));
    writeFileSync(join(o.cwd, ".agents/commands/latin.md"), Buffer.from([0x63, 0xe9, 0x0a]));
    const set = await load(o);
    expect(names(set)).toEqual(["ok"]);
    expect(codes(set)).toEqual(["invalid-encoding", "invalid-encoding"]);
  });
});

describe("command walking", () => {
  it("M1, D6: symlinks are followed; a loop ends with symlink-loop; a dangling link is broken-link", async () => {
    const o = setup({ "a.md": cmd("A") });
    const shared = writeTree(tmp(), { "s.md": cmd("Shared") });
    const root = join(o.cwd, ".agents/commands");
    link(shared, join(root, "team"));
    link(root, join(root, "loop"));
    link(join(root, "a.md"), join(root, "alias.md"));
    link(join(root, "missing.md"), join(root, "gone.md"));
    const set = await load(o);
    expect(names(set)).toEqual(["a", "alias", "team:s"]);
    expect(set.commands.find((c) => c.name === "team:s")!.location).toBe(join(root, "team", "s.md"));
    expect(codes(set).sort()).toEqual(["broken-link", "symlink-loop"]);
  });

  it("M1: commands load up to 12 directories deep; deeper gives depth-limit", async () => {
    const deep12 = `${Array.from({ length: 12 }, (_, i) => `d${i}`).join("/")}/ok.md`;
    const deep13 = `${Array.from({ length: 13 }, (_, i) => `e${i}`).join("/")}/no.md`;
    const set = await load(setup({ [deep12]: cmd("Ok"), [deep13]: cmd("No") }));
    expect(names(set)).toEqual([`${Array.from({ length: 12 }, (_, i) => `d${i}`).join(":")}:ok`]);
    expect(codes(set)).toEqual(["depth-limit"]);
  });

  it("D5, D8: dot folders and node_modules are skipped; missing roots are silent", async () => {
    const set = await load(
      setup({ ".hidden/x.md": cmd("H"), "node_modules/y.md": cmd("N"), ".z.md": cmd("Z"), "v.md": cmd("V") }),
    );
    expect(names(set)).toEqual(["v"]);
    expect(set.diagnostics).toEqual([]);
    const none = await load({ cwd: tmp(), home: tmp() });
    expect(none.commands).toEqual([]);
    expect(none.diagnostics).toEqual([]);
  });

  it("D9: the same tree gives the same set", async () => {
    const o = setup({ "b.md": cmd("B"), "a/c.md": cmd("C"), "a.md": cmd("A") });
    const one = await load(o);
    const two = await load(o);
    expect(JSON.stringify(one)).toBe(JSON.stringify(two));
  });
});

describe("command bodies", () => {
  it("M3: the body is read lazily: edits after loading are seen, and growth past the limit is an error", async () => {
    const o = setup({ "x.md": cmd("X", "First body") });
    const set = await load(o);
    const x = set.commands[0]!;
    expect(await set.readBody(x)).toBe("First body");
    const file = join(o.cwd, ".agents/commands/x.md");
    writeFileSync(file, cmd("X", "Second body"));
    expect(await set.readBody(x)).toBe("Second body");
    writeFileSync(file, cmd("X", "y".repeat(100_001)));
    await expect(set.readBody(x)).rejects.toBeInstanceOf(CommandReadError);
    await expect(set.readBody(x)).rejects.toMatchObject({ code: "file-too-large" });
  });

  it("M3, F2: CRLF line endings and a BOM work in the frontmatter and the template", () => {
    const p = parseCommandFile(
      "\uFEFF---\r\ndescription: Crlf\r\nargument-hint: [a] [b]\r\n---\r\nLine $1\r\n",
    );
    expect(p).toMatchObject({ ok: true, description: "Crlf", argumentHint: "[a] [b]", body: "Line $1" });
    expect(parseCommandFile("\uFEFF# Title\r\n\r\nBody\r\n")).toMatchObject({
      ok: true,
      description: "Title",
    });
  });

  it("M3: parseCommandFile without frontmatter keeps the whole text as the template", () => {
    const p = parseCommandFile("# Title\n\nDo $1.\n");
    expect(p).toMatchObject({ ok: true, description: "Title", body: "# Title\n\nDo $1." });
    expect(descriptionFromBody("```!\ngit status\n```")).toBe("git status");
  });
});
