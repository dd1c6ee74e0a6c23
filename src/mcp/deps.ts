// The pipeline pieces the MCP server builds on, in ONE place: the server imports them only from here,
// so swapping one (or standing in for a missing one) is a change to this file only.

import type { LoadOptions } from "../load.js";
import { createSearchIndex } from "../search/search-index.js";
import { createSearchTool, type SearchTool } from "../search/tool.js";
import type { CommandSet, SkillSet } from "../types.js";

// Activation (A1–A5), the envelope's resource listing and the skill tool with the catalog (A2, C2–C4).
export {
  type ActivateOptions,
  activateSkill,
  LIST_ALL_UP_TO,
  notFoundText,
} from "../activation/activate.js";
export { listSkillResources, type ResourceListing } from "../activation/envelope.js";
export {
  createSkillTool,
  DEFAULT_TOOL_NAME,
  type SkillTool,
  skillToolDescription,
} from "../activation/tool.js";
export { budgetBytes, catalogDescription } from "../catalog/plan.js";
export { buildCatalog, defaultCatalogInstructions } from "../catalog/render.js";
// Commands (M1–M4) with shell expansion behind a permission (X); T1 applies to them as to skills.
export { expandCommand } from "../custom-commands/expand.js";
export { loadCommands } from "../custom-commands/load.js";
// Skill bodies, read by the server through its safe read.
export { MAX_SKILL_FILE_BYTES } from "../discovery/read.js";
export { extractBody } from "../format/frontmatter.js";
export { getProfile } from "../profiles/index.js";
// The resource gate (T3).

export { cacheDirOutsideProject } from "../util/project-local.js";

// Search (Q1, Q2, Q4): one BM25 index, kept current across snapshots.

export type { SearchTool };

export interface SkillSearch {
  /** The search_skills tool over the current index. */
  readonly tool: SearchTool;
  /** Brings the index to a new set (only changed skills are re-indexed). */
  update(set: SkillSet): Promise<void>;
}

/** `cacheDir`: where the index is kept between starts (the load's parse cache directory), if anywhere. */
export async function createSkillSearch(set: SkillSet, cacheDir?: string): Promise<SkillSearch> {
  // Bodies (headings, opening text) are read in the background: the first search must not wait for
  // thousands of file reads. With a saved index of the same skills, nothing is read or built at all.
  const index = await createSearchIndex(set, { deferBodies: true, cacheDir });
  const tool = createSearchTool(index, { useHint: "To use a skill, call the `skill` tool with its name." });
  return {
    tool,
    async update(next) {
      await index.update(next);
    },
  };
}

// Live reload (W1–W3): skills, commands, roots created later, the trust store.

export interface ChangeWatcher {
  /** The latest skills and commands. */
  readonly set: SkillSet;
  readonly commands: CommandSet;
  close(): Promise<void>;
}

export async function watchForChanges(
  options: LoadOptions,
  onChange: (change: { set: SkillSet; commands?: CommandSet }) => void,
  onError: (error: Error) => void,
): Promise<ChangeWatcher> {
  // The watcher (and chokidar under it) loads when it starts, after the first answer (see server.ts).
  const { watchSkills } = await import("../watch/watcher.js");
  const watcher = await watchSkills({ ...options, commands: true });
  watcher.on("change", (c) => onChange({ set: c.set, ...(c.commands ? { commands: c.commands.set } : {}) }));
  watcher.on("error", onError);
  return {
    get set() {
      return watcher.current;
    },
    get commands() {
      return watcher.commands!;
    },
    close: () => watcher.close(),
  };
}
