// The Agent Skills field limits a skill entry of the Skills extension must meet: a served skill MUST
// conform, and the official clients check every listed entry (one bad entry fails a whole listing).
// Pure: the frontmatter as the author wrote it in, the problems out, each saying how to fix it.

/** Agent Skills limits, in characters (Unicode code points). */
export const MAX_DESCRIPTION_CHARS = 1024;
export const MAX_COMPATIBILITY_CHARS = 500;

/** Code points, not UTF-16 units: an emoji is one character. */
export function countChars(text: string): number {
  let n = 0;
  for (const _ of text) n++;
  return n;
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

const typeName = (v: unknown): string =>
  v === null ? "null" : Array.isArray(v) ? "a list" : typeof v === "object" ? "a mapping" : `a ${typeof v}`;

function descriptionProblem(description: unknown): string | undefined {
  if (typeof description !== "string" || description.trim() === "") {
    return "SKILL.md has no description; add a description field";
  }
  const n = countChars(description);
  if (n > MAX_DESCRIPTION_CHARS) {
    return `its description is ${n} characters, over the Agent Skills limit of ${MAX_DESCRIPTION_CHARS}; shorten it (details belong in the body)`;
  }
  return undefined;
}

function compatibilityProblem(fm: Record<string, unknown>): string | undefined {
  if (!Object.hasOwn(fm, "compatibility")) return undefined;
  const c = fm.compatibility;
  if (typeof c !== "string" || c === "") {
    return `its compatibility field is ${typeName(c)}${c === "" ? " (empty)" : ""}, not text of 1-${MAX_COMPATIBILITY_CHARS} characters; write it as text or remove it`;
  }
  const n = countChars(c);
  if (n > MAX_COMPATIBILITY_CHARS) {
    return `its compatibility field is ${n} characters, over the Agent Skills limit of ${MAX_COMPATIBILITY_CHARS}; shorten it`;
  }
  return undefined;
}

function metadataProblem(fm: Record<string, unknown>): string | undefined {
  if (!Object.hasOwn(fm, "metadata")) return undefined;
  const m = fm.metadata;
  if (!isPlainObject(m)) {
    return `its metadata field is ${typeName(m)}, not a mapping of strings to strings; fix or remove it`;
  }
  const bad = Object.keys(m).filter((k) => typeof m[k] !== "string");
  if (bad.length === 0) return undefined;
  const shown = bad.slice(0, 3).map((k) => `metadata.${JSON.stringify(k).slice(1, -1)}`);
  const more = bad.length > 3 ? ` and ${bad.length - 3} more` : "";
  return `${shown.join(", ")}${more} ${bad.length === 1 ? "is" : "are"} not text (metadata maps strings to strings); quote ${bad.length === 1 ? "the value" : "the values"}`;
}

/**
 * What keeps a skill's verbatim frontmatter from being a conforming entry, beyond the name (checked
 * where the skill's name is known): empty when it conforms.
 */
export function frontmatterProblems(fm: Record<string, unknown>): readonly string[] {
  const problems: string[] = [];
  // JSON.parse on the host side would turn such a key into the prototype of the frontmatter object.
  if (Object.hasOwn(fm, "__proto__")) problems.push("its frontmatter has a __proto__ field; rename it");
  for (const p of [descriptionProblem(fm.description), compatibilityProblem(fm), metadataProblem(fm)]) {
    if (p !== undefined) problems.push(p);
  }
  return problems;
}
