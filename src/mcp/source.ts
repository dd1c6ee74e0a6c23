import { isUtf8 } from "node:buffer";
import { join } from "node:path";
import { CODES, diag } from "../diagnostics.js";
import { type LoadOptions, loadSkills } from "../load.js";
import type { CommandSet, Skill, SkillSet } from "../types.js";
import {
  type BodyCache,
  createBodyCache,
  createListingCache,
  type ListingCache,
} from "./activation-cache.js";
import { type CatalogForm, type SkillToolForm, skillToolForm } from "./catalog-form.js";
import {
  cacheDirOutsideProject,
  createSkillSearch,
  DEFAULT_TOOL_NAME,
  defaultCatalogInstructions,
  extractBody,
  loadCommands,
  MAX_SKILL_FILE_BYTES,
  type SearchTool,
  type SkillSearch,
  type SkillTool,
} from "./deps.js";
import { MCP_CODES, McpServeError } from "./errors.js";
import { loadSkillsMemo } from "./load-memo.js";
import { readSkillFileSafely, servedSkillDirectories } from "./safe-read.js";

const READ_TOOL = "read_skill_resource";
/** The catalog's instructions, plus where an MCP client reads a skill's files. */
const CATALOG_INSTRUCTIONS = `${defaultCatalogInstructions("skill")} Read a skill's bundled files with the \`${READ_TOOL}\` tool.`;

// What the server serves at one moment: an immutable snapshot of skills, commands and the tools built
// from them. An update swaps the snapshot; requests read whichever snapshot is current when they run.

export interface McpSnapshot {
  /**
   * The skills served: those of the load whose SKILL.md is a regular file in their real directory.
   * Its `readBody` reads through the safe read.
   */
  readonly set: SkillSet;
  /** The real directory each served skill's files are read from, by skill name (see `readServedFile`). */
  readonly directories: ReadonlyMap<string, string>;
  readonly commands: CommandSet;
  /**
   * The skill tool's name; absent when no skill is model-visible. Known without building the tool, so a
   * first `search_skills` call does not wait for the catalog.
   */
  readonly skillToolName?: string;
  /** Absent when no skill is model-visible. Built on first read (the catalog form costs ~0.3 s at 10k). */
  readonly skillTool?: SkillTool;
  /**
   * How the skill tool's description lists the skills (catalog-form.ts): `full` while the catalog fits
   * the budget, else `retrieval`. Absent with the tool; built with it, on first read.
   */
  readonly catalog?: {
    readonly form: CatalogForm;
    readonly budget: number;
    /** Skills the description lists. */
    readonly listed: number;
    /** Model-visible skills. */
    readonly visible: number;
    readonly descriptionBytes: number;
  };
  readonly searchTool: SearchTool;
  /**
   * Changes whenever the snapshot is rebuilt: a listing changed, or a SKILL.md's size or mtime (the
   * search index reads bodies). Which list_changed notifications go out is decided from the listings
   * themselves (`listingKeys` in handlers.ts), so a `touch` rebuilds but notifies nobody. Computed on
   * first read (the first update), not at start.
   */
  readonly fingerprint: string;
  /** Lists a skill's bundled files for an activation envelope, cached while its directories are unchanged. */
  readonly listResources: ListingCache["list"];
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
  /** Build the catalog into the skill tool's description, default true. */
  readonly catalog?: boolean;
}

/** The identity of a snapshot: what clients can list, plus each SKILL.md's version (size, mtime). */
function fingerprintOf(
  set: SkillSet,
  directories: ReadonlyMap<string, string>,
  commands: CommandSet,
): string {
  return JSON.stringify([
    set.skills.map((s) => [
      s.name,
      directories.get(s.name) ?? null,
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

/** A loaded set narrowed to what the server serves, with the real directory of each skill. */
interface Served {
  readonly set: SkillSet;
  readonly directories: ReadonlyMap<string, string>;
}

/**
 * Narrows a loaded set to the skills whose SKILL.md is a regular file (not a symlink) in their real
 * directory, and pins that directory: every later read of the skill's files (body included) goes through
 * the safe read in it, so re-pointing a symlink after the load cannot redirect a read.
 */
async function serve(loaded: SkillSet, bodies: BodyCache): Promise<Served> {
  const dirs = await servedSkillDirectories(loaded.skills);
  const directories = new Map<string, string>();
  const skills: Skill[] = [];
  const dropped = [];
  for (let i = 0; i < loaded.skills.length; i++) {
    const skill = loaded.skills[i]!;
    const dir = dirs[i];
    if (dir === undefined) {
      dropped.push(
        diag(
          "warning",
          CODES.mcpSkillNotServed,
          `${skill.location} is a symlink or no longer a regular file, so the MCP server does not serve skill '${skill.name}' (a linked SKILL.md could be re-pointed at any file). Link the skill's directory instead of its SKILL.md.`,
          skill.location,
        ),
      );
      continue;
    }
    directories.set(skill.name, dir);
    skills.push(skill);
  }
  const readBody = async (skill: Skill): Promise<string> => {
    const dir = directories.get(skill.name);
    if (dir === undefined)
      throw new McpServeError(MCP_CODES.skillNotFound, `Skill '${skill.name}' is not served.`);
    // A repeated activation reuses the body while SKILL.md's stat is unchanged (activation-cache.ts).
    return bodies.get(join(dir, "SKILL.md"), async () => {
      const { bytes } = await readSkillFileSafely(dir, "SKILL.md", {
        limit: MAX_SKILL_FILE_BYTES,
        skill: skill.name,
      });
      if (bytes.includes(0) || !isUtf8(bytes))
        throw new McpServeError(CODES.invalidEncoding, `${skill.location} is not valid UTF-8 text.`);
      return extractBody(bytes.toString("utf8"));
    });
  };
  const set: SkillSet = {
    ...loaded,
    skills,
    diagnostics: dropped.length > 0 ? [...loaded.diagnostics, ...dropped] : loaded.diagnostics,
    readBody,
  };
  return { set, directories };
}

async function buildSnapshot(
  options: SourceOptions,
  search: SkillSearch,
  { set, directories }: Served,
  commands: CommandSet,
  listings: ListingCache,
): Promise<McpSnapshot> {
  await search.update(set);
  // What the first search does not need is built when first read: the skill tool (its catalog form),
  // and the fingerprint (compared on the first update).
  let form: SkillToolForm | undefined | null = null;
  const formOf = (): SkillToolForm | undefined => {
    if (form === null) {
      form = skillToolForm(set, {
        profile: options.load.profile,
        catalog: options.catalog !== false,
        instructions: CATALOG_INSTRUCTIONS,
        listResources: listings.list,
        searchToolName: search.tool.name,
        readToolName: READ_TOOL,
      });
    }
    return form;
  };
  let catalog: McpSnapshot["catalog"] | null = null;
  let fingerprint: string | undefined;
  return {
    set,
    directories,
    commands,
    skillToolName: set.skills.some((s) => s.modelInvocable) ? DEFAULT_TOOL_NAME : undefined,
    get skillTool() {
      return formOf()?.tool;
    },
    get catalog() {
      if (catalog === null) {
        const f = formOf();
        catalog = f && {
          form: f.form,
          budget: f.budget,
          listed: f.listed,
          visible: f.visible,
          descriptionBytes: Buffer.byteLength(f.tool.description, "utf8"),
        };
      }
      return catalog;
    },
    searchTool: search.tool,
    get fingerprint() {
      fingerprint ??= fingerprintOf(set, directories, commands);
      return fingerprint;
    },
    listResources: listings.list,
  };
}

/** Loads the first snapshot, or builds it from what a watcher already loaded. */
export async function createSkillSource(
  options: SourceOptions,
  initial?: { readonly set: SkillSet; readonly commands: CommandSet },
): Promise<SkillSource> {
  const [firstSet, firstCommands] = initial
    ? [initial.set, initial.commands]
    : await Promise.all([loadSkillsMemo(options.load), loadCommandSet(options.load)]);
  // Kept across snapshots: a reload re-reads only what changed.
  const bodies = createBodyCache();
  const listings = createListingCache();
  const first = await serve(firstSet, bodies);
  const search = await createSkillSearch(first.set, cacheDirOutsideProject(options.load));
  let snapshot = await buildSnapshot(options, search, first, firstCommands, listings);
  const listeners = new Set<(s: McpSnapshot) => void>();
  // Updates never overlap: each runs after the previous one settled.
  let chain: Promise<unknown> = Promise.resolve();

  const apply = async (change: SourceUpdate): Promise<boolean> => {
    const [served, commands] = await Promise.all([
      change.set || change.skills
        ? serve(change.set ?? (await loadSkills(options.load)), bodies)
        : { set: snapshot.set, directories: snapshot.directories },
      change.commands === true ? loadCommandSet(options.load) : change.commands || snapshot.commands,
    ]);
    // Same listing: keep the snapshot (bodies and bundled files are read from disk at request time).
    if (fingerprintOf(served.set, served.directories, commands) === snapshot.fingerprint) return false;
    snapshot = await buildSnapshot(options, search, served, commands, listings);
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
