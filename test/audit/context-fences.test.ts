// Fenced code blocks of Markdown as the audit's context helpers see them (src/audit/context.ts): the
// fence lines are found by indexOf and kept as line ranges, and must answer as a line-by-line reading of
// the text does (0–3 spaces then ``` or ~~~, closed by a run of the same character at least as long).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { inCodeBlock } from "../../src/audit/context.js";
import { lineStarts } from "../../src/audit/text.js";

/** The reference: every line tested against the fence expression, in order. */
function insideLines(text: string): Set<number> {
  const inside = new Set<number>();
  let open = -1;
  let ticks = "";
  text.split("\n").forEach((line, i) => {
    const m = /^ {0,3}(`{3,}|~{3,})/.exec(line);
    if (open < 0 && m) {
      open = i;
      ticks = m[1]!;
    } else if (open >= 0 && m && m[1]!.startsWith(ticks[0]!) && m[1]!.length >= ticks.length) open = -1;
    else if (open >= 0) inside.add(i);
  });
  return inside;
}

const md = (text: string) => ({ path: "SKILL.md", text, markdown: true });
const lineInside = (text: string, line: number) => inCodeBlock(md(text), lineStarts(text)[line]!);

describe("inCodeBlock (fenced blocks of Markdown)", () => {
  it("counts the lines between the fences, not the fences", () => {
    const text = "intro\n```sh\nrm -rf ~\n```\nafter";
    expect([0, 1, 2, 3, 4].map((l) => lineInside(text, l))).toEqual([false, false, true, false, false]);
  });

  it("closes only on a run of the same character at least as long", () => {
    const text = "````\na\n```\n~~~~\nb\n````\nc";
    expect([0, 1, 2, 3, 4, 5, 6].map((l) => lineInside(text, l))).toEqual([
      false,
      true,
      true,
      true,
      true,
      false,
      false,
    ]);
  });

  it("takes up to three spaces of indent, not four or a tab, and reads CRLF lines", () => {
    expect(lineInside("   ~~~\r\nx\r\n   ~~~\r\n", 1)).toBe(true);
    expect(lineInside("    ```\nx\n```", 1)).toBe(false);
    expect(lineInside("\t```\nx\n", 1)).toBe(false);
    expect(lineInside("x ```\ny\n", 1)).toBe(false);
  });

  it("runs an unclosed block to the end of the file, and ignores files that are not Markdown", () => {
    expect(lineInside("a\n```\nb\nc", 3)).toBe(true);
    expect(inCodeBlock({ path: "x.sh", text: "```\nrm\n", markdown: false }, 4)).toBe(false);
  });

  it("answers as the line-by-line reading on any text of fence characters, spaces and line breaks", () => {
    const piece = fc.constantFrom("`", "``", "```", "````", "~", "~~~", " ", "   ", "\n", "\r\n", "x", "\t");
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 40 }), (pieces) => {
        const text = pieces.join("");
        const ref = insideLines(text);
        const starts = lineStarts(text);
        const file = md(text);
        for (let l = 0; l < starts.length; l++) expect(inCodeBlock(file, starts[l]!)).toBe(ref.has(l));
      }),
      { numRuns: 3000 },
    );
  });
});
