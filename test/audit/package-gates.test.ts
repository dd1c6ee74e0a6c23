// The package-source rules' cheap tests before their expressions (custom-package-index, package-index-company):
// a line holding no `://` is not given to INDEX_INSTALL, and the text before a URL is given to SOURCE_BEFORE only
// when it ends in a character one of its shapes can end in. Both answer as the expressions do on any text.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { INDEX_INSTALL } from "../../src/audit/detectors/package-index.js";
import { SOURCE_BEFORE, sourceShape } from "../../src/audit/detectors/package-sources.js";

/** Pieces of install commands, settings and prose, and the characters a URL may follow. */
const PIECES = [
  "pip install ",
  "pip3 install -i ",
  "python -m pip install --index-url ",
  "--extra-index-url=",
  "--registry ",
  "npm config set registry ",
  "registry=",
  "registry: ",
  "index-url = ",
  "PIP_INDEX_URL=",
  "GOPROXY=",
  "url = '",
  '"url": "',
  'value="',
  "<url>",
  "deb [trusted=yes] ",
  "baseurl=",
  "  - ",
  "- '",
  "source 'https",
  "source(",
  "conda install -c ",
  "choco install x -s ",
  "gem sources --add ",
  "poetry source add acme ",
  "brew tap acme/tools ",
  '["pip", "install", "',
  "sparse+",
  "git+",
  "registry+",
  "https://",
  "http://",
  "https:/",
  ":/",
  "/",
  ".tgz",
  ".whl",
  "https://pypi.acme.io/simple",
  "[docs](",
  "(",
  "<",
  "`",
  "'",
  '"',
  "=",
  ":",
  "[",
  "]",
  ">",
  "+",
  " ",
  "\t",
  "\r",
  "\u00a0",
  "\u2028",
  "\u3000",
  "ſ",
  "é",
  "—",
  "see ",
  "the mirror at ",
  "acme",
  "x",
];
const text = fc.array(fc.constantFrom(...PIECES), { maxLength: 14 }).map((p) => p.join(""));

describe("package-source gates", () => {
  it("sourceShape answers as SOURCE_BEFORE does on the 220 characters before a URL", () => {
    fc.assert(
      fc.property(text, (t) => {
        const before = t.slice(-220);
        const want = SOURCE_BEFORE.exec(before);
        const got = sourceShape(before);
        expect(got?.[0]).toBe(want?.[0]);
        expect(got?.index).toBe(want?.index);
      }),
      { numRuns: 4000 },
    );
  });

  it("INDEX_INSTALL matches only a text holding `://`", () => {
    fc.assert(
      fc.property(text, (t) => {
        INDEX_INSTALL.lastIndex = 0;
        const matched = INDEX_INSTALL.test(t);
        INDEX_INSTALL.lastIndex = 0;
        if (matched) expect(t.includes("://")).toBe(true);
      }),
      { numRuns: 4000 },
    );
  });

  it("SOURCE_BEFORE's matches end where the gate looks", () => {
    // Shapes that match, each ending in one of the gate's characters (a check that the pieces reach them).
    for (const before of [
      "pip install -i ",
      "registry=",
      "<url>",
      "deb [trusted=yes] ",
      'value="',
      "registry=git+",
    ])
      expect(sourceShape(`see ${before}`)).not.toBeNull();
    for (const before of ["[docs](", "see <", "run `"]) expect(sourceShape(before)).toBeNull();
  });
});
