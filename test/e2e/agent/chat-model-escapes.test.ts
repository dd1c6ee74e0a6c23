import { spawn, spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { Renderer } from "../../../src/cli/chat/render.js";
import { colors } from "../../../src/cli/output.js";
import { chatEnv, newHome, spawnChat } from "../../helpers/chat-helpers.js";
import { type FakeServer, startFakeOpenAI } from "../../helpers/fake-openai.js";
import { CLI, skillMd, writeTree } from "../../helpers/index.js";

// Model text is data: on a terminal no escape sequence in it is obeyed, SGR colours included (black on
// black hides text; conceal hides it outright). Into a pipe the answer stays byte-exact.

const cleanup: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const f of cleanup.splice(0).reverse()) await f();
});

// `\e[30m` (black text) is one of the CLI's own colours, which the last net before a terminal lets pass.
const HOSTILE =
  "visible \u001b[30mblack on a black terminal\u001b[0m \u001b[30;40mblack on black\u001b[0m \u001b[8mconcealed\u001b[0m \u001b]0;title\u0007 end";

async function server(): Promise<FakeServer> {
  const s = await startFakeOpenAI(() => ({ text: HOSTILE }));
  cleanup.push(() => s.close());
  return s;
}

function project() {
  const home = newHome();
  const skills = join(home, "skills");
  writeTree(skills, { "pdf/SKILL.md": skillMd("pdf", "Fill PDF forms.") });
  return { home, skills };
}

const HAS_SCRIPT = spawnSync("script", ["--version"]).status === 0;
const q = (s: string): string => `'${s.replace(/'/g, "'\\''")}'`;

describe("chat: model text on a terminal", { timeout: 60_000 }, () => {
  it.skipIf(!HAS_SCRIPT)(
    "--print on a terminal shows the escapes instead of obeying them (SGR included)",
    async () => {
      const p = project();
      const s = await server();
      const env = chatEnv(p.home, { SKILLPORT_BASE_URL: s.url, SKILLPORT_MODEL: "m" });
      const log = join(p.home, "tty.log");
      const cmd = `${q(process.execPath)} ${q(CLI)} --no-user --no-project --root ${q(p.skills)} chat --print go </dev/null`;
      // `script` gives the command a pseudo-terminal and records every byte written to it.
      // Not spawnSync: the fake model server answers from this process's event loop.
      const status = await new Promise<number | null>((resolve) => {
        const child = spawn("script", ["-q", "-e", "-c", cmd, log], {
          env,
          stdio: ["ignore", "ignore", "ignore"],
        });
        child.on("close", (code) => resolve(code));
      });
      expect(status).toBe(0);
      expect(existsSync(log)).toBe(true);
      const bytes = readFileSync(log, "latin1");
      expect(bytes).toContain("visible");
      expect(bytes).toContain("\\x1b[30mblack");
      expect(bytes).not.toContain("\u001b[30m");
      expect(bytes).not.toContain("\u001b[30;40m");
      expect(bytes).not.toContain("\u001b[8m");
      expect(bytes).not.toContain("\u001b]0;");
    },
  );

  it("--print into a pipe keeps the answer byte-exact", async () => {
    const p = project();
    const s = await server();
    const run = spawnChat(["--no-user", "--no-project", "--root", p.skills, "chat", "--print", "go"], {
      cwd: p.home,
      env: chatEnv(p.home, { SKILLPORT_BASE_URL: s.url, SKILLPORT_MODEL: "m" }),
    });
    const r = await run.done;
    expect(r.code).toBe(0);
    expect(r.stdout).toBe(`${HOSTILE}\n`);
  });

  it("the REPL's streamed text: an SGR split across deltas is shown, not obeyed", () => {
    let out = "";
    const renderer = new Renderer(
      { text: (t) => (out += t), ui: (t) => (out += t) },
      colors(true),
      true,
      true,
      true,
      () => "",
    );
    for (const delta of ["a \u001b", "[30", ";40mb", "\u001b[0m c\r", "\nd"]) {
      renderer.event({ type: "text", agent: "main", text: delta } as never);
    }
    expect(out).not.toContain("\u001b");
    expect(out).toContain("\\x1b[30;40mb");
  });
});
