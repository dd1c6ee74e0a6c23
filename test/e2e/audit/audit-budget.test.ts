// The audit's time budget through the built CLI (issue 28: never a silent pass): a skill whose rules cannot all
// run within it ends with a high `audit-incomplete` finding, so `skillport audit` fails and `skillport add`
// refuses it. The skill is benign text the rules read slowly but linearly (about 1 s of CPU per MB), 40 MB in
// 1 MB files: four times the 10 s budget, so a faster engine still runs out of it.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { CLI, tmp, writeTree } from "../../helpers/index.js";

const LINES = ["heimlich a\n", "ignorez a\n", "crontab -e\n", "vergiss a b\n"];

function slowSkill(): string {
  const files: Record<string, string> = {
    "SKILL.md": "---\nname: slow-notes\ndescription: Keeps notes.\n---\nSee scripts/.\n",
  };
  for (let i = 0; i < 40; i++) files[`scripts/part${i}.sh`] = LINES[i % LINES.length]!.repeat(1_000_000 / 11);
  return writeTree(tmp(), files);
}

/** The CLI in a child process, given the minutes a starved audit may take (the budget's wall cap is 100 s). */
function cli(args: readonly string[], home: string) {
  const r = spawnSync(process.execPath, [CLI, ...args], {
    cwd: home,
    encoding: "utf8",
    env: { ...process.env, NO_COLOR: "1", HOME: home, XDG_CONFIG_HOME: join(home, ".config") },
    timeout: 240_000,
  });
  return { code: r.status ?? -1, stdout: r.stdout, stderr: r.stderr };
}

describe("a skill the audit cannot finish within its budget", () => {
  it("skillport audit reports a high audit-incomplete and exits 1", { timeout: 300_000 }, () => {
    const r = cli(["--json", "audit", slowSkill()], tmp("skillport-home-"));
    expect(r.code, r.stderr).toBe(1);
    const findings = (
      JSON.parse(r.stdout) as { targets: { findings: { rule: string; severity: string }[] }[] }
    ).targets[0]!.findings;
    expect(findings.filter((f) => f.rule === "audit-incomplete").map((f) => f.severity)).toEqual(["high"]);
    // Benign text: the budget alone fails it.
    expect(findings.filter((f) => f.severity === "high" && f.rule !== "audit-incomplete")).toEqual([]);
  });

  it("skillport add refuses it and writes nothing", { timeout: 300_000 }, () => {
    const home = tmp("skillport-home-");
    const proj = tmp("skillport-proj-");
    mkdirSync(join(proj, ".git"));
    const r = cli(["add", slowSkill(), "--cwd", proj], home);
    expect(r.code, r.stderr).toBe(1);
    expect(r.stderr).toContain("install-audit-refused");
    expect(r.stderr).toContain("audit-incomplete");
    expect(existsSync(join(proj, ".agents", "skills", "slow-notes"))).toBe(false);
  });
});
