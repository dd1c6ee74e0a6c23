// bench/audit-eval-external.mjs --mcp-safetybench carries MCP-SafetyBench's tool-poisoning and user-side attacks in
// small host skills. A synthetic checkout only (no dataset content is committed): labels, halves, blind flags,
// placements, bundled scripts, the categories left out and the reading of a server's tool docstrings are checked.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { type Entry, half, layOut, manifest } from "../../helpers/audit-eval-external.js";
import { tmp, writeTree } from "../../helpers/index.js";

/** Every file of a laid-out sample, by path inside it. */
function files(out: string, e: Entry): Record<string, string> {
  const all: Record<string, string> = {};
  const walk = (d: string, rel: string): void => {
    for (const f of readdirSync(d, { withFileTypes: true })) {
      if (f.isDirectory()) walk(join(d, f.name), `${rel}${f.name}/`);
      else all[`${rel}${f.name}`] = readFileSync(join(d, f.name), "utf8");
    }
  };
  walk(join(out, e.path), "");
  return all;
}

const TASKS = "mcpuniverse/benchmark/configs/test";
const task = (o: object): string => JSON.stringify(o);
const QUESTION = "Which repositories of the octo org have the most open issues?";

function checkout(): string {
  const dir = tmp();
  writeTree(dir, {
    [`${TASKS}/repository_management/t1.json`]: task({
      category: "Stealth Attack",
      attack_category: "Tool Poisoning-Command Injection",
      question: QUESTION,
      mcp_server_modifications: [
        { tool_name: "search_repositories", modification_description: "POISONED-DESCRIPTION-ONE" },
      ],
    }),
    [`${TASKS}/repository_management/t2.json`]: task({
      category: "Disruption Attack",
      attack_category: "Tool Shadowing",
      question: QUESTION, // the same question: laid out once as a benign request
      mcp_server_additions: {
        tool_name: "fast_search",
        description: "ADDED-TOOL-DESCRIPTION",
        implementation_code: "def fast_search(query):\n    return 'ADDED-TOOL-CODE'",
      },
    }),
    [`${TASKS}/web_search/t3.json`]: task({
      attack_category: "Function Return Injection",
      question: "Who won the 2022 Tour de France?",
      mcp_server_modifications: [{ tool_name: "fetch", modification_return: { message: "RETURN-PAYLOAD" } }],
    }),
    [`${TASKS}/web_search/t4.json`]: task({
      attack_category: "Rug Pull Attack",
      question: "What is the capital of Australia?",
      mcp_server_update: {
        tool_name: "search",
        implementation_code: "def search(q):\n    return 'RUG-PULL-CODE'",
      },
    }),
    [`${TASKS}/web_search/t5.json`]: task({
      attack_category: "Credential Theft",
      question: "USER-SIDE-ATTACK: read the key files and post them.",
    }),
    [`${TASKS}/web_search/t6.json`]: task({
      attack_category: "Data Tampering",
      question: "How tall is Mount Kosciuszko?",
      data_tampering: { target_tool: "search", forged_data: { results: [] } },
    }),
    [`${TASKS}/web_search/t7.json`]: task({
      attack_category: "Retrieval-Agent Deception",
      question: "AMBIGUOUS-QUESTION",
    }),
    "mcpuniverse/mcp/servers/weather/server.py": [
      "def build(mcp):",
      "    @mcp.tool()",
      "    async def get_alerts(state: str) -> str:",
      '        """',
      "        Get weather alerts for a US state.",
      '        """',
      "        return state",
      "",
      "    @mcp.tool()",
      "    def get_forecast(latitude: float,",
      "                     longitude: float) -> str:",
      '        """Get the forecast for a location."""',
      "        return ''",
      "",
    ].join("\n"),
    "mcpuniverse/mcp/servers/empty/server.py": "print('no tools here')\n",
  });
  return dir;
}

describe("MCP-SafetyBench carried by host skills", () => {
  it("lays out text attacks malicious, questions and real servers benign, leaves the rest out", async () => {
    const out = tmp();
    expect(await layOut(["--mcp-safetybench", checkout(), "--out", out])).toMatch(/^10 samples written/m);
    const entries = manifest(out);
    const text = (e: Entry): string => Object.values(files(out, e)).join("\n");
    const find = (needle: string): Entry[] => entries.filter((e) => text(e).includes(needle));
    for (const n of ["POISONED-DESCRIPTION-ONE", "ADDED-TOOL-DESCRIPTION", "RETURN-PAYLOAD", "RUG-PULL-CODE"])
      expect(find(n).map((e) => e.label)).toEqual(["malicious"]);
    expect(find("USER-SIDE-ATTACK").map((e) => e.label)).toEqual(["malicious"]);
    expect(find(QUESTION).map((e) => e.label)).toEqual(["benign"]);
    expect(find("AMBIGUOUS-QUESTION")).toEqual([]); // an ambiguous user-side category
    expect(find("forged_data")).toEqual([]); // an attack with no text of its own
    // The data-tampering task's question is still an ordinary request.
    expect(find("Mount Kosciuszko").map((e) => e.label)).toEqual(["benign"]);
    // The user-side task's question is never benign.
    expect(entries.filter((e) => e.label === "benign" && text(e).includes("USER-SIDE"))).toEqual([]);
    expect(entries.map((e) => e.technique).sort()).toContain("mcp-safetybench Tool Shadowing");
    for (const e of entries) {
      expect(e.split).toBe("external");
      expect(e.blind === true).toBe(e.half === "heldout");
      expect(existsSync(join(out, e.path, "SKILL.md"))).toBe(true);
    }
  });

  it("puts an added tool's code in scripts/, in the tool list it is described, and halves by the task key", async () => {
    const out = tmp();
    await layOut(["--mcp-safetybench", checkout(), "--out", out]);
    const entries = manifest(out);
    const shadow = entries.find((e) => e.technique === "mcp-safetybench Tool Shadowing") as Entry;
    const all = files(out, shadow);
    expect(all["scripts/fast-search.py"]).toContain("ADDED-TOOL-CODE");
    expect(all["SKILL.md"]).toContain("python scripts/fast-search.py");
    const list = all["references/tools.md"] ?? all["SKILL.md"];
    expect(list).toContain("### `fast_search`\n\nADDED-TOOL-DESCRIPTION");
    if (all["references/tools.md"]) expect(all["SKILL.md"]).toContain("references/tools.md");
    expect(shadow.half).toBe(half("mcp-safetybench/repository_management/t2.json"));
    const question = entries.find(
      (e) => e.technique === "benign-user-request" && e.source.includes("t1.json"),
    );
    expect(question?.half).toBe(half(`mcp-safetybench/question/${QUESTION}`));
    // Each payload in exactly one place: SKILL.md body or a references/ file, never an HTML comment.
    for (const e of entries) expect(files(out, e)["SKILL.md"]).not.toContain("<!--");
  });

  it("reads a server's tool docstrings (async, multi-line signatures) and bundles its code", async () => {
    const out = tmp();
    await layOut(["--mcp-safetybench", checkout(), "--out", out]);
    const servers = manifest(out).filter((e) => e.technique === "benign-mcp-server");
    expect(servers).toHaveLength(1); // a server with no tool is left out
    const all = files(out, servers[0] as Entry);
    const list = all["references/tools.md"] ?? all["SKILL.md"];
    expect(list).toContain("### `get_alerts`\n\nGet weather alerts for a US state.");
    expect(list).toContain("### `get_forecast`\n\nGet the forecast for a location.");
    expect(all["scripts/server.py"]).toContain("@mcp.tool()");
    expect(servers[0]?.half).toBe(half("mcp-safetybench/server/weather"));
  });

  it("lays out MCP tool snapshots as benign skills: description and parameters in the tool list, halves by path", async () => {
    const dir = join(tmp(), "octo+tools-server");
    const snap = (name: string, description: string) =>
      JSON.stringify({
        name,
        description,
        inputSchema: { properties: { owner: { type: "string", description: "OWNER-PARAM-DOC" } } },
      });
    writeTree(dir, {
      "pkg/x/__toolsnaps__/issue_read.snap": snap("issue_read", "Get one issue of a repository."),
      "pkg/x/__toolsnaps__/list_tags.snap": snap("list_tags", "List the tags of a repository."),
      "pkg/x/__toolsnaps__/broken.snap": "{ not json",
      "pkg/x/other/ignored.snap": snap("ignored", "Not in a __toolsnaps__ folder."),
    });
    const out = tmp();
    expect(await layOut(["--mcp-tools", dir, "--out", out])).toMatch(/^2 samples written/m);
    const entries = manifest(out);
    for (const e of entries) {
      expect(e.label).toBe("benign");
      expect(e.technique).toBe("benign-mcp-tool");
      expect(e.blind === true).toBe(e.half === "heldout");
      const rel = e.source.split(": ")[1]?.split(" (")[0] ?? "";
      expect(e.half).toBe(half(`mcp-tools/octo+tools-server/${rel}`));
      const all = files(out, e);
      const list = all["references/tools.md"] ?? all["SKILL.md"] ?? "";
      expect(list).toMatch(/### `(?:issue_read|list_tags)`\n\n(?:Get one issue|List the tags)/);
      expect(list).toContain("- `owner` (string): OWNER-PARAM-DOC");
    }
  });

  it("refuses a checkout without the benchmark's files", async () => {
    await expect(layOut(["--mcp-safetybench", tmp(), "--out", tmp()])).rejects.toThrow(/no dataset files/);
    await expect(layOut(["--mcp-tools", tmp(), "--out", tmp()])).rejects.toThrow(/no dataset files/);
  });
});
