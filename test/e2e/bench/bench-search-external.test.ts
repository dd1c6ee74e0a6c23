import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { REPO, skillMd, tmp, writeTree } from "../../helpers/index.js";

// bench/search-external.mjs reads a SkillsBench checkout laid out as tasks/<task>/instruction.md and
// tasks/<task>/environment/skills/<name>/SKILL.md. Not a quality test: the script must lay the
// skills out, drop what a host would refuse, split by the hash of the task name and count right.

const skill = (name: string, description: string) => skillMd(name, JSON.stringify(description));

describe("bench/search-external.mjs", () => {
  it("lays out a SkillsBench-shaped checkout, splits it by task name and scores each half", () => {
    const dir = tmp();
    writeTree(dir, {
      "tasks/chart-task/instruction.md": "Turn the spreadsheet sales.xlsx into a bar chart of revenue.",
      "tasks/chart-task/environment/skills/sheet-charts/SKILL.md": skill(
        "sheet-charts",
        "Turn a spreadsheet into a chart.",
      ),
      "tasks/pdf-task/instruction.md": "Extract every table of report.pdf into CSV files.",
      "tasks/pdf-task/environment/skills/pdf-tables/SKILL.md": skill(
        "pdf-tables",
        "Extract tables from PDF files.",
      ),
      "tasks/pdf-task/environment/skills/audio-notes/SKILL.md": skill(
        "audio-notes",
        "Transcribe audio recordings into notes.",
      ),
      // No skills: not a case.
      "tasks/deploy-task/instruction.md": "Deploy the site.",
      // Its only skill is refused by the loader (an invalid name): not a case either.
      "tasks/broken-task/instruction.md": "Anything.",
      "tasks/broken-task/environment/skills/Bad_Name/SKILL.md": skill("Bad_Name", "Refused."),
    });
    const r = spawnSync(
      process.execPath,
      [join(REPO, "bench", "search-external.mjs"), "--skillsbench", dir, "--no-distractors", "--json"],
      { encoding: "utf8", timeout: 60_000 },
    );
    expect(r.status, r.stderr).toBe(0);
    const out = JSON.parse(r.stdout) as {
      tasks: Record<string, number>;
      sets: Record<string, { queries: number; hit1: number; recall5: number; hit5: number; mrr10: number }>;
    };
    expect(out.tasks).toEqual({ SkillsBench: 3 });
    const sets = Object.entries(out.sets);
    expect(sets.map(([name]) => name)).toEqual([
      "SkillsBench (3 skills), tuning",
      "SkillsBench (3 skills), held-out",
    ]);
    const [tuning, heldOut] = sets.map(([, s]) => s);
    // pdf-task (tuning by its hash) has two skills and its statement has words of one: recall@5 is
    // the share of its skills in the top five. chart-task is held out.
    expect(tuning).toMatchObject({ queries: 1, hit1: 1, recall5: 0.5, hit5: 1, mrr10: 1 });
    expect(heldOut).toMatchObject({ queries: 1, hit1: 1, hit5: 1, mrr10: 1 });
  });

  it("turns a MetaTool-shaped checkout's tools into skills and its CSV rows into queries", () => {
    const dir = tmp();
    writeTree(dir, {
      "dataset/plugin_des.json": JSON.stringify({
        WeatherTool: "Get the weather forecast for a city.",
        PDFReader: "Read PDF documents: extract text and tables.",
      }),
      // A quoted query with a comma and a doubled quote; a row for an unknown tool is left out.
      "dataset/data/all_clean_data.csv":
        'Query,Tool\n"Will it rain in Paris, tomorrow? ""Weather"" please",WeatherTool\n' +
        "Extract the tables of this PDF,PDFReader\nSomething else,NoSuchTool\n",
    });
    const r = spawnSync(
      process.execPath,
      [join(REPO, "bench", "search-external.mjs"), "--metatool", dir, "--no-distractors", "--json"],
      { encoding: "utf8", timeout: 60_000 },
    );
    expect(r.status, r.stderr).toBe(0);
    const out = JSON.parse(r.stdout) as {
      tasks: Record<string, number>;
      sets: Record<string, { queries: number; hit1: number }>;
    };
    expect(out.tasks).toEqual({ MetaTool: 2 });
    const sets = Object.values(out.sets);
    expect(sets.reduce((n, s) => n + s.queries, 0)).toBe(2);
    for (const s of sets) if (s.queries > 0) expect(s.hit1).toBe(1);
  });

  it("says how to get the checkout when none is given, and exits 0", () => {
    const r = spawnSync(process.execPath, [join(REPO, "bench", "search-external.mjs")], {
      encoding: "utf8",
      timeout: 60_000,
      cwd: tmp(),
      env: { ...process.env, SKILLPORT_SKILLSBENCH: "" },
    });
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/skipped.*--skillsbench DIR/s);
  });
});
