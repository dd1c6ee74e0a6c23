import { join } from "node:path";
import { XMLParser } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { runCli, skillMd, tmp, writeTree } from "../../helpers/index.js";

/** A project with three skills (one hidden from the model) and no user skills. */
function project(): string {
  const dir = tmp();
  writeTree(join(dir, ".agents", "skills"), {
    "alpha/SKILL.md": skillMd("alpha", "Alpha & friends.", "", "Alpha body: $1 / $ARGUMENTS"),
    "beta/SKILL.md": skillMd("beta", "b".repeat(200)),
    "ship/SKILL.md": skillMd("ship", "Ships.", "disable-model-invocation: true\n", "Ship it."),
  });
  return dir;
}

// The project is discovered automatically, so it must be trusted (T1).
const cli = (dir: string, args: string[]) => runCli(["--no-user", "--trust", "--cwd", dir, ...args]);

describe("CLI: catalog, activate, expand, doctor", () => {
  it("L/C2: catalog prints exactly what the model sees, escaped, hidden skills left out", () => {
    const dir = project();
    const r = cli(dir, ["catalog"]);
    expect(r.code).toBe(0);
    expect(r.stderr).toBe("");
    const xml = r.stdout.slice(r.stdout.indexOf("<available_skills>"));
    const doc = new XMLParser({ isArray: () => true }).parse(xml) as {
      available_skills: { skill: { name: string[] }[] }[];
    };
    expect(doc.available_skills[0]!.skill.map((s) => s.name[0])).toEqual(["alpha", "beta", "create-skill"]);
    expect(r.stdout).toContain("<description>Alpha &amp; friends.</description>");
    expect(r.stdout).not.toContain("ship");
  });

  it("L/C4: --budget overflows with a diagnostic on stderr; --json wraps text, report and diagnostics", () => {
    const dir = project();
    const r = cli(dir, ["catalog", "--budget", "100", "--format", "markdown"]);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain(`- beta (file: ${join(dir, ".agents", "skills", "beta", "SKILL.md")})`);
    expect(r.stderr).toContain("[catalog-budget-exceeded]");
    expect(r.stderr).toContain("beta, create-skill");
    const j = cli(dir, ["--json", "catalog", "--budget", "100", "--overflow", "drop"]);
    expect(j.code).toBe(0);
    const doc = JSON.parse(j.stdout) as {
      catalog: string;
      format: string;
      budget: { budget: number; overflowed: string[]; hidden: string[] };
      diagnostics: { code: string }[];
    };
    expect(doc.format).toBe("xml");
    expect(doc.budget.budget).toBe(100);
    expect(doc.budget.overflowed).toEqual(["beta", "create-skill"]);
    expect(doc.budget.hidden).toEqual(["ship"]);
    expect(doc.catalog).toContain("<name>alpha</name>");
    expect(doc.catalog).not.toContain("<name>beta</name>");
    expect(doc.diagnostics.map((d) => d.code)).toContain("catalog-budget-exceeded");
  });

  it("L: catalog usage errors exit 2", () => {
    const dir = project();
    expect(cli(dir, ["catalog", "--budget", "lots"]).code).toBe(2);
    expect(cli(dir, ["catalog", "--format", "yaml"]).code).toBe(2);
    expect(cli(dir, ["--profile", "nope", "catalog"]).code).toBe(2);
  });

  it("L/A1/A4: activate prints the envelope with arguments (1-based; 0-based under --profile claude)", () => {
    const dir = project();
    const r = cli(dir, ["activate", "alpha", "--args", "one two"]);
    expect(r.code).toBe(0);
    expect(r.stdout.startsWith('<skill_content name="alpha">\n<source>project</source>\n')).toBe(true);
    expect(r.stdout).toContain("Alpha body: one / one two");
    const claude = runCli([
      "--no-user",
      "--cwd",
      dir,
      "--root",
      join(dir, ".agents", "skills"),
      "--profile",
      "claude",
      "activate",
      "alpha",
      "--args",
      "one two",
    ]);
    expect(claude.stdout).toContain("Alpha body: two / one two");
  });

  it("L/A2: activate exits 1 with the not-found message; --model hides disable-model-invocation skills", () => {
    const dir = project();
    const missing = cli(dir, ["activate", "gamma"]);
    expect(missing.code).toBe(1);
    expect(missing.stdout).toBe("");
    // A2: the message never names a hidden skill, even for the host; `ship` still activates by name.
    expect(missing.stderr).toContain(
      "Skill 'gamma' not found. Available skills: alpha, beta, create-skill [",
    );
    const hidden = cli(dir, ["activate", "ship", "--model"]);
    expect(hidden.code).toBe(1);
    expect(hidden.stderr).toContain("Skill 'ship' not found. Available skills: alpha, beta, create-skill");
    expect(hidden.stderr.split("ship").length - 1).toBe(1);
    expect(cli(dir, ["activate", "ship"]).stdout).toContain("Ship it.");
  });

  it("L/S4: expand a skill (exit 0), not a command (input unchanged, exit 3)", () => {
    const dir = project();
    const r = cli(dir, ["expand", "/ship now"]);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('<skill_content name="ship">');
    expect(r.stdout).toContain("Ship it.\n\nUser arguments:\nnow");
    const none = cli(dir, ["expand", "please /ship it"]);
    expect(none.code).toBe(3);
    expect(none.stdout).toBe("please /ship it\n");
    const unknown = cli(dir, ["--json", "expand", "/nothing here"]);
    expect(unknown.code).toBe(3);
    expect(JSON.parse(unknown.stdout)).toEqual({ kind: "none", text: "/nothing here" });
    const j = JSON.parse(cli(dir, ["--json", "expand", "/:create-skill"]).stdout) as {
      kind: string;
      name: string;
    };
    expect(j).toMatchObject({ kind: "skill", name: "create-skill" });
  });

  it("L/C6: doctor groups diagnostics by severity with the budget report; exit 1 on errors", () => {
    const dir = project();
    const ok = cli(dir, ["--json", "doctor"]);
    expect(ok.code).toBe(0);
    const doc = JSON.parse(ok.stdout) as {
      ok: boolean;
      counts: Record<string, number>;
      budget: { skills: { name: string; bytes: number }[]; budget: number };
    };
    expect(doc.ok).toBe(true);
    expect(doc.budget.budget).toBe(51_200);
    expect(doc.budget.skills.find((s) => s.name === "beta")!.bytes).toBe(4 + 200);
    writeTree(join(dir, ".agents", "skills"), { "broken/SKILL.md": "no frontmatter here\n" });
    const bad = cli(dir, ["doctor"]);
    expect(bad.code).toBe(1);
    expect(bad.stdout).toMatch(/errors \(1\)\n {2}error\[missing-frontmatter\]/);
    expect(bad.stdout).toContain("catalog budget");
    expect(bad.stdout).toMatch(/beta\s+204\s+204\s+full/);
    const j = JSON.parse(cli(dir, ["--json", "doctor"]).stdout) as {
      ok: boolean;
      diagnostics: { error: { code: string }[] };
    };
    expect(j.ok).toBe(false);
    expect(j.diagnostics.error.map((d) => d.code)).toEqual(["missing-frontmatter"]);
  });
});
