// The registry as a well-known v0.2 source (the format `skillport export` writes and `skillport add
// URL` and the `skills` CLI install from): the whole registry at /.well-known/agent-skills/index.json,
// one skill at /skills/NAME/.well-known/…, one version at /skills/NAME/versions/V/.well-known/….
import { SCHEMA_V02 } from "../install/well-known.js";
import type { IndexRow } from "./store.js";

export const ARTIFACTS = "/.well-known/agent-skills/";

/** Where a version's artifact is served, as an absolute path. */
export function artifactPath(row: Pick<IndexRow, "skill" | "version" | "kind">): string {
  const base = `${ARTIFACTS}${row.skill}/${encodeURIComponent(row.version)}/`;
  return `${base}${row.kind === "skill-md" ? "SKILL.md" : `${row.skill}.tar.gz`}`;
}

/**
 * The index document. `relative`: URLs relative to the top index (served at ARTIFACTS); otherwise
 * absolute paths, for the per-skill indexes served under other prefixes.
 */
export function indexDocument(rows: readonly IndexRow[], relative: boolean): string {
  const skills = rows.map((r) => ({
    name: r.skill,
    type: r.kind,
    description: r.description,
    url: relative ? artifactPath(r).slice(ARTIFACTS.length) : artifactPath(r),
    digest: r.digest,
    version: r.version,
  }));
  return `${JSON.stringify({ $schema: SCHEMA_V02, skills }, null, 2)}\n`;
}

/** Parses `/.well-known/agent-skills/NAME/VERSION/FILE`; undefined for any other path. */
export function parseArtifactPath(
  path: string,
): { skill: string; version: string; file: string } | undefined {
  if (!path.startsWith(ARTIFACTS)) return undefined;
  const parts = path.slice(ARTIFACTS.length).split("/");
  if (parts.length !== 3) return undefined;
  try {
    return { skill: parts[0]!, version: decodeURIComponent(parts[1]!), file: parts[2]! };
  } catch {
    return undefined;
  }
}
