import fc from "fast-check";
import { dump } from "js-yaml";
import { describe, expect, it } from "vitest";
import { splitArguments } from "../../src/format/arguments.js";
import { extractBody, extractFrontmatter } from "../../src/format/frontmatter.js";
import { decodeShareLink, encodeShareLink, parseSlashCommand, ShareLinkError } from "../../src/index.js";

// Property-based tests: the parsers that face untrusted text never throw anything but their documented
// errors, and what is encoded decodes back.

const KINDS = ["ok", "missing", "unclosed", "invalid", "need-more"];

/** Text that looks like a SKILL.md often enough to reach every branch of the extractor. */
const skillish = fc
  .array(
    fc.oneof(
      fc.constantFrom(
        "---",
        "---\n",
        "\n",
        "\r\n",
        "\r",
        "----",
        "--- ",
        "---x",
        ": ",
        ":",
        " ",
        "\t",
        "'",
        '"',
      ),
      fc.constantFrom(
        "name: x\n",
        "description: Use when: y\n",
        "a: [1, 2\n",
        "- item\n",
        "&a x\n",
        "*a\n",
        "|\n",
        "? k\n",
      ),
      fc.constantFrom("\uFEFF", "#", "{", "}", "!!binary", "%YAML 1.2\n", "\\", "\0", "\u2028"),
      fc.string({ unit: "binary", maxLength: 8 }),
    ),
    { maxLength: 40 },
  )
  .map((parts) => parts.join(""));

const key = fc.stringMatching(/^[a-z][a-z0-9_-]{0,15}$/);
const value = fc.string({ unit: "binary", maxLength: 40 });

describe("F2/F3 properties: extractFrontmatter", () => {
  it("F2: never throws; returns a documented kind; ok data is a mapping and the body starts inside the text", () => {
    fc.assert(
      fc.property(
        fc.oneof(skillish, fc.string({ unit: "binary" })),
        fc.boolean(),
        fc.boolean(),
        (text, complete, repair) => {
          const r = extractFrontmatter(text, { complete, repair });
          expect(KINDS).toContain(r.kind);
          if (r.kind === "ok") {
            expect(typeof r.data === "object" && r.data !== null && !Array.isArray(r.data)).toBe(true);
            expect(r.bodyStart).toBeGreaterThanOrEqual(0);
            expect(r.bodyStart).toBeLessThanOrEqual(text.length);
          }
          if (complete) expect(r.kind).not.toBe("need-more");
          expect(typeof extractBody(text)).toBe("string");
        },
      ),
      { numRuns: 500 },
    );
  });

  it("F2: round-trip: a dumped mapping between --- lines comes back equal, with the body after it; BOM, blank lines and CRLF allowed", () => {
    fc.assert(
      fc.property(
        fc.dictionary(key, value, { minKeys: 1, maxKeys: 6 }),
        fc.string({ unit: "binary", maxLength: 200 }),
        fc.constantFrom("", "\uFEFF", "\n\n", "\uFEFF \r\n"),
        fc.boolean(),
        (data, body, prefix, crlf) => {
          const yaml = dump(data, { lineWidth: -1 });
          const nl = crlf ? "\r\n" : "\n";
          const text = `${prefix}---${nl}${crlf ? yaml.replace(/\n/g, "\r\n") : yaml}---${nl}${body}`;
          const r = extractFrontmatter(text);
          expect(r.kind).toBe("ok");
          if (r.kind !== "ok") return;
          if (!crlf) expect(r.data).toEqual(data); // CRLF inside a block scalar changes its text by design
          expect(text.slice(r.bodyStart)).toBe(body);
          expect(extractBody(text)).toBe(body.trim());
        },
      ),
      { numRuns: 300 },
    );
  });

  it("F2: a head of the file never disagrees with the whole file: ok on a prefix means the same result on the text", () => {
    fc.assert(
      fc.property(skillish, fc.nat(), fc.boolean(), (text, cut, repair) => {
        const head = text.slice(0, cut % (text.length + 1));
        const partial = extractFrontmatter(head, { complete: false, repair });
        if (partial.kind !== "ok") return;
        const full = extractFrontmatter(text, { repair });
        expect(full).toEqual(partial);
      }),
      { numRuns: 500 },
    );
  });
});

describe("A4 properties: splitArguments", () => {
  const word = fc.string({ unit: "binary", maxLength: 12 });
  const shellQuote = (w: string) => `'${w.replace(/'/g, "'\\''")}'`;

  it("A4: never throws and returns strings, for any input", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ unit: "binary" }),
          fc.array(fc.constantFrom("'", '"', "\\", " ", "a", "\t", "\n")).map((a) => a.join("")),
        ),
        (input) => {
          const words = splitArguments(input);
          expect(Array.isArray(words)).toBe(true);
          for (const w of words) expect(typeof w).toBe("string");
        },
      ),
      { numRuns: 500 },
    );
  });

  it("A4: round-trip: single-quoted words joined by whitespace split back into the same words", () => {
    fc.assert(
      fc.property(fc.array(word, { maxLength: 8 }), fc.constantFrom(" ", "  ", "\t", "\n"), (words, gap) => {
        expect(splitArguments(words.map(shellQuote).join(gap))).toEqual(words);
      }),
      { numRuns: 500 },
    );
  });

  it('A4: double quotes with escaped " and \\ round-trip too; plain words split on whitespace', () => {
    const dq = (w: string) => `"${w.replace(/[\\"]/g, "\\$&")}"`;
    fc.assert(
      fc.property(fc.array(word, { maxLength: 8 }), (words) => {
        expect(splitArguments(words.map(dq).join(" "))).toEqual(words);
      }),
      { numRuns: 300 },
    );
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[A-Za-z0-9._,:=+/-]{1,10}$/), { maxLength: 8 }), (words) => {
        expect(splitArguments(words.join(" "))).toEqual(words);
      }),
    );
  });
});

describe("S1 properties: parseSlashCommand", () => {
  // JavaScript's \s: what the parser treats as whitespace.
  const isSpace = (c: string) => /\s/.test(c);
  const token = fc
    .string({ unit: "binary", minLength: 1, maxLength: 20 })
    .filter((t) => ![...t].some(isSpace));
  const gap = fc.constantFrom(" ", "  ", "\t", "\n", "\u00a0", "\u3000", " \r\n ");

  it("S1: never throws; a result always has a whitespace-free token and trimmed args taken from the input", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ unit: "binary" }),
          fc.string({ unit: "binary" }).map((s) => `/${s}`),
        ),
        (input) => {
          const r = parseSlashCommand(input);
          if (r === undefined) return;
          expect(input.startsWith(`/${r.token}`)).toBe(true);
          expect(r.token.length).toBeGreaterThan(0);
          expect([...r.token].some(isSpace)).toBe(false);
          expect(r.args).toBe(r.args.trim());
          expect(r.args).toBe(input.slice(1 + r.token.length).trim());
        },
      ),
      { numRuns: 1000 },
    );
  });

  it("S1: round-trip: /TOKEN, whitespace, ARGS gives back the token and the args verbatim (trimmed)", () => {
    fc.assert(
      fc.property(token, gap, fc.string({ unit: "binary", maxLength: 60 }), (t, g, args) => {
        expect(parseSlashCommand(`/${t}${g}${args}`)).toEqual({ token: t, args: args.trim() });
        expect(parseSlashCommand(`/${t}`)).toEqual({ token: t, args: "" });
      }),
      { numRuns: 500 },
    );
  });

  it("S1: text that does not start with '/' followed by a non-space is never a command", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary" }), (s) => {
        fc.pre(!s.startsWith("/") || s.length === 1 || isSpace(s[1]!));
        expect(parseSlashCommand(s)).toBeUndefined();
      }),
      { numRuns: 500 },
    );
  });
});

describe("share link properties", () => {
  const name = fc.stringMatching(/^[a-z0-9]{1,10}(-[a-z0-9]{1,10}){0,3}$/);
  const description = fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9 ,.]{0,80}$/);
  const body = fc.string({ unit: "binary", maxLength: 300 }).filter((s) => !s.includes("\0"));
  const skillText = fc
    .tuple(name, description, body)
    .map(([n, d, b]) => `---\nname: ${n}\ndescription: ${JSON.stringify(d)}\n---\n${b}`);

  const onlyShareErrors = (f: () => unknown) => {
    try {
      f();
    } catch (e) {
      if (!(e instanceof ShareLinkError)) throw e;
      expect(e.code).toMatch(/^share-link-[a-z0-9-]+$/);
    }
  };

  it("share: encode/decode round-trips every valid skill text", () => {
    fc.assert(
      fc.property(skillText, (text) => {
        const link = encodeShareLink(text);
        expect(link).toMatch(/^skillport:\/\/skill\?data=[A-Za-z0-9_-]*$/);
        expect(decodeShareLink(link).text).toBe(text);
        expect(decodeShareLink(link.replace(/^skillport:/, "zed:")).text).toBe(text);
      }),
      { numRuns: 300 },
    );
  });

  it("share: any string decodes or throws a ShareLinkError; nothing else escapes", () => {
    const noise = fc.oneof(
      fc.string({ unit: "binary" }),
      fc
        .string({ unit: fc.constantFrom("A", "z", "0", "-", "_", "=", "+", "/", "%", "&", " ", "?") })
        .map((d) => `skillport://skill?data=${d}`),
      fc
        .tuple(
          fc.constantFrom("skillport", "zed", "ZED", "http", ""),
          fc.constantFrom("skill", "SKILL", "skill/", "x", ""),
          fc.string(),
        )
        .map(([s, h, q]) => `${s}://${h}?${q}`),
    );
    fc.assert(
      fc.property(noise, (link) => onlyShareErrors(() => decodeShareLink(link))),
      { numRuns: 1000 },
    );
  });

  it("share: a one-character change to a valid link decodes to a valid skill or throws a ShareLinkError, and a decoded link is canonical", () => {
    fc.assert(
      fc.property(skillText, fc.nat(), fc.constantFrom("A", "_", "-", "=", "!", ""), (text, at, ch) => {
        const link = encodeShareLink(text);
        const i = "skillport://skill?data=".length + (at % (link.length - 22));
        const mutated = link.slice(0, i) + ch + link.slice(i + 1);
        onlyShareErrors(() => {
          const d = decodeShareLink(mutated);
          expect(encodeShareLink(d.text)).toBe(mutated);
        });
      }),
      { numRuns: 500 },
    );
  });
});
