// `skillport new` first-run papercuts: an accented title gives a readable name, the placeholder
// description fails validate, and the advice printed matches what was given.
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { transliterate } from "../../../src/format/name.js";
import { runCli, tmp } from "../../helpers/index.js";

describe("new", () => {
  it("transliterates accented Latin letters: Résumé helper → resume-helper", () => {
    const proj = tmp();
    const r = runCli(["new", "Résumé helper", "--dry-run", "--json", "--cwd", proj]);
    expect(r.code, r.stderr).toBe(0);
    expect(JSON.parse(r.stdout).name).toBe("resume-helper");
    expect(transliterate("Straße Ærø Łódź Crème brûlée naïve")).toBe("Strasse AEro Lodz Creme brulee naive");
  });

  it("without --description the placeholder fails validate (and says so); with one, validate passes and no 'Edit its description'", () => {
    const proj = tmp();
    const plain = runCli(["new", "Release notes", "--cwd", proj]);
    expect(plain.code, plain.stderr).toBe(0);
    expect(plain.stdout).toContain("Edit its description");
    const dir = join(proj, ".agents", "skills", "release-notes");
    const v = runCli(["validate", dir]);
    expect(v.code).toBe(1);
    expect(v.stdout + v.stderr).toContain("description-placeholder");
    const given = runCli([
      "new",
      "Deploy check",
      "--description",
      "Checks a deploy. Use before shipping.",
      "--cwd",
      proj,
    ]);
    expect(given.code, given.stderr).toBe(0);
    expect(given.stdout).not.toContain("Edit its description");
    expect(runCli(["validate", join(proj, ".agents", "skills", "deploy-check")]).code).toBe(0);
  });
});
