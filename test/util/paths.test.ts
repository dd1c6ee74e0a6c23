import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { isWithin } from "../../src/util/paths.js";

// One meaning of "inside" for every stage (trust, the resource gate, MCP reads, install roots, link,
// the agent's file tools): the edges where the private copies it replaced disagreed.

const cwd = process.cwd();

describe("isWithin(parent, child)", () => {
  it.each([
    // equal: the directory itself is within (a caller that must refuse it checks equality itself)
    ["/a/b", "/a/b", true],
    ["/", "/", true],
    // trailing separator on either side: the same directory
    ["/a/b/", "/a/b", true],
    ["/a/b", "/a/b/", true],
    ["/a/b/", "/a/b/c", true],
    // below
    ["/a/b", "/a/b/c/d", true],
    ["/a/b", "/a/b/..c", true],
    // a sibling whose name starts with the parent's
    ["/a/b", "/a/bc", false],
    ["/a/b/", "/a/bc", false],
    ["/a/b", "/a/b c", false],
    // above, or elsewhere
    ["/a/b", "/a", false],
    ["/a/b", "/x/a/b", false],
    // the root holds everything, and nothing holds it but itself
    ["/", "/etc/passwd", true],
    ["/a", "/", false],
    // `..` and `.` segments are resolved before comparing
    ["/a/b", "/a/b/../c", false],
    ["/a/b", "/a/b/../bc", false],
    ["/a/b", "/a/b/c/..", true],
    ["/a/b", "/a/b/../b/c", true],
    ["/a/./b", "/a/b/c", true],
    ["/a/b/..", "/a/c", true],
    // relative paths are resolved against the working directory, like the absolute ones they name
    ["a/b", "a/b/c", true],
    ["a/b", "a/bc", false],
    ["a/b", "a/b/../../x", false],
    [".", "x", true],
    ["x", ".", false],
    ["a", join(cwd, "a", "x"), true],
    [join(cwd, "a"), "a/x", true],
    ["", cwd, true],
  ] as const)("isWithin(%j, %j) is %s", (parent, child, expected) => {
    expect(isWithin(parent, child)).toBe(expected);
  });
});
