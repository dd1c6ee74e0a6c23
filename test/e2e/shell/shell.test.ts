import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ShellExpansionError } from "../../../src/index.js";
import { expandShell, type ShellPermissionRequest, shellEnvironment } from "../../../src/shell/expand.js";
import { runShellSnippet } from "../../../src/shell/run.js";
import { parseShellTemplate } from "../../../src/shell/template.js";
import { expandTemplate } from "../../../src/shell/template-expand.js";
import { tmp } from "../../helpers/index.js";

/** True while `pid` is a live (not zombie) process. */
function alive(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2)[0] !== "Z";
  } catch {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  }
}

async function rejection(p: Promise<unknown>): Promise<ShellExpansionError> {
  try {
    await p;
  } catch (e) {
    expect(e).toBeInstanceOf(ShellExpansionError);
    return e as ShellExpansionError;
  }
  throw new Error("expected a rejection");
}

/** The shell's pid as this machine sees it (`$$` and `$!` are the PID namespace's numbers when contained). */
const HOST_PID = "read -r hp _ < /proc/self/stat; echo $hp";

describe("parseShellTemplate", () => {
  it("X1: splits inline and fenced snippets in order, with line numbers", () => {
    const t = "A !`echo one` B\n```!\necho two\necho three\n```\nC !`echo four`\n";
    const p = parseShellTemplate(t);
    expect(p.ok).toBe(true);
    if (!p.ok) return;
    expect(p.segments).toEqual([
      { kind: "text", text: "A " },
      { kind: "shell", command: "echo one", form: "inline", line: 1 },
      { kind: "text", text: " B\n" },
      { kind: "shell", command: "echo two\necho three", form: "block", line: 2 },
      { kind: "text", text: "\nC " },
      { kind: "shell", command: "echo four", form: "inline", line: 6 },
      { kind: "text", text: "\n" },
    ]);
  });

  it("X1: ordinary code fences and backticks are plain text", () => {
    const t = "Run `ls` first.\n```sh\n!echo no\n```\n";
    const p = parseShellTemplate(t);
    expect(p).toEqual({ ok: true, segments: [{ kind: "text", text: t }] });
  });

  it("X1: a longer fence is closed only by a fence at least as long", () => {
    const p = parseShellTemplate("````!\necho '```'\n```\n````\nafter");
    expect(p.ok && p.segments[0]).toEqual({
      kind: "shell",
      command: "echo '```'\n```",
      form: "block",
      line: 1,
    });
  });

  it("X1: an unclosed shell block is an error naming its line", () => {
    const p = parseShellTemplate("intro\n```!\necho x\n");
    expect(p).toMatchObject({ ok: false, line: 2 });
  });

  // A hostile command file of many snippets once took minutes (lines were recounted from the start
  // for every snippet): the test timeout is the guard, the assertions check the line numbers.
  it("X1/T5: 1 MB of snippets (one a line, or all on one line) parses in one pass with the right lines", () => {
    const lines = parseShellTemplate("!`x`\n".repeat(200_000));
    expect(lines.ok).toBe(true);
    if (!lines.ok) return;
    const shells = lines.segments.filter((g) => g.kind === "shell");
    expect(shells).toHaveLength(200_000);
    expect(shells.at(-1)).toMatchObject({ line: 200_000 });
    const mixed = parseShellTemplate(`a\n${"!`y` ".repeat(200_000)}\nb !\`z\``);
    expect(mixed.ok && mixed.segments.filter((g) => g.kind === "shell").at(-1)).toMatchObject({
      command: "z",
      line: 3,
    });
  }, 20_000);
});

describe("runShellSnippet", () => {
  it("X1: stdout with trailing whitespace removed; runs in the given directory", async () => {
    const dir = tmp();
    const out = await runShellSnippet("printf '  a\\nb  \\n\\n'; pwd", { cwd: dir, env: process.env });
    expect(out).toBe(`  a\nb  \n\n${dir}`);
  });

  it("X3: arguments are the shell's positional parameters after $0 = skillport", async () => {
    const out = await runShellSnippet('printf "%s|" "$0" "$#" "$1" "$2"', {
      cwd: tmp(),
      env: process.env,
      args: ["a b", "$(c)"],
    });
    expect(out).toBe("skillport|2|a b|$(c)|");
  });

  it("X4: exit status ≠ 0 is an error with the command, the status and the tail of stderr", async () => {
    const e = await rejection(
      runShellSnippet("echo out; echo first >&2; echo 'last words' >&2; exit 7", {
        cwd: tmp(),
        env: process.env,
      }),
    );
    expect(e.code).toBe("shell-failed");
    expect(e.command).toContain("exit 7");
    expect(e.message).toContain("exit status 7");
    expect(e.message).toContain("last words");
    expect(e.message).toContain("exit 7");
  });

  it("X4: output over the cap is an error naming the limit, and the writer is stopped", async () => {
    const dir = tmp();
    const e = await rejection(
      runShellSnippet("yes x; touch after", { cwd: dir, env: process.env, maxOutputBytes: 1000 }),
    );
    expect(e.code).toBe("shell-output-too-large");
    expect(e.message).toContain("1000 bytes");
    expect(existsSync(join(dir, "after"))).toBe(false);
  });

  it("X4: the default cap is 128 KiB: exactly 128 KiB passes, one byte more fails", async () => {
    const cwd = tmp();
    const ok = await runShellSnippet("head -c 131072 /dev/zero | tr '\\0' x", { cwd, env: process.env });
    expect(ok.length).toBe(131072);
    const e = await rejection(
      runShellSnippet("head -c 131073 /dev/zero | tr '\\0' x", { cwd, env: process.env }),
    );
    expect(e.code).toBe("shell-output-too-large");
    expect(e.message).toContain("128 KiB");
  });

  it("X4: on timeout the whole process group is killed, background children included", async () => {
    const dir = tmp();
    const e = await rejection(
      runShellSnippet(
        "sh -c 'RP > bg.pid; exec sleep 300' & sh -c 'RP > sub.pid; sleep 300' & while [ ! -s bg.pid ] || [ ! -s sub.pid ]; do sleep 0.01; done; wait".replaceAll(
          "RP",
          HOST_PID,
        ),
        { cwd: dir, env: process.env, timeoutMs: 2500 },
      ),
    );
    expect(e.code).toBe("shell-timeout");
    expect(e.message).toContain("2500 ms");
    const pids = ["bg.pid", "sub.pid"].map((f) => Number(readFileSync(join(dir, f), "utf8").trim()));
    for (const pid of pids) {
      expect(pid).toBeGreaterThan(1);
      expect(alive(pid)).toBe(false);
    }
  });

  it("X4: an aborted run is cancelled and its process group killed", async () => {
    const dir = tmp();
    const before = new AbortController();
    before.abort();
    const early = await rejection(
      runShellSnippet("touch ran", { cwd: dir, env: process.env, signal: before.signal }),
    );
    expect(early.message).toContain("cancelled");
    expect(existsSync(join(dir, "ran"))).toBe(false);
    const during = new AbortController();
    const p = runShellSnippet("sleep 300", {
      cwd: dir,
      env: process.env,
      signal: during.signal,
    });
    setImmediate(() => during.abort());
    const e = await rejection(p);
    expect(e.code).toBe("shell-failed");
    expect(e.message).toContain("cancelled");
  });

  it("X4: a snippet that cannot start is an error naming the directory, never a hang", async () => {
    const missing = join(tmp(), "gone");
    const e = await rejection(runShellSnippet("echo hi", { cwd: missing, env: process.env }));
    expect(e.code).toBe("shell-failed");
    expect(e.message).toContain(missing);
  });

  it("X4: a background child that outlives its finished snippet is killed too", async () => {
    const dir = tmp();
    const out = await runShellSnippet(
      `sh -c '${HOST_PID} > bg.pid; exec sleep 300' >/dev/null 2>&1 & while [ ! -s bg.pid ]; do sleep 0.01; done; cat bg.pid`,
      { cwd: dir, env: process.env },
    );
    expect(alive(Number(out))).toBe(false);
  });
});

describe("expandShell", () => {
  it("X2: no permission callback means deny, and nothing runs", async () => {
    const dir = tmp();
    const e = await rejection(expandShell("a !`touch ran` b", { cwd: dir }));
    expect(e.code).toBe("shell-denied");
    expect(e.message).toContain("touch ran");
    expect(existsSync(join(dir, "ran"))).toBe(false);
  });

  it("X2: every snippet is asked about with its exact text before any runs; one denial runs none", async () => {
    const dir = tmp();
    const asked: ShellPermissionRequest[] = [];
    const e = await rejection(
      expandShell("!`touch one`\n```!\ntouch two\n```\n", {
        cwd: dir,
        source: "/t",
        permission: (r) => {
          asked.push(r);
          return r.command === "touch one" ? "allow" : "deny";
        },
      }),
    );
    expect(e.code).toBe("shell-denied");
    expect(asked.map((r) => [r.command, r.form, r.line, r.source, r.cwd])).toEqual([
      ["touch one", "inline", 1, "/t", dir],
      ["touch two", "block", 2, "/t", dir],
    ]);
    expect(existsSync(join(dir, "one"))).toBe(false);
  });

  it("X1: allowed snippets run in order and their output replaces them", async () => {
    const dir = tmp();
    const text = await expandShell(
      "A=!`echo 1 >> log; cat log | wc -l | tr -d ' '`\n```!\necho 2 >> log\nwc -l < log | tr -d ' '\n```\nend",
      {
        cwd: dir,
        permission: async () => "allow" as const,
      },
    );
    expect(text).toBe("A=1\n2\nend");
  });

  it("X2: a failing snippet fails the expansion even after others ran", async () => {
    const e = await rejection(expandShell("!`echo ok` !`false`", { cwd: tmp(), permission: "allow" }));
    expect(e.code).toBe("shell-failed");
  });

  it("X5: project dir (with its alias), session id and skill dir are in the environment", async () => {
    const dir = tmp();
    const text = await expandShell(
      '!`printf "%s|%s|%s|%s|%s" "$SKILLPORT_PROJECT_DIR" "$CLAUDE_PROJECT_DIR" "$SKILLPORT_SESSION_ID" "$SKILLPORT_SKILL_DIR" "$ARGUMENTS"`',
      { cwd: dir, permission: "allow", sessionId: "s-1", skillDir: "/skills/x", arguments: " a  b " },
    );
    expect(text).toBe(`${dir}|${dir}|s-1|/skills/x|a  b`);
  });

  it("X5: inherited SKILLPORT_SESSION_ID and SKILLPORT_SKILL_DIR do not leak when unknown", () => {
    const env = shellEnvironment({
      cwd: "/p",
      env: { SKILLPORT_SESSION_ID: "old", SKILLPORT_SKILL_DIR: "/x", KEEP: "1" },
    });
    expect(env).toEqual({ KEEP: "1", SKILLPORT_PROJECT_DIR: "/p", CLAUDE_PROJECT_DIR: "/p", ARGUMENTS: "" });
  });

  it("X1: an unclosed block fails before anything runs", async () => {
    const dir = tmp();
    const e = await rejection(expandShell("!`touch ran`\n```!\necho", { cwd: dir, permission: "allow" }));
    expect(e.code).toBe("shell-unclosed-block");
    expect(existsSync(join(dir, "ran"))).toBe(false);
  });
});

describe("expandTemplate", () => {
  it("X3, X5, A4: skill-style expansion: $name and variables in text, SKILLPORT_SKILL_DIR in snippets", async () => {
    const dir = tmp();
    const skillVar = ["$", "{SKILL_DIR}"].join("");
    const r = await expandTemplate(
      `Dir ${skillVar}, env $env: !\`printf "%s %s" "$SKILLPORT_SKILL_DIR" "$1"\``,
      {
        cwd: dir,
        permission: "allow",
        arguments: "prod $(touch MARKER)",
        names: ["env"],
        variables: { SKILL_DIR: "/skills/deploy" },
        skillDir: "/skills/deploy",
      },
    );
    expect(r).toEqual({
      text: "Dir /skills/deploy, env prod: /skills/deploy prod",
      usedArguments: true,
      shellSnippets: 1,
    });
    expect(existsSync(join(dir, "MARKER"))).toBe(false);
  });

  it("A4: unused arguments are appended once, after the snippet output", async () => {
    const r = await expandTemplate("Status: !`printf ok`\n", {
      cwd: tmp(),
      permission: "allow",
      arguments: "x y",
    });
    expect(r.text).toBe("Status: ok\n\nUser arguments:\nx y");
    expect(r.usedArguments).toBe(false);
  });
});
