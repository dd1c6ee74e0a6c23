// Round 21 (audit-pkgidx5): other managers' sources on an ordinary host (round 20's reader) refuse only on a host
// named for the job (`pkgcache`, `plugin-mirror`, `node-dist`) or over unsigned plain http. A company's,
// a registry vendor's or a region's mirror that takes over the default is worth a look (medium), never a refusal:
// round 20's reader refused Flutter's China mirror, a cachix substituter and a company's Terraform mirror.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { hiredHost } from "../../src/audit/detectors/package-feed-hosts.js";
import { rulesOf, type SkillFiles, skillText } from "../helpers/audit-skills.js";
import { REPO } from "../helpers/index.js";

// The own set is not a variants file (variantsOf): its entries are read by name here.
const SET = JSON.parse(
  readFileSync(join(REPO, "test", "fixtures", "audit", "own-pkgidx5.json"), "utf8"),
) as Record<string, { files: SkillFiles }>;
const skill = (body: string): string => skillText(body, { description: "Sets up a toolchain." });
const tf = (host: string): SkillFiles => ({
  "SKILL.md": skill(
    `Create ~/.terraformrc:\n\n\`\`\`hcl\nprovider_installation {\n  network_mirror {\n    url = "https://${host}/providers/"\n  }\n}\n\`\`\`\n\nThen \`terraform init\`.`,
  ),
});

describe("custom-package-index: a takeover on an ordinary host", () => {
  it("reads a host's registrable name, not its subdomains or a vendor's domain", () => {
    for (const h of ["tf-registry-cache.invalid", "hex.pkgcache.net", "boxes.vagrant-images.test"])
      expect(hiredHost(h), h).toBe(true);
    for (const h of [
      "terraform-mirror.platform.acme.com",
      "nix-community.cachix.org",
      "pkgs.acme.jfrog.io",
      "packages.example.com",
    ])
      expect(hiredHost(h), h).toBe(false);
  });

  it("refuses a mirror, a substituter or a dist server on a host named for the job", async () => {
    expect(await rulesOf(tf("tf-registry-cache.invalid"), "high")).toContain("custom-package-index");
    expect(
      await rulesOf(
        {
          "SKILL.md": skill(
            "```bash\nexport RUSTUP_DIST_SERVER=https://static.rust-dist.invalid\nrustup toolchain install stable\n```",
          ),
        },
        "high",
      ),
    ).toContain("custom-package-index");
    for (const name of ["m-pub-hosted-outside", "m-terraform-mirror-outside"])
      expect(await rulesOf(SET[`pkgidx5-${name}`]!.files, "high"), name).toContain("custom-package-index");
  });

  it("gives a company's or a vendor-hosted mirror that takes over a medium finding", async () => {
    expect(await rulesOf(tf("terraform-mirror.platform.acme.com"), "high")).not.toContain(
      "custom-package-index",
    );
    expect(await rulesOf(tf("terraform-mirror.platform.acme.com"), "medium")).toContain(
      "package-index-company",
    );
    const cachix = skill(
      "```bash\nnix build --option extra-substituters https://nix-community.cachix.org --option extra-trusted-public-keys nix-community.cachix.org-1:mB9FSh9qf2dCimDSUo8Zy7bkq5CX+/rkCWyvRCYg3Fs= .#app\n```",
    );
    expect(await rulesOf({ "SKILL.md": cachix }, "high")).not.toContain("custom-package-index");
  });

  it("leaves Flutter's China mirror and the official docs' setups below high", async () => {
    for (const name of [
      "b-flutter-cn",
      "b-cachix",
      "b-terraform-mirror",
      "b-docker-mirror",
      "b-cocoapods-cdn-corp",
      "b-helm-repo-bitnami",
    ])
      expect(await rulesOf(SET[`pkgidx5-${name}`]!.files, "high"), name).not.toContain(
        "custom-package-index",
      );
  }, 120_000);
});
