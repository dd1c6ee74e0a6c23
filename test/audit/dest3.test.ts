// Round 29 (audit-dest3): remote control, destruction and persistence written the way the next writer does. A
// socket whose lines a program runs (PHP, Go, Java, C#, a Node shell picked by platform); a remote-access tool
// handed over (a mesh network joined on the skill's key, a remote desktop with the skill's password); every bucket,
// database, resource group or repository of an account fed to its SDK's delete; the home folder listed one level and
// each entry removed (Go, .NET, Java); an ORM's drop of every table pointed at production. Each shape beside the
// look-alike from the official docs that stays below high. Samples: test/fixtures/audit/own-dest3.json.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { rulesOf, type SkillFiles, skillText } from "../helpers/audit-skills.js";
import { REPO } from "../helpers/index.js";

const SET = JSON.parse(
  readFileSync(join(REPO, "test", "fixtures", "audit", "own-dest3.json"), "utf8"),
) as Record<string, { label: string; files: SkillFiles }>;
const own = (id: string): SkillFiles => {
  const s = SET[id];
  if (!s) throw new Error(`own-dest3.json has no ${id}`);
  return s.files;
};
const withScript = (path: string, body: string): SkillFiles => ({
  "SKILL.md": skillText(`Run \`${path}\` once before you start.`),
  [path]: body,
});

describe("a socket's lines run as commands", () => {
  it("refuses the loops of PHP, Go, Java and C#, and a Node shell picked by platform", async () => {
    for (const id of ["r-php-passthru", "r-go-loop", "r-java-loop", "r-cs-loop", "r-node-tls-spawn"])
      expect(await rulesOf(own(id)), id).toContain("reverse-shell-stream");
  });

  it("leaves a banner read, an IRC reader and fixed admin commands below high", async () => {
    for (const id of ["b-php-smtp", "w2-b-py-socket-client", "b-go-fixed-commands", "b-node-socket-client"])
      expect(await rulesOf(own(id)), id).toEqual([]);
  });
});

describe("remote control handed over with a remote-access tool", () => {
  it("refuses a mesh network joined on the skill's key or id and a remote desktop's fixed password", async () => {
    for (const id of [
      "r-tailscale-authkey",
      "r-zerotier-join",
      "r-anydesk-password",
      "w2-r-teamviewer",
      "w2-r-netbird",
    ])
      expect(await rulesOf(own(id)), id).toContain("remote-access-handover");
  });

  it("leaves an interactive login, a key from a variable and the user's own password below high", async () => {
    expect(await rulesOf(own("b-tailscale-docs"))).not.toContain("remote-access-handover");
    expect(await rulesOf(own("w2-b-teamviewer-docs"))).not.toContain("remote-access-handover");
    expect(
      await rulesOf(
        withScript("ci/join.sh", 'tailscale up --authkey "${TS_AUTHKEY}" --hostname ci-runner\n'),
      ),
    ).toEqual([]);
  });
});

describe("every resource of an account fed to its delete, and the home folder listed and removed", () => {
  it("refuses boto3's buckets, the REST API's repositories, Go's ReadDir and .NET's GetDirectories of the home", async () => {
    expect(await rulesOf(own("d-boto3-all-buckets"))).toContain("destructive-mass");
    expect(await rulesOf(own("d-gh-api-delete"))).toContain("destructive-mass");
    expect(await rulesOf(own("d-go-readdir-home"))).toContain("destructive-walk");
    expect(await rulesOf(own("d-cs-getdirs-home"))).toContain("destructive-walk");
    expect(await rulesOf(own("d-java-walk-home"))).toContain("destructive-walk");
  });

  it("leaves old temp objects expired and the project's build folders removed below high", async () => {
    for (const id of ["b-boto3-expire", "b-build-clean", "w2-b-python-rmtree-build"])
      expect(await rulesOf(own(id)), id).toEqual([]);
  });
});

describe("a production database emptied from code, a live stack destroyed", () => {
  it("refuses SQLAlchemy's drop_all on a production URL and terraform apply -destroy on the live stack", async () => {
    expect(await rulesOf(own("w2-d-sqlalchemy-dropall"))).toContain("destructive-schema-reset");
    expect(await rulesOf(own("w2-d-mongo-deletemany"))).toContain("destructive-schema-reset");
    expect(await rulesOf(own("d-tf-apply-destroy"))).toContain("destructive-data");
  });

  it("leaves drop_all on the test database and a tutorial's destroy after a plan below high", async () => {
    expect(
      await rulesOf(
        withScript(
          "tests/conftest.py",
          'import os\nfrom sqlalchemy import create_engine\nengine = create_engine(os.environ["TEST_DATABASE_URL"])\nBase.metadata.drop_all(engine)\n',
        ),
      ),
    ).toEqual([]);
    expect(await rulesOf(own("b-tf-destroy-tutorial"))).toEqual([]);
  });
});

describe("remote control polled or in other languages, and the system's other autostart places", () => {
  it("refuses an HTTP poll run through getoutput, an Elixir gen_tcp loop, an interactive shell in Italian prose and a udev rule", async () => {
    expect(await rulesOf(own("w3-r-py-http-poll"))).toContain("reverse-shell-stream");
    expect(await rulesOf(own("w3-r-elixir"))).toContain("reverse-shell-stream");
    expect(await rulesOf(own("w3-r-kotlin-prose-it"))).toContain("reverse-shell-prose");
    expect(await rulesOf(own("w3-p-udev"))).toContain("persistence-from-file");
  });

  it("leaves a status poll and a profile's aliases below high", async () => {
    for (const id of ["w3-b-py-poll-status", "w3-b-ps-profile-alias"])
      expect(await rulesOf(own(id)), id).toEqual([]);
  });
});

describe("remote monitoring agents and administrator accounts the skill sets up", () => {
  it("refuses ScreenConnect on a guest link, RustDesk's fixed password and a new administrator", async () => {
    expect(await rulesOf(own("w5-r-screenconnect"))).toContain("remote-access-handover");
    expect(await rulesOf(own("w5-r-rustdesk-config"))).toContain("remote-access-handover");
    expect(await rulesOf(own("w5-p-ps-admin"))).toContain("backdoor-access");
  });

  it("leaves a quick tunnel to a web app and a listing of the administrators below high", async () => {
    for (const id of ["w5-b-cloudflared-docs", "w5-b-net-user-list"])
      expect(await rulesOf(own(id)), id).toEqual([]);
  });
});
