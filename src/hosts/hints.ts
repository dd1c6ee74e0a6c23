import { readdirSync, realpathSync, statSync } from "node:fs";
import { join, resolve, sep } from "node:path";
import { projectDirectories } from "../discovery/roots.js";
import { skillRoots } from "../load.js";
import { HOST_FACTS } from "../profiles/hosts.js";
import { type Profile, profiles } from "../profiles/index.js";

// `list` says when skills sit in another host's folder that the current profile does not read
// (`~/.claude/skills` under the default profile), naming options that exist: --profile and --root.

export interface OtherHostFolder {
  /** Absolute folder. */
  readonly folder: string;
  /** Skill folders directly inside it. */
  readonly skills: number;
  /** Titles of the hosts that read it. */
  readonly readBy: readonly string[];
  /** A built-in profile that reads it, when one does. */
  readonly profile?: string;
}

/** Entries of a folder looked at when counting its skills. */
const MAX_ENTRIES = 1000;

export interface HintOptions {
  readonly cwd: string;
  readonly home: string;
  readonly user?: boolean;
  readonly project?: boolean;
  /** Folders the run already reads (--root). */
  readonly roots?: readonly string[];
}

/** Folders of other hosts that hold skills the profile does not read. */
export function otherHostFolders(profile: Profile, options: HintOptions): OtherHostFolder[] {
  const read = new Set([
    ...skillRoots({ profile, cwd: options.cwd, home: options.home, builtins: false }).map((r) => r.path),
    ...(options.roots ?? []).map((r) => resolve(options.cwd, r)),
  ]);
  const dirs = options.project === false ? [] : projectDirectories(options.cwd);
  const byFolder = new Map<string, string[]>();
  for (const facts of HOST_FACTS) {
    const folders = [
      ...(options.user === false
        ? []
        : facts.userFolders.map((f) => join(options.home, ...f.replace(/^~\//, "").split("/")))),
      ...facts.projectFolders.flatMap((f) => dirs.map((d) => join(d, ...f.split("/")))),
    ];
    for (const folder of folders) {
      if (read.has(folder)) continue;
      const titles = byFolder.get(folder) ?? [];
      if (!titles.includes(facts.title)) titles.push(facts.title);
      byFolder.set(folder, titles);
    }
  }
  // A skill the profile reads already (a link `skillport link` made points into a folder it reads)
  // is not one to advise about.
  const seen = realSkillDirs([...read]);
  const out: OtherHostFolder[] = [];
  for (const [folder, readBy] of byFolder) {
    const skills = countSkills(folder, seen);
    if (skills === 0) continue;
    const reader = Object.values(profiles).find((p) =>
      skillRoots({ profile: p, cwd: options.cwd, home: options.home, builtins: false }).some(
        (r) => r.path === folder,
      ),
    );
    out.push({ folder, skills, readBy, profile: reader?.name });
  }
  return out.sort((a, b) => (a.folder < b.folder ? -1 : 1));
}

/** Real paths of the skill folders directly inside `folders`. */
function realSkillDirs(folders: readonly string[]): Set<string> {
  const out = new Set<string>();
  for (const folder of folders) {
    let names: string[];
    try {
      names = readdirSync(folder).slice(0, MAX_ENTRIES);
    } catch {
      continue;
    }
    for (const name of names) {
      try {
        out.add(realpathSync(join(folder, name)));
      } catch {
        // gone or dangling
      }
    }
  }
  return out;
}

/** Skill folders directly inside `folder` (those holding a SKILL.md) not in `seen`; 0 when it is missing. */
function countSkills(folder: string, seen: ReadonlySet<string> = new Set()): number {
  let names: string[];
  try {
    names = readdirSync(folder);
  } catch {
    return 0;
  }
  let n = 0;
  for (const name of names.slice(0, MAX_ENTRIES)) {
    if (name.startsWith(".")) continue;
    try {
      if (statSync(join(folder, name, "SKILL.md")).isFile() && !seen.has(realpathSync(join(folder, name))))
        n++;
    } catch {
      // not a skill folder
    }
  }
  return n;
}

/** The hint for one folder, naming options that exist. */
export function hintText(h: OtherHostFolder, profile: Profile, home: string): string {
  const shown =
    h.folder === home ? "~" : h.folder.startsWith(home + sep) ? `~${h.folder.slice(home.length)}` : h.folder;
  const who = h.readBy.length > 3 ? `${h.readBy.slice(0, 3).join(", ")}, …` : h.readBy.join(", ");
  const fixes = [
    ...(h.profile ? [`--profile ${h.profile}`] : []),
    `--root ${shown}`,
    ...(h.folder.includes(`${sep}.agents${sep}`)
      ? []
      : [`or move ${h.skills === 1 ? "it" : "them"} to .agents/skills and run skillport link`]),
  ];
  return `hint: ${h.skills} skill${h.skills === 1 ? "" : "s"} in ${shown} (read by ${who}) ${
    h.skills === 1 ? "is" : "are"
  } not read by profile ${profile.name}: see ${h.skills === 1 ? "it" : "them"} with ${fixes.join(", ")}; skillport doctor --as all explains every host.`;
}

/** Folder names one letter or a case away from a skills folder hosts read. */
const MISSPELT: readonly (readonly [string, string])[] = [
  [".agents/skill", ".agents/skills"],
  [".agent/skills", ".agents/skills"],
  [".agent/skill", ".agents/skills"],
  [".agents/Skills", ".agents/skills"],
  [".Agents/skills", ".agents/skills"],
  [".claude/skill", ".claude/skills"],
  [".claude/Skills", ".claude/skills"],
];

export interface MisspeltFolder {
  readonly folder: string;
  readonly meant: string;
  readonly skills: number;
}

/**
 * Folders in the project directories and the home directory whose name is a near miss of a skills
 * folder (`.agents/skill/`) and that hold skills: no host reads them, and nothing else would say so.
 */
export function misspeltFolders(options: HintOptions): MisspeltFolder[] {
  const dirs = [
    ...(options.project === false ? [] : projectDirectories(options.cwd)),
    ...(options.user === false ? [] : [options.home]),
  ];
  const out: MisspeltFolder[] = [];
  for (const d of new Set(dirs)) {
    let listing: Set<string> | undefined;
    for (const [wrong, right] of MISSPELT) {
      const [top, sub] = wrong.split("/") as [string, string];
      // Exact names only: on a case-insensitive disk `.agents/Skills` is the right folder.
      try {
        listing = new Set(readdirSync(join(d, top)));
      } catch {
        continue;
      }
      if (!listing.has(sub)) continue;
      const folder = join(d, top, sub);
      const meant = join(d, ...right.split("/"));
      if (sameFolder(folder, meant)) continue;
      const skills = countSkills(folder);
      if (skills > 0) out.push({ folder, meant, skills });
    }
  }
  return out;
}

const sameFolder = (a: string, b: string): boolean => {
  try {
    return realpathSync(a) === realpathSync(b);
  } catch {
    return false;
  }
};
