import { describe, expect, it } from "vitest";
import { loadSkills } from "../../src/load.js";
import { Bm25Index } from "../../src/search/bm25.js";
import { chooseTerms, queryTerms, type TermStatistics } from "../../src/search/query.js";
import { createSearchIndex } from "../../src/search/search-index.js";
import { QUERY_LIMITS } from "../../src/search/text.js";
import { skillMd, tmp, writeTree } from "../helpers/index.js";

// Long queries (a pasted task statement) keep their most informative words, not their first ones.

const stats = (df: Record<string, number>, documentCount = 100): TermStatistics => ({
  documentCount,
  documentFrequency: (t) => df[t] ?? 0,
  knowsPrefix: (t) => Object.keys(df).some((k) => k.startsWith(t)),
});

describe("query terms", () => {
  it("collapse repeats, counting them, in order of first occurrence", () => {
    expect(queryTerms("Charts, more charts: the CHART of charts")).toEqual([
      { term: "chart", count: 4, first: 0 },
      { term: "more", count: 1, first: 1 },
    ]);
  });

  it("drop the tails of contractions as filler", () => {
    expect(queryTerms("won't it's I'm we'll isn't").map((t) => t.term)).toEqual(["won", "isn"]);
  });

  it("keep every term when they fit, in query order", () => {
    const terms = queryTerms("alpha beta gamma");
    expect(chooseTerms(terms, stats({}), 3)).toEqual(terms);
  });

  it("keep the rarest when they do not fit; prefixes of known words next, unknown words last", () => {
    const terms = queryTerms("common usual rare zzzunknown kube");
    const df = stats({ common: 90, usual: 50, rare: 2, kubernetes: 3 });
    expect(chooseTerms(terms, df, 2).map((t) => t.term)).toEqual(["usual", "rare"]);
    expect(chooseTerms(terms, df, 4).map((t) => t.term)).toEqual(["common", "usual", "rare", "kube"]);
  });

  it("break ties by repeats, then position", () => {
    const terms = queryTerms("aaa bbb ccc ccc");
    expect(chooseTerms(terms, stats({ aaa: 5, bbb: 5, ccc: 5 }), 1).map((t) => t.term)).toEqual(["ccc"]);
    expect(chooseTerms(terms, stats({ aaa: 5, bbb: 5, ccc: 5 }), 2).map((t) => t.term)).toEqual([
      "aaa",
      "ccc",
    ]);
  });

  it("a 1 MB query reads only its first maxLength characters and keeps at most maxTerms terms", () => {
    // Distinct words: the worst case for counting (every token a new term).
    const words: string[] = [];
    for (let i = 0, size = 0; size < 1024 * 1024; i++) {
      words.push(`w${i.toString(36)}x`);
      size += words.at(-1)!.length + 1;
    }
    const flood = words.join(" ");
    const terms = queryTerms(flood);
    expect(terms.length).toBeLessThanOrEqual(QUERY_LIMITS.maxLength / 2);
    expect(terms.at(-1)!.first).toBeLessThan(QUERY_LIMITS.maxLength / 2);
    expect(chooseTerms(terms, stats({})).length).toBe(QUERY_LIMITS.maxTerms);
    // One word repeated a million times is one term.
    expect(queryTerms("chart ".repeat(200_000))[0]).toEqual({ term: "chart", count: 682, first: 0 });
  });
});

describe("long queries through the index", () => {
  it("the word that names the skill counts even after dozens of common words (not only the first 32)", async () => {
    // Forty words no skill has (identifiers, names of things in an issue), then the one that matters.
    const filler = Array.from({ length: 40 }, (_, i) => `ident${String.fromCharCode(97 + (i % 26))}${i}`);
    const tree: Record<string, string> = {
      "netpol-audit/SKILL.md": skillMd("netpol-audit", "Audit Kubernetes netpol manifests."),
    };
    for (let s = 0; s < 12; s++)
      tree[`generic-${s}/SKILL.md`] = skillMd(`generic-${s}`, `General notes ${s}.`);
    const root = writeTree(tmp(), tree);
    const set = await loadSkills({ roots: [root], user: false, project: false, builtins: false, cwd: root });
    const index = await createSearchIndex(set);
    const query = `${filler.join(" ")} and finally the netpol manifests`;
    const [top] = index.search(query, { k: 3 });
    expect(top!.name).toBe("netpol-audit");
    // At most maxTerms distinct query terms were searched.
    for (const r of index.search(query, { k: 20 }))
      expect(r.matched.length).toBeLessThanOrEqual(QUERY_LIMITS.maxTerms);
  });

  it("a pathological 1 MB query (distinct near-misses of indexed words) searches at most maxTerms terms", async () => {
    const root = writeTree(tmp(), {
      "csv-charts/SKILL.md": skillMd("csv-charts", "Turn a spreadsheet export into a chart."),
      "git-bisect/SKILL.md": skillMd("git-bisect", "Find the commit that introduced a regression."),
    });
    const set = await loadSkills({ roots: [root], user: false, project: false, builtins: false, cwd: root });
    const index = await createSearchIndex(set);
    // Each word is one or two edits from "spreadsheet" or "regression": every one would be typo-matched.
    const parts: string[] = [];
    for (let i = 0, size = 0; size < 1024 * 1024; i++) {
      parts.push(i % 2 ? `spreadsh${i.toString(36)}` : `regressi${i.toString(36)}`);
      size += parts.at(-1)!.length + 1;
    }
    const results = index.search(parts.join(" "), { k: 10 });
    const matched = new Set(results.flatMap((r) => r.matched));
    expect(matched.size).toBeLessThanOrEqual(2);
    expect(results.length).toBeLessThanOrEqual(2);
  });
});

describe("document IDF", () => {
  it("a word common in descriptions is worth no more for being in a name", () => {
    const index = new Bm25Index(["name", "description"]);
    index.add(1, ["acme platform", "Operate Acme clusters."]);
    for (let id = 2; id <= 8; id++) index.add(id, [`tool ${id}`, `Runs on the platform, version ${id}.`]);
    const score = (documentIdf: boolean) => {
      const s = index.scoreTerms(["platform"], {
        boost: [2, 1],
        prefix: () => false,
        fuzzy: () => 0,
        documentIdf,
      });
      for (let i = 0; i < s.size; i++) if (s.id(i) === 1) return s.score(i);
      return 0;
    };
    // Per field, "platform" is rare among names (1 of 8) and so worth much there; over documents it
    // is in 8 of 8.
    expect(score(true)).toBeLessThan(score(false) / 3);
  });
});
