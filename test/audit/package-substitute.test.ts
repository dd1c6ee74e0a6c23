// A popular package installed from somewhere other than its own project (src/audit/detectors/package-substitute.ts)
// and npm scopes a slip away from an organisation's (supply-chain.ts), read on their own, and hostile input.
import { describe, expect, it } from "vitest";
import { ownOwner, packageSubstitutes } from "../../src/audit/detectors/package-substitute.js";
import { scopeSquatOf, squatOf } from "../../src/audit/detectors/supply-chain.js";
import { auditLinesOf } from "../helpers/audit-lines.js";
import { auditLongLine } from "../helpers/long-line.js";

const found = (path: string, text: string): string[] =>
  packageSubstitutes({ path, text, markdown: path.endsWith(".md") }, auditLinesOf(text)).map((h) =>
    text.slice(h.index, h.index + h.length),
  );

describe("package substitutes", () => {
  it("knows a package's own forge owner by name or by the list", () => {
    expect(ownOwner("pandas", "pandas-dev")).toBe(true);
    expect(ownOwner("axios", "axios")).toBe(true);
    expect(ownOwner("requests", "psf")).toBe(true);
    expect(ownOwner("transformers", "huggingface")).toBe(true);
    expect(ownOwner("requests", "psf-requests")).toBe(false);
    expect(ownOwner("axios", "axios-http-fork")).toBe(false);
    // "-community" and "-official" are what an impostor adds.
    expect(ownOwner("openai", "openai-community")).toBe(false);
  });

  it("reads a popular package from another owner's repository, by repository or by entry name", () => {
    expect(found("SKILL.md", "pip install git+https://github.com/psf-requests/requests.git")).toHaveLength(1);
    expect(found("SKILL.md", "npm install github:lodash-utils/lodash")).toEqual([
      "github:lodash-utils/lodash",
    ]);
    expect(found("package.json", '  "axios": "github:someone/http-client",')).toHaveLength(1);
    expect(found("requirements.txt", "urllib3 @ git+https://github.com/x/urllib3-fast@v2")).toHaveLength(1);
    // The repository's name with its language affix: `openai-python` builds `openai`.
    expect(
      found("setup.sh", "pip install git+https://github.com/openai-community/openai-python"),
    ).toHaveLength(1);
    expect(found("SKILL.md", "pip install git+https://github.com/huggingface/transformers")).toEqual([]);
    expect(found("SKILL.md", "npm install github:acme/sheet-tools")).toEqual([]);
    // A link that installs nothing.
    expect(found("SKILL.md", "A fork lives at https://github.com/someone/requests.")).toEqual([]);
  });

  it("reads a popular package's file shipped beside the skill, unless pip downloaded it", () => {
    expect(found("SKILL.md", "pip install ./vendor/requests-2.31.0-py3-none-any.whl")).toHaveLength(1);
    expect(found("SKILL.md", "npm i vendor/node-fetch-2.7.0.tgz")).toHaveLength(1);
    expect(found("SKILL.md", "pip install ./dist/sheet_tools-0.1.0-py3-none-any.whl")).toEqual([]);
    expect(
      found("SKILL.md", "pip download requests -d w\npip install w/requests-2.31.0-py3-none-any.whl"),
    ).toEqual([]);
  });

  it("reads an npm alias that puts another package under a popular name", () => {
    expect(found("package.json", '    "react": "npm:react-turbo@18.2.0",')).toHaveLength(1);
    expect(found("SKILL.md", "npm install axios@npm:axios-plus@1.7.2")).toHaveLength(1);
    expect(found("package.json", '    "lodash": "npm:lodash-es@^4.17.21",')).toEqual([]);
    expect(found("package.json", '    "react": "npm:@preact/compat@^17",')).toEqual([]);
    expect(found("package.json", '    "string-width-cjs": "npm:string-width@^4",')).toEqual([]);
  });
});

describe("npm scope squats", () => {
  it("reads a scope cut short, a separator changed or a letter left out", () => {
    expect(scopeSquatOf("anthropicai")).toBe("anthropic-ai");
    // Benign skills write `@anthropic/…` for `@anthropic-ai/…`: a cut at the separator is not read.
    expect(scopeSquatOf("anthropic")).toBeUndefined();
    expect(scopeSquatOf("modelcontext")).toBe("modelcontextprotocol");
    expect(scopeSquatOf("model-context-protocol")).toBe("modelcontextprotocol");
    expect(scopeSquatOf("modelcontextprotocl")).toBe("modelcontextprotocol");
    for (const real of ["google", "typescript", "googlemaps", "azure-rest", "angular-devkit", "vue"])
      expect(scopeSquatOf(real), real).toBeUndefined();
  });

  it("knows the agent SDKs squatters copy", () => {
    expect(squatOf("fastmpc", false)).toBe("fastmcp");
    expect(squatOf("langraph", false)).toBe("langgraph");
    expect(squatOf("langgraph", false)).toBeUndefined();
  });
});

describe("package substitutes, long lines", () => {
  it.each([
    ["forks", "pip install git+https://github.com/x/requests git+https://github.com/y/urllib3 "],
    ["package files", "pip install ./vendor/requests-2.31.0-py3-none-any.whl a/b/c/d/e/f/g/h/i "],
    ["aliases", 'npm i react@npm:react-turbo@1 "axios": "npm:axios-plus@1", '],
  ])(
    "audits a 400 KB line of %s to the end",
    async (_, unit) => {
      const report = await auditLongLine(unit);
      expect(report.findings.filter((f) => f.rule === "audit-incomplete")).toEqual([]);
      expect(report.findings.some((f) => f.rule === "package-substitute")).toBe(true);
    },
    60_000,
  );
});
