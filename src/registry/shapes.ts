// The JSON shapes of the /v1 API, close to the hosted providers' (`type: "skill"`, `latest_version`,
// `{ data, has_more, next_page }`), plus what a self-hosted registry adds (digest, publisher, audit).
import type { VersionRow } from "./store.js";

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

export function skillJson(latest: VersionRow) {
  return {
    id: latest.skill,
    type: "skill",
    name: latest.skill,
    display_title: latest.skill,
    description: latest.description,
    latest_version: latest.version,
    updated_at: iso(latest.published_ms),
    source: "registry",
  };
}

export function versionJson(v: VersionRow, full = false) {
  const findings = v.audit?.findings ?? [];
  return {
    id: `${v.skill}@${v.version}`,
    type: "skill_version",
    skill_id: v.skill,
    version: v.version,
    name: v.skill,
    description: v.description,
    directory: v.skill,
    created_at: iso(v.published_ms),
    publisher: v.publisher,
    digest: v.digest,
    kind: v.kind,
    yanked: v.yanked_ms !== null,
    yanked_at: iso(v.yanked_ms),
    audit: {
      worst: v.worst,
      findings: full ? findings : findings.length,
      ...(v.audit?.overridden ? { overridden: true } : {}),
    },
    ...(full ? { files: v.files, frontmatter: v.frontmatter } : {}),
  };
}
