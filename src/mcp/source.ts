import { type LoadOptions, loadSkills } from "../load.js";
import type { CommandSet, SkillSet } from "../types.js";
import {
  createSkillSearch,
  createSkillTool,
  defaultCatalogInstructions,
  loadCommands,
  type SearchTool,
  type SkillSearch,
  type SkillTool,
} from "./deps.js";

/** The catalog's instructions, plus where an MCP client reads a skill's files. */
const CATALOG_INSTRUCTIONS = `${defaultCatalogInstructions("skill")} Read a skill's bundled files with the \`read_skill_resource\` tool.`;

// What the server serves at one moment: an immutable snapshot of skills, commands and the tools built
// from them. An update swaps the snapshot; requests read whichever snapshot is current when they run.

export interface McpSnapshot {
  readonly set: SkillSet;
  readonly commands: CommandSet;
  /** A2: absent when no skill is model-visible. */
  readonly skillTool?: SkillTool;
  readonly searchTool: SearchTool;
  /** Changes whenever what clients can list changes (P3). */
  readonly fingerprint: string;
}

/** What changed on disk: sets a watcher already built, or what to re-load. */
export interface SourceUpdate {
  /** Re-run the skills pipeline (ignored when `set` is given). */
  readonly skills?: boolean;
  /** A SkillSet a watcher already built. */
  readonly set?: SkillSet;
  /** A CommandSet a watcher already built, or `true` to re-load the commands. */
  readonly commands?: boolean | CommandSet;
}

export interface SkillSource {
  current(): McpSnapshot;
  /** Applies an update; resolves to true when the snapshot changed (listeners were called). */
  update(change: SourceUpdate): Promise<boolean>;
  /** Re-runs the whole pipeline (skills and commands). */
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

const loadCommandSet = (load: LoadOptions): Promise<CommandSet> =>
  loadCommands({
    cwd: load.cwd,
    home: load.home,
    profile: load.profile,
    user: load.user,
    project: load.project,
    trust: load.trust,
    trustStore: load.trustStore,
    maxDirectories: load.maxDirectories,
  });

async function buildSnapshot(
  options: SourceOptions,
  search: SkillSearch,
  set: SkillSet,
  commands: CommandSet,
): Promise<McpSnapshot> {
  await search.update(set);
  const skillTool = createSkillTool(() => set, {
    profile: options.load.profile,
    catalog: options.catalog !== false && { instructions: CATALOG_INSTRUCTIONS },
    resources: true,
  });
  return { set, commands, skillTool, searchTool: search.tool, fingerprint: fingerprintOf(set, commands) };
}

/** Loads the first snapshot, or builds it from what a watcher already loaded. */
export async function createSkillSource(
  options: SourceOptions,
  initial?: { readonly set: SkillSet; readonly commands: CommandSet },
): Promise<SkillSource> {
  const [firstSet, firstCommands] = initial
    ? [initial.set, initial.commands]
    : await Promise.all([loadSkills(options.load), loadCommandSet(options.load)]);
  const search = await createSkillSearch(firstSet);
  let snapshot = await buildSnapshot(options, search, firstSet, firstCommands);
  const listeners = new Set<(s: McpSnapshot) => void>();
  // Updates never overlap: each runs after the previous one settled.
  let chain: Promise<unknown> = Promise.resolve();

  const apply = async (change: SourceUpdate): Promise<boolean> => {
    const [set, commands] = await Promise.all([
      change.set ?? (change.skills ? loadSkills(options.load) : snapshot.set),
      change.commands === true ? loadCommandSet(options.load) : change.commands || snapshot.commands,
    ]);
    // Same listing: keep the snapshot (bodies and bundled files are read from disk at request time).
    if (fingerprintOf(set, commands) === snapshot.fingerprint) return false;
    snapshot = await buildSnapshot(options, search, set, commands);
    for (const l of listeners) l(snapshot);
    return true;
  };
  const update = (change: SourceUpdate): Promise<boolean> => {
    const run = chain.then(() => apply(change));
    chain = run.catch(() => {});
    return run;
  };

  return {
    current: () => snapshot,
    update,
    reload: () => update({ skills: true, commands: true }),
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
