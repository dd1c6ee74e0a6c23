import { createRequire } from "node:module";
import type * as JsYaml from "js-yaml";

// js-yaml, loaded on first use: most frontmatter takes the simple fast path and never needs it, and
// start-up is part of every CLI call.
let mod: typeof JsYaml | undefined;

export function jsYaml(): typeof JsYaml {
  mod ??= createRequire(import.meta.url)("js-yaml") as typeof JsYaml;
  return mod;
}

/** True for js-yaml's parse errors (never true before js-yaml was loaded: nothing could throw one). */
export const isYamlException = (e: unknown): e is JsYaml.YAMLException =>
  mod !== undefined && e instanceof mod.YAMLException;
