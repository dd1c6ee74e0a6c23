import { statSync } from "node:fs";
import { basename, dirname, resolve } from "node:path";
import { CODES, diag } from "./diagnostics.js";
import { nodeDiscoveryFs } from "./discovery/fs.js";
import { readCandidate } from "./discovery/read.js";
import { SKILL_FILE, walkRoot } from "./discovery/walk.js";
import { getProfile, type Profile } from "./profiles/index.js";
import type { Diagnostic, Mode, ValidationRules } from "./types.js";

export interface ValidateOptions {
  /**
   * Default: the profile's mode, the one `loadSkills` uses, so what validates is what loads (standard
   * for the default profile). `spec` is the agentskills.io conformance mode.
   */
  readonly mode?: Mode;
  /** Name rule and length unit come from the profile (default agents). */
  readonly profile?: string | Profile;
  /** Depth limit when PATH is a tree (default 16). */
  readonly depth?: number;
}

export interface ValidationResult {
  /** The SKILL.md (or, for a path-level problem, the path given). */
  readonly path: string;
  readonly valid: boolean;
  readonly name: string | null;
  readonly diagnostics: readonly Diagnostic[];
}

function rules(options: ValidateOptions): ValidationRules {
  const profile = getProfile(options.profile);
  return { mode: options.mode ?? profile.mode, nameRule: profile.nameRule, lengthUnit: profile.lengthUnit };
}

function validateFile(
  file: string,
  directory: string,
  r: ValidationRules,
  wrongCase = false,
): ValidationResult {
  const out = readCandidate({ file, directory, wrongCase }, r, nodeDiscoveryFs, new Map());
  if (out.kind === "parsed") {
    const placeholder = placeholderDescription(out.parsed.description, file);
    return {
      path: file,
      valid: out.parsed.valid && placeholder === undefined,
      name: out.parsed.name ?? null,
      diagnostics: placeholder ? [...out.parsed.diagnostics, placeholder] : out.parsed.diagnostics,
    };
  }
  // A SKILL.md that cannot be read is never valid, whatever the severity the loader gives it.
  if (out.kind === "failed") return { path: file, valid: false, name: null, diagnostics: out.diagnostics };
  return { path: file, valid: true, name: null, diagnostics: [out.diagnostic] };
}

/**
 * A description still holding the placeholder `skillport new` writes (or any that starts with TODO,
 * TBD or FIXME) is not done: the model picks skills by their description. validate says so; loading
 * is not affected.
 */
function placeholderDescription(description: unknown, file: string): Diagnostic | undefined {
  if (typeof description !== "string" || !/^\s*(TODO|TBD|FIXME)\b/i.test(description)) return undefined;
  return diag(
    "error",
    CODES.descriptionPlaceholder,
    "The description is still a placeholder (it starts with TODO); say what the skill does and when to use it, in the words a user would type.",
    file,
  );
}

/** Validates one skill directory. Never throws. */
export async function validateSkillDir(
  dir: string,
  options: ValidateOptions = {},
): Promise<ValidationResult> {
  const results = await validatePath(dir, { ...options, depth: 0 });
  return results[0] ?? missingSkill(resolve(dir));
}

function missingSkill(path: string): ValidationResult {
  return {
    path,
    valid: false,
    name: null,
    diagnostics: [
      diag(
        "error",
        CODES.missingSkillFile,
        `No SKILL.md found in ${path}. A skill is a directory holding a file named exactly SKILL.md.`,
        path,
      ),
    ],
  };
}

/**
 * Validates a skill directory, a SKILL.md file, or every skill in a tree. Throws only when the path does
 * not exist (a usage error for the CLI).
 */
export async function validatePath(path: string, options: ValidateOptions = {}): Promise<ValidationResult[]> {
  const abs = resolve(path);
  const r = rules(options);
  const info = statSync(abs);
  if (!info.isDirectory()) {
    const wrongCase =
      basename(abs) !== SKILL_FILE && basename(abs).toLowerCase() === SKILL_FILE.toLowerCase();
    return [validateFile(abs, dirname(abs), r, wrongCase)];
  }
  const walked = await walkRoot(abs, { depth: options.depth ?? 16 });
  const results: ValidationResult[] = walked.candidates.map((c) =>
    validateFile(c.file, c.directory, r, c.wrongCase),
  );
  for (const d of walked.diagnostics) {
    const unreadableSkillFile = d.code === CODES.readFailed && basename(d.path ?? "") === SKILL_FILE;
    results.push({
      path: d.path ?? abs,
      valid: d.severity !== "error" && !unreadableSkillFile,
      name: null,
      diagnostics: [d],
    });
  }
  if (walked.candidates.length === 0) results.push(missingSkill(abs));
  return results;
}
