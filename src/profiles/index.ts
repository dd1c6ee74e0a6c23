import type { LengthUnit, Mode, NameRule, Scope } from "../types.js";
import { HOST_FACTS, type HostFacts, hostFacts } from "./hosts.js";

export type { HostFacts } from "./hosts.js";
export { HOST_FACTS } from "./hosts.js";

/**
 * Where a host looks for skills or commands. Plain data: the core never branches on a profile's name.
 * - `home`: a path under the home directory (`~/.agents/skills` → `[".agents", "skills"]`).
 * - `project`: a path under the working directory and each ancestor up to the git root.
 * - `worktree`: a path under the git root only (or the working directory outside git).
 * - `cwd`: a path under the working directory only (no ancestor walk).
 */
export interface RootTemplate {
  readonly scope: Scope;
  readonly base: "home" | "project" | "worktree" | "cwd";
  readonly segments: readonly string[];
}

export interface CatalogDefaults {
  /** Bytes of name + description. */
  readonly budgetBytes: number;
}

export interface Profile {
  readonly name: string;
  readonly description: string;
  readonly skillRoots: readonly RootTemplate[];
  readonly commandRoots: readonly RootTemplate[];
  /** Depth limit below each skills root; 1 = flat. */
  readonly depth: number;
  readonly mode: Mode;
  readonly nameRule: NameRule;
  readonly lengthUnit: LengthUnit;
  /** First positional argument index for `$N`. */
  readonly argumentBase: 0 | 1;
  readonly catalog: CatalogDefaults;
  /** What the host agent itself is documented to do (doctor --as, link, list hints). */
  readonly host?: HostFacts;
}

const home = (...segments: string[]): RootTemplate => ({ scope: "user", base: "home", segments });
const project = (...segments: string[]): RootTemplate => ({ scope: "project", base: "project", segments });
const worktree = (...segments: string[]): RootTemplate => ({ scope: "project", base: "worktree", segments });

const DEFAULT_CATALOG: CatalogDefaults = { budgetBytes: 51_200 };

const agents: Profile = {
  name: "agents",
  description:
    "The Agent Skills convention: .agents/skills in the project and its ancestors, ~/.agents/skills.",
  skillRoots: [project(".agents", "skills"), home(".agents", "skills")],
  commandRoots: [project(".agents", "commands"), home(".agents", "commands")],
  depth: 4,
  mode: "standard",
  nameRule: "unicode",
  lengthUnit: "codepoint",
  argumentBase: 1,
  catalog: DEFAULT_CATALOG,
};

const claude: Profile = {
  name: "claude",
  description: "Claude Code: .claude/skills and ~/.claude/skills, one level, 0-based $N.",
  skillRoots: [project(".claude", "skills"), home(".claude", "skills")],
  commandRoots: [project(".claude", "commands"), home(".claude", "commands")],
  depth: 1,
  mode: "standard",
  nameRule: "unicode",
  lengthUnit: "codepoint",
  argumentBase: 0,
  catalog: DEFAULT_CATALOG,
};

const codex: Profile = {
  name: "codex",
  description:
    "Codex: .agents/skills from the repository root to the working directory, ~/.agents/skills, depth 6.",
  skillRoots: [project(".agents", "skills"), home(".agents", "skills")],
  commandRoots: [project(".agents", "commands"), home(".agents", "commands")],
  depth: 6,
  mode: "standard",
  nameRule: "unicode",
  lengthUnit: "codepoint",
  argumentBase: 1,
  catalog: DEFAULT_CATALOG,
};

const pi: Profile = {
  name: "pi",
  description: "pi: .pi/skills and ~/.pi/agent/skills plus the .agents roots, recursive.",
  skillRoots: [
    project(".pi", "skills"),
    project(".agents", "skills"),
    home(".pi", "agent", "skills"),
    home(".agents", "skills"),
  ],
  commandRoots: [
    project(".pi", "prompts"),
    project(".agents", "commands"),
    home(".pi", "agent", "prompts"),
    home(".agents", "commands"),
  ],
  depth: 16,
  mode: "standard",
  nameRule: "unicode",
  lengthUnit: "codepoint",
  argumentBase: 1,
  catalog: DEFAULT_CATALOG,
};

const zed: Profile = {
  name: "zed",
  description:
    "Zed: ~/.agents/skills and <worktree>/.agents/skills, one level, ASCII names, lengths in bytes.",
  skillRoots: [worktree(".agents", "skills"), home(".agents", "skills")],
  commandRoots: [],
  depth: 1,
  mode: "standard",
  nameRule: "ascii",
  lengthUnit: "byte",
  argumentBase: 1,
  catalog: DEFAULT_CATALOG,
};

const zcode: Profile = {
  name: "zcode",
  description: "ZCode: .zcode/skills and .agents/skills, two levels.",
  skillRoots: [
    project(".zcode", "skills"),
    project(".agents", "skills"),
    home(".zcode", "skills"),
    home(".agents", "skills"),
  ],
  commandRoots: [
    project(".zcode", "commands"),
    project(".agents", "commands"),
    home(".zcode", "commands"),
    home(".agents", "commands"),
  ],
  depth: 2,
  mode: "standard",
  nameRule: "unicode",
  lengthUnit: "codepoint",
  argumentBase: 1,
  catalog: DEFAULT_CATALOG,
};

const opencode: Profile = {
  name: "opencode",
  description:
    "OpenCode: .opencode/skills plus the .claude and .agents roots, six levels; commands in .opencode/commands (and the older command/).",
  skillRoots: [
    project(".opencode", "skills"),
    project(".claude", "skills"),
    project(".agents", "skills"),
    home(".config", "opencode", "skills"),
    home(".claude", "skills"),
    home(".agents", "skills"),
  ],
  commandRoots: [
    project(".opencode", "commands"),
    project(".opencode", "command"),
    home(".config", "opencode", "commands"),
    home(".config", "opencode", "command"),
  ],
  // Its docs: SKILL.md up to six folders below a skills folder.
  depth: 6,
  mode: "standard",
  nameRule: "unicode",
  lengthUnit: "codepoint",
  argumentBase: 1,
  catalog: DEFAULT_CATALOG,
};

const cwd = (...segments: string[]): RootTemplate => ({ scope: "project", base: "cwd", segments });

/** Levels a profile loads for a host whose depth is undocumented: the documented `<folder>/<name>/SKILL.md`. */
const UNDOCUMENTED_DEPTH = 1;
/** "Recursive" as a depth limit. */
const ANY_DEPTH = 16;

/** A root template for one of a host's folders (`~/…` = home; otherwise where its ancestor walk looks). */
function templateOf(folder: string, facts: HostFacts): RootTemplate {
  const segments = folder.replace(/^~\//, "").split("/");
  if (folder.startsWith("~/")) return home(...segments);
  if (facts.ancestorWalk === "cwd") return cwd(...segments);
  if (facts.ancestorWalk === "repo-root") return worktree(...segments);
  // Walks to the repository root, or undocumented: the convention most hosts follow.
  return project(...segments);
}

/**
 * A profile that loads what a host reads, built from its facts: for hosts skillport has no hand-written
 * profile for. Undocumented depth loads one level; names follow the spec rule in ASCII where the host
 * rejects other names.
 */
export function profileFromHost(facts: HostFacts): Profile {
  const depth =
    facts.depth === "undocumented" ? UNDOCUMENTED_DEPTH : facts.depth === "any" ? ANY_DEPTH : facts.depth;
  return {
    name: facts.id,
    description: `${facts.title}: ${[...facts.projectFolders, ...facts.userFolders].join(", ")}.`,
    skillRoots: [
      ...facts.projectFolders.map((f) => templateOf(f, facts)),
      ...facts.userFolders.map((f) => templateOf(f, facts)),
    ],
    commandRoots: [],
    depth,
    mode: "standard",
    nameRule: facts.nameEnforcement === "rejected" ? "ascii" : "unicode",
    lengthUnit: "codepoint",
    argumentBase: 1,
    catalog: DEFAULT_CATALOG,
    host: facts,
  };
}

const withHost = (p: Profile): Profile => {
  const facts = hostFacts(p.name);
  return facts ? { ...p, host: facts } : p;
};

const handWritten: readonly Profile[] = [agents, claude, codex, pi, zed, zcode, opencode].map(withHost);

/** Every built-in profile, by name: the hand-written ones, then one per documented host. */
export const profiles: Readonly<Record<string, Profile>> = Object.freeze(
  Object.fromEntries([
    ...handWritten.map((p) => [p.name, p] as const),
    ...HOST_FACTS.filter((f) => !handWritten.some((p) => p.name === f.id)).map(
      (f) => [f.id, profileFromHost(f)] as const,
    ),
  ]),
);

/** Profiles that carry host facts (every host `doctor --as all` and `link --host all` cover). */
export function hostProfiles(): Profile[] {
  return Object.values(profiles).filter((p) => p.host !== undefined);
}

export const DEFAULT_PROFILE = "agents";

export function getProfile(nameOrProfile: string | Profile | undefined): Profile {
  if (nameOrProfile === undefined) return agents;
  if (typeof nameOrProfile !== "string") return nameOrProfile;
  const found = profiles[nameOrProfile];
  if (!found) {
    throw new TypeError(
      `Unknown profile '${nameOrProfile}'. Known profiles: ${Object.keys(profiles).join(", ")}.`,
    );
  }
  return found;
}
