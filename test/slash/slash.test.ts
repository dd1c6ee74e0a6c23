import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  type CommandSet,
  type CommandTemplate,
  completeSlashCommand,
  expandSlashCommand,
  loadSkills,
  parseSlashCommand,
  type Root,
  type SkillSet,
  SlashExpansionError,
} from "../../src/index.js";
import { resolveSlashCommand, slashNameCollisions } from "../../src/slash/resolve.js";
import { skillMd, tmp, writeTree } from "../helpers/index.js";

/** A project root namespaced `proj` and a user root, each with skills. */
async function fixture(): Promise<{ set: SkillSet; project: string; home: string }> {
  const project = tmp();
  const home = tmp();
  writeTree(join(project, "skills"), {
    "review/SKILL.md": skillMd(
      "review",
      "Project review.",
      "argument-hint: <file>\n",
      "Project review of $1.",
    ),
    "deploy/SKILL.md": skillMd("deploy", "Deploys.", "disable-model-invocation: true\n", "Deploy to $1."),
    "bg/SKILL.md": skillMd("bg", "Background.", "user-invocable: false\n"),
  });
  writeTree(join(home, ".agents", "skills"), {
    "review/SKILL.md": skillMd("review", "User review.", "", "User review."),
    "notes/SKILL.md": skillMd("notes", "Notes."),
  });
  const set = await loadSkills({
    cwd: project,
    home,
    project: false,
    roots: [{ path: join(project, "skills"), namespace: "proj" }],
  });
  return { set, project, home };
}

function commandSet(
  entries: { name: string; scope?: Root["scope"]; namespace?: string; hint?: string }[],
): CommandSet {
  const commands: CommandTemplate[] = entries.map((e) => {
    const root: Root = {
      path: "/cmds",
      scope: e.scope ?? "project",
      kind: "commands",
      depth: 12,
      trusted: true,
      ...(e.namespace ? { namespace: e.namespace } : {}),
    };
    return {
      name: e.name,
      description: `Command ${e.name}.`,
      ...(e.hint ? { argumentHint: e.hint } : {}),
      location: `/cmds/${e.name.replace(/:/g, "/")}.md`,
      scope: root.scope,
      root,
      frontmatter: {},
      diagnostics: [],
    };
  });
  return { commands, shadowed: [], diagnostics: [], roots: [], readBody: async () => "template" };
}

describe("slash commands", () => {
  it("S1: token up to the first whitespace, arguments the trimmed rest", () => {
    expect(parseSlashCommand("/review src/app.ts  ")).toEqual({ token: "review", args: "src/app.ts" });
    expect(parseSlashCommand("/review")).toEqual({ token: "review", args: "" });
    expect(parseSlashCommand("/a\tb  c")).toEqual({ token: "a", args: "b  c" });
    expect(parseSlashCommand("/x line1\nline2\n")).toEqual({ token: "x", args: "line1\nline2" });
    expect(parseSlashCommand("/:notes hi")).toEqual({ token: ":notes", args: "hi" });
    for (const no of ["hello /x", "/", "/ x", "", " /x"]) expect(parseSlashCommand(no)).toBeUndefined();
  });

  it("S2: host built-ins come first, then a skill, then a command (S3: the skill wins a shared name)", async () => {
    const { set } = await fixture();
    const cmds = commandSet([{ name: "review" }, { name: "notes" }, { name: "lint" }, { name: "help" }]);
    expect(resolveSlashCommand(set, cmds, "help", { reserved: ["help"] })).toEqual({
      kind: "builtin",
      name: "help",
    });
    expect(resolveSlashCommand(set, cmds, "notes", { reserved: ["help"] })).toMatchObject({ kind: "skill" });
    expect(resolveSlashCommand(set, cmds, "lint")).toMatchObject({ kind: "command", name: "lint" });
    expect(resolveSlashCommand(set, cmds, "nope")).toBeUndefined();
  });

  it("S2: qualified NS:NAME reaches project (by root namespace) and, with an empty NS, user skills — even shadowed ones", async () => {
    const { set, project, home } = await fixture();
    const plain = resolveSlashCommand(set, undefined, "review");
    expect(plain?.kind === "skill" && plain.skill.location).toBe(
      join(project, "skills", "review", "SKILL.md"),
    );
    const user = resolveSlashCommand(set, undefined, ":review");
    expect(user?.kind === "skill" && user.skill.location).toBe(
      join(home, ".agents", "skills", "review", "SKILL.md"),
    );
    const proj = resolveSlashCommand(set, undefined, "proj:review");
    expect(proj?.kind === "skill" && proj.skill.location).toBe(join(project, "skills", "review", "SKILL.md"));
    expect(resolveSlashCommand(set, undefined, ":create-skill")).toMatchObject({
      kind: "skill",
      name: "create-skill",
    });
    // Empty NS is user or built-in only; a named NS is never an alias for it.
    expect(resolveSlashCommand(set, undefined, "proj:notes")).toBeUndefined();
    expect(resolveSlashCommand(set, undefined, "global:notes")).toBeUndefined();
    expect(resolveSlashCommand(set, undefined, ":deploy")).toBeUndefined();
  });

  it("S2: command names may contain ':' (exact match first), and commands can be qualified too", async () => {
    const { set } = await fixture();
    const cmds = commandSet([
      { name: "frontend:test", namespace: "web" },
      { name: "mine", scope: "user" },
    ]);
    expect(resolveSlashCommand(set, cmds, "frontend:test")).toMatchObject({
      kind: "command",
      name: "frontend:test",
    });
    expect(resolveSlashCommand(set, cmds, "web:frontend:test")).toMatchObject({
      kind: "command",
      name: "frontend:test",
    });
    expect(resolveSlashCommand(set, cmds, ":mine")).toMatchObject({ kind: "command", name: "mine" });
  });

  it("S2: skill:NAME is the pi form", async () => {
    const { set } = await fixture();
    expect(resolveSlashCommand(set, undefined, "skill:notes")).toMatchObject({
      kind: "skill",
      name: "notes",
    });
    expect(resolveSlashCommand(set, undefined, "skill:missing")).toBeUndefined();
  });

  it("S4: user-invocable: false skills are not slash commands (a command of that name is reached instead)", async () => {
    const { set } = await fixture();
    expect(resolveSlashCommand(set, undefined, "bg")).toBeUndefined();
    expect(resolveSlashCommand(set, undefined, "skill:bg")).toBeUndefined();
    expect(resolveSlashCommand(set, commandSet([{ name: "bg" }]), "bg")).toMatchObject({ kind: "command" });
  });

  it("S4: a disable-model-invocation skill expands to the envelope with arguments, no authorization needed", async () => {
    const { set } = await fixture();
    const r = await expandSlashCommand(set, "/deploy staging");
    expect(r.kind).toBe("skill");
    if (r.kind !== "skill") return;
    expect(r.args).toBe("staging");
    expect(r.text).toContain(
      '<skill_content name="deploy">\n<source>project</source>\n<project>proj</project>',
    );
    expect(r.text).toContain("Deploy to staging.");
  });

  it("S4: the claude profile numbers arguments from 0", async () => {
    const { set } = await fixture();
    const r = await expandSlashCommand(set, "/deploy staging prod", { profile: "claude" });
    expect(r.kind === "skill" && r.text).toContain("Deploy to prod.");
  });

  it("S2: not a command → the input unchanged", async () => {
    const { set } = await fixture();
    for (const input of ["just text", "/nope do it", "/etc/hosts is broken"]) {
      expect(await expandSlashCommand(set, input)).toEqual({ kind: "none", text: input });
    }
  });

  it("S2: a built-in is returned for the host to handle", async () => {
    const { set } = await fixture();
    expect(await expandSlashCommand(set, "/review x", { reserved: ["review"] })).toEqual({
      kind: "builtin",
      name: "review",
      args: "x",
    });
  });

  it("the older call form (set, commands, input, options) gives the same results as (set, input, { commands })", async () => {
    const { set } = await fixture();
    const cmds = commandSet([{ name: "lint" }]);
    const expandCommand = (c: { name: string }, args: string) => `ran ${c.name} ${args}`;
    for (const input of ["/deploy staging", "/lint src", "plain text", "/review x"]) {
      const options = { reserved: ["review"], expandCommand };
      expect(await expandSlashCommand(set, cmds, input, options)).toEqual(
        await expandSlashCommand(set, input, { ...options, commands: cmds }),
      );
    }
    expect(await expandSlashCommand(set, undefined, "/deploy staging")).toEqual(
      await expandSlashCommand(set, "/deploy staging"),
    );
    expect(completeSlashCommand(set, cmds, "/")).toEqual(completeSlashCommand(set, "/", { commands: cmds }));
    expect(completeSlashCommand(set, "/").some((c) => c.name === "lint")).toBe(false);
    expect(completeSlashCommand(set, "/", { commands: cmds }).some((c) => c.name === "lint")).toBe(true);
  });

  it("M4 hook: commands expand through the injected expander; without one it is a clear error", async () => {
    const { set } = await fixture();
    const cmds = commandSet([{ name: "lint" }]);
    let error: unknown;
    try {
      await expandSlashCommand(set, "/lint src", { commands: cmds });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(SlashExpansionError);
    expect((error as SlashExpansionError).code).toBe("command-expander-missing");
    expect((error as Error).message).toContain("/lint");
    const seen: string[] = [];
    const r = await expandSlashCommand(set, cmds, "/lint  src  ", {
      expandCommand: (c, args) => {
        seen.push(`${c.name}|${args}`);
        return `Run custom command /${c.name}.`;
      },
    });
    expect(seen).toEqual(["lint|src"]);
    expect(r).toMatchObject({
      kind: "command",
      name: "lint",
      args: "src",
      text: "Run custom command /lint.",
    });
  });

  it("S5: completion gives names, descriptions and argument hints; built-ins first; hidden duplicates left out", async () => {
    const { set } = await fixture();
    const cmds = commandSet([{ name: "review" }, { name: "release", hint: "<version>" }]);
    const items = completeSlashCommand(set, cmds, "/re", {
      reserved: [{ name: "reset", description: "Reset." }],
    });
    expect(items).toEqual([
      { kind: "builtin", name: "reset", insert: "/reset ", description: "Reset." },
      {
        kind: "command",
        name: "release",
        insert: "/release ",
        description: "Command release.",
        argumentHint: "<version>",
      },
      {
        kind: "skill",
        name: "review",
        insert: "/review ",
        description: "Project review.",
        argumentHint: "<file>",
      },
    ]);
    const all = completeSlashCommand(set, "").map((c) => c.name);
    expect(all).toEqual(["create-skill", "deploy", "notes", "review"]);
    expect(completeSlashCommand(set, "zz")).toEqual([]);
  });

  it("S3: a command hidden by a skill of the same name gets one name-collision warning naming both", async () => {
    const { set } = await fixture();
    const cmds = commandSet([{ name: "review" }, { name: "lint" }, { name: "bg" }]);
    const ds = slashNameCollisions(set, cmds);
    expect(ds).toHaveLength(1);
    expect(ds[0]).toMatchObject({ severity: "warning", code: "name-collision", path: "/cmds/review.md" });
    expect(ds[0]!.message).toContain(join("skills", "review", "SKILL.md"));
    expect(slashNameCollisions(set, undefined)).toEqual([]);
  });
});
