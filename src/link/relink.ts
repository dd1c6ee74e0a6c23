// Skills added after a `skillport link` are linked too: when a base directory has a link manifest,
// the commands that write skills (add, install, update, new) link the new ones for the hosts the
// manifest names, the way they were linked before (symlink or copy). Nothing happens without a
// manifest: linking is something the user asked for once.
import { existsSync } from "node:fs";
import { getProfile, type Profile } from "../profiles/index.js";
import { type LinkAction, type LinkScope, linkSkills } from "./link.js";
import { manifestPath, readManifest } from "./manifest.js";

/** Links what is not linked yet for the hosts of the manifest of `base`; returns what it created. */
export async function linkNewSkills(base: string, scope: LinkScope): Promise<LinkAction[]> {
  if (!existsSync(manifestPath(base))) return [];
  let records: ReturnType<typeof readManifest>["links"];
  try {
    records = readManifest(base).links;
  } catch {
    return []; // `skillport link` reports a broken manifest; a write of skills does not fail over it
  }
  const kinds = new Map<string, boolean>();
  for (const r of records) kinds.set(r.host, (kinds.get(r.host) ?? false) || r.kind === "copy");
  const created: LinkAction[] = [];
  for (const copy of [false, true]) {
    const hosts: Profile[] = [];
    for (const [host, isCopy] of kinds) {
      if (isCopy !== copy) continue;
      try {
        hosts.push(getProfile(host));
      } catch {
        // A host this version does not know: left alone.
      }
    }
    if (hosts.length === 0) continue;
    try {
      const result = await linkSkills({ base, scope, hosts, copy });
      created.push(...result.actions.filter((a) => a.action === "create"));
    } catch {
      // link refuses what it must (a manifest outside the project): the skills are written anyway.
    }
  }
  return created;
}
