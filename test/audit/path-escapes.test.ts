// pathEscapes (src/audit/detectors/files.ts) tries its expression only where a `../` is: it must find what the
// expression finds scanned over the whole text.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { pathEscapes } from "../../src/audit/detectors/files.js";

/** The expression read over the whole text, as the rule did before. */
function whole(path: string, text: string): { index: number; length: number }[] {
  const depth = path.split("/").length;
  const out: { index: number; length: number }[] = [];
  for (const m of text.matchAll(/(?<![\w.])(?:\.\.[/\\]){1,}[\w.~-]*/g)) {
    const ups = (m[0].match(/\.\.[/\\]/g) ?? []).length;
    if (ups > depth) out.push({ index: m.index, length: m[0].length });
  }
  return out;
}

describe("pathEscapes", () => {
  it("property: the same climbs as the expression over the whole text", () => {
    const piece = fc.constantFrom(
      "../",
      "..\\",
      "..",
      ".",
      "/",
      "\\",
      "a",
      "_",
      "~",
      "-",
      " ",
      "\n",
      "é",
      "x/",
    );
    const path = fc.constantFrom("SKILL.md", "docs/a.md", "scripts/deep/run.sh");
    fc.assert(
      fc.property(path, fc.array(piece, { maxLength: 24 }), (p, xs) => {
        const text = xs.join("");
        expect(pathEscapes({ path: p, text, markdown: true })).toEqual(whole(p, text));
      }),
      { numRuns: 4000 },
    );
  });

  it("a climb glued to a name is not one; two levels up from the top folder is", () => {
    const text = "see a../../b and ../../../etc/passwd or ..\\..\\win";
    const got = pathEscapes({ path: "SKILL.md", text, markdown: true }).map((h) =>
      text.slice(h.index, h.index + h.length),
    );
    expect(got).toEqual(["../../../etc", "..\\..\\win"]);
  });
});
