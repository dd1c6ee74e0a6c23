import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type CommandTemplate, expandCommand } from "../../src/index.js";
import type { ShellPermissionRequest } from "../../src/shell/expand.js";
import { tmp } from "../helpers/index.js";

// X3 as properties: whatever the user types, the shell sees exactly the template's snippet text, and a
// quoted "$1" hands the argument to the snippet byte for byte.

const command = (template: string): { command: CommandTemplate; readBody: () => Promise<string> } => ({
  command: {
    name: "p",
    description: "Property",
    location: "/virtual/p.md",
    scope: "project",
    root: { path: "/virtual", scope: "project", kind: "commands", depth: 12, trusted: true },
    frontmatter: {},
    diagnostics: [],
  },
  readBody: async () => template,
});

/** Quotes one string so splitArguments (A4) returns it as a single argument. */
const singleQuoted = (s: string): string => `'${s.replaceAll("'", "'\\''")}'`;

const hostile = fc.oneof(
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc
    .array(
      fc.constantFrom(
        "$(",
        ")",
        "`",
        ";",
        "|",
        "&",
        '"',
        "'",
        "\\",
        "$1",
        "$ARGUMENTS",
        "!`",
        "```!\n",
        "\n",
        " ",
        "touch x",
      ),
      { maxLength: 12 },
    )
    .map((parts) => parts.join("")),
);

describe("X3 properties", () => {
  it("X3: the permission callback always sees the template's own snippet text, never arguments", async () => {
    const template = 'A $1 !`echo "$1"` B $ARGUMENTS\n```!\nprintf %s "$ARGUMENTS"\n```\nC $2';
    const { command: c, readBody } = command(template);
    await fc.assert(
      fc.asyncProperty(hostile, async (args) => {
        const asked: ShellPermissionRequest[] = [];
        await expect(
          expandCommand(c, args, {
            readBody,
            cwd: "/",
            permission: (r) => {
              asked.push(r);
              // Allow the first so the second is asked too; the denial of the last means none runs.
              return asked.length === 2 ? "deny" : "allow";
            },
          }),
        ).rejects.toMatchObject({ code: "shell-denied" });
        expect(asked.map((r) => r.command)).toEqual(['echo "$1"', 'printf %s "$ARGUMENTS"']);
      }),
      { numRuns: 200 },
    );
  });

  it('X3: a quoted "$1" in a snippet receives the argument byte for byte (real sh)', async () => {
    const cwd = tmp();
    const { command: c, readBody } = command('<!`printf "%s" "$1"`>');
    await fc.assert(
      fc.asyncProperty(
        fc.string({ unit: "grapheme", maxLength: 30 }).filter((s) => !s.includes("\0")),
        async (s) => {
          const r = await expandCommand(c, singleQuoted(s), { readBody, cwd, permission: "allow" });
          expect(r.text).toBe(`Run custom command /p.\n\n<${s.replace(/\s+$/, "")}>`);
        },
      ),
      { numRuns: 25 },
    );
  });
});
