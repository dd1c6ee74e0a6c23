import type { LanguageModel } from "ai";
import { SkillportError } from "../errors.js";

// Which model `skillport chat` talks to, from its options and the environment. The provider packages
// are optional peer dependencies: each loads only when chosen, and a missing one is an error that
// names the package to install.

export type ProviderName = "openai" | "anthropic" | "openai-compatible";

export const PROVIDERS: readonly ProviderName[] = ["openai", "anthropic", "openai-compatible"];

/** The npm package of each provider. */
export const PROVIDER_PACKAGES: Readonly<Record<ProviderName, string>> = {
  openai: "@ai-sdk/openai",
  anthropic: "@ai-sdk/anthropic",
  "openai-compatible": "@ai-sdk/openai-compatible",
};

/** Used when neither `--model` nor SKILLPORT_MODEL names one (an OpenAI-compatible server has none). */
export const DEFAULT_MODELS: Readonly<Partial<Record<ProviderName, string>>> = {
  openai: "gpt-5",
  anthropic: "claude-sonnet-4-5",
};

export interface ModelChoice {
  readonly provider: ProviderName;
  readonly model: string;
  /** The OpenAI-compatible server's base URL (`…/v1`). */
  readonly baseURL?: string;
  /** Which setting chose the provider, for messages (`--provider`, `OPENAI_API_KEY`, …). */
  readonly from: string;
}

export interface ModelSettings {
  readonly provider?: string;
  readonly model?: string;
  readonly baseURL?: string;
}

/** A model that cannot be chosen or made; `code` is `no-provider`, `bad-provider-setting` or `missing-package`. */
export class ProviderError extends SkillportError<
  "no-provider" | "bad-provider-setting" | "missing-package"
> {
  constructor(
    message: string,
    code: "no-provider" | "bad-provider-setting" | "missing-package",
    /** The package to install, for `missing-package`. */
    readonly packageName?: string,
  ) {
    super(code, message);
    this.name = "ProviderError";
  }
}

const set = (v: string | undefined): string | undefined =>
  v === undefined || v.trim() === "" ? undefined : v;

/**
 * Picks provider and model. In order: `provider` (or SKILLPORT_PROVIDER); a base URL (or
 * SKILLPORT_BASE_URL) means an OpenAI-compatible server; then OPENAI_API_KEY, then ANTHROPIC_API_KEY.
 * The model is `model`, SKILLPORT_MODEL, or the provider's default.
 */
export function chooseModel(settings: ModelSettings, env: NodeJS.ProcessEnv): ModelChoice {
  const explicit = set(settings.provider) ?? set(env.SKILLPORT_PROVIDER);
  const explicitFrom = set(settings.provider) ? "--provider" : "SKILLPORT_PROVIDER";
  const baseURL = set(settings.baseURL) ?? set(env.SKILLPORT_BASE_URL);
  const baseFrom = set(settings.baseURL) ? "--base-url" : "SKILLPORT_BASE_URL";
  let provider: ProviderName;
  let from: string;
  if (explicit !== undefined) {
    if (!(PROVIDERS as readonly string[]).includes(explicit))
      throw new ProviderError(
        `${explicitFrom}: unknown provider '${explicit}'; use one of ${PROVIDERS.join(", ")}.`,
        "bad-provider-setting",
      );
    provider = explicit as ProviderName;
    from = explicitFrom;
  } else if (baseURL !== undefined) {
    provider = "openai-compatible";
    from = baseFrom;
  } else if (set(env.OPENAI_API_KEY)) {
    provider = "openai";
    from = "OPENAI_API_KEY";
  } else if (set(env.ANTHROPIC_API_KEY)) {
    provider = "anthropic";
    from = "ANTHROPIC_API_KEY";
  } else {
    throw new ProviderError(
      "no model provider is configured. Set OPENAI_API_KEY or ANTHROPIC_API_KEY, or point SKILLPORT_BASE_URL " +
        "(or --base-url) at an OpenAI-compatible server such as llama.cpp or Ollama (http://127.0.0.1:11434/v1).",
      "no-provider",
    );
  }
  if (provider === "openai-compatible") {
    if (baseURL === undefined)
      throw new ProviderError(
        `${from} chose an OpenAI-compatible server: give its address with --base-url or SKILLPORT_BASE_URL.`,
        "bad-provider-setting",
      );
    let url: URL;
    try {
      url = new URL(baseURL);
    } catch {
      throw new ProviderError(`${baseFrom}: '${baseURL}' is not a URL.`, "bad-provider-setting");
    }
    if (url.protocol !== "http:" && url.protocol !== "https:")
      throw new ProviderError(`${baseFrom}: the URL must be http or https.`, "bad-provider-setting");
  } else if (baseURL !== undefined && set(settings.baseURL) !== undefined) {
    throw new ProviderError(
      `--base-url is for an OpenAI-compatible server, not the ${provider} provider.`,
      "bad-provider-setting",
    );
  }
  const model = set(settings.model) ?? set(env.SKILLPORT_MODEL) ?? DEFAULT_MODELS[provider];
  if (model === undefined)
    throw new ProviderError(
      "name the model the OpenAI-compatible server should run with --model or SKILLPORT_MODEL.",
      "bad-provider-setting",
    );
  return {
    provider,
    model,
    from,
    ...(provider === "openai-compatible" ? { baseURL: baseURL!.replace(/\/+$/, "") } : {}),
  };
}

/** True when `e` says the package `name` (or a file in it) cannot be found. */
export function isMissingPackage(e: unknown, name: string): boolean {
  const err = e as NodeJS.ErrnoException;
  return (
    (err?.code === "ERR_MODULE_NOT_FOUND" || err?.code === "MODULE_NOT_FOUND") &&
    typeof err.message === "string" &&
    (err.message.includes(`'${name}'`) ||
      err.message.includes(`"${name}"`) ||
      err.message.includes(`/${name}/`))
  );
}

async function load<T>(name: string, loader: () => Promise<T>, what: string): Promise<T> {
  try {
    return await loader();
  } catch (e) {
    if (isMissingPackage(e, name))
      throw new ProviderError(
        `${what} needs the package ${name}, which is not installed. Install it next to skillport: npm install ${name}`,
        "missing-package",
        name,
      );
    throw e;
  }
}

/**
 * Makes the chosen model. API keys come from `env` (OPENAI_API_KEY, ANTHROPIC_API_KEY, and
 * SKILLPORT_API_KEY for an OpenAI-compatible server, which often needs none).
 */
export async function createModel(choice: ModelChoice, env: NodeJS.ProcessEnv): Promise<LanguageModel> {
  const pkg = PROVIDER_PACKAGES[choice.provider];
  const what = `The ${choice.provider} provider`;
  switch (choice.provider) {
    case "openai": {
      const { createOpenAI } = await load(pkg, () => import("@ai-sdk/openai"), what);
      return createOpenAI({ apiKey: set(env.OPENAI_API_KEY) })(choice.model);
    }
    case "anthropic": {
      const { createAnthropic } = await load(pkg, () => import("@ai-sdk/anthropic"), what);
      return createAnthropic({ apiKey: set(env.ANTHROPIC_API_KEY) })(choice.model);
    }
    case "openai-compatible": {
      const { createOpenAICompatible } = await load(pkg, () => import("@ai-sdk/openai-compatible"), what);
      return createOpenAICompatible({
        name: "openai-compatible",
        baseURL: choice.baseURL!,
        apiKey: set(env.SKILLPORT_API_KEY),
        includeUsage: true,
      }).chatModel(choice.model);
    }
  }
}
