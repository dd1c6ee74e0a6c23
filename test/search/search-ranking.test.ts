import { describe, expect, it } from "vitest";
import { loadSkills } from "../../src/load.js";
import { Bm25Index } from "../../src/search/bm25.js";
import { createSearchIndex } from "../../src/search/search-index.js";
import { skillMd, tmp, writeTree } from "../helpers/index.js";

// Ranking choices of the search, each on a small tree where the old rule put the wrong skill first.

async function indexOf(skills: Record<string, string>) {
  const root = tmp();
  const tree: Record<string, string> = {};
  for (const [name, description] of Object.entries(skills))
    tree[`${name}/SKILL.md`] = skillMd(name, JSON.stringify(description));
  writeTree(root, tree);
  const set = await loadSkills({ roots: [root], user: false, project: false, builtins: false, cwd: root });
  expect(set.skills.map((s) => s.name).sort()).toEqual(Object.keys(skills).sort());
  return createSearchIndex(set);
}

const names = (results: readonly { name: string }[]) => results.map((r) => r.name);

describe("prefix matching", () => {
  it("completes a word cut short, never a word the index knows whole", async () => {
    const index = await indexOf({
      "meeting-minutes": "Take notes in a meeting and send the minutes.",
      "jupyter-runner": "Run Jupyter notebooks and collect their cells.",
      "sheet-charts": "Turn a spreadsheet into a chart.",
    });
    // "note" is a word of the index: it is not also the start of "notebook".
    expect(names(index.search("notes", { k: 5 }))).toEqual(["meeting-minutes"]);
    // An unfinished word still finds the words it starts.
    expect(names(index.search("spreadsh", { k: 5 }))).toEqual(["sheet-charts"]);
  });

  it("a common word in a sentence does not match every longer word it starts", async () => {
    // "out" (from "figure out") used to match output, outcome, outline and outreach: the skill that
    // lists them outranked the one about the request.
    const index = await indexOf({
      "root-cause": "Figure out why a flaky test fails before fixing it.",
      "report-outputs":
        "Report outputs: output templates, outcome tables, outline drafts, outreach notes, outbound summaries.",
      "lint-rules": "Lint rules for a repository.",
    });
    const results = index.search("my flaky test fails randomly and I can't figure out why", { k: 3 });
    expect(names(results)[0]).toBe("root-cause");
    expect(names(results)).not.toContain("report-outputs");
  });
});

describe("common words in names", () => {
  // The pattern of `uipath-platform` or `azure-pricing` in the real corpus. Two rules keep it out, each
  // enough here: a word's IDF over whole skills (last round), and the multiplier weighting matched
  // words by that IDF (this round). The test fails with both off.
  it("a name made of a common word does not crowd out the skill the request is about", async () => {
    const skills: Record<string, string> = {
      // Only one name has "platform": per field it was rare, and worth most in the name.
      "acme-platform": "Operate Acme clusters and their nodes.",
      "release-pipeline": "Deploy a service to the platform.",
    };
    // Descriptions mention the platform everywhere: over whole skills the word is common.
    for (let i = 0; i < 10; i++) skills[`team-tool-${i}`] = `Team tool ${i} that runs on the platform.`;
    for (let i = 0; i < 3; i++) skills[`build-helper-${i}`] = `Deploy builds, helper ${i}.`;
    const index = await indexOf(skills);
    expect(names(index.search("deploy to the platform", { k: 3 }))[0]).toBe("release-pipeline");
  });
});

describe("matched words weighted by how informative they are", () => {
  it("a long statement's rare words outweigh many common ones", async () => {
    const skills: Record<string, string> = {
      // Matches four words of the statement found in half the skills.
      "workspace-tidy": "Tidy the project: data, file and output folders.",
      // Matches its two rare words.
      "payment-events": "Verify Stripe webhook signatures.",
    };
    for (let i = 0; i < 6; i++) skills[`helper-${i}`] = `Helper ${i} for project data, file output.`;
    for (let i = 0; i < 6; i++) skills[`other-${i}`] = `Unrelated tool number ${i}.`;
    const index = await indexOf(skills);
    const statement =
      "Our project writes a data file as the output of checkout. Stripe then calls a webhook.";
    expect(names(index.search(statement, { k: 3 }))[0]).toBe("payment-events");
  });

  it("is off by default in the engine (MiniSearch's multiplier: words matched)", () => {
    const index = new Bm25Index(["name", "description"]);
    index.add(1, ["alpha", "common rare"]);
    for (let id = 2; id <= 6; id++) index.add(id, [`doc ${id}`, "common"]);
    const scoreOf = (idfCoordination: boolean) => {
      const s = index.scoreTerms(["common", "rare"], {
        boost: [1, 1],
        prefix: () => false,
        fuzzy: () => 0,
        idfCoordination,
      });
      for (let i = 0; i < s.size; i++) if (s.id(i) === 1) return s.score(i);
      return 0;
    };
    // Two words matched: × 2 plain; × (idf(common) + idf(rare)) / mean = × 2 as well, the mean being
    // over the same two words. The weights only move documents that match some of the words.
    expect(scoreOf(true)).toBeCloseTo(scoreOf(false), 9);
    const partial = (idfCoordination: boolean) => {
      const s = index.scoreTerms(["common", "rare"], {
        boost: [1, 1],
        prefix: () => false,
        fuzzy: () => 0,
        idfCoordination,
      });
      for (let i = 0; i < s.size; i++) if (s.id(i) === 2) return s.score(i);
      return 0;
    };
    // Document 2 matches only the common word: counted below 1 with the weights.
    expect(partial(true)).toBeLessThan(partial(false));
  });
});
