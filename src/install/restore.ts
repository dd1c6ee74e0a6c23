// `skillport install`: restore what the lock records, every entry that can be restored, and say for
// each of the others what is wrong and the one step that fixes it. A git entry is fetched at the
// commit the lock records (so a source that moved on still gives the locked content), then at its
// ref; the content must hash to the lock's `computedHash` either way.
import { dirname } from "node:path";
import type { Diagnostic } from "../types.js";
import { terminalLine } from "../util/terminal.js";
import type { InstallError } from "./errors.js";
import type { SourceSkill } from "./fetch.js";
import { computeSkillFolderHash, hashSkillFiles } from "./hash.js";
import { placeReviewed, reviewSkills } from "./install.js";
import { type LockEntry, readLock, updateLock } from "./lock.js";
import {
  entryRoot,
  entryTarget,
  FETCHED_TYPES,
  type Fetched,
  fetchAll,
  findLocked,
  type LockOptions,
  lockedCommit,
  profileOf,
  skippedNote,
  sourceKey,
  sourceOfEntry,
} from "./lock-sources.js";
import { pathPresent } from "./paths.js";
import { openSkillsRoot } from "./root.js";

/**
 * `restored`/`replaced`: written with the locked content; `present`: already there with it;
 * `updated`: the locked content is gone and `force` took the source's current version (the lock
 * now records it); `skipped`: another tool's source type; the rest were not restored and carry a
 * `step`: `modified` (the installed copy was edited; kept), `changed` (the locked content cannot be
 * fetched any more), `gone` (the source no longer has the skill), `failed` (the source could not be
 * fetched, or the skill could not be written).
 */
export type RestoreStatus =
  | "restored"
  | "present"
  | "replaced"
  | "updated"
  | "skipped"
  | "modified"
  | "changed"
  | "gone"
  | "failed";

export interface RestoredSkill {
  readonly name: string;
  readonly path: string;
  readonly status: RestoreStatus;
  readonly computedHash: string;
  /** Why it was not restored. */
  readonly reason?: string;
  /** A command that fixes it. */
  readonly step?: string;
  readonly diagnostics: readonly Diagnostic[];
}

/** True for the statuses that leave the lock unsatisfied. */
export const restoreFailed = (s: RestoreStatus): boolean =>
  s === "changed" || s === "gone" || s === "failed" || s === "modified";

interface Chosen {
  readonly t: Todo;
  readonly skill: SourceSkill;
  /** The source's current version, taken by `force`. */
  readonly updated: boolean;
  readonly commit?: string;
}

interface Todo {
  readonly name: string;
  readonly entry: LockEntry;
  readonly root: string;
  readonly path: string;
}

const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const where = (e: LockEntry) => terminalLine(e.sourceUrl ?? e.source);

/** Looks at what is installed: present, locally modified, or to fetch. */
async function triage(options: LockOptions): Promise<{ out: RestoredSkill[]; todo: Todo[] }> {
  const lock = readLock(options.lockPath);
  const out: RestoredSkill[] = [];
  const todo: Todo[] = [];
  for (const [name, entry] of Object.entries(lock.skills).sort(([a], [b]) => cmp(a, b))) {
    const base = { name, computedHash: entry.computedHash };
    let root: string;
    let path: string;
    try {
      root = entryRoot(name, entry, options);
      const real = openSkillsRoot(root, {
        ...(options.base !== undefined ? { base: options.base } : {}),
        force: options.force === true,
        create: false,
      }).realRoot;
      path = entryTarget(real, name);
    } catch (e) {
      out.push({
        ...base,
        path: options.root,
        status: "failed",
        reason: (e as Error).message,
        diagnostics: [],
      });
      continue;
    }
    if (entry.sourceType === "mcp") {
      out.push(await mcpEntry(name, entry, path));
      continue;
    }
    if (!FETCHED_TYPES.has(entry.sourceType)) {
      out.push({ ...base, path, status: "skipped", diagnostics: [skippedNote(name, entry)] });
      continue;
    }
    if (pathPresent(path)) {
      const hash = await computeSkillFolderHash(path).catch(() => "");
      if (hash === entry.computedHash) {
        out.push({ ...base, path, status: "present", diagnostics: [] });
        continue;
      }
      if (!options.force) {
        out.push({
          ...base,
          path,
          status: "modified",
          reason: "the installed copy differs from the lock (edited locally); it was kept",
          step: `skillport install --force (replaces it with the locked version), or skillport update ${name}`,
          diagnostics: [],
        });
        continue;
      }
    }
    todo.push({ name, entry, root, path });
  }
  return { out, todo };
}

/**
 * A skill installed from an MCP server: present when its content matches, else a step (skillport
 * never starts a server a lock names: the lock may be a cloned repository's).
 */
async function mcpEntry(name: string, entry: LockEntry, path: string): Promise<RestoredSkill> {
  const base = { name, path, computedHash: entry.computedHash, diagnostics: [] };
  if (pathPresent(path) && (await computeSkillFolderHash(path).catch(() => "")) === entry.computedHash)
    return { ...base, status: "present" };
  return {
    ...base,
    status: "failed",
    reason: `it came from the MCP server ${terminalLine(entry.source)}, and skillport never starts a server a lock names`,
    step: `skillport add ${terminalLine(entry.source)} --skill ${terminalLine(name)} --force`,
  };
}

/** Commits of a source's history looked at for a lock entry that records none. */
const HISTORY_DEPTH = 30;

/**
 * For a git entry without a locked commit whose source moved on: the newest commits that touched
 * the skill's folder, each fetched until one holds exactly the locked content. Best effort.
 */
async function fromHistory(
  t: Todo,
  options: LockOptions,
  profile: ReturnType<typeof profileOf>,
): Promise<{ skill?: SourceSkill }> {
  if (lockedCommit(t.entry) !== undefined || t.entry.skillPath === undefined) return {};
  let parsed: ReturnType<typeof sourceOfEntry>;
  try {
    parsed = sourceOfEntry(t.name, t.entry, options.env);
  } catch {
    return {};
  }
  if (parsed.kind !== "git") return {};
  const dir = t.entry.skillPath.replace(/(^|\/)SKILL\.md$/, "");
  const { commitsTouching } = await import("./git.js");
  const common = {
    ...(options.env ? { env: options.env } : {}),
    ...(options.timeoutMs !== undefined ? { timeoutMs: options.timeoutMs } : {}),
  };
  let commits: string[];
  try {
    commits = await commitsTouching(parsed.url, dir || ".", HISTORY_DEPTH, {
      ...common,
      ...(parsed.ref !== undefined ? { ref: parsed.ref } : {}),
    });
  } catch {
    return {};
  }
  for (const commit of commits) {
    const at = { ...t, entry: { ...t.entry, commit } };
    const got = await pick(at, await fetchAll([[t.name, at.entry]], options, profile, true), new Map());
    if (got.skill) return { skill: got.skill };
  }
  return {};
}

/** The locked content of one entry from the fetches, or why not. */
async function pick(
  t: Todo,
  atCommit: Map<string, Fetched>,
  atRef: Map<string, Fetched>,
): Promise<{
  skill?: SourceSkill;
  upstream?: SourceSkill;
  upstreamHash?: string;
  upstreamCommit?: string;
  error?: InstallError;
}> {
  const tries = [atCommit.get(sourceKey(t.entry, true)), atRef.get(sourceKey(t.entry))];
  let upstream: SourceSkill | undefined;
  let upstreamHash: string | undefined;
  let upstreamCommit: string | undefined;
  let error: InstallError | undefined;
  for (const f of tries) {
    if (f === undefined) continue;
    if (!f.ok) {
      error ??= f.error;
      continue;
    }
    const skill = findLocked(t.name, t.entry, f.source);
    if (skill === undefined) continue;
    const hash = await hashSkillFiles(skill.files);
    if (hash === t.entry.computedHash) return { skill };
    if (upstream === undefined) {
      upstream = skill;
      upstreamHash = hash;
      upstreamCommit = f.source.commit;
    }
  }
  return {
    ...(upstream ? { upstream } : {}),
    ...(upstreamHash ? { upstreamHash } : {}),
    ...(upstreamCommit ? { upstreamCommit } : {}),
    ...(error ? { error } : {}),
  };
}

/**
 * Restores every entry of the lock that can be restored and reports the rest (never throws for one
 * entry's problem; throws only for a lock that cannot be read). With `force`, installed copies that
 * differ are replaced, and an entry whose locked content is gone takes the source's current version.
 */
export async function restoreFromLock(options: LockOptions): Promise<RestoredSkill[]> {
  const profile = profileOf(options);
  const { out, todo } = await triage(options);
  if (todo.length === 0) return out.sort((a, b) => cmp(a.name, b.name));
  const pairs = todo.map((t) => [t.name, t.entry] as const);
  const withCommit = pairs.filter(([, e]) => lockedCommit(e) !== undefined);
  const atCommit = await fetchAll(withCommit, options, profile, true);
  // Entries whose commit gave the locked content need no second fetch.
  const again: (readonly [string, LockEntry])[] = [];
  for (const t of todo) {
    const f = atCommit.get(sourceKey(t.entry, true));
    if (f?.ok && (await pick(t, atCommit, new Map())).skill) continue;
    again.push([t.name, t.entry]);
  }
  const atRef = await fetchAll(again, options, profile);
  const chosen: Chosen[] = [];
  for (const t of todo) {
    let got = await pick(t, atCommit, atRef);
    if (!got.skill && got.upstream) got = { ...got, ...(await fromHistory(t, options, profile)) };
    const base = { name: t.name, path: t.path, computedHash: t.entry.computedHash, diagnostics: [] };
    const name = terminalLine(t.name);
    if (got.skill) chosen.push({ t, skill: got.skill, updated: false });
    else if (got.upstream && options.force)
      chosen.push({
        t,
        skill: got.upstream,
        updated: true,
        ...(got.upstreamCommit ? { commit: got.upstreamCommit } : {}),
      });
    else if (got.upstream)
      out.push({
        ...base,
        status: "changed",
        reason: `${where(t.entry)} no longer has the locked version (it now hashes to ${got.upstreamHash})`,
        step: `skillport update ${name} (takes the current version and records it), or skillport install --force`,
      });
    else if (got.error)
      out.push({
        ...base,
        status: "failed",
        reason: got.error.message,
        step: "fix the cause, then run skillport install again",
      });
    else
      out.push({
        ...base,
        status: "gone",
        reason: `${where(t.entry)} no longer has this skill`,
        step: `skillport remove ${name}`,
      });
  }
  out.push(...(await placeChosen(chosen, options, profile)));
  return out.sort((a, b) => cmp(a.name, b.name));
}

/** Writes the chosen skills, one batch per root; a batch that fails is reported per skill. */
async function placeChosen(
  chosen: readonly Chosen[],
  options: LockOptions,
  profile: ReturnType<typeof profileOf>,
): Promise<RestoredSkill[]> {
  const out: RestoredSkill[] = [];
  const roots = [...new Set(chosen.map((c) => c.t.root))];
  const updates: { name: string; entry: LockEntry }[] = [];
  for (const root of roots) {
    const batch = chosen.filter((c) => c.t.root === root);
    const skills = batch.map((c) => (c.skill.name === c.t.name ? c.skill : { ...c.skill, name: c.t.name }));
    try {
      const reviewed = await reviewSkills(skills, dirname(batch[0]!.t.path), {
        ...(options.force ? { force: true } : {}),
        profile,
      });
      const placed = await placeReviewed(reviewed, {
        root,
        ...(options.base !== undefined ? { base: options.base } : {}),
        force: options.force === true,
        forceRoot: options.force === true,
        dryRun: options.dryRun === true,
        ...(options.review ? { review: options.review } : {}),
      });
      for (const [i, r] of reviewed.entries()) {
        const c = batch[i]!;
        if (c.updated) {
          const { computedHash: _old, commit: _c, ...kept } = c.t.entry;
          const at = c.commit ? { commit: c.commit } : {};
          updates.push({ name: c.t.name, entry: { ...kept, ...at, computedHash: r.computedHash } });
        }
        out.push({
          name: c.t.name,
          path: r.target,
          status: c.updated ? "updated" : r.exists ? "replaced" : "restored",
          computedHash: r.computedHash,
          diagnostics: [...r.diagnostics, ...placed[i]!.diagnostics],
        });
      }
    } catch (e) {
      for (const c of batch) {
        out.push({
          name: c.t.name,
          path: c.t.path,
          status: "failed",
          computedHash: c.t.entry.computedHash,
          reason: (e as Error).message,
          step: "fix the cause, then run skillport install again",
          diagnostics: [],
        });
      }
    }
  }
  if (updates.length > 0 && !options.dryRun) {
    updateLock(options.lockPath, (skills) => {
      for (const u of updates) skills[u.name] = u.entry;
    });
  }
  return out;
}
