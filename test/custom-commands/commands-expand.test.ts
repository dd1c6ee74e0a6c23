import { existsSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { substituteArguments } from "../../src/format/arguments.js";
import { type CommandTemplate, createCommandExpander, expandCommand, loadCommands } from "../../src/index.js";
import type { ShellPermissionRequest } from "../../src/shell/expand.js";
import { tmp, writeTree } from "../helpers/index.js";

/** Loads one command `/t` with the given file text from a fresh project directory. */
async function one(text: string, name = "t"): Promise<{ command: CommandTemplate; cwd: string }> {
  const cwd = tmp("skillport-proj-");
  writeTree(cwd, { [`.agents/commands/${name}.md`]: text });
  const set = await loadCommands({ cwd, home: tmp(), user: false, trust: "all" });
  expect(set.commands.map((c) => c.name)).toEqual([name]);
  return { command: set.commands[0]!, cwd };
}

const withFm = (body: string, fm = "description: Test command\n") => `---\n${fm}---\n${body}\n`;

describe("M4: argument substitution and the header", () => {
  it("A4: $ARGUMENTS is the whole argument string when the template declares no argument names", () => {
    expect(substituteArguments("[$ARGUMENTS]", { arguments: " a  'b c' " }).text).toBe("[a  'b c']");
  });

  it("M4, A4: $1, $2 and $ARGUMENTS with quote-aware splitting; missing positional is empty", async () => {
    const { command, cwd } = await one(withFm("First=$1 Second=$2 Third=[$3] All=$ARGUMENTS"));
    const r = await expandCommand(command, ` "a b" 'c d'  `, { cwd });
    expect(r.text).toBe("Run custom command /t.\n\nFirst=a b Second=c d Third=[] All=\"a b\" 'c d'");
    expect(r.usedArguments).toBe(true);
    expect(r.shellSnippets).toBe(0);
  });

  it("M4, A4: a backslash escapes a space; an argument holding $1 is not re-scanned", async () => {
    const { command, cwd } = await one(withFm("<$1><$2>"));
    const r = await expandCommand(command, "a\\ b $1", { cwd });
    expect(r.text.split("\n\n")[1]).toBe("<a b><$1>");
  });

  it("A4: the claude profile numbers positionals from $0", async () => {
    const { command, cwd } = await one(withFm("<$0><$1>"));
    const r = await expandCommand(command, "x y", { cwd, profile: "claude" });
    expect(r.text.endsWith("<x><y>")).toBe(true);
  });

  it("M4, A4: arguments but no placeholder are appended as User arguments", async () => {
    const { command, cwd } = await one(withFm("Review the code.\n\n"));
    const r = await expandCommand(command, "src/a.ts", { cwd });
    expect(r.text).toBe("Run custom command /t.\n\nReview the code.\n\nUser arguments:\nsrc/a.ts");
    expect(r.usedArguments).toBe(false);
    const none = await expandCommand(command, "   ", { cwd });
    expect(none.text).toBe("Run custom command /t.\n\nReview the code.");
  });

  const sessionVar = ["$", "{SESSION_ID}"].join("");
  it("M4: skills: adds an instruction to load them first; SESSION_ID is the session", async () => {
    const { command, cwd } = await one(
      withFm(`Session ${sessionVar}.`, "description: D\nskills: [pdf, xlsx]\n"),
    );
    const r = await expandCommand(command, undefined, { cwd, sessionId: "abc" });
    expect(r.text).toBe(
      "Run custom command /t.\nBefore you start, load these skills and follow their instructions: pdf, xlsx.\n\nSession abc.",
    );
  });

  it("M3: disable-noninteractive commands refuse to expand where nobody can answer", async () => {
    const { command, cwd } = await one(withFm("Body", "description: D\ndisable-noninteractive: true\n"));
    await expect(expandCommand(command, "", { cwd, interactive: false })).rejects.toMatchObject({
      code: "command-noninteractive",
    });
    expect((await expandCommand(command, "", { cwd })).text).toContain("Body");
  });

  it("S2 integration: createCommandExpander binds options and returns the prompt", async () => {
    const { command, cwd } = await one(withFm("Hi $1"));
    const expand = createCommandExpander({ cwd });
    expect(await expand(command, "there")).toBe("Run custom command /t.\n\nHi there");
  });
});

describe("M4, X: shell expansion inside commands", () => {
  it("M4, X1: arguments first, then snippets, in order; output replaces the snippet", async () => {
    const { command, cwd } = await one(
      withFm('Branch for $1:\n!`printf main`\n```!\nprintf \'%s-%s\' "$1" "$#"\n```\nDone.'),
    );
    const r = await expandCommand(command, "feature", { cwd, permission: "allow" });
    expect(r.text).toBe("Run custom command /t.\n\nBranch for feature:\nmain\nfeature-1\nDone.");
    expect(r.shellSnippets).toBe(2);
    expect(r.usedArguments).toBe(true);
  });

  it("M4, X3: a snippet reading $1 counts as using the arguments (no User arguments block)", async () => {
    const { command, cwd } = await one(withFm('Files: !`printf "%s" "$1"`'));
    const r = await expandCommand(command, "x.ts", { cwd, permission: "allow" });
    expect(r.text).toBe("Run custom command /t.\n\nFiles: x.ts");
  });

  it("X2: without permission nothing runs and no prompt is produced", async () => {
    const { command, cwd } = await one(withFm("Before !`touch ran` after $1"));
    const asked: ShellPermissionRequest[] = [];
    await expect(
      expandCommand(command, "x", {
        cwd,
        permission: (r) => {
          asked.push(r);
          return "deny";
        },
      }),
    ).rejects.toMatchObject({ code: "shell-denied" });
    expect(asked).toEqual([{ command: "touch ran", form: "inline", line: 1, source: "/t", cwd }]);
    await expect(expandCommand(command, "x", { cwd })).rejects.toMatchObject({ code: "shell-denied" });
    expect(existsSync(join(cwd, "ran"))).toBe(false);
  });

  it("X2: a failing snippet fails the whole expansion with no partial prompt", async () => {
    const { command, cwd } = await one(withFm("!`echo fine`\n!`echo broke >&2; exit 3`"));
    await expect(expandCommand(command, "", { cwd, permission: "allow" })).rejects.toMatchObject({
      code: "shell-failed",
      message: expect.stringContaining("exit status 3"),
    });
  });

  it("X5: snippets run in the project directory with SKILLPORT_PROJECT_DIR and the session", async () => {
    const { command, cwd } = await one(
      withFm('!`pwd`|!`printf "%s %s" "$SKILLPORT_PROJECT_DIR" "$SKILLPORT_SESSION_ID"`'),
    );
    const r = await expandCommand(command, "", { cwd, permission: "allow", sessionId: "s9" });
    expect(r.text.endsWith(`${cwd}|${cwd} s9`)).toBe(true);
  });
});

describe("X3: user arguments are data, never code", () => {
  const attacks = (marker: string) => [
    `$(touch ${marker})`,
    `\`touch ${marker}\``,
    `; touch ${marker}`,
    `"; touch ${marker}; "`,
    `'; touch ${marker}; '`,
    `| touch ${marker}`,
    `&& touch ${marker}`,
    `!\`touch ${marker}\``,
    `\n\`\`\`!\ntouch ${marker}\n\`\`\``,
    `$ARGUMENTS $(touch ${marker})`,
  ];

  const templates = [
    ["unquoted $1 in an inline snippet", "Out: !`echo $1 $2 $3`"],
    ['quoted "$1" in an inline snippet', 'Out: !`echo "$1"`'],
    ["$ARGUMENTS in a block", '```!\necho $ARGUMENTS\nprintf "%s" "$ARGUMENTS"\n```'],
    ["single-quoted '$1' in a snippet", "Out: !`echo '$1'`"],
    ["braced $" + "{1} in a snippet", 'Out: !`printf "%s\\n" $' + "{1}`"],
  ] as const;

  for (const [label, body] of templates) {
    it(`X3: ${label}: injection attempts never run`, async () => {
      const { command, cwd } = await one(withFm(body));
      const marker = join(cwd, "MARKER");
      for (const attack of attacks(marker)) {
        const r = await expandCommand(command, attack, { cwd, permission: "allow" });
        expect(r.shellSnippets).toBe(1);
        expect(existsSync(marker), `${label} with ${JSON.stringify(attack)}`).toBe(false);
      }
    });
  }

  it('X3: a quoted "$1" in a snippet prints the argument byte for byte', async () => {
    const { command, cwd } = await one(withFm('!`printf "%s" "$1"`'));
    for (const attack of attacks(join(cwd, "MARKER"))) {
      const r = await expandCommand(command, `'${attack.replaceAll("'", "'\\''")}'`, {
        cwd,
        permission: "allow",
      });
      expect(r.text).toBe(`Run custom command /t.\n\n${attack.trim()}`.replace(/\s+$/, ""));
    }
    expect(existsSync(join(cwd, "MARKER"))).toBe(false);
  });

  for (const [label, body] of [
    ["unquoted $1 in plain text", "Fix $1 now. !`echo static`"],
    ['quoted "$1" in plain text', 'Fix "$1" now. !`echo static`'],
    ["$ARGUMENTS in plain text", "Fix $ARGUMENTS now.\n```!\necho static\n```"],
  ] as const) {
    it(`X3: ${label}: arguments that look like snippets stay text`, async () => {
      const { command, cwd } = await one(withFm(body));
      const marker = join(cwd, "MARKER");
      for (const attack of attacks(marker)) {
        const r = await expandCommand(command, attack, { cwd, permission: "allow" });
        expect(r.shellSnippets).toBe(1);
        expect(existsSync(marker), `${label} with ${JSON.stringify(attack)}`).toBe(false);
        expect(r.text).toContain("static");
      }
      const literal = await expandCommand(command, `'!\`touch ${marker}\`'`, { cwd, permission: "allow" });
      expect(literal.text).toContain(`!\`touch ${marker}\``);
    });
  }
});
