import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { CommandReadError, readCommandBody } from "../../src/custom-commands/body.js";
import { readSkillBody, SkillReadError } from "../../src/format/body.js";
import { MAX_COMMAND_FILE_BYTES, MAX_SKILL_FILE_BYTES } from "../../src/format/limits.js";
import { readTextFile, TextReadFailure } from "../../src/util/read-file.js";
import { tmp } from "../helpers/index.js";

// One reader for text read on demand; skill bodies and command templates word its refusals.
const files = (): Record<string, string> => {
  const d = tmp();
  const p = (n: string) => join(d, n);
  writeFileSync(p("big.md"), `---\ndescription: d\n---\n${"x".repeat(MAX_SKILL_FILE_BYTES)}`);
  writeFileSync(p("nul.md"), "---\ndescription: d\n---\na\0b");
  writeFileSync(p("latin1.md"), Buffer.from([0x2d, 0x2d, 0x2d, 0x0a, 0xe9, 0x0a]));
  execFileSync("mkfifo", [p("fifo.md")]);
  return {
    big: p("big.md"),
    nul: p("nul.md"),
    latin1: p("latin1.md"),
    fifo: p("fifo.md"),
    missing: p("none.md"),
  };
};

async function failure(p: Promise<unknown>): Promise<unknown> {
  return p.then(
    () => undefined,
    (e: unknown) => e,
  );
}

describe("T5/A5: the one on-demand text reader", () => {
  it.each([
    ["a file over the limit", "big", "file-too-large"],
    ["a NUL byte", "nul", "invalid-encoding"],
    ["bytes that are not UTF-8", "latin1", "invalid-encoding"],
    ["a FIFO (never waited on)", "fifo", "read-failed"],
    ["a missing file", "missing", "read-failed"],
  ])("refuses %s with %s, for skills and commands alike", async (_what, key, code) => {
    const f = files();
    const path = f[key]!;
    const raw = await failure(readTextFile(path, MAX_COMMAND_FILE_BYTES));
    expect(raw).toBeInstanceOf(TextReadFailure);
    expect((raw as TextReadFailure).code).toBe(code);
    const skill = await failure(readSkillBody(path));
    expect(skill).toBeInstanceOf(SkillReadError);
    expect([(skill as SkillReadError).code, (skill as SkillReadError).path]).toEqual([code, path]);
    expect((skill as Error).message).toContain(path);
    const command = await failure(readCommandBody(path));
    expect(command).toBeInstanceOf(CommandReadError);
    expect((command as CommandReadError).code).toBe(code);
    expect((command as Error).message).toContain(path);
  });

  it("reads a good file whole; the skill reader returns its body", async () => {
    const d = tmp();
    writeFileSync(join(d, "ok.md"), "---\ndescription: d\n---\nBody é\n");
    expect(await readTextFile(join(d, "ok.md"), 100)).toBe("---\ndescription: d\n---\nBody é\n");
    expect(await readSkillBody(join(d, "ok.md"))).toBe("Body é");
  });
});
