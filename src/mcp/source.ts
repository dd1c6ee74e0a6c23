import { type LoadOptions, loadSkills } from "../load.js";
import type { CommandSet, SkillSet } from "../types.js";
import { createSearchTool, createSkillTool, loadCommands, type SearchTool, type SkillTool } from "./deps.js";

// What the server serves at one moment: an immutable snapshot of skills, commands and the tools built
// from them. A reload swaps the snapshot; requests read whichever snapshot is current when they run.

export interface McpSnapshot {
  readonly set: SkillSet;
  readonly commands: CommandSet;
  /** A2: absent when no skill is model-visible. */
  readonly skillTool?: SkillTool;
  readonly searchTool: SearchTool;
  /** Changes whenever the served skills or commands change (P3). */
  readonly fingerprint: string;
}

export interface SkillSource {
  current(): McpSnapshot;
  /** Re-runs the pipeline; resolves to true when the snapshot changed (listeners were called). */
  reload(): Promise<boolean>;
  /** Called after every change of the snapshot. Returns an unsubscribe function. */
  onChange(listener: (snapshot: McpSnapshot) => void): () => void;
}

export interface SourceOptions {
  readonly load: LoadOptions;
  /** Build the catalog into the skill tool's description (P2), default true. */
  readonly catalog?: boolean;
}

/** The identity of what clients can list: names, descriptions, visibility, files and their versions. */
function fingerprintOf(set: SkillSet, commands: CommandSet): string {
  return JSON.stringify([
    set.skills.map((s) => [
      s.name,
      s.description,
      s.location,
      s.modelInvocable,
      s.userInvocable,
      s.frontmatter.when_to_use ?? null,
      s.frontmatter["argument-hint"] ?? null,
      s.mtimeMs,
      s.size,
    ]),
    commands.commands.map((c) => [c.name, c.description, c.location, c.argumentHint ?? null]),
  ]);
}

async function buildSnapshot(options: SourceOptions): Promise<McpSnapshot> {
  const { load } = options;
  const [set, commands] = await Promise.all([
    loadSkills(load),
    loadCommands({
      cwd: load.cwd,
      home: load.home,
      profile: load.profile,
      user: load.user,
      project: load.project,
      trust: load.trust,
    }),
  ]);
  const skillTool = createSkillTool(() => set, {
    profile: load.profile,
    catalog: options.catalog !== false,
    resources: true,
  });
  const searchTool = await createSearchTool(set);
  return { set, commands, skillTool, searchTool, fingerprint: fingerprintOf(set, commands) };
}

/** Loads the first snapshot; `reload()` re-runs the pipeline and notifies listeners on change. */
export async function createSkillSource(options: SourceOptions): Promise<SkillSource> {
  let snapshot = await buildSnapshot(options);
  const listeners = new Set<(s: McpSnapshot) => void>();
  let pending: Promise<boolean> | undefined;
  let again = false;

  const reloadOnce = async (): Promise<boolean> => {
    const next = await buildSnapshot(options);
    if (next.fingerprint === snapshot.fingerprint) return false;
    snapshot = next;
    for (const l of listeners) l(next);
    return true;
  };
  // Reloads never overlap: a reload asked for while one runs runs once more after it.
  const reload = (): Promise<boolean> => {
    if (pending) {
      again = true;
      return pending;
    }
    pending = (async () => {
      let changed = false;
      do {
        again = false;
        changed = (await reloadOnce()) || changed;
      } while (again);
      return changed;
    })().finally(() => {
      pending = undefined;
    });
    return pending;
  };

  return {
    current: () => snapshot,
    reload,
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
