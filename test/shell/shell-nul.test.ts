import { describe, expect, it } from "vitest";
import { expandCommand } from "../../src/custom-commands/expand.js";
import { loadCommands } from "../../src/custom-commands/load.js";
import { runShellSnippet, ShellExpansionError } from "../../src/shell/run.js";
import { tmp, writeTree } from "../helpers/index.js";

// A NUL byte cannot reach a process (argv and environment are C strings). An MCP client or a host can
// still send one in a command's arguments: that must be a ShellExpansionError like every other
// failure (documented: expansion rejects only with its own error classes), not a raw TypeError.

describe("a NUL byte in a snippet's arguments is a shell-failed error, not a crash", () => {
  it("runShellSnippet rejects with ShellExpansionError shell-failed for a NUL in an argument", async () => {
    const err = await runShellSnippet('printf %s "$1"', {
      args: ["a\0b"],
      env: process.env,
      cwd: tmp(),
    }).catch((e) => e);
    expect(err).toBeInstanceOf(ShellExpansionError);
    expect(err.code).toBe("shell-failed");
    expect(err.message).toContain("NUL");
  });

  it("expandCommand with a NUL in the arguments rejects with ShellExpansionError (positional and $ARGUMENTS)", async () => {
    const cwd = writeTree(tmp(), {
      ".agents/commands/echo.md": '---\ndescription: echo\n---\nA: !`printf %s "$ARGUMENTS"`\n',
    });
    const set = await loadCommands({ cwd, trust: "all", user: false });
    const cmd = set.commands.find((c) => c.name === "echo")!;
    const err = await expandCommand(cmd, "x\0y", { permission: "allow", readBody: set.readBody, cwd }).catch(
      (e) => e,
    );
    expect(err).toBeInstanceOf(ShellExpansionError);
    expect(err.code).toBe("shell-failed");
    // Without the NUL the same expansion works.
    const ok = await expandCommand(cmd, "xy", { permission: "allow", readBody: set.readBody, cwd });
    expect(ok.text).toContain("A: xy");
  });
});
