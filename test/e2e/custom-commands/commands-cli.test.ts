import { existsSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runCli, tmp, writeTree } from "../../helpers/index.js";

/** A project with commands, and a home with one user command. */
function fixture() {
  const project = writeTree(tmp("skillport-proj-"), {
    ".agents/commands/review.md":
      "---\ndescription: Review a file\nargument-hint: [file] [focus]\n---\nReview $1 with a focus on $2.\n",
    ".agents/commands/fe/branch.md": "# Show the branch\n\nBranch: !`printf main`\nArgs: $ARGUMENTS\n",
    ".agents/commands/bad name.md": "---\ndescription: x\n---\nx\n",
    ".agents/commands/plain.md": "Summarise the changes.\n",
  });
  const home = writeTree(tmp("skillport-home-"), {
    ".agents/commands/review.md": "---\ndescription: User review\n---\nUser $1\n",
    ".agents/commands/mine.md": "---\ndescription: Mine\n---\nMine\n",
  });
  const run = (args: string[]) => runCli(["--cwd", project, "--trust", ...args], { env: { HOME: home } });
  return { project, home, run };
}

describe("skillport commands list", () => {
  it("L, M2: --json lists winners with scope, hint, location and diagnostics; --all adds shadowed", () => {
    const { project, run } = fixture();
    const r = run(["--json", "commands", "list"]);
    expect(r.code).toBe(0);
    const doc = JSON.parse(r.stdout);
    expect(doc.commands.map((c: { name: string; scope: string }) => [c.name, c.scope])).toEqual([
      ["fe:branch", "project"],
      ["mine", "user"],
      ["plain", "project"],
      ["review", "project"],
    ]);
    const review = doc.commands.find((c: { name: string }) => c.name === "review");
    expect(review).toMatchObject({
      description: "Review a file",
      argumentHint: "[file] [focus]",
      location: join(project, ".agents/commands/review.md"),
      status: "loaded",
      diagnostics: [],
    });
    expect(doc.commands.find((c: { name: string }) => c.name === "fe:branch").description).toBe(
      "Show the branch",
    );
    expect(doc.diagnostics.map((d: { code: string }) => d.code).sort()).toEqual([
      "invalid-command-name",
      "shadowed",
    ]);
    const all = JSON.parse(run(["--json", "commands", "list", "--all"]).stdout);
    expect(
      all.commands
        .filter((c: { status: string }) => c.status === "shadowed")
        .map((c: { name: string }) => c.name),
    ).toEqual(["review"]);
  });

  it("L: human output is a table; diagnostics go to stderr", () => {
    const { run } = fixture();
    const r = run(["commands", "list"]);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^NAME\s+SCOPE/);
    expect(r.stdout).toMatch(/\/review\s+project\s+\[file\] \[focus\]\s+Review a file/);
    expect(r.stderr).toContain("[invalid-command-name]");
  });
});

describe("skillport expand", () => {
  it("L, M4: prints the expanded prompt of a command", () => {
    const { run } = fixture();
    const r = run(["expand", '/review "src/a b.ts" speed']);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe("Run custom command /review.\n\nReview src/a b.ts with a focus on speed.\n");
  });

  it("L: not a command → the input unchanged on stdout, exit 3", () => {
    const { run } = fixture();
    for (const input of ["hello /review", "/nope x", "/"]) {
      const r = run(["expand", input]);
      expect(r.code).toBe(3);
      expect(r.stdout).toBe(`${input}\n`);
    }
    const j = run(["--json", "expand", "just text"]);
    expect(j.code).toBe(3);
    expect(JSON.parse(j.stdout)).toEqual({ kind: "none", text: "just text" });
  });

  it("S2, S3, M4: a skill wins a shared name; the command stays reachable by scope and is flagged in the list", () => {
    const { project, run } = fixture();
    writeTree(project, {
      ".agents/skills/review/SKILL.md": "---\nname: review\ndescription: Review skill\n---\nSkill body $1\n",
    });
    const skill = run(["--json", "expand", "/review x"]);
    expect(skill.code).toBe(0);
    expect(JSON.parse(skill.stdout)).toMatchObject({ kind: "skill", name: "review" });
    const user = run(["--json", "expand", "/:mine"]);
    expect(JSON.parse(user.stdout)).toMatchObject({
      kind: "command",
      name: "mine",
      text: "Run custom command /mine.\n\nMine",
    });
    const list = JSON.parse(run(["--json", "commands", "list"]).stdout);
    const review = list.commands.find((c: { name: string }) => c.name === "review");
    expect(review.diagnostics.map((d: { code: string }) => d.code)).toEqual(["name-collision"]);
    expect(review.diagnostics[0].message).toContain(join(project, ".agents/skills/review/SKILL.md"));
  });

  it("X2, L: a command with snippets fails without --allow-shell, saying how to allow it; nothing runs", () => {
    const { project, home } = fixture();
    writeTree(project, { ".agents/commands/touch.md": "Touch !`touch ran`\n" });
    const r = runCli(["--cwd", project, "--trust", "expand", "/touch"], { env: { HOME: home } });
    expect(r.code).toBe(1);
    expect(r.stdout).toBe("");
    expect(r.stderr).toContain("--allow-shell");
    expect(r.stderr).toContain("allowShell");
    expect(existsSync(join(project, "ran"))).toBe(false);
  });

  it("X1, X2, L: --allow-shell runs snippets in the project directory", () => {
    const { run } = fixture();
    const r = run(["expand", "--allow-shell", "/fe:branch one two"]);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe(
      "Run custom command /fe:branch.\n\n# Show the branch\n\nBranch: main\nArgs: one two\n",
    );
  });

  it("X2: allowShell in the user config allows snippets like --allow-shell", () => {
    const { project, home } = fixture();
    writeTree(home, { ".config/skillport/config.json": JSON.stringify({ allowShell: true }) });
    const r = runCli(["--cwd", project, "--trust", "--json", "expand", "/fe:branch"], {
      env: { HOME: home },
    });
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)).toEqual({
      kind: "command",
      name: "fe:branch",
      args: "",
      text: "Run custom command /fe:branch.\n\n# Show the branch\n\nBranch: main\nArgs:",
    });
  });

  it("X3, L: injection through the CLI never runs", () => {
    const { project, home } = fixture();
    writeTree(project, { ".agents/commands/echo.md": 'Echo: !`echo "$1" $2`\nText: $ARGUMENTS\n' });
    const marker = join(project, "MARKER");
    for (const attack of [
      `$(touch ${marker})`,
      `\`touch ${marker}\``,
      `"; touch ${marker}; "`,
      `; touch ${marker}`,
    ]) {
      const r = runCli(["--cwd", project, "--trust", "expand", "--allow-shell", `/echo ${attack}`], {
        env: { HOME: home },
      });
      expect(r.code).toBe(0);
      expect(existsSync(marker)).toBe(false);
    }
  });

  it("X4, L: a failing snippet exits 1 with the status and stderr tail; --shell-timeout bounds it", () => {
    const { project, home } = fixture();
    writeTree(project, {
      ".agents/commands/fail.md": "Out: !`echo nope >&2; exit 4`\n",
      ".agents/commands/slow.md": "Out: !`sleep 30`\n",
    });
    const fail = runCli(["--cwd", project, "--trust", "expand", "--allow-shell", "/fail"], {
      env: { HOME: home },
    });
    expect(fail.code).toBe(1);
    expect(fail.stdout).toBe("");
    expect(fail.stderr).toContain("exit status 4");
    expect(fail.stderr).toContain("nope");
    const slow = runCli(
      ["--cwd", project, "--trust", "expand", "--allow-shell", "--shell-timeout", "300", "/slow"],
      {
        env: { HOME: home },
      },
    );
    expect(slow.code).toBe(1);
    expect(slow.stderr).toContain("300 ms");
    const bad = runCli(["--cwd", project, "expand", "--shell-timeout", "soon", "/slow"], {
      env: { HOME: home },
    });
    expect(bad.code).toBe(2);
  });
});

describe("skillport doctor", () => {
  it("L, M2, S3: command diagnostics count: an invalid command name is an error (exit 1)", () => {
    const { run } = fixture();
    const r = run(["--json", "doctor"]);
    expect(r.code).toBe(1);
    const doc = JSON.parse(r.stdout);
    expect(doc.commands).toEqual({ loaded: 4, shadowed: 1 });
    expect(doc.diagnostics.error.map((d: { code: string }) => d.code)).toEqual(["invalid-command-name"]);
    expect(doc.diagnostics.warning.map((d: { code: string }) => d.code)).toContain("shadowed");
  });
});
