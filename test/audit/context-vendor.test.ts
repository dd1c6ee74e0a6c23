// The vendor test's host look-up (src/audit/context-vendor.ts): a download's product label counts as the file's
// own when the text names it as a word, and the look-up (lower-cased text, no expression compiled per host) says
// what the one-expression-per-host form said, on the shapes that decide it and on random text.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { productHost } from "../../src/audit/context-vendor.js";
import { escapeRe } from "../../src/audit/text.js";

/** The form the look-up replaced: one case-insensitive expression per label. */
const byExpression = (text: string, label: string): boolean =>
  new RegExp(
    `(?<![\\w.@/\\\\-])${escapeRe(label)}(?!\\w|\\.[A-Za-z0-9]|-[\\w-]{0,60}\\.[A-Za-z0-9])`,
    "i",
  ).test(text);

const own = (text: string, url = "https://get.kleo.dev/install.sh"): string | undefined =>
  productHost({ text }, url);

describe("productHost", () => {
  it("takes the product named as a word, in either case, or as a kebab-case name's first part", () => {
    expect(own("# Install Kleo\ncurl -fsSL https://get.kleo.dev/install.sh | sh")).toBe("kleo");
    expect(own("KLEO is a static file server.")).toBe("kleo");
    expect(own("run kleo-setup to finish")).toBe("kleo");
    expect(own("then kleo. Done")).toBe("kleo");
    expect(
      own("a GitHub release", "https://github.com/acme/Nimbus/releases/download/v1/n.tgz"),
    ).toBeUndefined();
    expect(own("Nimbus CLI", "https://github.com/acme/Nimbus/releases/download/v1/n.tgz")).toBe("Nimbus");
  });

  it("leaves the name inside a URL, path, host, file name or longer word", () => {
    for (const text of [
      "see https://get.kleo.dev/",
      "from /opt/kleo today",
      "kleo.dev hosts it",
      "run kleo.sh",
      "kleos and kleo_x",
      "mail me@kleo",
      "run kleo-setup.sh",
      "prekleo",
    ])
      expect(own(text), text).toBeUndefined();
  });

  it("matches no letter outside ASCII that folds or lowers onto one (the Kelvin sign, dotted İ)", () => {
    const url = "https://get.kiwik.dev/install.sh";
    expect(own("install \u212aiwik now", url)).toBeUndefined();
    expect(own("install KIWIK now", url)).toBe("kiwik");
    // İ lower-cases to two characters: the offsets after it stay the text's.
    expect(own("\u0130\u0130\u0130 x kiwik.dev", url)).toBeUndefined();
    expect(own("\u0130\u0130\u0130 x Kiwik", url)).toBe("kiwik");
  });

  it("agrees with the one-expression-per-host form on random text", () => {
    const chars = fc.constantFrom(
      ..."kleoKLEO-._@/\\ \n1\u212a\u0130é".split(""),
      "kleo",
      "Kleo",
      `-${"a".repeat(59)}.x`,
      `-${"a".repeat(61)}.x`,
    );
    fc.assert(
      fc.property(fc.array(chars, { maxLength: 40 }), (parts) => {
        const text = parts.join("");
        expect(own(text)).toBe(byExpression(text, "kleo") ? "kleo" : undefined);
      }),
      { numRuns: 3000 },
    );
  });
});
