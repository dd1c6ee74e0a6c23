// Several skills placed as one: a failure midway leaves none of the new ones and the old copies back.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { InstallError } from "../../src/install/errors.js";
import { publishDirs, stageDir } from "../../src/install/replace.js";
import { tmp } from "../helpers/index.js";

function staged(root: string, name: string, text: string): { staged: string; name: string } {
  const dir = stageDir(root);
  writeFileSync(join(dir, "SKILL.md"), text);
  return { staged: dir, name };
}

describe("publishDirs", () => {
  it("places every skill, replacing old copies it may replace", () => {
    const root = tmp();
    mkdirSync(join(root, "b"));
    writeFileSync(join(root, "b", "SKILL.md"), "old b");
    const out = publishDirs(root, [
      staged(root, "a", "new a"),
      { ...staged(root, "b", "new b"), replace: true },
    ]);
    expect(out.map((o) => o.replaced)).toEqual([false, true]);
    expect(readFileSync(join(root, "b", "SKILL.md"), "utf8")).toBe("new b");
    expect(readdirSync(root).sort()).toEqual(["a", "b"]);
  });

  it("a failure after the first skill is placed takes it back out and puts the old copy back", () => {
    const root = tmp();
    mkdirSync(join(root, "b"));
    writeFileSync(join(root, "b", "SKILL.md"), "old b");
    const items = [
      staged(root, "a", "new a"),
      { ...staged(root, "b", "new b"), replace: true },
      staged(root, "c", "new c"),
    ];
    expect(() =>
      publishDirs(root, items, {
        onStep: (step, name) => {
          if (step === "placed" && name === "b") throw new Error("disk gone");
        },
      }),
    ).toThrow("disk gone");
    expect(readdirSync(root).sort()).toEqual(["b"]);
    expect(readFileSync(join(root, "b", "SKILL.md"), "utf8")).toBe("old b");
  });

  it("an existing skill that may not be replaced refuses before anything moves", () => {
    const root = tmp();
    mkdirSync(join(root, "b"));
    writeFileSync(join(root, "b", "SKILL.md"), "old b");
    const items = [staged(root, "a", "new a"), staged(root, "b", "new b")];
    let err: unknown;
    try {
      publishDirs(root, items);
    } catch (e) {
      err = e;
    }
    expect((err as InstallError).code).toBe("install-target-exists");
    expect(existsSync(join(root, "a"))).toBe(false);
    expect(readdirSync(root).sort()).toEqual(["b"]);
  });
});
