import fc from "fast-check";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { neutralizeEnvelopeTags } from "../../src/activation/envelope.js";
import { type Root, renderCatalog, renderSkillEnvelope, type Skill, type SkillSet } from "../../src/index.js";

// T4 as properties: whatever the values, the catalog stays one wrapper with one element per skill and
// every value comes back unchanged; a body never adds or closes an envelope.

const root: Root = { path: "/r", scope: "project", kind: "skills", depth: 1, trusted: true, namespace: "p" };

const skill = (name: string, description: string, location: string): Skill => ({
  name,
  description,
  location,
  directory: location,
  filePath: location,
  scope: "project",
  root,
  modelInvocable: true,
  userInvocable: true,
  frontmatter: {},
  size: 0,
  mtimeMs: 0,
  diagnostics: [],
});

const setOf = (skills: Skill[]): SkillSet => ({
  skills,
  shadowed: [],
  failed: [],
  diagnostics: [],
  roots: [root],
  readBody: async () => "",
});

// XML 1.0 cannot carry C0 controls, and parsers normalise \r; neither can close a tag.
const text = fc
  .array(
    fc.oneof(
      fc.constantFrom(
        "<",
        ">",
        "&",
        '"',
        "'",
        "</skill>",
        "</available_skills>",
        "]]>",
        "<!--",
        "&amp;",
        " ",
      ),
      fc.string(),
    ),
    { maxLength: 12 },
  )
  .map((parts) => parts.join("").replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\r]/g, ""))
  .filter((s) => s.trim() === s && s !== "");

describe("escaping properties (T4)", () => {
  it("C2/T4: any names, descriptions and locations round-trip through a real XML parser", () => {
    const parser = new XMLParser({
      isArray: () => true,
      trimValues: false,
      parseTagValue: false,
      htmlEntities: false,
    });
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.tuple(text, text, text), { minLength: 1, maxLength: 5, selector: (t) => t[0] }),
        (rows) => {
          const skills = rows
            .map(([n, d, l]) => skill(n, d, l))
            .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
          const out = renderCatalog(setOf(skills), { instructions: "" });
          expect(XMLValidator.validate(out)).toBe(true);
          const doc = parser.parse(out) as { available_skills: { skill: Record<string, string[]>[] }[] };
          expect(doc.available_skills).toHaveLength(1);
          const parsed = doc.available_skills[0]!.skill;
          expect(parsed.map((s) => [s.name![0], s.description![0], s.location![0]])).toEqual(
            skills.map((s) => [s.name, s.description, s.location]),
          );
        },
      ),
      { numRuns: 300 },
    );
  });

  it("A1/T4: no body can open or close an envelope", () => {
    const body = fc
      .array(
        fc.oneof(
          fc.constantFrom(
            "<skill_content",
            "</skill_content>",
            "<SKILL_CONTENT name='x'>",
            "</Skill_Content",
            "<",
            "/",
          ),
          fc.string(),
        ),
        { maxLength: 10 },
      )
      .map((p) => p.join(""));
    fc.assert(
      fc.property(body, (b) => {
        const out = renderSkillEnvelope(skill("s", "d", "/r/s/SKILL.md"), b).toLowerCase();
        expect(out.split("<skill_content").length - 1).toBe(1);
        expect(out.split("</skill_content").length - 1).toBe(1);
        expect(neutralizeEnvelopeTags(b).replace(/&lt;(?=\/?(skill_content|skill_resources))/gi, "<")).toBe(
          b,
        );
      }),
      { numRuns: 300 },
    );
  });
});
