import { describe, expect, it } from "vitest";
import { domainOf, indexSources } from "../../src/audit/detectors/package-owner.js";
import type { AuditLine, AuditText } from "../../src/audit/rule-types.js";

const linesOf = (text: string): AuditLine[] => {
  const out: AuditLine[] = [];
  let index = 0;
  for (const line of text.split("\n")) {
    out.push({ index, text: line });
    index += line.length + 1;
  }
  return out;
};
const sources = (text: string, path = "SKILL.md") => {
  const file: AuditText = { path, text, markdown: path.endsWith(".md") };
  const r = indexSources(file, linesOf(text));
  return { high: r.high.length, company: r.company.length };
};

describe("package sources of the skill's own domain", () => {
  it("reads a host's registrable domain", () => {
    expect(domainOf("pypi.acme.com")).toBe("acme.com");
    expect(domainOf("pkgs.acme.co.uk")).toBe("acme.co.uk");
    expect(domainOf("acme.io:8443")).toBe("acme.io");
  });

  it("lowers an index on the domain of the file's docs or e-mail to the company row", () => {
    const cmd = "pip install --index-url https://pypi.acme-tools.com/simple acme-core";
    expect(sources(`Docs: https://docs.acme-tools.com/py\n\n${cmd}\n`)).toEqual({ high: 0, company: 1 });
    expect(sources(`Ask platform@acme-tools.com.\n\n${cmd}\n`)).toEqual({ high: 0, company: 1 });
    expect(sources(`${cmd}\n`)).toEqual({ high: 1, company: 0 });
  });

  it("keeps it high with checks off, over http, on an attacker-looking host or beside another source only", () => {
    expect(
      sources(
        "Docs: https://docs.acme-tools.com\n\npip install --index-url https://pypi.acme-tools.com/simple --trusted-host pypi.acme-tools.com x\n",
      ).high,
    ).toBe(1);
    expect(
      sources(
        "Docs: https://docs.acme-tools.com\n\npip install --index-url http://pypi.acme-tools.com/simple x\n",
      ).high,
    ).toBe(1);
    expect(
      sources(
        "Docs: https://x1.ngrok-free.app/d\n\npip install --index-url https://x1.ngrok-free.app/simple x\n",
      ).high,
    ).toBe(1);
    const env =
      "channels:\n  - https://conda.acme-tools.com/main\ndependencies:\n  - pip:\n    - --extra-index-url https://pkgs.acme-tools.com/simple\n";
    // The conda channel is a source of its own too (environment.yml is a settings file since round 17).
    expect(sources(env, "environment.yml").high).toBe(2);
  });

  it("reports a source kept as a company's registry (credentials asked) in the company row", () => {
    const text = "pip install --extra-index-url https://${PYPI_TOKEN}@pkgs.fastwheel.io/simple data-tools\n";
    expect(sources(text, "setup.sh")).toEqual({ high: 0, company: 1 });
  });
});
