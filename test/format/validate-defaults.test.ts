import { describe, expect, it } from "vitest";
import { EXTENSION_FIELDS } from "../../src/format/fields.js";
import { loadSkills, parseSkillFile, validatePath } from "../../src/index.js";
import { EXAMPLES, skillMd, tmp, writeTree } from "../helpers/index.js";

const only = { user: false, project: false, builtins: false } as const;

describe("validate agrees with what loads", () => {
  it("F8: the bundled examples validate in the default mode, and every one of them loads", async () => {
    const results = await validatePath(EXAMPLES);
    expect(results.length).toBe(7);
    expect(results.filter((r) => !r.valid).map((r) => r.path)).toEqual([]);
    const set = await loadSkills({ roots: [EXAMPLES], ...only });
    expect(set.skills.map((s) => s.location).sort()).toEqual(results.map((r) => r.path).sort());
  });

  it("F8: the default is the profile's mode, as for loading; spec mode stays one option away", async () => {
    const root = writeTree(tmp(), { "x/SKILL.md": skillMd("x", "Does x.", "when_to_use: Often.\n") });
    expect((await validatePath(root))[0]?.valid).toBe(true);
    expect((await validatePath(root, { mode: "spec" }))[0]?.valid).toBe(false);
  });
});

describe("the advice for unknown fields", () => {
  const message = (extra: string): string => {
    const p = parseSkillFile(skillMd("x", "Does x.", extra), { path: "/s/x/SKILL.md", mode: "spec" });
    const d = p.diagnostics.find((x) => x.code === "unknown-field");
    expect(d, extra).toBeDefined();
    return d!.message;
  };

  it.each([...EXTENSION_FIELDS])(
    "F4: %s (a host extension) is never advised to move under metadata",
    (field) => {
      const m = message(`${field}: x\n`);
      expect(m).not.toContain("Move custom data");
      expect(m).toContain(`'${field}' is a host extension`);
      expect(m).toContain("keep it at the top level");
    },
  );

  it("F4: custom data is advised to move under metadata, naming only the custom fields", () => {
    const m = message("team: platform\ndisable-model-invocation: true\n");
    expect(m).toContain("Move custom data ('team') under 'metadata'.");
    expect(m).toContain("'disable-model-invocation' is a host extension");
  });

  it("why: disable-model-invocation under metadata would make a user-only skill visible to the model", async () => {
    const root = writeTree(tmp(), {
      "top/SKILL.md": skillMd("top", "User only.", "disable-model-invocation: true\n"),
      "moved/SKILL.md": skillMd("moved", "User only?", 'metadata:\n  disable-model-invocation: "true"\n'),
    });
    const set = await loadSkills({ roots: [root], ...only });
    const visible = Object.fromEntries(set.skills.map((s) => [s.name, s.modelInvocable]));
    expect(visible).toEqual({ moved: true, top: false });
  });
});
