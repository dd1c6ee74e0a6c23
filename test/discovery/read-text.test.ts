import { execFileSync } from "node:child_process";
import { mkdirSync, symlinkSync, writeFileSync } from "node:fs";
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

  it("reuses no bytes of an earlier read: a long file, then a short one, then the long one again", async () => {
    const d = tmp();
    const long = `---\ndescription: d\n---\n${"long é ".repeat(5000)}`;
    writeFileSync(join(d, "long.md"), long);
    const short = "---\ndescription: d\n---\nshort";
    writeFileSync(join(d, "short.md"), short);
    writeFileSync(join(d, "empty.md"), "");
    expect(await readTextFile(join(d, "long.md"), MAX_SKILL_FILE_BYTES)).toBe(long);
    expect(await readTextFile(join(d, "short.md"), MAX_SKILL_FILE_BYTES)).toBe(short);
    expect(await readTextFile(join(d, "empty.md"), MAX_SKILL_FILE_BYTES)).toBe("");
    // Concurrent reads (an index reads many bodies at once) each get their own file's text.
    const texts = await Promise.all(
      ["long.md", "short.md", "long.md", "empty.md"].map((n) =>
        readTextFile(join(d, n), MAX_SKILL_FILE_BYTES),
      ),
    );
    expect(texts).toEqual([long, short, long, ""]);
  });

  it("refuses a directory and follows a symlink to a file, as before; a file of exactly the limit is read", async () => {
    const d = tmp();
    mkdirSync(join(d, "dir.md"));
    writeFileSync(join(d, "target.md"), "---\ndescription: d\n---\nvia link");
    symlinkSync(join(d, "target.md"), join(d, "link.md"));
    writeFileSync(join(d, "exact.md"), "x".repeat(100));
    const dir = await failure(readTextFile(join(d, "dir.md"), 100));
    expect((dir as TextReadFailure).code).toBe("read-failed");
    expect(await readSkillBody(join(d, "link.md"))).toBe("via link");
    expect(await readTextFile(join(d, "exact.md"), 100)).toBe("x".repeat(100));
    const over = await failure(readTextFile(join(d, "exact.md"), 99));
    expect([(over as TextReadFailure).code, (over as TextReadFailure).size]).toEqual(["file-too-large", 100]);
  });

  it("reads a file over the reused buffer's size with the same checks", async () => {
    const d = tmp();
    const big = "y".repeat(300 * 1024);
    writeFileSync(join(d, "big.md"), big);
    expect(await readTextFile(join(d, "big.md"), 400 * 1024)).toBe(big);
    const over = await failure(readTextFile(join(d, "big.md"), 299 * 1024));
    expect((over as TextReadFailure).code).toBe("file-too-large");
  });

  it.skipIf(process.platform !== "linux")(
    "refuses a file that holds more than its fstat said once it passes the limit (procfs: size 0)",
    async () => {
      // A file that grows between the size check and the read looks the same to the reader.
      const over = await failure(readTextFile("/proc/self/status", 100));
      expect((over as TextReadFailure).code).toBe("file-too-large");
      expect(await readTextFile("/proc/self/status", MAX_SKILL_FILE_BYTES)).toContain("Name:");
    },
  );
});
