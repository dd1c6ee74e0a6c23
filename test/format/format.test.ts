import { describe, expect, it } from "vitest";
import { extractBody, extractFrontmatter, repairColons } from "../../src/format/frontmatter.js";
import { measure, nameProblems, slugifySkillName } from "../../src/format/name.js";
import { parseSkillFile } from "../../src/format/parse.js";
import type { Mode } from "../../src/types.js";

const codes = (text: string, mode: Mode = "standard", path = "/x/my-skill/SKILL.md") =>
  parseSkillFile(text, { path, mode }).diagnostics.map((d) => `${d.severity}:${d.code}`);

describe("F2 frontmatter extraction", () => {
  it("F2: plain LF frontmatter and trimmed body", () => {
    const text = "---\nname: my-skill\ndescription: Does things.\n---\n\n# Title\n\nBody\n\n";
    const fm = extractFrontmatter(text);
    expect(fm.kind).toBe("ok");
    if (fm.kind !== "ok") return;
    expect(fm.data).toEqual({ name: "my-skill", description: "Does things." });
    expect(text.slice(fm.bodyStart).trim()).toBe("# Title\n\nBody");
    expect(extractBody(text)).toBe("# Title\n\nBody");
  });

  it("F2: strips one UTF-8 BOM and leading blank lines", () => {
    const p = parseSkillFile("\uFEFF\n  \n---\nname: my-skill\ndescription: d\n---\nbody", {
      path: "/a/my-skill/SKILL.md",
    });
    expect(p.ok).toBe(true);
    expect(p.name).toBe("my-skill");
    // Two BOMs: the second is content, so the first line is not '---'.
    expect(codes("\uFEFF\uFEFF---\nname: my-skill\ndescription: d\n---\n")).toContain(
      "error:missing-frontmatter",
    );
  });

  it("F2: CRLF and mixed line endings", () => {
    const crlf = "---\r\nname: my-skill\r\ndescription: Crlf skill\r\n---\r\nBody line\r\n";
    const p = parseSkillFile(crlf, { path: "/a/my-skill/SKILL.md" });
    expect(p.ok).toBe(true);
    expect(p.description).toBe("Crlf skill");
    expect(extractBody(crlf)).toBe("Body line");
    const mixed = "---\r\nname: my-skill\ndescription: Mixed\r\n---\nBody";
    expect(parseSkillFile(mixed, { path: "/a/my-skill/SKILL.md" }).description).toBe("Mixed");
  });

  it("F2: opening line may have trailing spaces; closers must be exactly ---", () => {
    expect(extractFrontmatter("---   \nname: a\ndescription: b\n---\n").kind).toBe("ok");
    // `---trailing` and `----` are not closers, so this frontmatter is unclosed.
    expect(extractFrontmatter("---\nname: a\ndescription: b\n---trailing\n----\nbody\n").kind).toBe(
      "unclosed",
    );
    expect(extractFrontmatter("---\nname: a\ndescription: b\n--- \nbody\n").kind).toBe("unclosed");
  });

  it("F2: --- inside a quoted multi-line scalar does not close the frontmatter", () => {
    const text =
      '---\nname: my-skill\ndescription: "first line\n---\nstill the description"\n---\nThe body\n';
    const p = parseSkillFile(text, { path: "/a/my-skill/SKILL.md" });
    expect(p.ok).toBe(true);
    expect(p.description).toBe("first line --- still the description");
    expect(extractBody(text)).toBe("The body");
  });

  it("F2: empty and whitespace-only bodies are fine", () => {
    for (const text of [
      "---\nname: my-skill\ndescription: d\n---",
      "---\nname: my-skill\ndescription: d\n---\n   \n\t\n",
    ]) {
      const p = parseSkillFile(text, { path: "/a/my-skill/SKILL.md" });
      expect(p.ok).toBe(true);
      expect(extractBody(text)).toBe("");
    }
  });

  it("F2: missing and unclosed frontmatter get their codes", () => {
    expect(codes("# Just markdown\n")).toEqual(["error:missing-frontmatter"]);
    expect(codes("")).toEqual(["error:missing-frontmatter"]);
    expect(codes("---\nname: my-skill\ndescription: d\n")).toEqual(["error:unclosed-frontmatter"]);
    expect(codes("---")).toEqual(["error:unclosed-frontmatter"]);
  });

  it("F2: a head-of-file read asks for more rather than guessing", () => {
    expect(extractFrontmatter("---\nname: a\ndescription: b\n--", { complete: false }).kind).toBe(
      "need-more",
    );
    expect(extractFrontmatter("---\nname: a\ndescription: b\n---", { complete: false }).kind).toBe(
      "need-more",
    );
    expect(extractFrontmatter("---\nname: a\ndescription: b\n---\n", { complete: false }).kind).toBe("ok");
  });
});

describe("F3 YAML", () => {
  it("F3: duplicate keys, non-mapping documents and syntax errors are invalid-yaml with a line", () => {
    const dup = parseSkillFile("---\nname: a\nname: b\ndescription: d\n---\n", { path: "/x/a/SKILL.md" });
    expect(dup.diagnostics[0]?.code).toBe("invalid-yaml");
    expect(dup.diagnostics[0]?.message).toMatch(/line 3/);
    expect(codes("---\n- a\n- b\n---\n")).toEqual(["error:invalid-yaml"]);
    expect(codes("---\njust a string\n---\n")).toEqual(["error:invalid-yaml"]);
    const bad = parseSkillFile("---\nname: a\ndescription: [unclosed\n---\n", {
      path: "/x/a/SKILL.md",
      mode: "spec",
    });
    expect(bad.diagnostics.map((d) => d.code)).toEqual(["invalid-yaml"]);
    expect(bad.diagnostics[0]?.message).toMatch(/line \d+, column \d+/);
  });

  it("F3: YAML 1.2 core schema — yes/no stay strings, dates are not converted", () => {
    const p = parseSkillFile(
      "---\nname: my-skill\ndescription: d\nmetadata:\n  flag: yes\n  when: 2024-01-01\n---\n",
      {
        path: "/x/my-skill/SKILL.md",
      },
    );
    expect(p.frontmatter.metadata).toEqual({ flag: "yes", when: "2024-01-01" });
  });

  it("F3: an unquoted ': ' in a value is repaired in standard and lenient mode with yaml-repaired", () => {
    const text = "---\nname: my-skill\ndescription: Use when: the user asks\n---\nBody";
    for (const mode of ["standard", "lenient"] as const) {
      const p = parseSkillFile(text, { path: "/x/my-skill/SKILL.md", mode });
      expect(p.ok).toBe(true);
      expect(p.description).toBe("Use when: the user asks");
      expect(p.diagnostics.map((d) => `${d.severity}:${d.code}`)).toEqual(["warning:yaml-repaired"]);
    }
    expect(codes(text, "spec")).toEqual(["error:invalid-yaml"]);
  });

  it("F3: repair folds indented continuation lines and leaves quoted values alone", () => {
    const { yaml, keys } = repairColons(
      'description: Use when: a\n  and more: b\nname: "x: y"\nother: plain',
    );
    expect(keys).toEqual(["description"]);
    expect(yaml).toBe('description: "Use when: a and more: b"\nname: "x: y"\nother: plain');
  });
});

describe("F4–F8 fields and modes", () => {
  const base = (extra: string, name = "my-skill") =>
    `---\nname: ${name}\ndescription: A skill.\n${extra}---\nBody\n`;

  it("F4: allowed-tools as a YAML list is joined; metadata scalars are coerced", () => {
    const p = parseSkillFile(base("allowed-tools:\n  - Read\n  - Bash(git:*)\nmetadata:\n  version: 1.0\n"), {
      path: "/x/my-skill/SKILL.md",
      mode: "spec",
    });
    expect(p.ok).toBe(true);
    expect(p.frontmatter["allowed-tools"]).toBe("Read Bash(git:*)");
    expect(p.frontmatter.metadata).toEqual({ version: "1" });
    expect(p.diagnostics.map((d) => d.code)).toEqual(["coerced-scalar"]);
  });

  it("F4: host extensions are known in standard mode and unknown in spec mode", () => {
    const text = base("disable-model-invocation: true\nwhen_to_use: Later.\n");
    const std = parseSkillFile(text, { path: "/x/my-skill/SKILL.md", mode: "standard" });
    expect(std.ok).toBe(true);
    expect(std.modelInvocable).toBe(false);
    expect(std.diagnostics).toEqual([]);
    expect(codes(text, "spec")).toEqual(["error:unknown-field"]);
  });

  it("F5: lengths count code points; 64 vs 65 and 1024 vs 1025, astral characters count once", () => {
    expect(measure("😀")).toBe(1);
    expect("😀".length).toBe(2);
    expect(measure("é", "byte")).toBe(2);
    const name64 = "a".repeat(64);
    expect(codes(base("", name64), "spec", `/x/${name64}/SKILL.md`)).toEqual([]);
    const name65 = "a".repeat(65);
    expect(codes(base("", name65), "spec", `/x/${name65}/SKILL.md`)).toEqual(["error:invalid-name"]);
    const desc = (n: number) => `---\nname: my-skill\ndescription: ${"😀".repeat(n)}\n---\n`;
    expect(codes(desc(1024), "spec")).toEqual([]);
    expect(codes(desc(1025), "spec")).toEqual(["error:description-too-long"]);
    expect(codes(desc(1025), "standard")).toEqual(["warning:description-too-long"]);
    // The zed profile counts bytes: 513 two-byte characters are 1026 bytes.
    const p = parseSkillFile(`---\nname: my-skill\ndescription: ${"é".repeat(513)}\n---\n`, {
      path: "/x/my-skill/SKILL.md",
      lengthUnit: "byte",
    });
    expect(p.diagnostics.map((d) => d.code)).toEqual(["description-too-long"]);
  });

  it("F6: name rules with Unicode letters, NFKC and the ASCII rule", () => {
    expect(nameProblems("pdf-tools")).toEqual([]);
    expect(nameProblems("技能")).toEqual([]);
    expect(nameProblems("мой-навык")).toEqual([]);
    expect(nameProblems("НАВЫК").join()).toMatch(/lowercase/);
    expect(nameProblems("-a").join()).toMatch(/hyphen/);
    expect(nameProblems("a-").join()).toMatch(/hyphen/);
    expect(nameProblems("a--b").join()).toMatch(/consecutive/);
    expect(nameProblems("a_b").join()).toMatch(/only letters/);
    expect(nameProblems("cafe\u0301").join()).toMatch(/only letters/); // a combining mark is not a letter
    expect(nameProblems("café", "ascii").join()).toMatch(/ASCII/);
    // NFKC: the decomposed name matches the composed directory name.
    const p = parseSkillFile("---\nname: cafe\u0301\ndescription: d\n---\n", {
      path: "/x/café/SKILL.md",
      mode: "spec",
    });
    expect(p.ok).toBe(true);
    expect(p.name).toBe("café");
  });

  it("F7: scalars where a string is expected use their source text", () => {
    const p = parseSkillFile("---\nname: 123\ndescription: 1.50 # price\n---\n", { path: "/x/123/SKILL.md" });
    expect(p.ok).toBe(true);
    expect(p.name).toBe("123");
    expect(p.description).toBe("1.50");
    expect(p.diagnostics.map((d) => d.code)).toEqual(["coerced-scalar", "coerced-scalar"]);
    const q = parseSkillFile("---\nname: my-skill\ndescription:\n  - a list\n---\n", {
      path: "/x/my-skill/SKILL.md",
    });
    expect(q.ok).toBe(false);
    expect(q.diagnostics.map((d) => `${d.severity}:${d.code}`)).toEqual(["error:invalid-field-type"]);
  });

  it("F8: the rule table across spec, standard and lenient", () => {
    const table: [string, string, Record<Mode, string[]>][] = [
      [
        "missing description",
        "---\nname: my-skill\n---\n",
        {
          spec: ["error:missing-description"],
          standard: ["error:missing-description"],
          lenient: ["error:missing-description"],
        },
      ],
      [
        "blank description",
        "---\nname: my-skill\ndescription: '  '\n---\n",
        {
          spec: ["error:missing-description"],
          standard: ["error:missing-description"],
          lenient: ["error:missing-description"],
        },
      ],
      [
        "missing name",
        "---\ndescription: d\n---\n",
        {
          spec: ["error:missing-name"],
          standard: ["warning:missing-name"],
          lenient: ["warning:missing-name"],
        },
      ],
      [
        "invalid name",
        "---\nname: My Skill\ndescription: d\n---\n",
        {
          spec: ["error:invalid-name", "error:name-dir-mismatch"],
          standard: ["error:invalid-name", "warning:name-dir-mismatch"],
          lenient: ["warning:invalid-name", "warning:name-dir-mismatch"],
        },
      ],
      [
        "name-dir mismatch",
        "---\nname: other\ndescription: d\n---\n",
        {
          spec: ["error:name-dir-mismatch"],
          standard: ["warning:name-dir-mismatch"],
          lenient: ["warning:name-dir-mismatch"],
        },
      ],
      [
        "empty compatibility",
        "---\nname: my-skill\ndescription: d\ncompatibility: ''\n---\n",
        {
          spec: ["error:invalid-compatibility"],
          standard: ["warning:invalid-compatibility"],
          lenient: ["warning:invalid-compatibility"],
        },
      ],
      [
        "long compatibility",
        `---\nname: my-skill\ndescription: d\ncompatibility: ${"x".repeat(501)}\n---\n`,
        {
          spec: ["error:invalid-compatibility"],
          standard: ["warning:invalid-compatibility"],
          lenient: ["warning:invalid-compatibility"],
        },
      ],
      [
        "unknown field",
        "---\nname: my-skill\ndescription: d\nversion: 2\n---\n",
        {
          spec: ["error:unknown-field"],
          standard: ["info:unknown-field"],
          lenient: [],
        },
      ],
    ];
    for (const [label, text, expected] of table) {
      for (const mode of ["spec", "standard", "lenient"] as const) {
        expect(codes(text, mode), `${label} in ${mode}`).toEqual(expected[mode]);
      }
    }
  });

  it("F8: standard mode falls back to the directory name when name is missing", () => {
    const p = parseSkillFile("---\ndescription: d\n---\n", { path: "/x/dir-name/SKILL.md" });
    expect(p.ok).toBe(true);
    expect(p.name).toBe("dir-name");
    const bad = parseSkillFile("---\ndescription: d\n---\n", { path: "/x/Bad Dir/SKILL.md" });
    expect(bad.ok).toBe(false);
    expect(bad.diagnostics.map((d) => d.code)).toEqual(["missing-name", "invalid-name"]);
  });

  it("F8: every message names the file and says how to fix it", () => {
    const p = parseSkillFile("---\nname: Bad_Name\n---\n", {
      path: "/skills/Bad_Name/SKILL.md",
      mode: "spec",
    });
    for (const d of p.diagnostics) {
      expect(d.path).toBe("/skills/Bad_Name/SKILL.md");
      expect(d.message).toContain("/skills/Bad_Name/SKILL.md");
    }
  });
});

describe("F10 slugifySkillName", () => {
  it("F10: the examples of the spec", () => {
    expect(slugifySkillName("AT&T")).toBe("at-and-t");
    expect(slugifySkillName("C++ vs. Rust?")).toBe("c-vs-rust");
    expect(slugifySkillName("v1.2.3-beta")).toBe("v123-beta");
    expect(slugifySkillName("中文")).toBeUndefined();
    expect(slugifySkillName("  --Hello   World--  ")).toBe("hello-world");
    expect(slugifySkillName("")).toBeUndefined();
  });

  it("F10: output always passes F6 and is at most 64 characters", () => {
    const titles = [
      "a".repeat(100),
      `${"ab ".repeat(40)}`,
      "x - - y",
      "Rock & Roll & Jazz",
      "ÄÖÜ straße",
      "a-".repeat(40),
    ];
    for (const t of titles) {
      const s = slugifySkillName(t);
      if (s === undefined) continue;
      expect(nameProblems(s), t).toEqual([]);
      expect(s.length).toBeLessThanOrEqual(64);
    }
  });
});
