// Context windows of well-known model families (tokens), longest prefix first. A model not listed
// gets DEFAULT_CONTEXT_WINDOW; `contextWindow` (or `chat --context-window`) says otherwise.
const WINDOWS: readonly [RegExp, number][] = [
  [/^gpt-5/, 400_000],
  [/^gpt-4\.1/, 1_000_000],
  [/^(gpt-4o|gpt-4-turbo|o1|o3|o4)/, 128_000],
  [/^gpt-4/, 8_192],
  [/^gpt-3\.5/, 16_385],
  [/^claude-(sonnet-4|opus-4|3-7|3-5|haiku-4|3)/, 200_000],
  [/^claude/, 200_000],
  [/^gemini-(1\.5|2|3)/, 1_000_000],
  [/^(qwen3-coder)/, 256_000],
  [/^(qwen|llama-?3|mistral|deepseek)/, 32_768],
];
export const DEFAULT_CONTEXT_WINDOW = 128_000;

/** The context window of a model id, if it is one skillport knows. */
export function knownContextWindow(modelId: string): number | undefined {
  const id = modelId.toLowerCase().replace(/^.*\//, "");
  return WINDOWS.find(([re]) => re.test(id))?.[1];
}
