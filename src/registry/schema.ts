// The registry's schema: one for PGlite and PostgreSQL. Times are epoch milliseconds (bigint, read
// back as float8) so both drivers return plain numbers; ids are 32-bit serials for the same reason.
import type { RegistryDb } from "./db.js";

/** Bump with a migration step below when the schema changes. */
export const SCHEMA_VERSION = 2;

const V1 = `
CREATE TABLE IF NOT EXISTS registry_meta (
  key text PRIMARY KEY,
  value text NOT NULL
);
CREATE TABLE IF NOT EXISTS registry_state (
  id integer PRIMARY KEY CHECK (id = 1),
  generation bigint NOT NULL
);
INSERT INTO registry_state (id, generation) VALUES (1, 0) ON CONFLICT (id) DO NOTHING;
CREATE TABLE IF NOT EXISTS registry_skills (
  name text PRIMARY KEY,
  created_ms bigint NOT NULL,
  counter integer NOT NULL DEFAULT 0,
  latest_id integer
);
CREATE TABLE IF NOT EXISTS registry_versions (
  id serial PRIMARY KEY,
  skill text NOT NULL REFERENCES registry_skills(name),
  version text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('skill-md', 'archive')),
  digest text NOT NULL,
  artifact bytea NOT NULL,
  skill_md text NOT NULL,
  description text NOT NULL,
  frontmatter jsonb NOT NULL,
  files jsonb NOT NULL,
  audit jsonb NOT NULL,
  worst text,
  publisher text NOT NULL,
  published_ms bigint NOT NULL,
  yanked_ms bigint,
  yanked_by text,
  UNIQUE (skill, version)
);
CREATE INDEX IF NOT EXISTS registry_versions_skill_id ON registry_versions (skill, id DESC);
CREATE TABLE IF NOT EXISTS registry_tokens (
  hash text PRIMARY KEY,
  name text NOT NULL,
  scope text NOT NULL CHECK (scope IN ('read', 'publish', 'admin')),
  created_ms bigint NOT NULL,
  revoked_ms bigint
);
`;

/** 2: the generation that last changed each skill, so caches read only what changed since theirs. */
const V2 = `
ALTER TABLE registry_skills ADD COLUMN IF NOT EXISTS changed_gen bigint NOT NULL DEFAULT 0;
CREATE INDEX IF NOT EXISTS registry_skills_changed ON registry_skills (changed_gen);
`;

const STEPS: readonly string[] = [V1, V2];

/**
 * Creates or upgrades the schema. Peers starting at once on one server take turns (a transaction-wide
 * advisory lock): CREATE … IF NOT EXISTS alone races on PostgreSQL's catalogs.
 */
export async function migrate(db: RegistryDb): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query("SELECT pg_advisory_xact_lock(7301934)");
    const has = await tx.query<{ t: string | null }>("SELECT to_regclass('registry_meta')::text AS t");
    let version = 0;
    if (has[0]?.t) {
      const row = await tx.query<{ value: string }>(
        "SELECT value FROM registry_meta WHERE key = 'schema_version'",
      );
      version = Number(row[0]?.value ?? 0);
    }
    if (version > SCHEMA_VERSION) {
      throw new TypeError(
        `The database holds registry schema ${version}, newer than this skillport knows (${SCHEMA_VERSION}); upgrade skillport.`,
      );
    }
    if (version < SCHEMA_VERSION) {
      for (const step of STEPS.slice(version)) {
        for (const stmt of step
          .split(";")
          .map((s) => s.trim())
          .filter(Boolean))
          await tx.query(stmt);
      }
      await tx.query(
        "INSERT INTO registry_meta (key, value) VALUES ('schema_version', $1) ON CONFLICT (key) DO UPDATE SET value = $1",
        [String(SCHEMA_VERSION)],
      );
    }
  });
}
