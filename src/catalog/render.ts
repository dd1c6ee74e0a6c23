import type { Diagnostic, SkillSet } from "../types.js";
import { escapeXml, replaceControls, utf8Bytes } from "../util/xml.js";
import { type BudgetReport, type CatalogEntry, type CatalogOptions, planCatalog } from "./plan.js";

// C2, C3, C5: the text the model sees. Pure: the same SkillSet and options give the same bytes, and
// nothing here reads a body, so a body-only edit never changes the catalog.

/** The default instruction paragraph: agent-neutral, naming a tool only when the host says it has one. */
export function defaultCatalogInstructions(toolName?: string, options: { namesOnly?: boolean } = {}): string {
  const tool = toolName !== undefined && toolName !== "";
  const how = tool
    ? `load it by calling the \`${toolName}\` tool with the skill's name`
    : "read its SKILL.md file at the listed location";
  // Under names-only overflow some entries have no description: say how to learn what they do.
  const namesOnly = options.namesOnly
    ? ` Skills listed without a description did not fit; ${tool ? "load" : "read"} one only when its name suggests it fits the task.`
    : "";
  return (
    "Skills provide specialized instructions and resources for specific tasks. " +
    `When a task matches a skill's description, ${how} before you start, then follow it. ` +
    "Relative paths in a skill resolve against the directory of its SKILL.md. " +
    `Use only the skills listed here.${namesOnly}`
  );
}

export interface Catalog {
  /** Exactly what the model sees; the empty string when no skill is visible. */
  readonly text: string;
  readonly bytes: number;
  readonly entries: readonly CatalogEntry[];
  readonly report: BudgetReport;
  /** One `catalog-budget-exceeded` warning when anything overflowed. */
  readonly diagnostics: readonly Diagnostic[];
}

/** Plans and renders the catalog, returning the text with its budget report and diagnostics. */
export function buildCatalog(set: SkillSet, options: CatalogOptions = {}): Catalog {
  const format = options.format ?? "xml";
  if (!["xml", "markdown", "json"].includes(format)) {
    throw new TypeError(`Unknown catalog format '${format}'. Use xml, markdown or json.`);
  }
  const plan = planCatalog(set, options);
  const shown = plan.entries.filter((e) => e.status !== "dropped");
  const namesOnly = shown.some((e) => e.status === "name-only");
  const instructions = options.instructions ?? defaultCatalogInstructions(options.toolName, { namesOnly });
  const text =
    shown.length === 0
      ? ""
      : format === "xml"
        ? renderXml(shown, instructions)
        : format === "markdown"
          ? renderMarkdown(shown, instructions)
          : renderJson(shown, instructions);
  return {
    text,
    bytes: utf8Bytes(text),
    entries: plan.entries,
    report: plan.report,
    diagnostics: plan.diagnostics,
  };
}

/** The catalog text the model sees. See `buildCatalog` for the report and diagnostics. */
export function renderCatalog(set: SkillSet, options: CatalogOptions = {}): string {
  return buildCatalog(set, options).text;
}

const prefix = (instructions: string): string => (instructions === "" ? "" : `${instructions}\n\n`);

function renderXml(entries: readonly CatalogEntry[], instructions: string): string {
  const items = entries.map((e) => {
    const description =
      e.status === "name-only" ? "" : `    <description>${escapeXml(e.description)}</description>\n`;
    return (
      "  <skill>\n" +
      `    <name>${escapeXml(e.name)}</name>\n` +
      description +
      `    <location>${escapeXml(e.location)}</location>\n` +
      "  </skill>\n"
    );
  });
  return `${prefix(instructions)}<available_skills>\n${items.join("")}</available_skills>\n`;
}

/** One line per skill: newlines in a value are folded so no value can start a line of its own. */
const oneLine = (s: string): string => replaceControls(s.replace(/\s*[\r\n]+\s*/g, " "));

function renderMarkdown(entries: readonly CatalogEntry[], instructions: string): string {
  const lines = entries.map((e) =>
    e.status === "name-only"
      ? `- ${oneLine(e.name)} (file: ${oneLine(e.location)})`
      : `- ${oneLine(e.name)}: ${oneLine(e.description)} (file: ${oneLine(e.location)})`,
  );
  return `${prefix(instructions)}${lines.join("\n")}\n`;
}

function renderJson(entries: readonly CatalogEntry[], instructions: string): string {
  const skills = entries.map((e) =>
    e.status === "name-only"
      ? { name: replaceControls(e.name), location: replaceControls(e.location) }
      : {
          name: replaceControls(e.name),
          description: replaceControls(e.description),
          location: replaceControls(e.location),
        },
  );
  return `${JSON.stringify(instructions === "" ? { skills } : { instructions, skills }, null, 2)}\n`;
}
