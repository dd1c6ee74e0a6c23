import { existsSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { replaceOnce } from "../../src/agent/edit.js";
import { type AgentEvent, type ApprovalRequest, createAgent } from "../../src/agent/index.js";
import { loadSkills } from "../../src/load.js";
import { skillMd, tmp, writeTree } from "../helpers/index.js";
import { type Step, scriptedModel } from "../helpers/mock-model.js";

// write_file and edit_file: the diff in the approval, exact-match-once edits, the workspace boundary,
// symlinks, .git, sensitive skill files, and a file changed while the approval waited.

async function run(
  steps: Step[],
  opts: {
    workspace: string;
    ask?: (r: ApprovalRequest) => "allow" | "deny" | "always";
    edit?: "allow";
    skills?: string;
  },
) {
  const asked: ApprovalRequest[] = [];
  const events: AgentEvent[] = [];
  const model = scriptedModel([...steps, { text: "done" }]);
  const skills = opts.skills
    ? await loadSkills({
        roots: [opts.skills],
        user: false,
        project: false,
        builtins: false,
        cwd: opts.workspace,
      })
    : undefined;
  const agent = await createAgent({
    model,
    workspace: opts.workspace,
    search: false,
    skills,
    onEvent: (e) => events.push(e),
    permissions: {
      ...(opts.edit ? { edit: opts.edit } : {}),
      ask: (r) => {
        asked.push(r);
        return opts.ask?.(r) ?? "allow";
      },
    },
  });
  await agent.send("go");
  await agent.close();
  const results = events.flatMap((e) => (e.type === "tool-result" ? [e] : []));
  const byId = Object.fromEntries(results.map((r) => [r.id, r]));
  return { asked, results, byId };
}

describe("write_file and edit_file", () => {
  it("replaceOnce: one match replaced; none, two, empty and no-op refused with what to do; $ patterns stay literal", () => {
    expect(replaceOnce("a b c", "b", "$&x", "f").text).toBe("a $&x c");
    expect(() => replaceOnce("a b c", "z", "y", "f")).toThrow(/not found in "f".*whitespace/);
    expect(() => replaceOnce("x x", "x", "y", "f")).toThrow(/matches 2 places.*replace_all/);
    expect(replaceOnce("x x", "x", "y", "f", true)).toEqual({ text: "y y", count: 2 });
    expect(() => replaceOnce("x", "", "y", "f")).toThrow(/empty/);
    expect(() => replaceOnce("x", "x", "x", "f")).toThrow(/the same/);
  });

  it("edit_file shows the diff in the approval and writes; write_file creates a file and its directories", async () => {
    const w = writeTree(tmp(), { "src/a.ts": "const a = 1;\nconst b = 2;\n" });
    const { asked, results } = await run(
      [
        {
          calls: [
            {
              tool: "edit_file",
              input: { path: "src/a.ts", old_string: "const b = 2;", new_string: "const b = 3;" },
            },
          ],
        },
        { calls: [{ tool: "write_file", input: { path: "docs/new.md", content: "# New\n" } }] },
      ],
      { workspace: w },
    );
    expect(readFileSync(join(w, "src/a.ts"), "utf8")).toBe("const a = 1;\nconst b = 3;\n");
    expect(readFileSync(join(w, "docs/new.md"), "utf8")).toBe("# New\n");
    expect(asked[0]).toMatchObject({ kind: "edit", tool: "edit_file" });
    expect(asked[0]!.summary).toContain("change src/a.ts");
    expect(asked[0]!.summary).toContain("-const b = 2;\n+const b = 3;");
    expect(asked[1]!.summary).toContain("create docs/new.md (2 lines)");
    expect(asked[1]!.summary).toContain("+++ b/docs/new.md");
    expect(results.map((r) => r.output)).toEqual([
      "Changed src/a.ts (+1 -1 lines).",
      "Created docs/new.md (+1 -0 lines).",
    ]);
  });

  it("an edit that matches twice or never, a denied change, a missing file: clear errors, nothing written", async () => {
    const w = writeTree(tmp(), { "f.txt": "x\nx\n" });
    const { byId: results } = await run(
      [
        {
          calls: [
            { id: "0", tool: "edit_file", input: { path: "f.txt", old_string: "x", new_string: "y" } },
            { id: "1", tool: "edit_file", input: { path: "f.txt", old_string: "nope", new_string: "y" } },
            { id: "2", tool: "edit_file", input: { path: "missing.txt", old_string: "a", new_string: "b" } },
            { id: "3", tool: "write_file", input: { path: "f.txt", content: "replaced" } },
          ],
        },
      ],
      { workspace: w, ask: () => "deny" },
    );
    expect(results[0]).toMatchObject({ error: true, output: expect.stringMatching(/matches 2 places/) });
    expect(results[1]).toMatchObject({ error: true, output: expect.stringMatching(/was not found/) });
    expect(results[2]).toMatchObject({
      error: true,
      output: expect.stringMatching(/does not exist; create it with write_file/),
    });
    expect(results[3]!.output).toMatch(/did not allow this change/);
    expect(readFileSync(join(w, "f.txt"), "utf8")).toBe("x\nx\n");
  });

  it("outside the workspace, through a symlink, into .git, a symlinked file, a binary file: refused", async () => {
    const outside = tmp();
    const w = writeTree(tmp(), { "bin.dat": "a\u0000b", ".git/config": "[core]\n" });
    symlinkSync(outside, join(w, "out"));
    writeFileSync(join(outside, "target.txt"), "T");
    symlinkSync(join(outside, "target.txt"), join(w, "link.txt"));
    const { asked, byId: results } = await run(
      [
        {
          calls: [
            { id: "0", tool: "write_file", input: { path: "../escape.txt", content: "x" } },
            { id: "1", tool: "write_file", input: { path: "out/through.txt", content: "x" } },
            { id: "2", tool: "write_file", input: { path: ".git/hooks/pre-commit", content: "x" } },
            { id: "3", tool: "edit_file", input: { path: "link.txt", old_string: "T", new_string: "U" } },
            { id: "4", tool: "edit_file", input: { path: "bin.dat", old_string: "a", new_string: "b" } },
          ],
        },
      ],
      { workspace: w },
    );
    expect([0, 1, 2, 3, 4].map((i) => results[i]!.error)).toEqual([true, true, true, true, true]);
    expect(results[0]!.output).toMatch(/outside the workspace/);
    expect(results[1]!.output).toMatch(/through a symlink/);
    expect(results[2]!.output).toMatch(/inside \.git/);
    expect(results[3]!.output).toMatch(/symbolic link/);
    expect(results[4]!.output).toMatch(/binary/);
    expect(asked).toEqual([]);
    expect(existsSync(join(outside, "through.txt"))).toBe(false);
    expect(readFileSync(join(outside, "target.txt"), "utf8")).toBe("T");
  });

  it("a skill's file is asked for even with edit allowed and after 'always'", async () => {
    const w = tmp();
    const skills = join(w, ".agents", "skills");
    writeTree(skills, { "deploy/SKILL.md": skillMd("deploy", "Deploy.") });
    writeTree(w, { "plain.txt": "p\n" });
    const { asked } = await run(
      [
        { calls: [{ tool: "write_file", input: { path: "plain.txt", content: "q\n" } }] },
        {
          calls: [
            {
              tool: "edit_file",
              input: {
                path: ".agents/skills/deploy/SKILL.md",
                old_string: "Deploy.",
                new_string: "Deploy anywhere.",
              },
            },
          ],
        },
      ],
      { workspace: w, edit: "allow", skills, ask: () => "always" },
    );
    expect(asked).toHaveLength(1);
    expect(asked[0]).toMatchObject({ sensitive: true });
    expect(asked[0]!.summary).toContain("a skill or command file");
    expect(readFileSync(join(skills, "deploy/SKILL.md"), "utf8")).toContain("Deploy anywhere.");
  });

  it("a file changed while the approval waited is not overwritten", async () => {
    const w = writeTree(tmp(), { "f.txt": "one\n" });
    const { results } = await run(
      [{ calls: [{ tool: "edit_file", input: { path: "f.txt", old_string: "one", new_string: "two" } }] }],
      {
        workspace: w,
        ask: () => {
          writeFileSync(join(w, "f.txt"), "someone else\n");
          return "allow";
        },
      },
    );
    expect(results[0]).toMatchObject({
      error: true,
      output: expect.stringMatching(/changed while the change waited/),
    });
    expect(readFileSync(join(w, "f.txt"), "utf8")).toBe("someone else\n");
    mkdirSync(join(w, "d"));
  });
});
