// Every query of the registry, parameterised ($1…) and shared by both databases. Rows come back as
// plain data; nothing here keeps state between calls (peers on one database stay interchangeable).
import type { AuditFinding } from "../audit/types.js";
import type { Queryable, RegistryDb } from "./db.js";
import { REGISTRY_CODES, RegistryError } from "./errors.js";

export type Scope = "read" | "publish" | "admin";
export const SCOPES: readonly Scope[] = ["read", "publish", "admin"];

export interface FileEntry {
  readonly path: string;
  readonly size: number;
}

/** One published version, without its bytes. */
export interface VersionRow {
  readonly id: number;
  readonly skill: string;
  readonly version: string;
  readonly kind: "skill-md" | "archive";
  readonly digest: string;
  readonly description: string;
  readonly frontmatter: Record<string, unknown>;
  readonly files: readonly FileEntry[];
  readonly audit: { readonly findings: readonly AuditFinding[]; readonly overridden?: boolean };
  readonly worst: string | null;
  readonly publisher: string;
  readonly published_ms: number;
  readonly yanked_ms: number | null;
  readonly yanked_by: string | null;
}

const COLUMNS = `v.id, v.skill, v.version, v.kind, v.digest, v.description, v.frontmatter, v.files, v.audit,
  v.worst, v.publisher, v.published_ms::float8 AS published_ms, v.yanked_ms::float8 AS yanked_ms, v.yanked_by`;

/** What changes whenever a version is published or yanked: caches are keyed by it. */
export async function generation(db: Queryable): Promise<number> {
  const rows = await db.query<{ g: number }>(
    "SELECT generation::float8 AS g FROM registry_state WHERE id = 1",
  );
  return rows[0]?.g ?? 0;
}

export interface NewVersion {
  readonly skill: string;
  /** Undefined: the next number. */
  readonly version?: string;
  readonly kind: "skill-md" | "archive";
  readonly digest: string;
  readonly artifact: Uint8Array;
  readonly skillMd: string;
  readonly description: string;
  readonly frontmatter: Record<string, unknown>;
  readonly files: readonly FileEntry[];
  readonly audit: VersionRow["audit"];
  readonly worst: string | null;
  readonly publisher: string;
}

const exists = async (tx: Queryable, skill: string, version: string) =>
  (
    await tx.query<{ id: number; digest: string }>(
      "SELECT id, digest FROM registry_versions WHERE skill = $1 AND version = $2",
      [skill, version],
    )
  )[0];

const isUniqueViolation = (e: unknown) => (e as { code?: string } | null)?.code === "23505";

/**
 * Stores a new immutable version. Publishes of one skill take turns on its row; the unique
 * (skill, version) constraint is the backstop. Publishing the same bytes under an existing version is
 * a no-op (`created: false`); other bytes are refused.
 */
export async function insertVersion(
  db: RegistryDb,
  v: NewVersion,
): Promise<{ row: VersionRow; created: boolean }> {
  try {
    return await db.transaction(async (tx) => {
      const now = Date.now();
      await tx.query(
        "INSERT INTO registry_skills (name, created_ms) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING",
        [v.skill, now],
      );
      await tx.query("UPDATE registry_skills SET counter = counter + 1 WHERE name = $1", [v.skill]);
      let version = v.version;
      if (version !== undefined) {
        const found = await exists(tx, v.skill, version);
        if (found !== undefined) {
          if (found.digest === v.digest) return { row: (await versionById(tx, found.id))!, created: false };
          throw versionExists(v.skill, version);
        }
      } else {
        // The same bytes again (a CI job re-run): nothing new to number.
        const latest = await tx.query<{ id: number; digest: string }>(
          "SELECT v.id, v.digest FROM registry_skills s JOIN registry_versions v ON v.id = s.latest_id WHERE s.name = $1",
          [v.skill],
        );
        if (latest[0]?.digest === v.digest)
          return { row: (await versionById(tx, latest[0].id))!, created: false };
        const n = await tx.query<{ n: number }>(
          "SELECT count(*)::int AS n FROM registry_versions WHERE skill = $1",
          [v.skill],
        );
        let next = (n[0]?.n ?? 0) + 1;
        while ((await exists(tx, v.skill, String(next))) !== undefined) next++;
        version = String(next);
      }
      const inserted = await tx.query<{ id: number }>(
        `INSERT INTO registry_versions (skill, version, kind, digest, artifact, skill_md, description, frontmatter,
           files, audit, worst, publisher, published_ms)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) RETURNING id`,
        [
          v.skill,
          version,
          v.kind,
          v.digest,
          v.artifact,
          v.skillMd,
          v.description,
          JSON.stringify(v.frontmatter),
          JSON.stringify(v.files),
          JSON.stringify(v.audit),
          v.worst,
          v.publisher,
          now,
        ],
      );
      const id = inserted[0]!.id;
      await tx.query("UPDATE registry_skills SET latest_id = $2 WHERE name = $1", [v.skill, id]);
      await bump(tx, v.skill);
      return { row: (await versionById(tx, id))!, created: true };
    });
  } catch (e) {
    if (isUniqueViolation(e)) throw versionExists(v.skill, v.version ?? "(next)");
    throw e;
  }
}

/**
 * Moves the generation and marks `skill` changed at it. The state row is locked until commit, so
 * generations are handed out in commit order: a cache at generation g misses exactly the skills whose
 * changed_gen is above g.
 */
async function bump(tx: Queryable, skill: string): Promise<void> {
  const g = await tx.query<{ g: number }>(
    "UPDATE registry_state SET generation = generation + 1 WHERE id = 1 RETURNING generation::float8 AS g",
  );
  await tx.query("UPDATE registry_skills SET changed_gen = $2 WHERE name = $1", [skill, g[0]!.g]);
}

const versionExists = (skill: string, version: string) =>
  new RegistryError(
    REGISTRY_CODES.versionExists,
    `Version ${version} of ${skill} is already published with other content; versions are immutable. Raise metadata.version in SKILL.md (or remove it to get the next number).`,
  );

async function versionById(db: Queryable, id: number): Promise<VersionRow | undefined> {
  return (await db.query<VersionRow>(`SELECT ${COLUMNS} FROM registry_versions v WHERE v.id = $1`, [id]))[0];
}

/** Hides a version from the index, lists, search and `latest`; its bytes stay for exact downloads. */
export async function yankVersion(
  db: RegistryDb,
  skill: string,
  version: string,
  by: string,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const r = await tx.query<{ id: number }>(
      "UPDATE registry_versions SET yanked_ms = $3, yanked_by = $4 WHERE skill = $1 AND version = $2 AND yanked_ms IS NULL RETURNING id",
      [skill, version, Date.now(), by],
    );
    if (r.length === 0) return false;
    await tx.query(
      "UPDATE registry_skills SET latest_id = (SELECT max(id) FROM registry_versions WHERE skill = $1 AND yanked_ms IS NULL) WHERE name = $1",
      [skill],
    );
    await bump(tx, skill);
    return true;
  });
}

/** Latest visible versions by skill name, `limit` after the name `after`. */
export async function listLatest(db: Queryable, limit: number, after = ""): Promise<VersionRow[]> {
  return db.query<VersionRow>(
    `SELECT ${COLUMNS} FROM registry_skills s JOIN registry_versions v ON v.id = s.latest_id
     WHERE s.name > $1 ORDER BY s.name LIMIT $2`,
    [after, limit],
  );
}

/** Latest visible versions of the named skills. */
export async function latestOf(db: Queryable, names: readonly string[]): Promise<VersionRow[]> {
  if (names.length === 0) return [];
  return db.query<VersionRow>(
    `SELECT ${COLUMNS} FROM registry_skills s JOIN registry_versions v ON v.id = s.latest_id
     WHERE s.name = ANY($1::text[])`,
    [names],
  );
}

/** Every version of a skill, newest first; yanked ones only when asked. */
export async function versionsOf(db: Queryable, skill: string, withYanked: boolean): Promise<VersionRow[]> {
  return db.query<VersionRow>(
    `SELECT ${COLUMNS} FROM registry_versions v WHERE v.skill = $1 ${withYanked ? "" : "AND v.yanked_ms IS NULL"}
     ORDER BY v.id DESC`,
    [skill],
  );
}

/** One version (yanked too: an exact version stays readable), or `latest`. */
export async function versionOf(
  db: Queryable,
  skill: string,
  version: string,
): Promise<VersionRow | undefined> {
  if (version === "latest") {
    return (
      await db.query<VersionRow>(
        `SELECT ${COLUMNS} FROM registry_skills s JOIN registry_versions v ON v.id = s.latest_id WHERE s.name = $1`,
        [skill],
      )
    )[0];
  }
  return (
    await db.query<VersionRow>(
      `SELECT ${COLUMNS} FROM registry_versions v WHERE v.skill = $1 AND v.version = $2`,
      [skill, version],
    )
  )[0];
}

export async function artifactOf(db: Queryable, id: number): Promise<Uint8Array | undefined> {
  const r = await db.query<{ artifact: Uint8Array }>("SELECT artifact FROM registry_versions WHERE id = $1", [
    id,
  ]);
  return r[0]?.artifact;
}

export async function skillMdOf(db: Queryable, id: number): Promise<string | undefined> {
  const r = await db.query<{ skill_md: string }>("SELECT skill_md FROM registry_versions WHERE id = $1", [
    id,
  ]);
  return r[0]?.skill_md;
}

/** What the well-known index lists: every latest visible version, by name. */
export interface IndexRow {
  readonly skill: string;
  readonly version: string;
  readonly kind: "skill-md" | "archive";
  readonly digest: string;
  readonly description: string;
}

/** Skills changed after generation `since` (-1: all); `version` null for a skill with nothing visible left. */
export async function indexRowsSince(
  db: Queryable,
  since: number,
): Promise<(Omit<IndexRow, "version"> & { version: string | null })[]> {
  return db.query(
    `SELECT s.name AS skill, v.version, v.kind, v.digest, v.description FROM registry_skills s
     LEFT JOIN registry_versions v ON v.id = s.latest_id WHERE s.changed_gen > $1`,
    [since],
  );
}

/** What search indexes: metadata of every latest visible version (bodies are read one by one). */
export interface SearchRow {
  readonly id: number;
  readonly skill: string;
  readonly description: string;
  readonly frontmatter: Record<string, unknown>;
  readonly size: number;
}

/** Skills changed after generation `since` (-1: all); `id` null for one with nothing visible left. */
export async function searchRowsSince(
  db: Queryable,
  since: number,
): Promise<(Omit<SearchRow, "id"> & { id: number | null })[]> {
  return db.query(
    `SELECT s.name AS skill, v.id, v.description, v.frontmatter, octet_length(v.skill_md) AS size
     FROM registry_skills s LEFT JOIN registry_versions v ON v.id = s.latest_id WHERE s.changed_gen > $1`,
    [since],
  );
}

// Tokens: only a SHA-256 of each is stored.

export async function insertToken(db: Queryable, hash: string, name: string, scope: Scope): Promise<void> {
  await db.query(
    "INSERT INTO registry_tokens (hash, name, scope, created_ms) VALUES ($1, $2, $3, $4) ON CONFLICT (hash) DO NOTHING",
    [hash, name, scope, Date.now()],
  );
}

export async function tokenByHash(
  db: Queryable,
  hash: string,
): Promise<{ hash: string; name: string; scope: Scope } | undefined> {
  return (
    await db.query<{ hash: string; name: string; scope: Scope }>(
      "SELECT hash, name, scope FROM registry_tokens WHERE hash = $1 AND revoked_ms IS NULL",
      [hash],
    )
  )[0];
}

export async function countTokens(db: Queryable): Promise<number> {
  const r = await db.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM registry_tokens WHERE revoked_ms IS NULL",
  );
  return r[0]?.n ?? 0;
}
