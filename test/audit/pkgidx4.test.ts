// Round 20 (audit-pkgidx4): package sources of managers no reader knows by name (opam, vcpkg, raco, Flux, browser
// policies, download mirrors set by environment variable…) on an ordinary host, read in code and settings files:
// high when the source takes over what the default serves, medium when it only adds another vendor's repository.
// Every shape is in own-pkgidx4-tail.json; here, which rule answers.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { auditSkill } from "../../src/audit/index.js";
import { REPO, tmp, writeTree } from "../helpers/index.js";

type Files = Record<string, string>;
const SET = JSON.parse(
  readFileSync(join(REPO, "test", "fixtures", "audit", "own-pkgidx4-tail.json"), "utf8"),
) as Record<string, { files: Files }>;
const findingsOf = async (files: Files) => (await auditSkill(writeTree(tmp(), files))).findings;
const rulesOf = async (files: Files, severity: string) =>
  (await findingsOf(files)).filter((f) => f.severity === severity).map((f) => f.rule);
const filesOf = (name: string): Files => SET[`pkgidx4t-${name}`]!.files;
const skill = (body: string): string =>
  `---\nname: x\ndescription: Sets up a toolchain.\n---\n\n# x\n\n${body}\n`;

describe("custom-package-index: other managers' sources on an ordinary host", () => {
  it("raises a source that replaces the default, a mirror, or a package file installed from its URL", async () => {
    for (const name of [
      "opam-repo-add",
      "vcpkg-registry",
      "raco-catalog",
      "firefox-policy-xpi",
      "env-nvm-mirror",
      "env-homebrew-bottle",
      "sbt-resolver",
      "cabal-repository",
    ])
      expect(await rulesOf(filesOf(name), "high"), name).toContain("custom-package-index");
    expect(
      await rulesOf(
        {
          "SKILL.md": skill(
            "```bash\nwp plugin install https://wp.plugins-cdn.invalid/seo.zip --activate\n```",
          ),
        },
        "high",
      ),
    ).toContain("custom-package-index");
  }, 120_000);

  it("gives another vendor's added repository a medium finding", async () => {
    for (const name of ["krew-index", "precommit-repo", "flux-helmrepository", "ok-opam-coq"])
      expect(await rulesOf(filesOf(name), "medium"), name).toContain("package-index-company");
  });

  it("leaves public mirrors, forges, metadata and the same words in prose alone", async () => {
    for (const name of [
      "ok-nvm-npmmirror",
      "ok-electron-mirror",
      "ok-brew-ustc",
      "ok-vcpkg-default",
      "ok-precommit-github",
      "ok-package-json-repo",
      "ok-cargo-metadata",
      "ok-opam-coq",
      "ok-helm-prometheus",
    ])
      expect(await rulesOf(filesOf(name), "high"), name).not.toContain("custom-package-index");
    // A mirror named in prose (no code) is left to the prose readers.
    expect(
      await rulesOf(
        {
          "SKILL.md": skill(
            "The project's mirror: https://downloads.acme-tools.io/mirror/ holds old releases.",
          ),
        },
        "high",
      ),
    ).not.toContain("custom-package-index");
  });
});
