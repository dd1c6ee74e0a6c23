// bench/audit-wide-chars.mjs reads which characters outside ASCII the audit's sources name: the proof a
// one-byte twin of a text (DEVELOPERS.md, "Performance of the audit") needs. These sources are written here.
import { spawnSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { REPO, tmp } from "../helpers/index.js";

const SCRIPT = join(REPO, "bench", "audit-wide-chars.mjs");
const run = (...args: string[]) => spawnSync(process.execPath, [SCRIPT, ...args], { encoding: "utf8" });

/** The places in one source file that name each of `chars` (line numbers), and the properties it uses. */
function namedIn(source: string, chars: string): { lines: Record<string, number[]>; properties: string[] } {
  const src = tmp();
  mkdirSync(join(src, "detectors"));
  writeFileSync(join(src, "detectors", "x.ts"), source);
  const sites = run("--src", src, "--sites", chars);
  expect(sites.status).toBe(0);
  const lines: Record<string, number[]> = {};
  let at = "";
  for (const line of sites.stdout.split("\n")) {
    const head = /^(\S+) U\+[0-9A-F]+: /u.exec(line);
    if (head) {
      at = head[1]!;
      lines[at] = [];
    }
    const place = /x\.ts:(\d+)/.exec(line);
    if (place && at) lines[at]!.push(Number(place[1]));
  }
  const json = run("--src", src, "--json");
  return { lines, properties: (JSON.parse(json.stdout) as { properties: string[] }).properties };
}

describe("bench/audit-wide-chars.mjs", () => {
  it("reads expression literals: characters, escapes, class ranges and properties", () => {
    const n = namedIn("const A = /a—b|[\\u2500-\\u257f]|\\p{Script=Greek}|\\u{1F600}/u;\n", "—┼😀∴");
    expect(n.lines).toEqual({ "—": [1], "┼": [1], "😀": [1], "∴": [] });
    expect(n.properties).toContain("Script=Greek");
  });

  it("reads strings and String.raw templates as expression sources, and charCode literals", () => {
    const n = namedIn(
      [
        'const B = "\\\\u2190";',
        "const C = String.raw`[\\u2191-\\u2199]\\p{L}`;",
        "const D = (c: number) => c === 0x3002;",
      ].join("\n"),
      "←↕。",
    );
    expect(n.lines).toEqual({ "←": [1], "↕": [2], "。": [3] });
    expect(n.properties).toContain("L");
  });

  it("does not read a range outside a class, nor a finding's why", () => {
    const n = namedIn('const E = /a-→/;\nconst F = { why: "x ← y" };\n', "→←✓");
    expect(n.lines).toEqual({ "→": [1], "←": [], "✓": [] });
  });

  it("finds U+00A4 named by nothing in the audit's sources (the stand-in a twin would use)", () => {
    const r = run("--check");
    expect(r.stderr).toBe("");
    expect(r.status).toBe(0);
  });
});
