// What the index reads for each skill: its metadata fields, the bounded text of its body (headings and
// opening prose, read once through the SkillSet's body reader and then dropped), and, for hybrid
// ranking, one embedding. Skills are read here; the saved index (snapshot.ts) is the search module's
// only other I/O.

import type { Skill, SkillSet } from "../types.js";
import { mapLimit } from "./engine.js";
import { type Embedder, normalize } from "./fusion.js";
import { extractBodyText, extractHeadings } from "./text.js";

/** The `when_to_use` frontmatter field as text (a list of strings is joined). */
export function whenToUse(skill: Skill): string {
  const v = skill.frontmatter.when_to_use;
  if (typeof v === "string") return v;
  if (Array.isArray(v)) return v.filter((x) => typeof x === "string").join("\n");
  return "";
}

/** The text an embedder sees for a skill: name words, description, when_to_use. */
export function embeddingText(skill: Skill): string {
  const w = whenToUse(skill);
  return `${skill.name.replace(/[-_:]+/g, " ")}: ${skill.description}${w ? `\n${w}` : ""}`;
}

/** The metadata fields of a skill, in SEARCH_FIELDS order up to `when_to_use`. */
export const metadataFields = (skill: Skill): string[] => [skill.name, skill.description, whenToUse(skill)];

export interface BodyReading {
  readonly headings: boolean;
  readonly body: boolean;
  readonly maxHeadings?: number;
  readonly maxHeadingLength?: number;
  readonly maxBodyWords?: number;
  readonly concurrency: number;
}

export interface BodyFields {
  readonly headings: string;
  readonly body: string;
}

const NONE: BodyFields = { headings: "", body: "" };

/** The fields of a body that could not be read: empty, and never saved in an index snapshot. */
export const UNREAD: BodyFields = { headings: "", body: "" };

/** The headings and bounded body text of each skill; an unreadable body gives empty fields. */
export async function readBodyFields(
  set: SkillSet,
  skills: readonly Skill[],
  reading: BodyReading,
): Promise<BodyFields[]> {
  if (!reading.headings && !reading.body) return skills.map(() => NONE);
  return mapLimit(skills, reading.concurrency, async (skill) => {
    try {
      const text = await set.readBody(skill);
      return {
        headings: reading.headings
          ? extractHeadings(text, {
              maxHeadings: reading.maxHeadings,
              maxHeadingLength: reading.maxHeadingLength,
            }).join("\n")
          : "",
        body: reading.body ? extractBodyText(text, { maxWords: reading.maxBodyWords }) : "",
      };
    } catch {
      // An unreadable body is reported by activation; search still finds the skill by its metadata.
      return UNREAD;
    }
  });
}

/** One unit vector per skill from the host's embedder, in batches; none without an embedder. */
export async function embedSkills(
  embed: Embedder | undefined,
  skills: readonly Skill[],
  batch: number,
): Promise<(Float32Array | undefined)[]> {
  if (!embed || skills.length === 0) return skills.map(() => undefined);
  const out: Float32Array[] = [];
  for (let i = 0; i < skills.length; i += batch) {
    const chunk = skills.slice(i, i + batch);
    const vs = await embed(chunk.map(embeddingText));
    if (vs.length !== chunk.length) {
      throw new TypeError(`The embedder returned ${vs.length} vectors for ${chunk.length} texts.`);
    }
    for (const v of vs) out.push(normalize(v));
  }
  return out;
}
