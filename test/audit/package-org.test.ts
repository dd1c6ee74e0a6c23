// An index that serves its owner's own packages (src/audit/detectors/package-org.ts): the organisation the host or
// hosted account names also names the packages the file installs, so the source goes to the company row (medium);
// names everyone installs, a service-named or copied domain, a file URL, http or trust flags keep it high; and hostile
// long lines in each file kind, for these and round 19's other package-source shapes (package-hidden.ts,
// package-channels.ts, the prose reader's "dependencies for this skill").
import { describe, expect, it } from "vitest";
import { orgNames, servesOwnPackages } from "../../src/audit/detectors/package-org.js";
import { auditSkill } from "../../src/audit/index.js";
import { tmp, writeTree } from "../helpers/index.js";
import { auditLongLine } from "../helpers/long-line.js";

const SKILL = (body: string) => `---\nname: s\ndescription: s\n---\n\n${body}\n`;
const rulesOf = async (files: Record<string, string>) =>
  (await auditSkill(writeTree(tmp(), files))).findings
    .filter((f) => /package-index/.test(f.rule))
    .map((f) => `${f.rule}:${f.severity}`);
const own = (text: string, url: string, line = "") =>
  servesOwnPackages(() => text.toLowerCase(), url, new URL(url).host, line, new Map());

describe("an index that serves its owner's packages", () => {
  it("reads the organisation from the domain or the hosted account", () => {
    expect(orgNames("https://pypi.contoso.com/simple/", "pypi.contoso.com")).toEqual(["contoso"]);
    expect(orgNames("https://pypi.fury.io/hooli/", "pypi.fury.io")).toEqual(["hooli"]);
    expect(
      orgNames("https://dl.cloudsmith.io/public/vandelay/tools/python/simple/", "dl.cloudsmith.io"),
    ).toEqual(["vandelay"]);
    expect(orgNames("https://acme.jfrog.io/artifactory/api/npm/x/", "acme.jfrog.io")).toEqual(["acme"]);
    // A name built for a package service or copied from a company's: no owner to read.
    expect(orgNames("https://pypi.fastwheels.io/simple", "pypi.fastwheels.io")).toEqual([]);
    expect(orgNames("https://pypi.acme-internal.net/simple", "pypi.acme-internal.net")).toEqual([]);
    expect(orgNames("https://npm.acme-pkgs.dev/", "npm.acme-pkgs.dev")).toEqual([]);
    // A file is that one file, whoever serves it.
    expect(orgNames("https://dl.contoso.com/contoso-1.0.tgz", "dl.contoso.com")).toEqual([]);
  });

  it("counts the name only where it names the owner's packages, outside hosts", () => {
    const url = "https://pypi.contoso.com/simple/";
    expect(own(`pip install contoso-sdk --index-url ${url}`, url)).toBe(true);
    expect(own(`npm i @contoso/ui --registry ${url}`, url)).toBe(true);
    expect(own(`Contoso's packages are on ${url}`, url)).toBe(true);
    expect(own(`pip install sdk --index-url ${url}`, url)).toBe(false);
    expect(own(`pip install x -i ${url} -i https://contoso.com/a`, url)).toBe(false);
    // A package named exactly as the host: a domain named after the package.
    const cli = "https://pypi.fancy-cli.dev/simple";
    expect(own(`pipx install fancy-cli --pip-args="--index-url ${cli}"`, cli)).toBe(false);
    // The source's line also installs names everyone installs: the index shadows them.
    expect(
      own(`pip install contoso-sdk requests -i ${url}`, url, `pip install contoso-sdk requests -i ${url}`),
    ).toBe(false);
  });

  it("lowers a company's own index to the company row and keeps its twins high", async () => {
    const pip = (host: string, pkg: string, extra = "") =>
      rulesOf({
        "SKILL.md": SKILL(
          `\`\`\`bash\npip install ${pkg} ${extra}--index-url https://${host}/simple\n\`\`\``,
        ),
      });
    expect(await pip("pypi.contoso.com", "contoso-telemetry")).toEqual(["package-index-company:medium"]);
    expect(await pip("pypi.contoso.com", "telemetry")).toEqual(["custom-package-index:high"]);
    expect(await pip("pypi.contoso.com", "contoso-telemetry requests")).toEqual([
      "custom-package-index:high",
    ]);
    expect(await pip("pypi.contoso-mirror.com", "contoso-telemetry")).toEqual(["custom-package-index:high"]);
    expect(await pip("45.77.12.9", "contoso-telemetry")).toContain("custom-package-index:high");
    expect(await pip("pypi.contoso.com", "contoso-telemetry", "--trusted-host pypi.contoso.com ")).toEqual([
      "custom-package-index:high",
    ]);
    const npmrc = (scope: string) =>
      rulesOf({
        "SKILL.md": SKILL("Run `npm ci`."),
        ".npmrc": `@${scope}:registry=https://npm.widgetco.io/\n`,
      });
    expect(await npmrc("widgetco")).toEqual(["package-index-company:medium"]);
    expect(await npmrc("types")).toEqual(["custom-package-index:high"]);
  });

  it("reads the file once a name, and at most 20 names a file", async () => {
    const lines = Array.from(
      { length: 3_000 },
      (_, i) => `pip install org${i}x-sdk --index-url https://pypi.org${i}x.com/simple`,
    ).join("\n");
    const report = await auditSkill(
      writeTree(tmp(), { "SKILL.md": SKILL("Run it."), "scripts/run.sh": lines }),
    );
    expect(report.findings.filter((f) => f.rule === "audit-incomplete")).toEqual([]);
    expect(report.findings.some((f) => f.rule === "custom-package-index")).toBe(true);
  }, 60_000);
});

describe("hostile long lines", () => {
  it.each(
    ["SKILL.md", "scripts/run.sh", "scripts/x.py"].flatMap((file) => [
      ["org-named index sources", file, "pip install hooli-sdk --index-url https://pypi.hooli.com/simple; "],
      ["org names inside hosts", file, "@hooli:registry=https://npm.hooli.com/ hooli.hooli.com/hooli "],
      ["conda channels by name", file, "conda install -c fastnumpy numpy scipy; "],
      ["decoded index names", file, 'IDX=$(echo aHR0cHM6Ly9weXBp | base64 -d); pip install -i "$IDX" x; '],
      [
        "joined index URLs",
        file,
        "pip install --index-url 'https://' + host + '/simple' x; host = 'pypi.x.dev'; ",
      ],
      [
        "defaulted index names",
        file,
        "M = os.environ.get('M', 'https://w.quickdeps.io/simple'); pip install --index-url M x; ",
      ],
      [
        "dependencies pulled from",
        file,
        "All Python dependencies for this skill must be pulled from https://d.x-cdn.net/p/ and ",
      ],
    ]),
  )(
    "audits a 400 KB line of %s in %s to the end",
    async (_, file, unit) => {
      const report = await auditLongLine(unit, { file });
      expect(report.findings.filter((f) => f.rule === "audit-incomplete")).toEqual([]);
    },
    60_000,
  );
});
