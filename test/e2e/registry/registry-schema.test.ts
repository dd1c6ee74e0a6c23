// The schema migrates in steps: a database made by an older skillport is upgraded in place, and one
// made by a newer skillport is refused rather than misread.
import { describe, expect, it } from "vitest";
import { openPglite } from "../../../src/registry/db.js";
import { migrate, SCHEMA_VERSION } from "../../../src/registry/schema.js";
import { createRegistrySearch } from "../../../src/registry/search.js";
import { generation, insertVersion, yankVersion } from "../../../src/registry/store.js";

const version = (skill: string, body: string) => ({
  skill,
  kind: "skill-md" as const,
  digest: `sha256:${body}`,
  artifact: new TextEncoder().encode(body),
  skillMd: `---\nname: ${skill}\ndescription: ${body}\n---\n# ${body}\n`,
  description: body,
  frontmatter: { name: skill, description: body },
  files: [{ path: "SKILL.md", size: body.length }],
  audit: { findings: [] },
  worst: null,
  publisher: "test",
});

describe("registry schema", () => {
  it("upgrades a version-1 database in place and keeps its data", async () => {
    const db = await openPglite();
    try {
      await migrate(db);
      await insertVersion(db, version("kept", "alpha"));
      // Back to what version 1 had.
      await db.exec(
        "ALTER TABLE registry_skills DROP COLUMN changed_gen; UPDATE registry_meta SET value = '1' WHERE key = 'schema_version'",
      );
      await migrate(db);
      const v = await db.query<{ value: string }>(
        "SELECT value FROM registry_meta WHERE key = 'schema_version'",
      );
      expect(v[0]!.value).toBe(String(SCHEMA_VERSION));
      expect((await db.query("SELECT name FROM registry_skills")).length).toBe(1);
      await migrate(db); // idempotent
    } finally {
      await db.close();
    }
  });

  it("refuses a database of a newer schema", async () => {
    const db = await openPglite();
    try {
      await migrate(db);
      await db.exec("UPDATE registry_meta SET value = '99' WHERE key = 'schema_version'");
      await expect(migrate(db)).rejects.toThrow(/newer than this skillport knows/);
    } finally {
      await db.close();
    }
  });

  it("search follows publishes and yanks through what changed since its generation", async () => {
    const db = await openPglite();
    try {
      await migrate(db);
      const search = createRegistrySearch(db);
      await insertVersion(db, version("one", "zebra"));
      expect((await search.search("zebra", 5)).map((r) => r.name)).toEqual(["one"]);
      await insertVersion(db, version("two", "zebra giraffe"));
      await insertVersion(db, { ...version("one", "okapi"), digest: "sha256:okapi" });
      expect((await search.search("zebra", 5)).map((r) => r.name)).toEqual(["two"]);
      expect((await search.search("okapi", 5)).map((r) => r.name)).toEqual(["one"]);
      await yankVersion(db, "one", "2", "test");
      expect((await search.search("okapi", 5)).map((r) => r.name)).toEqual([]);
      expect((await search.search("zebra", 5)).map((r) => r.name).sort()).toEqual(["one", "two"]);
      await yankVersion(db, "one", "1", "test");
      expect((await search.search("zebra", 5)).map((r) => r.name)).toEqual(["two"]);
      expect(await generation(db)).toBe(5);
    } finally {
      await db.close();
    }
  });
});
