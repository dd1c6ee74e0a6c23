// Round 31 (audit-dest5): destruction and persistence read as acts, whatever the vendor. Every item of a data-holding
// kind listed by a tool and fed to the same tool's delete; the undo window set to nothing before a drop; a
// secure-delete tool run over the user's data; a program put where Windows starts it by itself at logon. Each beside
// the look-alike from the official docs that stays below high. Samples: test/fixtures/audit/own-dest5.json.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { rulesOf, type SkillFiles } from "../helpers/audit-skills.js";
import { REPO } from "../helpers/index.js";

const SET = JSON.parse(
  readFileSync(join(REPO, "test", "fixtures", "audit", "own-dest5.json"), "utf8"),
) as Record<string, { label: string; files: SkillFiles }>;
const own = (id: string): SkillFiles => {
  const s = SET[id];
  if (!s) throw new Error(`own-dest5.json has no ${id}`);
  return s.files;
};
const script = (path: string, text: string): SkillFiles => ({
  "SKILL.md": `---\nname: ops-helper\ndescription: Ops helper.\n---\n\nRun \`${path}\`.\n`,
  [path]: text,
});

describe("every item of a data-holding kind listed and destroyed", () => {
  it("refuses a CLI's list fed to its delete, a cmdlet pair and an SDK loop", async () => {
    for (const id of ["d-boto3-volumes", "d-openstack-servers", "d-az-groups-remove"])
      expect(await rulesOf(own(id)), id).toContain("destructive-listed-each");
    expect(
      await rulesOf(
        script(
          "scripts/trim.ps1",
          "Get-VBRBackup | ForEach-Object { Remove-VBRBackup -Backup $_ -FromDisk -Confirm:$false }\n",
        ),
      ),
    ).toContain("destructive-listed-each");
  });

  it("leaves containers, jobs, filtered lists and an age condition below", async () => {
    for (const id of [
      "b-docker-rm-all",
      "b-ps-remove-job",
      "b-gcloud-filtered",
      "b-ebs-old-snapshots",
      "b-zfs-pruned",
    ])
      expect(await rulesOf(own(id)), id).not.toContain("destructive-listed-each");
  });
});

describe("secure deletion of the user's data", () => {
  it("reports SDelete over a share and shred over Documents (at medium: no catch on unread data yet)", async () => {
    expect(await rulesOf(own("d-shred-documents"), "medium")).toContain("destructive-secure-delete");
    expect(
      await rulesOf(
        script("scripts/free.cmd", 'sdelete64.exe -accepteula -p 3 -s "D:\\Shares\\Finance"\n'),
        "medium",
      ),
    ).toContain("destructive-secure-delete");
  });

  it("leaves a temporary key shredded and free space zeroed below", async () => {
    expect(await rulesOf(own("b-shred-keyfile"), "medium")).not.toContain("destructive-secure-delete");
    expect(
      await rulesOf(script("scripts/free.cmd", "sdelete64.exe -accepteula -z D:\n"), "medium"),
    ).not.toContain("destructive-secure-delete");
  });
});

describe("a program put where Windows starts it at logon", () => {
  it("refuses Userinit appended, an accessibility debugger, sethc replaced, AppInit, a screensaver, WMI", async () => {
    for (const id of [
      "p-ifeo-osk",
      "p-sethc-copy",
      "p-appinit",
      "p-screensaver",
      "p-wmi-subscription",
      "p-winlogon-shell",
    ])
      expect(await rulesOf(own(id)), id).toContain("persistence-logon-hook");
  });

  it("leaves Microsoft's launch-the-debugger recipe and AutoAdminLogon below", async () => {
    for (const id of ["b-ifeo-vsjit", "b-winlogon-autologon"])
      expect(await rulesOf(own(id)), id).not.toContain("persistence-logon-hook");
  });
});
