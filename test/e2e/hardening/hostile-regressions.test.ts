import { execFileSync } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { activateSkill } from "../../../src/activation/activate.js";
import { renderCatalog } from "../../../src/catalog/render.js";
import { loadSkills } from "../../../src/load.js";
import { validateSkillDir } from "../../../src/validate.js";
import { runCli, skillMd, tmp, writeTree } from "../../helpers/index.js";
import { nextTimestampTick } from "../../helpers/wait.js";

// Regressions from an independent black-box pass: special files and control characters (T5, C2, T4).

const mkfifo = (path: string): void => {
  execFileSync("mkfifo", [path]);
};
const load = (root: string) =>
  loadSkills({ roots: [root], user: false, project: false, builtins: false, cwd: root });

describe("T5: special files never hang or crash", () => {
  it("T5: share refuses a FIFO SKILL.md (no hang) and a directory SKILL.md (no crash)", () => {
    const base = tmp();
    mkdirSync(join(base, "fifo"), { recursive: true });
    mkfifo(join(base, "fifo", "SKILL.md"));
    mkdirSync(join(base, "dir", "SKILL.md"), { recursive: true });
    const fifo = runCli(["share", join(base, "fifo")]);
    expect(fifo.code).toBe(1);
    expect(fifo.stderr).toMatch(/not a regular file/);
    const dir = runCli(["share", join(base, "dir")]);
    expect(dir.code).toBe(1);
    expect(dir.stderr).not.toMatch(/unexpected error/);
  });

  it("A5/T5: activating a skill whose SKILL.md became a FIFO fails with read-failed instead of hanging", async () => {
    const root = writeTree(tmp(), { "f/SKILL.md": skillMd("f") });
    const set = await load(root);
    rmSync(join(root, "f", "SKILL.md"));
    mkfifo(join(root, "f", "SKILL.md"));
    await expect(activateSkill(set, "f", { invoker: "host" })).rejects.toMatchObject({ code: "read-failed" });
    await expect(activateSkill(set, "f", { invoker: "model" })).rejects.toMatchObject({
      code: "read-failed",
    });
  });

  it("F1/T5: validate reports a FIFO SKILL.md as invalid, in the library and the CLI", async () => {
    const base = tmp();
    mkdirSync(join(base, "fifo"), { recursive: true });
    mkfifo(join(base, "fifo", "SKILL.md"));
    const r = await validateSkillDir(join(base, "fifo"));
    expect(r.valid).toBe(false);
    expect(runCli(["validate", join(base, "fifo")]).code).toBe(1);
    expect(runCli(["validate", join(base, "fifo", "SKILL.md")]).code).toBe(1);
  });

  it("L: --cwd that does not exist is a usage error", () => {
    const r = runCli(["list", "--cwd", join(tmp(), "nope")]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/no such directory/);
  });

  it("L: --cwd that is a file is a usage error, not an empty listing with exit 0", () => {
    const file = join(tmp(), "file.txt");
    writeFileSync(file, "x");
    const r = runCli(["list", "--cwd", file]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/not a directory/);
  });
});

describe("C2/T4: control characters", () => {
  it("C2: control characters in a description never reach the catalog; the text stays one well-formed value", async () => {
    const root = writeTree(tmp(), {
      "ctl/SKILL.md": '---\nname: ctl\ndescription: "vt\\v ff\\f esc\\e]0;pwned\\a clear\\e[2J"\n---\nbody\n',
    });
    const set = await load(root);
    expect(set.skills.map((s) => s.name)).toEqual(["ctl"]);
    for (const format of ["xml", "markdown"] as const) {
      const text = renderCatalog(set, { format });
      expect(text, format).not.toMatch(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/);
      expect(text).toContain("esc\ufffd]0;pwned\ufffd clear\ufffd[2J");
    }
  });
});

describe("a __proto__ key in frontmatter is an ordinary unknown field", () => {
  it("it cannot replace the frontmatter's prototype and so inject fields past validation", async () => {
    const root = tmp();
    writeTree(root, {
      // Block and flow forms; js-yaml keeps `__proto__` as an own key, the loader copied it with `=`.
      "block/SKILL.md":
        "---\nname: block\ndescription: A skill.\n__proto__:\n  disable-model-invocation: true\n  when_to_use: injected\n  arguments: 7\n---\nbody\n",
      "flow/SKILL.md":
        '---\nname: flow\ndescription: A skill.\n__proto__: {"when_to_use": "injected", "allowed-tools": ["x"]}\nmetadata:\n  __proto__: kept\n  owner: me\n---\nbody\n',
    });
    // The second load goes through the parse cache the first one wrote (a `__proto__` key keeps a
    // file out of it: the entry would not come back from JSON the same).
    await nextTimestampTick();
    const cacheDir = tmp("skillport-cache-");
    for (const pass of ["first", "cached"]) {
      const set = await loadSkills({
        roots: [root],
        user: false,
        project: false,
        builtins: false,
        cwd: root,
        cache: { dir: cacheDir, minAgeMs: 0 },
      });
      for (const s of set.skills) {
        expect(Object.getPrototypeOf(s.frontmatter), `${pass} ${s.name}`).toBe(Object.prototype);
        expect(s.whenToUse, pass).toBeUndefined();
        expect(s.modelInvocable, pass).toBe(true);
        expect(s.frontmatter.when_to_use, pass).toBeUndefined();
        expect(s.frontmatter["allowed-tools"], pass).toBeUndefined();
        expect(Object.keys(s.frontmatter), pass).toContain("__proto__");
      }
      const flow = set.skills.find((s) => s.name === "flow")!;
      const meta = flow.frontmatter.metadata as Record<string, string>;
      expect(Object.getPrototypeOf(meta)).toBe(Object.prototype);
      expect(Object.keys(meta).sort()).toEqual(["__proto__", "owner"]);
      expect(set.diagnostics.filter((d) => d.code === "unknown-field")).toHaveLength(2);
      const activation = await activateSkill(set, "block", { arguments: "x y" });
      expect(activation.text).toContain("body");
    }
  });
});
