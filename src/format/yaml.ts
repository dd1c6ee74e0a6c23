import { createRequire } from "node:module";
import type * as JsYaml from "js-yaml";
import { SkillportError } from "../errors.js";

// js-yaml, loaded on first use: most frontmatter takes the simple fast path and never needs it, and
// start-up is part of every CLI call.
let mod: typeof JsYaml | undefined;

export function jsYaml(): typeof JsYaml {
  if (mod === undefined) {
    try {
      mod = createRequire(import.meta.url)("js-yaml") as typeof JsYaml;
    } catch (cause) {
      // A broken install, not the skill's YAML: the frontmatter parsers rethrow this one.
      throw new SkillportError(
        "dependency-missing",
        "skillport cannot load its dependency js-yaml (needed for this frontmatter); reinstall skillport so its dependencies are beside it (npm install)",
        { cause },
      );
    }
  }
  return mod;
}

/** True for the error of a dependency that could not be loaded: never a property of the file being parsed. */
export const isMissingDependency = (e: unknown): boolean =>
  e instanceof SkillportError && e.code === "dependency-missing";

/** True for js-yaml's parse errors (never true before js-yaml was loaded: nothing could throw one). */
export const isYamlException = (e: unknown): e is JsYaml.YAMLException =>
  mod !== undefined && e instanceof mod.YAMLException;
