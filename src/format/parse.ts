import { basename, dirname } from "node:path";
import { CODES, diag, hasErrors } from "../diagnostics.js";
import type { Diagnostic, LengthUnit, Mode, NameRule } from "../types.js";
import { validateFields } from "./fields.js";
import { extractFrontmatter, type FrontmatterResult } from "./frontmatter.js";

export interface ParseOptions {
  /** Path of the SKILL.md, used in messages and for the directory name. */
  readonly path?: string;
  readonly mode?: Mode;
  readonly nameRule?: NameRule;
  readonly lengthUnit?: LengthUnit;
  /** Directory name to check the skill name against; defaults to the parent directory of `path`. */
  readonly dirName?: string;
}

export interface ParsedSkillFile {
  /** True when no diagnostic is an error: the skill loads (the same word as validation results). */
  readonly valid: boolean;
  /** @deprecated The same as `valid`; kept while callers move over. */
  readonly ok: boolean;
  readonly name?: string;
  readonly description?: string;
  readonly frontmatter: Readonly<Record<string, unknown>>;
  readonly modelInvocable: boolean;
  readonly userInvocable: boolean;
  readonly diagnostics: readonly Diagnostic[];
  /** Index in the text where the body starts, when the frontmatter was found. */
  readonly bodyStart?: number;
}

/** Parses SKILL.md text. Pure; never throws. */
export function parseSkillFile(text: string, options: ParseOptions = {}): ParsedSkillFile {
  const fm = extractFrontmatter(text, { repair: (options.mode ?? "standard") !== "spec" });
  return parseFrom(fm, options);
}

function failed(d: Diagnostic): ParsedSkillFile {
  return {
    valid: false,
    ok: false,
    frontmatter: {},
    modelInvocable: true,
    userInvocable: true,
    diagnostics: [d],
  };
}

/** @internal Shared with the loader, which may extract from a head-of-file read. */
export function parseFrom(fm: FrontmatterResult, options: ParseOptions): ParsedSkillFile {
  const mode = options.mode ?? "standard";
  const path = options.path;
  const where = path ? `${path}` : "SKILL.md";
  switch (fm.kind) {
    case "missing":
      return failed(
        diag(
          "error",
          CODES.missingFrontmatter,
          `${where} does not start with YAML frontmatter. The first line must be '---', followed by 'name:' and 'description:' and a closing '---'.`,
          path,
        ),
      );
    case "unclosed":
    case "need-more":
      return failed(
        diag(
          "error",
          CODES.unclosedFrontmatter,
          `The frontmatter of ${where} is never closed. Add a line that is exactly '---' after the last field.`,
          path,
        ),
      );
    case "invalid": {
      const at =
        fm.line !== undefined
          ? ` at line ${fm.line}${fm.column !== undefined ? `, column ${fm.column}` : ""}`
          : "";
      const hint = /duplicat/i.test(fm.message)
        ? " Remove the repeated key."
        : " Quote values that contain ': ' or start with a special character.";
      return failed(
        diag(
          "error",
          CODES.invalidYaml,
          `Invalid YAML in the frontmatter of ${where}${at}: ${fm.message}.${hint}`,
          path,
        ),
      );
    }
    case "ok":
      break;
  }
  const fields = validateFields(fm.data, {
    mode,
    nameRule: options.nameRule ?? "unicode",
    lengthUnit: options.lengthUnit ?? "codepoint",
    dirName: options.dirName ?? (path ? basename(dirname(path)) : undefined),
    yaml: fm.yaml,
    path,
  });
  let diagnostics = fields.diagnostics;
  if (fm.repairedKeys.length > 0) {
    diagnostics = [
      diag(
        "warning",
        CODES.yamlRepaired,
        `The value of ${fm.repairedKeys.map((k) => `'${k}'`).join(", ")} in ${where} contains ': ' and is not valid YAML; ` +
          "it was read as a quoted string. Put the value in double quotes so every host can load it.",
        path,
      ),
      ...diagnostics,
    ];
  }
  const valid = !hasErrors(diagnostics);
  return {
    valid,
    ok: valid,
    name: fields.name,
    description: fields.description,
    frontmatter: fields.frontmatter,
    modelInvocable: fields.modelInvocable,
    userInvocable: fields.userInvocable,
    diagnostics,
    bodyStart: fm.bodyStart,
  };
}
