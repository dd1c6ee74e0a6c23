import { readFileSync, symlinkSync, utimesSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { readLock, updateLock } from "../../src/install/lock.js";
import { withLockFile } from "../../src/util/lock-file.js";
import { tmp, writeTree } from "../helpers/index.js";

const SECRET = "AKIA-SECRET-9f8e7d";

const errorOf = (fn: () => unknown): Error => {
  try {
    fn();
  } catch (e) {
    return e as Error;
  }
  throw new Error("expected a throw");
};

describe("skills-lock.json: links refused, content never quoted", () => {
  it("a lock that is a symlink out of the project is refused without reading it", () => {
    const outside = writeTree(tmp(), { id_rsa: `${SECRET} not json at all` });
    const proj = tmp();
    symlinkSync(join(outside, "id_rsa"), join(proj, "skills-lock.json"));
    const e = errorOf(() => readLock(join(proj, "skills-lock.json")));
    expect((e as { code?: string }).code).toBe("lock-invalid");
    expect(e.message).toContain("symbolic link");
    expect(e.message).not.toContain("AKIA");
    // and an install never writes through it either
    expect(() => updateLock(join(proj, "skills-lock.json"), () => {})).toThrow(/symbolic link/);
    expect(readFileSync(join(outside, "id_rsa"), "utf8")).toBe(`${SECRET} not json at all`);
  });

  it("a symlink to a valid lock is refused too (the target can change at any time)", () => {
    const outside = writeTree(tmp(), { "lock.json": '{"version": 1, "skills": {}}' });
    const proj = tmp();
    symlinkSync(join(outside, "lock.json"), join(proj, "skills-lock.json"));
    expect(() => readLock(join(proj, "skills-lock.json"))).toThrow(/symbolic link/);
  });

  it("a broken lock's error says where, never what (no JSON text, no odd entry names)", () => {
    const proj = tmp();
    const path = join(proj, "skills-lock.json");
    for (const text of [
      `{"token": "${SECRET}"`,
      `${SECRET}`,
      `{"version": 1, "skills": {"${SECRET} \\u001b[2J": 5}}`,
      `{"version": 1, "skills": {"${SECRET}\\n": {"source": 1}}}`,
    ]) {
      writeFileSync(path, text);
      const e = errorOf(() => readLock(path));
      expect((e as { code?: string }).code, text).toBe("lock-invalid");
      expect(e.message, text).not.toContain("AKIA");
      expect(e.message, text).not.toContain("\u001b");
    }
  });
});

describe("lock files: a planted link is no holder", () => {
  it("a `.lock` symlink to a fresh secret is treated as stale, and its text is never quoted", () => {
    const dir = tmp();
    const secret = writeTree(tmp(), { s: `${SECRET} 1` });
    symlinkSync(join(secret, "s"), join(dir, "x.lock"));
    const now = new Date();
    utimesSync(join(secret, "s"), now, now);
    let ran = false;
    try {
      withLockFile(
        join(dir, "x.lock"),
        () => {
          ran = true;
        },
        { timeoutMs: 300 },
      );
    } catch (e) {
      expect((e as Error).message).not.toContain("AKIA");
    }
    expect(ran).toBe(true);
    expect(readFileSync(join(secret, "s"), "utf8")).toBe(`${SECRET} 1`);
  });
});
