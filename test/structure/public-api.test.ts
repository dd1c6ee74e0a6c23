import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import * as agent from "../../src/agent/index.js";
import { CliError } from "../../src/cli/context.js";
import * as api from "../../src/index.js";
import { LinkError } from "../../src/link/link.js";
import { ManifestError } from "../../src/link/manifest.js";
import { LockTimeoutError } from "../../src/util/lock-file.js";
import { REPO, skillMd, tmp, writeTree } from "../helpers/index.js";

// The public API is what the README and docs/ show a host (DEVELOPERS.md): an exported value nobody
// documents is either internal or a doc gap.
const docs = [
  readFileSync(join(REPO, "README.md"), "utf8"),
  ...readdirSync(join(REPO, "docs"))
    .filter((f) => f.endsWith(".md"))
    .map((f) => readFileSync(join(REPO, "docs", f), "utf8")),
].join("\n");

describe("public API", () => {
  it("every value src/index.ts exports is shown in the README or docs/", () => {
    const undocumented = Object.keys(api).filter((name) => !new RegExp(`\\b${name}\\b`).test(docs));
    expect(undocumented).toEqual([]);
  });

  it("every exported error class extends SkillportError and carries its stable code", () => {
    const errors = Object.entries(api).filter(
      ([name]) => /^[A-Z]\w*Error$/.test(name) && name !== "SkillportError",
    );
    expect(errors.length).toBeGreaterThanOrEqual(8);
    for (const [name, cls] of errors) {
      expect((cls as { prototype: unknown }).prototype, name).toBeInstanceOf(api.SkillportError);
    }
    const e = new api.ShareLinkError("share-link-scheme", "not a share link");
    expect([e.code, e.name, e.message, e instanceof Error]).toEqual([
      "share-link-scheme",
      "ShareLinkError",
      "not a share link",
      true,
    ]);
  });

  it("CliError and LockTimeoutError are SkillportErrors with codes for usage, refusal and a held lock", () => {
    expect(new CliError("bad option", 2).code).toBe("cli-usage");
    expect(new CliError("refused", 1).code).toBe("cli-refused");
    const lock = new LockTimeoutError("/x.lock", "pid 1");
    expect(lock).toBeInstanceOf(api.SkillportError);
    expect(lock.code).toBe("lock-timeout");
  });

  it("the agent's errors and the link errors are SkillportErrors with stable codes too", () => {
    const agentErrors = Object.entries(agent).filter(([name]) => /^[A-Z]\w*Error$/.test(name));
    expect(agentErrors.map(([name]) => name).sort()).toEqual([
      "FileToolError",
      "McpConfigError",
      "ProviderError",
    ]);
    for (const [name, cls] of agentErrors) {
      expect((cls as { prototype: unknown }).prototype, name).toBeInstanceOf(api.SkillportError);
    }
    expect(new agent.ProviderError("install it", "missing-package", "@ai-sdk/openai").code).toBe(
      "missing-package",
    );
    expect(new agent.McpConfigError("bad").code).toBe("mcp-config-invalid");
    expect(new agent.FileToolError("outside").code).toBe("file-tool-refused");
    expect([new LinkError("no").code, new ManifestError("bad").code]).toEqual([
      "link-refused",
      "link-manifest-invalid",
    ]);
  });

  it("Skill has typed whenToUse and argumentHint, from the frontmatter; blank or absent is undefined", async () => {
    const root = writeTree(tmp(), {
      "a/SKILL.md": skillMd("a", "Does a.", 'when_to_use: When a happens.\nargument-hint: "[file] [mode]"\n'),
      "b/SKILL.md": skillMd("b", "Does b.", 'when_to_use: "  "\n'),
    });
    const set = await api.loadSkills({ roots: [root], user: false, project: false, builtins: false });
    const [a, b] = set.skills;
    expect([a?.whenToUse, a?.argumentHint]).toEqual(["When a happens.", "[file] [mode]"]);
    expect([b?.whenToUse, b?.argumentHint]).toEqual([undefined, undefined]);
    expect(api.renderCatalog(set)).toContain("Does a. When a happens.");
    const completion = api.completeSlashCommand(set, "/a").find((c) => c.name === "a");
    expect(completion?.argumentHint).toBe("[file] [mode]");
  });

  it("parseSkillFile reports `valid`, the word validation results use (`ok` stays as its deprecated alias)", () => {
    const good = api.parseSkillFile(skillMd("x"), { path: "/s/x/SKILL.md" });
    const bad = api.parseSkillFile("no frontmatter", { path: "/s/y/SKILL.md" });
    expect([good.valid, good.ok, bad.valid, bad.ok]).toEqual([true, true, false, false]);
  });

  it("stays curated: internal helpers are not exported", () => {
    const names = Object.keys(api);
    expect(names).toContain("loadSkills");
    for (const internal of ["walkRoot", "preReadCandidate", "loadPlan", "CODES", "sha256Hex", "tokenize"]) {
      expect(names).not.toContain(internal);
    }
  });
});
