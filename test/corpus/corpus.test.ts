import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadSkills } from "../../src/load.js";
import { validatePath } from "../../src/validate.js";
import { CORPUS, HAS_CORPUS } from "../helpers/index.js";

// Every real SKILL.md either loads or carries an error diagnostic that explains why (issue: foundation).

const manifest = HAS_CORPUS
  ? readFileSync(join(CORPUS, "MANIFEST.tsv"), "utf8")
      .trim()
      .split("\n")
      .slice(1)
      .map((line) => {
        const [repo, , , skillPath] = line.split("\t");
        return join(CORPUS, repo!.replace("/", "__"), skillPath!);
      })
  : [];

describe.skipIf(!HAS_CORPUS)("corpus of real skills", () => {
  for (const mode of ["spec", "standard", "lenient"] as const) {
    it(`F8: every corpus SKILL.md validates or explains why (${mode} mode)`, async () => {
      expect(manifest.length).toBe(540);
      let valid = 0;
      for (const file of manifest) {
        const [r] = await validatePath(file, { mode });
        expect(r).toBeDefined();
        if (r!.valid) {
          valid++;
          expect(r!.name).toBeTruthy();
        } else {
          const errors = r!.diagnostics.filter((d) => d.severity === "error");
          expect(errors.length, file).toBeGreaterThan(0);
          for (const d of errors) {
            expect(d.code).toMatch(/^[a-z]+(-[a-z0-9]+)*$/);
            expect(d.path).toBe(file);
            expect(d.message.length).toBeGreaterThan(20);
          }
        }
      }
      // Looser modes never load fewer skills.
      expect(valid).toBeGreaterThan(mode === "spec" ? 400 : 500);
    });
  }

  it("F1–R2: loading each repository as a root never throws and accounts for every skill found", async () => {
    for (const repo of readdirSync(CORPUS, { withFileTypes: true }).filter((d) => d.isDirectory())) {
      const root = join(CORPUS, repo.name);
      const set = await loadSkills({
        roots: [root],
        user: false,
        project: false,
        builtins: false,
        cwd: root,
        depth: 8,
      });
      const seen = new Set([...set.skills, ...set.shadowed, ...set.failed].map((s) => s.location));
      for (const s of set.skills) expect(s.description.length, s.location).toBeGreaterThan(0);
      for (const f of set.failed)
        expect(
          f.diagnostics.some((d) => d.severity === "error"),
          f.location,
        ).toBe(true);
      expect(seen.size).toBe(set.skills.length + set.shadowed.length + set.failed.length);
    }
  });

  it("F2: corpus files with CRLF endings load in standard mode", async () => {
    const crlf = manifest.filter((f) => readFileSync(f, "utf8").includes("\r\n"));
    expect(crlf.length).toBeGreaterThan(0);
    for (const f of crlf) {
      const [r] = await validatePath(f, { mode: "standard" });
      expect(r?.diagnostics.map((d) => d.code)).not.toContain("unclosed-frontmatter");
    }
  });
});
