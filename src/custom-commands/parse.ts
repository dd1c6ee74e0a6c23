import { CODES, diag } from "../diagnostics.js";
import { extractFrontmatter } from "../format/frontmatter.js";
import { isMissingDependency, jsYaml } from "../format/yaml.js";
import type { Diagnostic } from "../types.js";

// M3: a command file is optional frontmatter plus a Markdown template.

/** The frontmatter keys a command understands. */
export const COMMAND_FIELDS: ReadonlySet<string> = new Set([
  "description",
  "argument-hint",
  "allowed-tools",
  "model",
  "skills",
  "disable-noninteractive",
]);

/** Longest description taken from the body when the frontmatter has none. */
const MAX_FALLBACK_DESCRIPTION = 1024;

export interface ParsedCommandFile {
  /** True when no diagnostic is an error: the command loads. */
  readonly ok: boolean;
  readonly description?: string;
  readonly argumentHint?: string;
  /** Skills to load before running the command. */
  readonly skills: readonly string[];
  readonly disableNoninteractive: boolean;
  /** Normalised frontmatter (lists joined, scalars as strings). */
  readonly frontmatter: Readonly<Record<string, unknown>>;
  readonly diagnostics: readonly Diagnostic[];
  /** The template: everything after the frontmatter (or the whole file without one), trimmed. */
  readonly body: string;
}

const HINT_LINE = /^(argument-hint[ \t]*:[ \t]*)(\[.*?)([ \t]*)$/;

/**
 * Claude Code documents `argument-hint: [pr-number] [priority]`, which is not one YAML value. Such a hint
 * line is quoted before parsing, so the author's text is kept as written instead of failing the file.
 */
export function quoteArgumentHint(text: string): string {
  const lines = text.split("\n");
  let k = 0;
  if (lines[0]?.charCodeAt(0) === 0xfeff) lines[0] = lines[0].slice(1);
  while (k < lines.length && lines[k]!.trim() === "") k++;
  if (k >= lines.length || !/^---[ \t]*\r?$/.test(lines[k]!)) return text;
  for (let i = k + 1; i < lines.length; i++) {
    const raw = lines[i]!;
    const cr = raw.endsWith("\r") ? "\r" : "";
    const line = cr ? raw.slice(0, -1) : raw;
    if (line === "---") break;
    const m = HINT_LINE.exec(line);
    if (!m) continue;
    let parsesAlone = true;
    try {
      jsYaml().load(m[2]!, { schema: jsYaml().CORE_SCHEMA });
    } catch (e) {
      if (isMissingDependency(e)) throw e;
      parsesAlone = false;
    }
    if (!parsesAlone) {
      lines[i] = `${m[1]}${JSON.stringify(m[2])}${cr}`;
      return lines.join("\n");
    }
    break;
  }
  return text;
}

/** The first non-empty body line without a leading `#` or list marker. */
export function descriptionFromBody(body: string): string | undefined {
  for (const raw of body.split("\n")) {
    const line = raw
      .trim()
      .replace(/^#+\s*/, "")
      .replace(/^(?:[-*+]|\d+[.)])\s+/, "")
      .trim();
    // Blank lines, rules and code fences say nothing about the command.
    if (line === "" || /^(?:[-*_=`~]\s*){3,}$/.test(line) || /^(?:`{3,}|~{3,})/.test(line)) continue;
    const points = [...line];
    return points.length > MAX_FALLBACK_DESCRIPTION
      ? `${points.slice(0, MAX_FALLBACK_DESCRIPTION - 1).join("")}…`
      : line;
  }
  return undefined;
}

const isScalar = (v: unknown): v is number | boolean | bigint =>
  typeof v === "number" || typeof v === "boolean" || typeof v === "bigint";

/** Parses the text of a command file. Pure; never throws. */
export function parseCommandFile(text: string, options: { path?: string } = {}): ParsedCommandFile {
  const path = options.path;
  const where = path ? ` in ${path}` : "";
  const diagnostics: Diagnostic[] = [];
  const fail = (d: Diagnostic): ParsedCommandFile => ({
    ok: false,
    skills: [],
    disableNoninteractive: false,
    frontmatter: {},
    diagnostics: [...diagnostics, d],
    body: "",
  });
  const source = quoteArgumentHint(text);
  const fm = extractFrontmatter(source, { repair: true });
  let data: Record<string, unknown> = {};
  let body: string;
  switch (fm.kind) {
    case "ok":
      data = fm.data;
      body = source.slice(fm.bodyStart).trim();
      if (fm.repairedKeys.length > 0) {
        diagnostics.push(
          diag(
            "warning",
            CODES.yamlRepaired,
            `Field${fm.repairedKeys.length > 1 ? "s" : ""} ${fm.repairedKeys.map((k) => `'${k}'`).join(", ")}${where} contain ': ' and were read as quoted strings. Quote the value to make this explicit.`,
            path,
          ),
        );
      }
      break;
    case "missing":
      body = source.replace(/^\uFEFF/, "").trim();
      break;
    case "invalid": {
      const at =
        fm.line !== undefined ? ` at line ${fm.line}${fm.column ? `, column ${fm.column}` : ""}` : "";
      return fail(
        diag(
          "error",
          CODES.invalidYaml,
          `Invalid YAML in the frontmatter${where}${at}: ${fm.message}. Quote values that contain ': ' or start with a special character.`,
          path,
        ),
      );
    }
    default:
      return fail(
        diag(
          "error",
          CODES.unclosedFrontmatter,
          `The frontmatter${where} is never closed. Add a line that is exactly '---' after the last field.`,
          path,
        ),
      );
  }

  const frontmatter: Record<string, unknown> = { ...data };
  const unknown = Object.keys(data)
    .filter((k) => !COMMAND_FIELDS.has(k))
    .sort();
  if (unknown.length > 0) {
    diagnostics.push(
      diag(
        "warning",
        CODES.unknownField,
        `Unknown command field${unknown.length > 1 ? "s" : ""} ${unknown.map((k) => `'${k}'`).join(", ")}${where}; ${unknown.length > 1 ? "they are" : "it is"} ignored. Known fields are: ${[...COMMAND_FIELDS].join(", ")}.`,
        path,
      ),
    );
  }
  const wrongType = (key: string, want: string): void => {
    diagnostics.push(
      diag("warning", CODES.invalidFieldType, `Field '${key}'${where} must be ${want}; it is ignored.`, path),
    );
    delete frontmatter[key];
  };
  /** A string field; a list is joined with `join` when given. */
  const text_ = (key: string, join?: (items: string[]) => string): string | undefined => {
    const v = data[key];
    if (v === undefined || v === null) return undefined;
    if (typeof v === "string") return v;
    if (isScalar(v)) {
      frontmatter[key] = String(v);
      return String(v);
    }
    if (join && Array.isArray(v) && v.every((x) => typeof x === "string" || isScalar(x))) {
      const joined = join(v.map(String));
      frontmatter[key] = joined;
      return joined;
    }
    wrongType(key, join ? "a string or a list of strings" : "a string");
    return undefined;
  };

  const argumentHint = text_("argument-hint", (items) => items.map((x) => `[${x}]`).join(" "))?.trim();
  text_("allowed-tools", (items) => items.join(" "));
  text_("model");
  const skillsText = text_("skills", (items) => items.join(","));
  const skills = (skillsText ?? "")
    .split(/[\s,]+/)
    .map((s) => s.trim())
    .filter((s) => s !== "");
  if (skillsText !== undefined) frontmatter.skills = skills;
  let disableNoninteractive = false;
  if (data["disable-noninteractive"] !== undefined && data["disable-noninteractive"] !== null) {
    if (typeof data["disable-noninteractive"] === "boolean")
      disableNoninteractive = data["disable-noninteractive"];
    else wrongType("disable-noninteractive", "true or false");
  }

  let description = text_("description")?.trim();
  if (!description) description = descriptionFromBody(body);
  if (!description) {
    return fail(
      diag(
        "error",
        CODES.missingDescription,
        `Command${where} has no description: add 'description:' to its frontmatter or start the template with a line saying what it does.`,
        path,
      ),
    );
  }
  return {
    ok: true,
    description,
    argumentHint: argumentHint || undefined,
    skills,
    disableNoninteractive,
    frontmatter,
    diagnostics,
    body,
  };
}
