import { describe, expect, it } from "vitest";
import { chooseModel, createModel, ProviderError } from "../../src/agent/index.js";

// How `skillport chat` picks its model from options and the environment, and that each provider's
// package makes a model of that provider (no request is sent).

describe("chooseModel and createModel", () => {
  it("the first setting that applies chooses: --provider, a base URL, OPENAI_API_KEY, ANTHROPIC_API_KEY", () => {
    const both = { OPENAI_API_KEY: "o", ANTHROPIC_API_KEY: "a" };
    expect(chooseModel({}, both)).toMatchObject({
      provider: "openai",
      model: "gpt-5",
      from: "OPENAI_API_KEY",
    });
    expect(chooseModel({}, { ANTHROPIC_API_KEY: "a" })).toMatchObject({
      provider: "anthropic",
      model: "claude-sonnet-4-5",
    });
    expect(chooseModel({ provider: "anthropic", model: "claude-x" }, both)).toMatchObject({
      provider: "anthropic",
      model: "claude-x",
      from: "--provider",
    });
    expect(chooseModel({}, { ...both, SKILLPORT_PROVIDER: "anthropic" })).toMatchObject({
      provider: "anthropic",
    });
    expect(
      chooseModel({}, { ...both, SKILLPORT_BASE_URL: "http://127.0.0.1:8080/v1/", SKILLPORT_MODEL: "qwen" }),
    ).toEqual({
      provider: "openai-compatible",
      model: "qwen",
      baseURL: "http://127.0.0.1:8080/v1",
      from: "SKILLPORT_BASE_URL",
    });
    expect(chooseModel({ baseURL: "https://llm.example/v1", model: "m" }, {})).toMatchObject({
      from: "--base-url",
    });
    // Empty values count as unset.
    expect(() => chooseModel({}, { OPENAI_API_KEY: " ", SKILLPORT_PROVIDER: "" })).toThrow(
      /no model provider/,
    );
  });

  it("refuses what cannot work, with a code", () => {
    const code = (f: () => unknown) => {
      try {
        f();
      } catch (e) {
        return e instanceof ProviderError ? e.code : "other";
      }
      return "none";
    };
    expect(code(() => chooseModel({}, {}))).toBe("no-provider");
    expect(code(() => chooseModel({ provider: "gemini" }, {}))).toBe("bad-provider-setting");
    expect(code(() => chooseModel({ provider: "openai-compatible", model: "m" }, {}))).toBe(
      "bad-provider-setting",
    );
    expect(code(() => chooseModel({ baseURL: "ftp://x/v1", model: "m" }, {}))).toBe("bad-provider-setting");
    expect(code(() => chooseModel({ baseURL: "not a url", model: "m" }, {}))).toBe("bad-provider-setting");
    expect(code(() => chooseModel({ baseURL: "http://x/v1" }, {}))).toBe("bad-provider-setting");
    expect(
      code(() => chooseModel({ provider: "openai", baseURL: "http://x/v1" }, { OPENAI_API_KEY: "k" })),
    ).toBe("bad-provider-setting");
  });

  it("each provider package makes a model of its provider", async () => {
    const env = { OPENAI_API_KEY: "o", ANTHROPIC_API_KEY: "a" };
    const made = await Promise.all([
      createModel(chooseModel({ provider: "openai", model: "gpt-x" }, env), env),
      createModel(chooseModel({ provider: "anthropic", model: "claude-x" }, env), env),
      createModel(chooseModel({ baseURL: "http://127.0.0.1:1/v1", model: "local-x" }, env), env),
    ]);
    expect(made.map((m) => (m as { provider: string; modelId: string }).provider)).toEqual([
      "openai.responses",
      "anthropic.messages",
      "openai-compatible.chat",
    ]);
    expect(made.map((m) => (m as { modelId: string }).modelId)).toEqual(["gpt-x", "claude-x", "local-x"]);
  });
});
