import { embedMany } from "ai";
import { MockEmbeddingModelV3 } from "ai/test";
import { describe, expect, it } from "vitest";
import { loadSkills } from "../../src/load.js";
import { createNgramEmbedder, type Embedder } from "../../src/search/fusion.js";
import { createSearchIndex } from "../../src/search/search-index.js";
import { QUERY_LIMITS } from "../../src/search/text.js";
import { skillMd, tmp, writeTree } from "../helpers/index.js";

// docs/SEARCH.md shows how to plug an AI SDK embedding model into hybrid search; this runs that code
// with the SDK's own mock model standing in for a provider's (no network in tests).

describe("hybrid search with an AI SDK embedding model (embedMany)", () => {
  it("the documented wrapper: skills embedded at build in batches, the query at retrieve", async () => {
    const root = writeTree(tmp(), {
      "csv-charts/SKILL.md": skillMd("csv-charts", "Turn a spreadsheet export into a chart."),
      "git-bisect/SKILL.md": skillMd("git-bisect", "Find the commit that introduced a regression."),
      "release-notes/SKILL.md": skillMd("release-notes", "Draft release notes from merged pull requests."),
    });
    const set = await loadSkills({ roots: [root], user: false, project: false, builtins: false, cwd: root });
    const trigrams = createNgramEmbedder();
    const model = new MockEmbeddingModelV3({
      maxEmbeddingsPerCall: 2,
      doEmbed: async ({ values }) => ({
        embeddings: (await trigrams(values)).map((v) => [...v]),
        warnings: [],
      }),
    });
    // As in docs/SEARCH.md:
    const embed: Embedder = async (texts) => (await embedMany({ model, values: [...texts] })).embeddings;
    const index = await createSearchIndex(set, { embed });
    // Three skills, at most two per call: embedMany split them.
    expect(model.doEmbedCalls.map((c) => c.values.length)).toEqual([2, 1]);
    expect(model.doEmbedCalls.flatMap((c) => c.values)).toContain(
      "csv charts: Turn a spreadsheet export into a chart.",
    );
    expect(index.hybrid).toBe(true);
    const results = await index.retrieve("spreadsheet chart", { k: 2 });
    expect(results[0]!.name).toBe("csv-charts");
    expect(model.doEmbedCalls.at(-1)!.values).toEqual(["spreadsheet chart"]);
    // A query BM25 cannot match at all still gets the vector ranking's nearest skill.
    const fuzzy = await index.retrieve("bisectt regresion", { k: 1 });
    expect(index.search("bisectt regresion", { k: 1, fuzzy: false })).toEqual([]);
    expect(fuzzy[0]!.name).toBe("git-bisect");
  });

  it("a model that knows meaning finds a paraphrase BM25 cannot; a long task statement is embedded once, cut to the query bound", async () => {
    const root = writeTree(tmp(), {
      "billing-webhooks/SKILL.md": skillMd("billing-webhooks", "Handle Stripe checkout and invoice events."),
      "release-notes/SKILL.md": skillMd("release-notes", "Draft release notes from merged pull requests."),
    });
    const set = await loadSkills({ roots: [root], user: false, project: false, builtins: false, cwd: root });
    // A stand-in for a provider's model: one dimension per concept, so "paid plan" and "Stripe
    // checkout" are near without sharing a word (what a real embedding model does, and trigrams cannot).
    const concepts = [/stripe|checkout|invoice|paid|payment|billing/i, /release|changelog|merged/i];
    const model = new MockEmbeddingModelV3({
      doEmbed: async ({ values }) => ({
        embeddings: values.map((v) => concepts.map((c) => (c.test(v) ? 1 : 0.01))),
        warnings: [],
      }),
    });
    const embed: Embedder = async (texts) => (await embedMany({ model, values: [...texts] })).embeddings;
    const index = await createSearchIndex(set, { embed });
    const paraphrase = "users on the paid plan get charged twice";
    expect(index.search(paraphrase, { k: 2 }).map((r) => r.name)).not.toContain("billing-webhooks");
    const [top] = await index.retrieve(paraphrase, { k: 2 });
    expect(top!.name).toBe("billing-webhooks");
    const calls = model.doEmbedCalls.length;
    const statement = `Customers on the paid plan report double charges. ${"Logs attached. ".repeat(2000)}`;
    await index.retrieve(statement, { k: 2 });
    expect(model.doEmbedCalls.length).toBe(calls + 1);
    const sent = model.doEmbedCalls.at(-1)!.values;
    expect(sent).toHaveLength(1);
    expect(sent[0]!.length).toBe(QUERY_LIMITS.maxLength);
  });
});
