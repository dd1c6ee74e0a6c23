import { generateText, stepCountIs } from "ai";
import { MockLanguageModelV3 } from "ai/test";
import { describe, expect, it } from "vitest";
import { aiSdkTools, toAiSdkSearchTool } from "../../../src/adapters/ai-sdk.js";
import {
  createSearchIndex,
  createSearchTool,
  createSkillTool,
  loadSkills,
  renderCatalog,
  renderCatalogForQuery,
  runSkillToolCall,
  toAnthropicTool,
  toMcpTool,
  toOpenAITool,
} from "../../../src/index.js";
import { buildCatalogForQuery } from "../../../src/search/catalog.js";
import { runCli, skillMd, tmp, writeTree } from "../../helpers/index.js";

// The search tool through every adapter (A6 + Q2) and the retrieval mode of the catalog (Q2).

const tree = () =>
  writeTree(tmp(), {
    "csv-charts/SKILL.md": skillMd("csv-charts", "Turn a spreadsheet export into a chart."),
    "git-bisect/SKILL.md": skillMd("git-bisect", "Find the commit that introduced a regression."),
    "release-notes/SKILL.md": skillMd("release-notes", "Draft release notes from merged pull requests."),
    "deploy-checklist/SKILL.md": skillMd(
      "deploy-checklist",
      "Walk through the production deploy checklist for a chart release.",
      "disable-model-invocation: true\n",
    ),
  });

const load = (root: string) =>
  loadSkills({ roots: [root], user: false, project: false, builtins: false, cwd: root });

const usage = {
  inputTokens: { total: 1, noCache: 1, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: 1, text: 1, reasoning: undefined },
};

describe("search_skills through the adapters", () => {
  it("Q2/A6: OpenAI, Anthropic and MCP definitions carry the same name, description and schema", async () => {
    const tool = createSearchTool(await createSearchIndex(await load(tree())));
    expect(toOpenAITool(tool)).toEqual({
      type: "function",
      function: { name: "search_skills", description: tool.description, parameters: tool.inputSchema },
    });
    expect(toAnthropicTool(tool)).toEqual({
      name: "search_skills",
      description: tool.description,
      input_schema: tool.inputSchema,
    });
    expect(toMcpTool(tool)).toEqual({
      name: "search_skills",
      description: tool.description,
      inputSchema: tool.inputSchema,
    });
  });

  it("Q2/Q4: a tool call from any API (JSON text or object) returns short results; bad input is an error", async () => {
    const tool = createSearchTool(await createSearchIndex(await load(tree())));
    const fromText = await runSkillToolCall(tool, '{"query":"chart","k":5}');
    expect(fromText.isError).toBe(false);
    expect(fromText.text).toContain("<name>csv-charts</name>");
    expect(fromText.text).not.toContain("deploy-checklist");
    expect(await runSkillToolCall(tool, { query: "chart", k: 5 })).toEqual(fromText);
    const bad = await runSkillToolCall(tool, "not json");
    expect(bad).toMatchObject({ isError: true, text: expect.stringContaining("query") });
  });

  it("Q2/A6: generateText with a scripted model calls search_skills beside the skill tool", async () => {
    const set = await load(tree());
    const searchTool = createSearchTool(await createSearchIndex(set));
    let step = 0;
    const model = new MockLanguageModelV3({
      doGenerate: async () => {
        step++;
        return step === 1
          ? {
              content: [
                {
                  type: "tool-call",
                  toolCallId: "call-1",
                  toolName: "search_skills",
                  input: JSON.stringify({ query: "find the commit that broke it" }),
                },
              ],
              finishReason: { unified: "tool-calls", raw: undefined },
              usage,
              warnings: [],
            }
          : {
              content: [{ type: "text", text: "done" }],
              finishReason: { unified: "stop", raw: undefined },
              usage,
              warnings: [],
            };
      },
    });
    const result = await generateText({
      model,
      tools: aiSdkTools(createSkillTool(set), searchTool),
      prompt: "Something broke between releases.",
      stopWhen: stepCountIs(3),
    });
    expect(result.text).toBe("done");
    const offered = (model.doGenerateCalls[0]!.tools ?? []).map((t) => t.name).sort();
    expect(offered).toEqual(["search_skills", "skill"]);
    const search = model.doGenerateCalls[0]!.tools!.find((t) => t.name === "search_skills") as {
      inputSchema: unknown;
    };
    expect(search.inputSchema).toEqual(searchTool.inputSchema);
    const output = result.steps[0]!.toolResults[0]!.output as string;
    expect(output).toContain("<name>git-bisect</name>");
    expect(JSON.stringify(model.doGenerateCalls[1]!.prompt)).toContain("git-bisect");
    expect(Object.keys(aiSdkTools(undefined, searchTool))).toEqual(["search_skills"]);
    expect(toAiSdkSearchTool(searchTool).description).toBe(searchTool.description);
  });
});

describe("retrieval mode of the catalog", () => {
  it("Q2/C5: lists only the top-k plus pinned skills, rendered like the full catalog", async () => {
    const set = await load(tree());
    const index = await createSearchIndex(set);
    const text = await renderCatalogForQuery(index, "turn my spreadsheet into a chart", {
      k: 1,
      pinned: ["release-notes"],
    });
    const names = [...text.matchAll(/<name>([^<]+)<\/name>/g)].map((m) => m[1]);
    expect(names).toEqual(["csv-charts", "release-notes"]);
    // Same entries as the ordinary renderer given the same skills, same bytes on every call (C5).
    const selected = set.skills.filter((s) => names.includes(s.name));
    expect(text).toBe(renderCatalog(set, { skills: selected }));
    expect(
      await renderCatalogForQuery(index, "turn my spreadsheet into a chart", {
        k: 1,
        pinned: ["release-notes"],
      }),
    ).toBe(text);
  });

  it("Q2/Q4: hidden skills never appear; no match and no pins is the empty catalog (C3)", async () => {
    const index = await createSearchIndex(await load(tree()));
    const text = await renderCatalogForQuery(index, "deploy checklist", {
      k: 5,
      pinned: ["deploy-checklist"],
    });
    expect(text).not.toContain("deploy-checklist");
    expect(await renderCatalogForQuery(index, "zzqqxx", { k: 5 })).toBe("");
  });

  it("Q2: with a search tool the instructions say only the relevant skills are listed", async () => {
    const index = await createSearchIndex(await load(tree()));
    const catalog = await buildCatalogForQuery(index, "chart", {
      k: 2,
      toolName: "skill",
      searchToolName: "search_skills",
      format: "markdown",
    });
    expect(catalog.text).toContain("call the `search_skills` tool");
    expect(catalog.text).toContain("calling the `skill` tool");
    expect(catalog.text).not.toContain("Use only the skills listed here.");
    expect(catalog.text).toMatch(/^- csv-charts: /m);
  });

  it("Q2/L: skillport catalog --query Q -k N [--pin NAME] prints the retrieval catalog", () => {
    const root = tree();
    const r = runCli(["--root", root, "--no-user", "catalog", "--query", "regression commit", "-k", "1"]);
    expect(r.code).toBe(0);
    expect([...r.stdout.matchAll(/<name>([^<]+)<\/name>/g)].map((m) => m[1])).toEqual(["git-bisect"]);
    const pinned = runCli([
      "--root",
      root,
      "--no-user",
      "--json",
      "catalog",
      "--query",
      "regression commit",
      "-k",
      "1",
      "--pin",
      "release-notes",
    ]);
    const doc = JSON.parse(pinned.stdout) as { query: string; catalog: string };
    expect(doc.query).toBe("regression commit");
    expect([...doc.catalog.matchAll(/<name>([^<]+)<\/name>/g)].map((m) => m[1])).toEqual([
      "git-bisect",
      "release-notes",
    ]);
    expect(runCli(["--root", root, "catalog", "-k", "2"]).code).toBe(2);
    expect(runCli(["--root", root, "catalog", "--query", "x", "-k", "zero"]).code).toBe(2);
  });
});
