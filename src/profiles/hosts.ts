// What each host agent is documented to do with SKILL.md folders: plain data with the source of every
// claim. Where a host says nothing, the field says "undocumented" rather than guessing. The loader never
// reads these facts; `doctor --as`, `link` and the hints of `list` do, and docs/HOSTS.md renders them.

/** A value the host documents, or the marker that it does not. */
export type Known<T> = T | "undocumented";

/** How a host looks above the working directory for project skill folders. */
export type AncestorWalk =
  /** The working directory and each parent up to the repository root. */
  | "cwd-to-repo-root"
  /** The workspace or repository root only. */
  | "repo-root"
  /** The working directory only. */
  | "cwd"
  | "undocumented";

/** What happens to a skill whose name breaks the host's rule. */
export type NameEnforcement = "rejected" | "warned" | "sanitised" | "undocumented";

export interface HostFacts {
  /** Profile name (`--profile`, `--as`, `--host`). */
  readonly id: string;
  /** The product's own name. */
  readonly title: string;
  /** Project skill folders, relative to the project directory, highest precedence first. */
  readonly projectFolders: readonly string[];
  /** User skill folders, `~` = home, highest precedence first. */
  readonly userFolders: readonly string[];
  /** Levels below a skills folder where SKILL.md may sit: 1 = `<folder>/<name>/SKILL.md`; "any" = recursive. */
  readonly depth: Known<number | "any">;
  readonly ancestorWalk: AncestorWalk;
  /** Who wins a name clash, in the host's words. */
  readonly precedence: string;
  /** True when a user skill beats a project skill of the same name (skillport's own rule is the reverse). */
  readonly userFirst?: boolean;
  /** The name rule in prose (`spec` = lowercase a-z, 0-9 and single hyphens, at most 64, same as the folder). */
  readonly nameRule: string;
  readonly nameEnforcement: NameEnforcement;
  /** What a SKILL.md whose frontmatter is not valid YAML does in this host. */
  readonly invalidYaml: Known<string>;
  /** Dot-folders below a skills folder (`.archive/foo/SKILL.md`). */
  readonly dotFolders: Known<"skipped">;
  /** The documented limit on the skill list the model sees. */
  readonly budget: Known<string>;
  /** Characters of name + description the host keeps, when it documents a number (fallback figure). */
  readonly budgetChars?: number;
  /** Whether project skills wait for the user to trust the folder. */
  readonly trust: Known<string>;
  /** Whether symlinked skill folders load. */
  readonly symlinks: Known<"followed">;
  /** Docs URLs or `owner/repo:path` the facts were taken from. */
  readonly sources: readonly string[];
  /** Anything else a user should know (feature flags, settings that add folders). */
  readonly notes?: string;
}

const U = "undocumented" as const;

export const HOST_FACTS: readonly HostFacts[] = [
  {
    id: "agents",
    title: "Agent Skills (the open standard)",
    projectFolders: [".agents/skills"],
    userFolders: ["~/.agents/skills"],
    depth: U,
    ancestorWalk: U,
    precedence: "The specification leaves collisions to each client.",
    nameRule:
      "spec: 1-64 lowercase letters, digits and hyphens, no leading, trailing or double hyphen, same as the folder",
    nameEnforcement: U,
    invalidYaml: U,
    dotFolders: U,
    budget: U,
    trust: U,
    symlinks: U,
    sources: ["https://agentskills.io/specification"],
    notes:
      "`.agents/skills` is the cross-client folder; skillport's own default profile reads it from the working directory up to the git root, at most 4 levels deep.",
  },
  {
    id: "claude",
    title: "Claude Code",
    projectFolders: [".claude/skills"],
    userFolders: ["~/.claude/skills"],
    depth: 1,
    ancestorWalk: "cwd",
    precedence:
      "Enterprise (managed) over personal (~/.claude/skills) over project; plugin skills are namespaced plugin:name.",
    userFirst: true,
    nameRule: "spec (lowercase letters, digits, hyphens; at most 64)",
    nameEnforcement: U,
    invalidYaml: U,
    dotFolders: U,
    budget:
      "The skill list gets about 1% of the context window (fallback 8,000 characters); SLASH_COMMAND_TOOL_CHAR_BUDGET raises it. Descriptions are cut first.",
    budgetChars: 8000,
    trust: U,
    symlinks: U,
    sources: [
      "https://code.claude.com/docs/en/skills",
      "anthropics/claude-code#18192 (only the top level of a skills folder is scanned)",
    ],
    notes:
      "Nested .claude/skills folders below the working directory are found when Claude Code works on files there. Claude Code does not read .agents/skills: link it (`skillport link --host claude`).",
  },
  {
    id: "codex",
    title: "Codex CLI",
    projectFolders: [".agents/skills"],
    userFolders: ["~/.agents/skills"],
    depth: U,
    ancestorWalk: "cwd-to-repo-root",
    precedence:
      "Repository folders (nearest first), then $HOME/.agents/skills, then /etc/codex/skills, then bundled.",
    nameRule: "spec",
    nameEnforcement: U,
    invalidYaml: U,
    dotFolders: U,
    budget:
      "The initial skill list is capped at about 2% of the context window, or 8,000 characters when the window is unknown; descriptions are shortened first, then skills are omitted with a warning.",
    budgetChars: 8000,
    trust: U,
    symlinks: "followed",
    sources: ["https://developers.openai.com/codex/skills"],
    notes: "Admin skills also load from /etc/codex/skills (not modelled here).",
  },
  {
    id: "gemini",
    title: "Gemini CLI",
    projectFolders: [".agents/skills", ".gemini/skills"],
    userFolders: ["~/.agents/skills", "~/.gemini/skills"],
    depth: 1,
    ancestorWalk: "cwd",
    precedence:
      "Workspace over user over extension over built-in; within a tier the .agents/skills alias wins over .gemini/skills.",
    nameRule: 'none: the characters : \\ / < > * ? " | are replaced by hyphens',
    nameEnforcement: "sanitised",
    invalidYaml: "falls back to a line-by-line reader, so most broken YAML still loads",
    dotFolders: U,
    budget: U,
    trust: "Workspace skills load only in trusted folders.",
    symlinks: U,
    sources: [
      "https://geminicli.com/docs/cli/using-agent-skills/",
      "google-gemini/gemini-cli:packages/core/src/skills/skillLoader.ts (glob SKILL.md and */SKILL.md)",
    ],
  },
  {
    id: "copilot",
    title: "GitHub Copilot CLI",
    projectFolders: [".github/skills", ".claude/skills", ".agents/skills"],
    userFolders: ["~/.copilot/skills", "~/.claude/skills", "~/.agents/skills"],
    depth: 1,
    ancestorWalk: "repo-root",
    precedence: U,
    nameRule: "spec (folder names lowercase with hyphens)",
    nameEnforcement: U,
    invalidYaml: U,
    dotFolders: U,
    budget: U,
    trust: U,
    symlinks: U,
    sources: ["https://docs.github.com/en/copilot/how-tos/use-copilot-agents/cloud-agent/create-skills"],
  },
  {
    id: "vscode",
    title: "GitHub Copilot in VS Code",
    projectFolders: [".github/skills", ".claude/skills", ".agents/skills"],
    userFolders: ["~/.copilot/skills", "~/.claude/skills", "~/.agents/skills"],
    depth: 1,
    ancestorWalk: "repo-root",
    precedence: U,
    nameRule: "spec; must match the folder name; slashes, colons, dots and prefixes are not allowed",
    nameEnforcement: "rejected",
    invalidYaml: U,
    dotFolders: U,
    budget: U,
    trust: U,
    symlinks: U,
    sources: ["https://code.visualstudio.com/docs/agent-customization/agent-skills"],
    notes:
      "chat.agentSkillsLocations adds folders; chat.useCustomizationsInParentRepositories reads the parent repository in a monorepo. A bad name makes the skill fail to load silently.",
  },
  {
    id: "cursor",
    title: "Cursor",
    projectFolders: [".agents/skills", ".cursor/skills", ".claude/skills", ".codex/skills"],
    userFolders: ["~/.cursor/skills", "~/.claude/skills", "~/.codex/skills"],
    depth: U,
    ancestorWalk: U,
    precedence: U,
    nameRule: "spec",
    nameEnforcement: U,
    invalidYaml: U,
    dotFolders: U,
    budget: U,
    trust: U,
    symlinks: U,
    sources: ["https://cursor.com/docs/context/skills"],
    notes:
      "Each skill is documented as a folder directly inside a skills folder; deeper layouts are undocumented.",
  },
  {
    id: "opencode",
    title: "OpenCode",
    projectFolders: [".opencode/skills", ".claude/skills", ".agents/skills"],
    userFolders: ["~/.config/opencode/skills", "~/.claude/skills", "~/.agents/skills"],
    depth: 6,
    ancestorWalk: "cwd-to-repo-root",
    precedence: U,
    nameRule: "spec (older releases); recent releases accept free-form names",
    nameEnforcement: U,
    invalidYaml: U,
    dotFolders: "skipped",
    budget: U,
    trust: U,
    symlinks: U,
    sources: ["https://opencode.ai/docs/skills/"],
    notes: "Hidden folders and node_modules are skipped; a folder holding SKILL.md is not searched further.",
  },
  {
    id: "goose",
    title: "Goose",
    projectFolders: [".agents/skills", ".goose/skills", ".claude/skills"],
    userFolders: [
      "~/.agents/skills",
      "~/.config/agents/skills",
      "~/.config/goose/skills",
      "~/.claude/skills",
    ],
    depth: 1,
    ancestorWalk: U,
    precedence:
      "All folders are combined; when a name repeats, the later folder wins (project after global).",
    nameRule: "spec",
    nameEnforcement: U,
    invalidYaml: U,
    dotFolders: U,
    budget: U,
    trust: U,
    symlinks: U,
    sources: [
      "block/goose:documentation/docs/guides/context-engineering/using-skills.md",
      "https://block.github.io/goose/docs/guides/context-engineering/using-skills",
    ],
    notes: "The order within the project and within the user folders is undocumented in current docs.",
  },
  {
    id: "amp",
    title: "Amp",
    projectFolders: [".agents/skills", ".claude/skills"],
    userFolders: ["~/.config/agents/skills", "~/.config/amp/skills", "~/.claude/skills"],
    depth: U,
    ancestorWalk: U,
    precedence: "Workspace .agents/skills first (third-party reading of the manual).",
    nameRule: U,
    nameEnforcement: U,
    invalidYaml: U,
    dotFolders: U,
    budget: U,
    trust: U,
    symlinks: U,
    sources: [
      "https://ampcode.com/manual (Agent Skills; folders as summarised by syllago.dev/using-syllago/providers/amp/skills/)",
    ],
  },
  {
    id: "zed",
    title: "Zed",
    projectFolders: [".agents/skills"],
    userFolders: ["~/.agents/skills"],
    depth: 1,
    ancestorWalk: "repo-root",
    precedence: "Project (worktree root) over global; same-scope clashes: first found wins, with a warning.",
    nameRule: "[a-z0-9-]{1,64}",
    nameEnforcement: "rejected",
    invalidYaml: "rejected with a load error",
    dotFolders: U,
    budget: U,
    trust: "None yet (a trust check is planned).",
    symlinks: U,
    sources: ["zed-industries/zed:crates/agent_skills/README.md"],
    notes: "No ancestor walk, no extra folders: symlink other skills into ~/.agents/skills.",
  },
  {
    id: "pi",
    title: "pi",
    projectFolders: [".pi/skills", ".agents/skills"],
    userFolders: ["~/.pi/agent/skills", "~/.agents/skills"],
    depth: "any",
    ancestorWalk: "cwd",
    precedence: "First found wins; the user folder is read before the project folder.",
    userFirst: true,
    nameRule: "spec; must match the folder",
    nameEnforcement: "warned",
    invalidYaml: U,
    dotFolders: "skipped",
    budget: U,
    trust: U,
    symlinks: "followed",
    sources: ["badlogic/pi-mono:packages/coding-agent/src/core/skills.ts"],
    notes:
      "SKILL.md is found at any depth (recursive); entries starting with a dot and node_modules are skipped; a skill without a description does not load.",
  },
  {
    id: "windsurf",
    title: "Windsurf (Cascade)",
    projectFolders: [".windsurf/skills"],
    userFolders: ["~/.codeium/windsurf/skills"],
    depth: 1,
    ancestorWalk: U,
    precedence: U,
    nameRule: "lowercase letters, digits and hyphens",
    nameEnforcement: U,
    invalidYaml: U,
    dotFolders: U,
    budget: U,
    trust: U,
    symlinks: U,
    sources: ["https://docs.windsurf.com/windsurf/cascade/skills"],
  },
  {
    id: "cline",
    title: "Cline",
    projectFolders: [".cline/skills", ".clinerules/skills", ".claude/skills"],
    userFolders: ["~/.cline/skills"],
    depth: 1,
    ancestorWalk: U,
    precedence: U,
    nameRule: "must exactly match the folder name",
    nameEnforcement: U,
    invalidYaml: U,
    dotFolders: U,
    budget: "About 100 tokens a skill for name and description; no total documented.",
    trust: U,
    symlinks: U,
    sources: [
      "https://docs.cline.bot/customization/skills",
      "https://syllago.dev/using-syllago/providers/cline/skills/ (.claude/skills)",
    ],
    notes: "Skills are experimental: Settings, Features, Enable Skills. Each skill has an on/off toggle.",
  },
  {
    id: "roo",
    title: "Roo Code",
    projectFolders: [".roo/skills", ".agents/skills"],
    userFolders: ["~/.roo/skills", "~/.agents/skills"],
    depth: 1,
    ancestorWalk: U,
    precedence: "Project over global, .roo over .agents, mode-specific (skills-<mode>) over generic.",
    nameRule: "spec; must match the folder",
    nameEnforcement: U,
    invalidYaml: U,
    dotFolders: U,
    budget: U,
    trust: U,
    symlinks: U,
    sources: ["https://docs.roocode.com/features/skills", "RooCodeInc/Roo-Code-Docs#534 (.agents/skills)"],
    notes: "Mode-specific folders .roo/skills-<mode> are not modelled.",
  },
  {
    id: "kiro",
    title: "Kiro",
    projectFolders: [".kiro/skills"],
    userFolders: ["~/.kiro/skills"],
    depth: 1,
    ancestorWalk: U,
    precedence: "Workspace over global.",
    nameRule: U,
    nameEnforcement: U,
    invalidYaml: U,
    dotFolders: U,
    budget: U,
    trust: U,
    symlinks: U,
    sources: ["https://kiro.dev/docs/skills"],
  },
];

/** The facts of one host, by profile name. */
export function hostFacts(id: string): HostFacts | undefined {
  return HOST_FACTS.find((h) => h.id === id);
}
