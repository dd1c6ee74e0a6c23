import { mkdirSync, symlinkSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { listDirectoryTool, readFileTool } from "../../src/agent/files.js";
import { loadSkills } from "../../src/load.js";
import { skillMd, tmp, writeTree } from "../helpers/index.js";

// read_file / list_directory use the MCP server's gate for a skill's files: its dot-files and
// dot-folders (.env, .git/config) and node_modules are never read, as asked or as resolved.

async function scope() {
  const dir = tmp("skillport-gate-");
  const skills = join(dir, "skills");
  writeTree(dir, {
    "skills/deploy/SKILL.md": skillMd("deploy"),
    "skills/deploy/references/guide.md": "the guide\n",
    "skills/deploy/.env": "API_KEY=sk-live-SECRET\n",
    "skills/deploy/.git/config": "[remote]\n\turl = https://user:SECRET@host/repo\n",
    "skills/deploy/references/.hidden.md": "SECRET hidden\n",
    "skills/deploy/node_modules/x/index.js": "SECRET dep\n",
    "work/README.md": "hello\n",
  });
  symlinkSync(".env", join(skills, "deploy/innocent.md"));
  const set = await loadSkills({ roots: [skills], user: false, project: false, builtins: false, cwd: dir });
  return { dir, skills, files: { workspace: join(dir, "work"), skills: () => set } };
}

const refusal = async (p: Promise<unknown>): Promise<string> => {
  try {
    const v = await p;
    return `READ: ${String(v)}`;
  } catch (e) {
    return (e as Error).message;
  }
};

describe("read_file: one gate with the MCP server for a skill's files", () => {
  it("a skill's .env, .git/config, nested dot-file, node_modules and a link to .env are refused", async () => {
    const s = await scope();
    for (const path of [
      join(s.skills, "deploy/.env"),
      join(s.skills, "deploy/.git/config"),
      join(s.skills, "deploy/references/.hidden.md"),
      join(s.skills, "deploy/node_modules/x/index.js"),
      join(s.skills, "deploy/innocent.md"),
      "skill://deploy/.env",
      "skill://deploy/.git/config",
      "skill://deploy/innocent.md",
      "skill://deploy/./.env",
    ]) {
      const r = await refusal(readFileTool(s.files, { path }));
      expect(r, path).not.toContain("SECRET");
      expect(r, path).not.toMatch(/^READ/);
    }
  });

  it("the skill's ordinary files still read", async () => {
    const s = await scope();
    expect(await readFileTool(s.files, { path: "skill://deploy/references/guide.md" })).toContain(
      "the guide",
    );
    expect(await readFileTool(s.files, { path: join(s.skills, "deploy/SKILL.md") })).toContain(
      "name: deploy",
    );
  });

  it("list_directory of a skill shows what can be read: no dot-entries, no node_modules", async () => {
    const s = await scope();
    const out = await listDirectoryTool(s.files, { path: join(s.skills, "deploy") });
    expect(out).toContain("SKILL.md");
    expect(out).toContain("references/");
    expect(out).not.toContain(".env");
    expect(out).not.toContain(".git");
    expect(out).not.toContain("node_modules");
    // the workspace's own listing is not filtered
    mkdirSync(join(s.dir, "work/.config"));
    expect(await listDirectoryTool(s.files, { path: "." })).toContain(".config/");
  });
});
