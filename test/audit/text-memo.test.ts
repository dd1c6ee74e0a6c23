import { describe, expect, it } from "vitest";
import { memoByText, textSet } from "../../src/audit/text-memo.js";

describe("answers kept by text", () => {
  it("are the test's, per file, and asked once per text", () => {
    let asked = 0;
    const has = memoByText((t: string) => {
      asked++;
      return t.includes("x");
    });
    const a = {};
    const b = {};
    expect([has(a, "ax"), has(a, "ab"), has(a, "ax"), has(b, "ax")]).toEqual([true, false, true, true]);
    expect(asked).toBe(3);
  });

  it("a set of texts per file and key", () => {
    const file = {};
    const re = /x/g;
    textSet(file, re).add("a");
    expect(textSet(file, re).has("a")).toBe(true);
    expect(textSet(file, /x/g).has("a")).toBe(false);
    expect(textSet({}, re).has("a")).toBe(false);
  });
});
