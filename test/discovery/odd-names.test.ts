import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadCommands, loadSkills } from "../../src/index.js";
import { skillMd, tmp, writeTree } from "../helpers/index.js";

// T5: a directory whose name is not valid UTF-8 gets a true message (not "disappeared"), and a FIFO or
// device named like a command is reported, as skills report a special SKILL.md.

/** Creates `parent/<bytes>` with a name that is not valid UTF-8; returns false where the FS refuses. */
function mkdirBytes(parent: string, name: Buffer): Buffer | undefined {
  const path = Buffer.concat([Buffer.from(`${parent}/`), name]);
  try {
    mkdirSync(path);
    return path;
  } catch {
    return undefined; // a file system that insists on UTF-8 names
  }
}

const BAD = Buffer.from([0x62, 0x61, 0x64, 0xff, 0xfe]); // "bad" + two bytes no UTF-8 has

describe("T5: names that are not valid UTF-8", () => {
  it("T5: a skill directory with a non-UTF-8 name is reported as such, not as disappeared", async () => {
    const root = writeTree(tmp(), { "good/SKILL.md": skillMd("good") });
    const dir = mkdirBytes(root, BAD);
    if (dir === undefined) return console.log("notice: this file system refuses non-UTF-8 names");
    writeFileSync(Buffer.concat([dir, Buffer.from("/SKILL.md")]), skillMd("bad"));
    const set = await loadSkills({ roots: [root], user: false, project: false, builtins: false, cwd: root });
    expect(set.skills.map((s) => s.name)).toEqual(["good"]);
    const messages = set.diagnostics.map((d) => d.message).join("\n");
    expect(messages).toContain("not valid UTF-8");
    expect(messages).not.toContain("disappeared");
  });

  it("T5: a commands directory or command file with a non-UTF-8 name is reported, not dropped", async () => {
    const proj = writeTree(tmp(), { ".agents/commands/ok.md": "---\ndescription: ok\n---\nhi\n" });
    const commands = join(proj, ".agents", "commands");
    const dir = mkdirBytes(commands, BAD);
    if (dir === undefined) return console.log("notice: this file system refuses non-UTF-8 names");
    writeFileSync(Buffer.concat([dir, Buffer.from("/inner.md")]), "---\ndescription: x\n---\nx\n");
    writeFileSync(Buffer.concat([Buffer.from(`${commands}/`), BAD, Buffer.from(".md")]), "hi\n");
    const set = await loadCommands({ cwd: proj, user: false, trust: "all" });
    expect(set.commands.map((c) => c.name)).toEqual(["ok"]);
    // The directory: not valid UTF-8. The file: its name is no valid command name; either way reported.
    const bad = set.diagnostics.filter((d) => d.message.includes("not valid UTF-8"));
    expect(bad).toHaveLength(1);
    expect(set.diagnostics.filter((d) => d.path?.endsWith("\ufffd\ufffd.md"))).toHaveLength(1);
    expect(set.diagnostics.map((d) => d.message).join("\n")).not.toContain("disappeared");
  });
});

describe("T5: special files in a commands root", () => {
  it("T5: a FIFO .md in a commands root is reported as read-failed, never read, never silently dropped", async () => {
    const proj = writeTree(tmp(), { ".agents/commands/ok.md": "---\ndescription: ok\n---\nhi\n" });
    execFileSync("mkfifo", [join(proj, ".agents", "commands", "pipe.md")]);
    const set = await loadCommands({ cwd: proj, user: false, trust: "all" });
    expect(set.commands.map((c) => c.name)).toEqual(["ok"]);
    const d = set.diagnostics.find((x) => x.path === join(proj, ".agents", "commands", "pipe.md"));
    expect(d).toMatchObject({ code: "read-failed", severity: "warning" });
    expect(d?.message).toContain("not a regular file");
  });
});
