import { CODES, type DiagnosticCode, diag, NO_DIAGNOSTICS } from "../diagnostics.js";
import type { Diagnostic, Mode, Severity, ValidationRules } from "../types.js";
import {
  MAX_COMPATIBILITY_LENGTH,
  MAX_DESCRIPTION_LENGTH,
  measure,
  nameProblems,
  normalizeName,
} from "./name.js";

// F4–F8: one rule table, three modes.

/** Fields of the agentskills.io specification (the only ones spec mode accepts). */
export const SPEC_FIELDS: ReadonlySet<string> = new Set([
  "name",
  "description",
  "license",
  "allowed-tools",
  "metadata",
  "compatibility",
]);

/** Host extensions accepted in standard and lenient modes. */
export const EXTENSION_FIELDS: ReadonlySet<string> = new Set([
  "disable-model-invocation",
  "user-invocable",
  "argument-hint",
  "arguments",
  "when_to_use",
  "model",
  "context",
  "agent",
  "paths",
]);

type Level = Severity | "none";

/** The F8 table: severity per code and mode. */
const TABLE: Record<string, Record<Mode, Level>> = {
  [CODES.missingName]: { spec: "error", standard: "warning", lenient: "warning" },
  [CODES.invalidName]: { spec: "error", standard: "error", lenient: "warning" },
  [CODES.nameDirMismatch]: { spec: "error", standard: "warning", lenient: "warning" },
  [CODES.descriptionTooLong]: { spec: "error", standard: "warning", lenient: "warning" },
  [CODES.invalidCompatibility]: { spec: "error", standard: "warning", lenient: "warning" },
  [CODES.unknownField]: { spec: "error", standard: "info", lenient: "none" },
};

export interface FieldContext extends ValidationRules {
  /** Directory holding SKILL.md (for the name fallback and the name-dir match). */
  readonly dirName?: string;
  /** Top-level YAML source text, to recover a coerced scalar's literal spelling. */
  readonly yaml?: string;
  readonly path?: string;
}

export interface FieldResult {
  readonly name?: string;
  readonly description?: string;
  readonly frontmatter: Record<string, unknown>;
  readonly modelInvocable: boolean;
  readonly userInvocable: boolean;
  readonly diagnostics: readonly Diagnostic[];
}

const isScalar = (v: unknown): v is number | boolean | bigint =>
  typeof v === "number" || typeof v === "boolean" || typeof v === "bigint";

/** F7: the literal text of a top-level scalar, as written in the YAML source. */
function sourceText(key: string, value: unknown, yaml: string | undefined): string {
  if (yaml) {
    const escaped = key.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    const m = new RegExp(`^${escaped}[ \\t]*:[ \\t]*(.*?)[ \\t]*(?:[ \\t]#.*)?\\r?$`, "m").exec(yaml);
    if (m?.[1]) return m[1];
  }
  return String(value);
}

/** A diagnostics list that allocates only when something is reported (most skills report nothing). */
class Report {
  list: Diagnostic[] | undefined;
  constructor(
    readonly mode: Mode,
    readonly path: string | undefined,
  ) {}
  push(code: DiagnosticCode, message: string, severity?: Severity): void {
    const level = severity ?? TABLE[code]?.[this.mode] ?? "error";
    if (level === "none") return;
    const d = diag(level, code, message, this.path);
    if (this.list === undefined) this.list = [d];
    else this.list.push(d);
  }
}

const knownField = (k: string, mode: Mode): boolean =>
  SPEC_FIELDS.has(k) || (mode !== "spec" && EXTENSION_FIELDS.has(k));

/** A string-valued field: coerces scalars (F7), rejects maps and lists. */
function stringField(
  data: Record<string, unknown>,
  key: string,
  severityForType: Severity,
  ctx: FieldContext,
  where: string,
  report: Report,
): string | undefined {
  const v = data[key];
  if (v === undefined || v === null) return undefined;
  if (typeof v === "string") return v;
  if (isScalar(v)) {
    const text = sourceText(key, v, ctx.yaml);
    report.push(
      CODES.coercedScalar,
      `Field '${key}' is a ${typeof v} (${text})${where}; it was read as the string "${text}". Quote the value to make this explicit.`,
      "warning",
    );
    return text;
  }
  report.push(
    CODES.invalidFieldType,
    `Field '${key}' must be a string, not a ${Array.isArray(v) ? "list" : "mapping"}${where}.`,
    severityForType,
  );
  return undefined;
}

/** A boolean host extension; the string "true"/"false" is read as the boolean with a warning. */
function boolField(
  data: Record<string, unknown>,
  key: string,
  fallback: boolean,
  where: string,
  report: Report,
): boolean {
  const v = data[key];
  if (v === undefined || v === null) return fallback;
  if (typeof v === "boolean") return v;
  if (typeof v === "string" && /^(true|false)$/i.test(v.trim())) {
    report.push(
      CODES.coercedScalar,
      `Field '${key}' is the string "${v}"${where}; read as a boolean. Write it without quotes.`,
      "warning",
    );
    return v.trim().toLowerCase() === "true";
  }
  report.push(
    CODES.invalidFieldType,
    `Field '${key}' must be true or false${where}; it was ignored.`,
    "warning",
  );
  return fallback;
}

const EXTENSION_STRINGS = ["argument-hint", "when_to_use", "model", "context", "agent"] as const;
const EXTENSION_LISTS = ["arguments", "paths"] as const;

const quoted = (keys: readonly string[]): string => keys.map((k) => `'${k}'`).join(", ");

/**
 * The advice for unknown fields. Custom data belongs under `metadata`; a host extension does not: hosts
 * read it at the top level, so moving `disable-model-invocation` there would silently make a user-only
 * skill visible to the model. Extensions are unknown only in spec mode.
 */
function unknownFieldsMessage(unknown: string[], mode: Mode, where: string): string {
  unknown.sort();
  const allowed = mode === "spec" ? [...SPEC_FIELDS] : [...SPEC_FIELDS, ...EXTENSION_FIELDS];
  const extensions = unknown.filter((k) => EXTENSION_FIELDS.has(k));
  const custom = unknown.filter((k) => !EXTENSION_FIELDS.has(k));
  let text =
    `Unknown frontmatter field${unknown.length > 1 ? "s" : ""} ${quoted(unknown)}${where}. ` +
    `${mode === "spec" ? "The Agent Skills specification allows only" : "Known fields are"}: ${allowed.join(", ")}.`;
  // The fields are named again only beside host extensions (which must stay): a message that ends in
  // the same advice for every skill is printed once when many skills share it.
  if (custom.length > 0)
    text +=
      extensions.length > 0
        ? ` Move custom data (${quoted(custom)}) under 'metadata'.`
        : " Move custom data under 'metadata'.";
  if (extensions.length > 0) {
    text +=
      ` ${quoted(extensions)} ${extensions.length > 1 ? "are host extensions that change" : "is a host extension that changes"} ` +
      "how hosts run the skill: keep it at the top level (under 'metadata' hosts ignore it), and validate " +
      "in standard mode; remove it only if the skill must pass the specification alone.";
  }
  return text;
}

/**
 * Sets a key the YAML gave as an own property. Plain assignment of `__proto__` would replace the
 * object's prototype instead, and every field read from it afterwards (`when_to_use`, `arguments`, …)
 * would come from the skill's own mapping, unvalidated.
 */
function setOwn(o: Record<string, unknown>, key: string, value: unknown): void {
  if (key === "__proto__")
    Object.defineProperty(o, key, { value, enumerable: true, writable: true, configurable: true });
  else o[key] = value;
}

/**
 * Validates and normalises parsed frontmatter. Never throws. Runs once per skill on every load, so it
 * allocates only what it returns (no closures, no diagnostics array unless something is reported).
 */
export function validateFields(data: Record<string, unknown>, ctx: FieldContext): FieldResult {
  const mode = ctx.mode;
  const report = new Report(mode, ctx.path);
  const fm: Record<string, unknown> = {};
  const where = ctx.path ? ` in ${ctx.path}` : "";

  // Order follows the reference validator: unexpected fields, name, description, compatibility, allowed-tools.
  let unknown: string[] | undefined;
  for (const k in data) {
    if (!Object.hasOwn(data, k) || knownField(k, mode)) continue;
    if (unknown === undefined) unknown = [k];
    else unknown.push(k);
  }
  if (unknown !== undefined) report.push(CODES.unknownField, unknownFieldsMessage(unknown, mode, where));
  const name = nameField(data, ctx, where, report);
  const description = descriptionField(data, ctx, where, report);
  if ("compatibility" in data) compatibilityField(data, ctx, where, report, fm);
  if ("allowed-tools" in data) allowedToolsField(data, mode, where, report, fm);
  if ("license" in data) {
    const v = stringField(data, "license", "warning", ctx, where, report);
    if (v !== undefined) fm.license = v;
  }
  if ("metadata" in data && data.metadata !== null) metadataField(data.metadata, mode, where, report, fm);
  const invocable = mode === "spec" ? BOTH_INVOCABLE : hostExtensions(data, ctx, where, report, fm);
  // Unknown fields are kept verbatim for hosts that read their own keys.
  if (unknown !== undefined) for (const k of unknown) setOwn(fm, k, data[k]);
  if (name !== undefined) fm.name = name;
  if (description !== undefined) fm.description = description;

  return {
    name,
    description,
    frontmatter: fm,
    modelInvocable: invocable.modelInvocable,
    userInvocable: invocable.userInvocable,
    diagnostics: report.list ?? NO_DIAGNOSTICS,
  };
}

// The steps of validateFields, in the reference validator's order. Plain functions over the same
// report and frontmatter object: no closures, nothing allocated unless something is reported.

/** `name`: the frontmatter's, or (outside spec mode) the directory's; checked against the name rule. */
function nameField(
  data: Record<string, unknown>,
  ctx: FieldContext,
  where: string,
  report: Report,
): string | undefined {
  const mode = ctx.mode;
  let name: string | undefined;
  const rawName = stringField(data, "name", "error", ctx, where, report);
  const dirName = ctx.dirName !== undefined ? normalizeName(ctx.dirName) : undefined;
  if (rawName === undefined || rawName.trim() === "") {
    if (!("name" in data) || data.name === null || typeof data.name === "string") {
      const fallback = mode !== "spec" && dirName ? ` Using the directory name '${dirName}'.` : "";
      report.push(
        CODES.missingName,
        `Field 'name' is ${"name" in data ? "empty" : "missing"}${where}. Add 'name: ${dirName ?? "my-skill"}' to the frontmatter.${fallback}`,
      );
      if (mode !== "spec") name = dirName;
    }
  } else {
    name = normalizeName(rawName);
  }
  if (name !== undefined) {
    const problems = nameProblems(name, ctx.nameRule, ctx.lengthUnit);
    if (problems.length > 0) {
      report.push(
        CODES.invalidName,
        `Skill name '${name}' is invalid${where}: ${problems.join("; ")}. ` +
          "Use lowercase letters, digits and single hyphens, at most 64 characters (e.g. 'pdf-tools').",
      );
    }
    if (dirName !== undefined && rawName !== undefined && rawName.trim() !== "" && dirName !== name) {
      report.push(
        CODES.nameDirMismatch,
        `Skill name '${name}' does not match its directory name '${dirName}'${where}. Rename the directory or the skill so they are equal.`,
      );
    }
  }
  return name;
}

/** `description`: required; too long only warns outside spec mode. */
function descriptionField(
  data: Record<string, unknown>,
  ctx: FieldContext,
  where: string,
  report: Report,
): string | undefined {
  const rawDescription = stringField(data, "description", "error", ctx, where, report);
  let description: string | undefined;
  if (rawDescription === undefined || rawDescription.trim() === "") {
    if (
      !(data.description !== undefined && data.description !== null && typeof data.description === "object")
    ) {
      report.push(
        CODES.missingDescription,
        `Field 'description' is ${"description" in data ? "empty" : "missing"}${where}. ` +
          "Add a description saying what the skill does and when to use it; the model chooses skills by it.",
        "error",
      );
    }
  } else {
    description = rawDescription.trim();
    const length = measure(rawDescription, ctx.lengthUnit);
    if (length > MAX_DESCRIPTION_LENGTH) {
      report.push(
        CODES.descriptionTooLong,
        `Description is ${length} ${ctx.lengthUnit === "byte" ? "bytes" : "characters"} long${where}; the limit is ${MAX_DESCRIPTION_LENGTH}. ` +
          "Shorten it and move detail into the body.",
      );
    }
  }
  return description;
}

/** `compatibility`: 1–500 characters when present. */
function compatibilityField(
  data: Record<string, unknown>,
  ctx: FieldContext,
  where: string,
  report: Report,
  fm: Record<string, unknown>,
): void {
  const mode = ctx.mode;
  const c = stringField(data, "compatibility", mode === "spec" ? "error" : "warning", ctx, where, report);
  const length = c === undefined ? 0 : measure(c, ctx.lengthUnit);
  if (c !== undefined && (c.trim() === "" || length > MAX_COMPATIBILITY_LENGTH)) {
    report.push(
      CODES.invalidCompatibility,
      `Field 'compatibility' ${c.trim() === "" ? "is empty" : `is ${length} characters long`}${where}; it must be 1–${MAX_COMPATIBILITY_LENGTH} characters.`,
    );
  } else if (c === undefined && data.compatibility === null) {
    report.push(
      CODES.invalidCompatibility,
      `Field 'compatibility' is empty${where}; remove it or describe the requirements.`,
    );
  }
  if (c !== undefined) fm.compatibility = c;
}

/** `allowed-tools`: allowed-tools: a space-separated string; a YAML list of strings is accepted and joined. */
function allowedToolsField(
  data: Record<string, unknown>,
  mode: Mode,
  where: string,
  report: Report,
  fm: Record<string, unknown>,
): void {
  const v = data["allowed-tools"];
  const typeSeverity: Severity = mode === "spec" ? "error" : "warning";
  if (Array.isArray(v)) {
    if (v.every((x) => typeof x === "string")) fm["allowed-tools"] = v.join(" ");
    else
      report.push(
        CODES.invalidFieldType,
        `Field 'allowed-tools' list items must all be strings${where}.`,
        typeSeverity,
      );
  } else if (typeof v === "string") fm["allowed-tools"] = v;
  else if (v !== null) {
    report.push(
      CODES.invalidFieldType,
      `Field 'allowed-tools' must be either a string or a list of strings${where}, not ${typeof v === "object" ? "a mapping" : `a ${typeof v}`}.`,
      typeSeverity,
    );
  }
}

/** `metadata`: metadata: string → string map; scalar values are coerced. */
function metadataField(
  m: unknown,
  mode: Mode,
  where: string,
  report: Report,
  fm: Record<string, unknown>,
): void {
  if (typeof m !== "object" || Array.isArray(m)) {
    report.push(
      CODES.invalidFieldType,
      `Field 'metadata' must be a mapping of strings${where}.`,
      mode === "spec" ? "error" : "warning",
    );
  } else {
    const meta: Record<string, string> = {};
    let coerced: string[] | undefined;
    for (const [k, value] of Object.entries(m as Record<string, unknown>)) {
      if (typeof value === "string") setOwn(meta, k, value);
      else if (isScalar(value) || value === null) {
        setOwn(meta, k, value === null ? "" : String(value));
        if (coerced === undefined) coerced = [k];
        else coerced.push(k);
      } else {
        report.push(
          CODES.invalidFieldType,
          `metadata.${k} must be a string, not a ${Array.isArray(value) ? "list" : "mapping"}${where}; it was left out.`,
          "warning",
        );
      }
    }
    if (coerced !== undefined) {
      report.push(
        CODES.coercedScalar,
        `metadata value${coerced.length > 1 ? "s" : ""} ${coerced.map((k) => `'${k}'`).join(", ")} ${coerced.length > 1 ? "are" : "is"} not a string${where}; read as text. Quote ${coerced.length > 1 ? "them" : "it"}.`,
        "warning",
      );
    }
    fm.metadata = meta;
  }
}

const BOTH_INVOCABLE = { modelInvocable: true, userInvocable: true } as const;

/** The host extensions (standard and lenient modes): invocation flags, strings and lists. */
function hostExtensions(
  data: Record<string, unknown>,
  ctx: FieldContext,
  where: string,
  report: Report,
  fm: Record<string, unknown>,
): { modelInvocable: boolean; userInvocable: boolean } {
  const modelInvocable = !boolField(data, "disable-model-invocation", false, where, report);
  const userInvocable = boolField(data, "user-invocable", true, where, report);
  if ("disable-model-invocation" in data) fm["disable-model-invocation"] = !modelInvocable;
  if ("user-invocable" in data) fm["user-invocable"] = userInvocable;
  for (const key of EXTENSION_STRINGS) {
    if (!(key in data)) continue;
    const v = stringField(data, key, "warning", ctx, where, report);
    if (v !== undefined) fm[key] = v;
  }
  for (const key of EXTENSION_LISTS) {
    if (!(key in data)) continue;
    const v = data[key];
    if (typeof v === "string") fm[key] = v.split(/[\s,]+/).filter(Boolean);
    else if (Array.isArray(v) && v.every((x) => typeof x === "string")) fm[key] = [...v];
    else if (v !== null) {
      report.push(
        CODES.invalidFieldType,
        `Field '${key}' must be a list of strings or a space-separated string${where}; it was ignored.`,
        "warning",
      );
    }
  }
  return { modelInvocable, userInvocable };
}
