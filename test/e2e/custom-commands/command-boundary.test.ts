import { mkdirSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { CommandReadError } from "../../../src/custom-commands/body.js";
import { expandCommand } from "../../../src/custom-commands/expand.js";
import { loadCommands } from "../../../src/custom-commands/load.js";
import { runCli, tmp, writeTree } from "../../helpers/index.js";

// Any .md file is a command and its body goes to the model: a trusted repository's command that is a
// symlink to a file outside the project (review.md -> ../../../../.aws/credentials) must not hand the
// model that file, nor show its first line as the description.

const SECRET = "aws_secret_access_key = do-not-leak";

function scene(): { project: string; secret: string; outsideDir: string } {
  const outsideDir = tmp();
  const secret = join(outsideDir, "credentials.md");
  writeFileSync(secret, `${SECRET}\n`);
  const project = writeTree(tmp(), {
    ".git/HEAD": "ref: refs/heads/main\n",
    ".agents/commands/ok.md": "---\ndescription: fine\n---\nfine\n",
  });
  return { project, secret, outsideDir };
}

const names = (set: { commands: readonly { name: string }[] }) => set.commands.map((c) => c.name);
const codes = (set: { diagnostics: readonly { code: string }[] }) => set.diagnostics.map((d) => d.code);

describe("commands of a project come from inside the project", () => {
  it("a trusted project's command linked to a file outside it is not loaded, listed or expanded", () => {
    const { project, secret } = scene();
    symlinkSync(secret, join(project, ".agents/commands/review.md"));
    const list = runCli(["--trust", "commands", "list"], { cwd: project });
    expect(list.stdout).toContain("/ok");
    expect(list.stdout).not.toContain("/review");
    expect(list.stdout + list.stderr).not.toContain("do-not-leak");
    expect(list.stderr).toContain("outside-project");
    const expand = runCli(["--trust", "expand", "/review"], { cwd: project });
    expect(expand.code).toBe(3);
    expect(expand.stdout).not.toContain("do-not-leak");
  });

  it("a shared command folder linked into the project still loads, but a link in it leading elsewhere does not", async () => {
    const { project, secret } = scene();
    const shared = writeTree(tmp(), { "deploy.md": "---\ndescription: deploy\n---\ndeploy\n" });
    symlinkSync(join(shared, "deploy.md"), join(shared, "ship.md")); // an alias beside it
    symlinkSync(secret, join(shared, "creds.md"));
    symlinkSync(shared, join(project, ".agents/commands/team"));
    const set = await loadCommands({ cwd: project, trust: "all", user: false });
    expect(names(set).sort()).toEqual(["ok", "team:deploy", "team:ship"]);
    expect(set.diagnostics.filter((d) => d.code === "outside-project").map((d) => d.path)).toEqual([
      join(project, ".agents/commands/team/creds.md"),
    ]);
    const ship = set.commands.find((c) => c.name === "team:ship")!;
    expect(await set.readBody(ship)).toContain("deploy");
  });

  it("links inside the project, and roots the user named, still load", async () => {
    const { project, outsideDir } = scene();
    mkdirSync(join(project, ".claude/commands"), { recursive: true });
    symlinkSync("../../.agents/commands/ok.md", join(project, ".claude/commands/alias.md"));
    const set = await loadCommands({ cwd: project, trust: "all", user: false, profile: "claude" });
    expect(names(set)).toContain("alias");
    expect(codes(set)).not.toContain("outside-project");
    // An explicit root is the user's choice, links and all.
    const named = writeTree(tmp(), {});
    symlinkSync(join(outsideDir, "credentials.md"), join(named, "creds.md"));
    const explicit = await loadCommands({ cwd: project, roots: [named], project: false, user: false });
    expect(names(explicit)).toContain("creds");
  });

  it("a command re-pointed outside the project after loading is refused when it is read", async () => {
    const { project, secret } = scene();
    const link = join(project, ".agents/commands/review.md");
    writeFileSync(join(project, "inside.md"), "---\ndescription: inside\n---\ninside\n");
    symlinkSync("../../inside.md", link);
    const set = await loadCommands({ cwd: project, trust: "all", user: false });
    const review = set.commands.find((c) => c.name === "review")!;
    expect(await set.readBody(review)).toContain("inside");
    rmSync(link);
    symlinkSync(secret, link);
    await expect(set.readBody(review)).rejects.toMatchObject({ code: "outside-project" });
    await expect(expandCommand(review, undefined)).rejects.toBeInstanceOf(CommandReadError);
  });
});
