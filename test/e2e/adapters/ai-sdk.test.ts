import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { generateText, stepCountIs } from "ai";
import { MockLanguageModelV3 } from "ai/test";
import { describe, expect, it } from "vitest";
import { aiSdkTools } from "../../../src/adapters/ai-sdk.js";
import { createSkillTool, loadSkills } from "../../../src/index.js";
import { CLI, REPO, skillMd, tmp, writeTree } from "../../helpers/index.js";

const usage = {
  inputTokens: { total: 1, noCache: 1, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: 1, text: 1, reasoning: undefined },
};

/** A scripted model: the first step calls the skill tool with `input`, the second answers in text. */
function scriptedModel(input: Record<string, string>) {
  let step = 0;
  return new MockLanguageModelV3({
    doGenerate: async () => {
      step++;
      if (step === 1) {
        return {
          content: [
            { type: "tool-call", toolCallId: "call-1", toolName: "skill", input: JSON.stringify(input) },
          ],
          finishReason: { unified: "tool-calls", raw: undefined },
          usage,
          warnings: [],
        };
      }
      return {
        content: [{ type: "text", text: "done" }],
        finishReason: { unified: "stop", raw: undefined },
        usage,
        warnings: [],
      };
    },
  });
}

describe("AI SDK adapter (A6)", () => {
  const tree = () =>
    writeTree(tmp(), {
      "alpha/SKILL.md": skillMd("alpha", "Alpha.", "", "Alpha body for $ARGUMENTS."),
      "hidden/SKILL.md": skillMd("hidden", "Hidden.", "disable-model-invocation: true\n"),
    });

  it("A6/A2: generateText with a scripted model calls the skill tool and the model receives the envelope", async () => {
    const root = tree();
    const set = await loadSkills({ roots: [root], user: false, project: false, builtins: false, cwd: root });
    const skillTool = createSkillTool(set)!;
    const model = scriptedModel({ name: "alpha", arguments: "the report" });
    const result = await generateText({
      model,
      tools: aiSdkTools(skillTool),
      prompt: "Write the report.",
      stopWhen: stepCountIs(3),
    });
    expect(result.text).toBe("done");
    // The SDK passed our JSON schema to the model unchanged.
    const offered = model.doGenerateCalls[0]!.tools ?? [];
    expect(offered).toHaveLength(1);
    expect(offered[0]).toMatchObject({ type: "function", name: "skill", description: skillTool.description });
    expect((offered[0] as { inputSchema: unknown }).inputSchema).toEqual(skillTool.inputSchema);
    // The tool ran and its output went back to the model in the second call.
    const toolResults = result.steps[0]!.toolResults;
    expect(toolResults).toHaveLength(1);
    expect(toolResults[0]!.output).toContain('<skill_content name="alpha">');
    expect(toolResults[0]!.output).toContain("Alpha body for the report.");
    const secondPrompt = JSON.stringify(model.doGenerateCalls[1]!.prompt);
    expect(secondPrompt).toContain("Alpha body for the report.");
    expect(secondPrompt).toContain("tool-result");
  });

  it("A6/A2: a hidden skill reaches the model as a tool error that does not name it in the list", async () => {
    const root = tree();
    const set = await loadSkills({ roots: [root], user: false, project: false, builtins: false, cwd: root });
    const model = scriptedModel({ name: "hidden" });
    const result = await generateText({
      model,
      tools: aiSdkTools(createSkillTool(set)),
      prompt: "Deploy.",
      stopWhen: stepCountIs(3),
    });
    const errors = result.steps[0]!.content.filter((p) => p.type === "tool-error");
    expect(errors).toHaveLength(1);
    const secondPrompt = JSON.stringify(model.doGenerateCalls[1]!.prompt);
    expect(secondPrompt).toContain("Skill 'hidden' not found. Available skills: alpha");
    expect(secondPrompt).not.toContain("<skill_content");
  });

  it("A6: no skill tool → no tools", () => {
    expect(aiSdkTools(undefined)).toEqual({});
  });

  it("A6: the core never loads the ai package (skillport list), while the adapter does", () => {
    const dir = writeTree(tmp(), {
      "hooks.mjs":
        "export async function resolve(specifier, context, next) {\n" +
        "  if (specifier === 'ai' || specifier.startsWith('ai/') || specifier.startsWith('@ai-sdk/')) throw new Error('LOADED_AI ' + specifier);\n" +
        "  return next(specifier, context);\n}\n",
      "register.mjs": "import { register } from 'node:module';\nregister('./hooks.mjs', import.meta.url);\n",
    });
    const run = (args: string[]) =>
      spawnSync(process.execPath, ["--import", join(dir, "register.mjs"), ...args], {
        encoding: "utf8",
        cwd: dir,
        env: { ...process.env, HOME: dir, XDG_CONFIG_HOME: join(dir, ".config"), NO_COLOR: "1" },
      });
    const list = run([CLI, "list", "--no-user"]);
    expect(list.stderr).not.toContain("LOADED_AI");
    expect(list.status).toBe(0);
    const core = run([
      "--input-type=module",
      "-e",
      `await import(${JSON.stringify(join(REPO, "dist", "index.js"))})`,
    ]);
    expect(core.status).toBe(0);
    const adapter = run([
      "--input-type=module",
      "-e",
      `await import(${JSON.stringify(join(REPO, "dist", "adapters", "ai-sdk.js"))})`,
    ]);
    expect(adapter.status).not.toBe(0);
    expect(adapter.stderr).toContain("LOADED_AI ai");
  });

  it("A6: the adapter is published as skillport/ai-sdk and the core as skillport", () => {
    const r = spawnSync(
      process.execPath,
      [
        "--input-type=module",
        "-e",
        "const a = await import('skillport/ai-sdk'); const c = await import('skillport');" +
          "console.log(typeof a.toAiSdkTool, typeof a.aiSdkTools, typeof c.createSkillTool, 'toAiSdkTool' in c);",
      ],
      { cwd: REPO, encoding: "utf8" },
    );
    expect(r.stderr).toBe("");
    expect(r.stdout.trim()).toBe("function function function false");
  });
});
