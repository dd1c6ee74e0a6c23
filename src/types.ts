// Core shapes of the pipeline (SPEC §1). Plain, immutable data: everything downstream of
// loadSkills is a pure function of a SkillSet (plus a lazy body read for activation).

import type { Diagnostic } from "./diagnostics.js";

// Diagnostics are defined beside their codes; they are core shapes too.
export type { Diagnostic, Severity } from "./diagnostics.js";

export type Scope = "managed" | "project" | "user" | "package" | "builtin";

/** Precedence, highest first. */
export const SCOPE_ORDER: readonly Scope[] = ["managed", "project", "user", "package", "builtin"];

export type Mode = "spec" | "standard" | "lenient";

export interface Root {
  /** Absolute path as configured (not canonicalised: skills keep the path they were found through). */
  readonly path: string;
  readonly scope: Scope;
  readonly kind: "skills" | "commands";
  /** Levels below the root where a skill directory may sit (1 = flat). */
  readonly depth: number;
  readonly trusted: boolean;
  /** Project directory name or package namespace, for qualified slash names. */
  readonly namespace?: string;
  /** True when given by the user (--root, API roots) rather than discovered. */
  readonly explicit?: boolean;
  /** For discovered project roots: the project directory the root was found in (whose trust decides whether the root loads). */
  readonly projectDir?: string;
}

export interface Skill {
  readonly name: string;
  readonly description: string;
  /** Absolute SKILL.md path as found (built-ins too: the file in the installed package). */
  readonly location: string;
  /** Directory holding SKILL.md, as found. */
  readonly directory: string;
  /** The real file to read the body from (differs from location only for built-ins). */
  readonly filePath: string;
  readonly scope: Scope;
  readonly root: Root;
  readonly modelInvocable: boolean;
  readonly userInvocable: boolean;
  /** `when_to_use`: when the model should pick the skill; the catalog appends it to the description. */
  readonly whenToUse?: string;
  /** `argument-hint`: what to type after `/name`, shown in completions (`[file] [mode]`). */
  readonly argumentHint?: string;
  /** Normalised frontmatter (allowed-tools joined, scalars coerced). */
  readonly frontmatter: Readonly<Record<string, unknown>>;
  readonly size: number;
  readonly mtimeMs: number;
  readonly diagnostics: readonly Diagnostic[];
}

/** A SKILL.md that was found but did not load (parse or validation error). */
export interface FailedSkill {
  /** Best-known name: the frontmatter name if readable, else the directory name. */
  readonly name: string;
  readonly location: string;
  readonly directory: string;
  readonly scope: Scope;
  readonly root: Root;
  readonly diagnostics: readonly Diagnostic[];
}

export interface SkillSet {
  /** Winners, one per name, sorted by name. */
  readonly skills: readonly Skill[];
  /** Losers of resolution, each with a `shadowed` or `name-collision` diagnostic. */
  readonly shadowed: readonly Skill[];
  /** Found but not loaded. */
  readonly failed: readonly FailedSkill[];
  /** Every diagnostic of the load (root-level ones and every skill's own). */
  readonly diagnostics: readonly Diagnostic[];
  /** Roots that were scanned, in precedence order. */
  readonly roots: readonly Root[];
  /** Reads a skill's body from disk on demand. */
  readonly readBody: (skill: Skill) => Promise<string>;
}

export type NameRule = "unicode" | "ascii";
export type LengthUnit = "codepoint" | "byte";

/** Rules a profile sets for validation. */
export interface ValidationRules {
  readonly mode: Mode;
  readonly nameRule: NameRule;
  readonly lengthUnit: LengthUnit;
}

/** A Markdown command template. Metadata only: the template body stays on disk. */
export interface CommandTemplate {
  /** Path below the root without `.md`, `/` → `:`, lowercased (`frontend/test.md` → `frontend:test`). */
  readonly name: string;
  readonly description: string;
  readonly argumentHint?: string;
  /** Absolute path of the .md file as found. */
  readonly location: string;
  readonly scope: Scope;
  readonly root: Root;
  readonly frontmatter: Readonly<Record<string, unknown>>;
  readonly diagnostics: readonly Diagnostic[];
  /** Skills to load before the command runs (`skills:`). */
  readonly skills?: readonly string[];
  /** `disable-noninteractive: true`: not offered where nobody can answer. */
  readonly disableNoninteractive?: boolean;
}

export interface CommandSet {
  /** Winners, one per name, sorted by name. */
  readonly commands: readonly CommandTemplate[];
  readonly shadowed: readonly CommandTemplate[];
  readonly diagnostics: readonly Diagnostic[];
  readonly roots: readonly Root[];
  /** Reads a command's template body (after the frontmatter) on demand. */
  readonly readBody: (command: CommandTemplate) => Promise<string>;
}

/** A JSON Schema (draft 7 subset) object, as every tool API accepts it. */
export interface ToolInputSchema {
  readonly type: "object";
  readonly properties: Readonly<Record<string, Readonly<Record<string, unknown>>>>;
  readonly required: readonly string[];
  readonly additionalProperties: false;
}
