import { readdirSync, statSync } from "node:fs";
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
  const out: OtherHostFolder[] = [];
  for (const [folder, readBy] of byFolder) {
    const skills = countSkills(folder);
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

/** Skill folders directly inside `folder` (those holding a SKILL.md); 0 when it is missing. */
function countSkills(folder: string): number {
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
      if (statSync(join(folder, name, "SKILL.md")).isFile()) n++;
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
