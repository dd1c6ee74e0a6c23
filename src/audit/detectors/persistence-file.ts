// Round 28: persistence whose command sits in another file of the skill. The SKILL.md (or a reference) installs a
// file the skill ships into a place that runs it again later ("copy `assets/pre-commit` to `.git/hooks/`",
// "`crontab assets/jobs.txt`", "put `assets/x.desktop` in ~/.config/autostart"); the file itself names no
// scheduler, so the persistence rule reads neither half with the other. The installed file is judged by what it
// runs by itself: a download that runs, a raw socket, a hidden program (a script that posts its own report is not).

import type { AuditSkillView, SkillHit } from "../rule-types.js";
import { fileNamedAt, lineOf, startsOf } from "../text.js";
import { INSTALLS, runsFetched, SCHEDULER_CMD, SCHEDULER_WORDS } from "./persistence.js";

/** Characters of an installed file read (a hook, a unit, a job list is short). */
const MAX_READ = 64 * 1024;
/** Files of the skill looked for in its Markdown: the first ones by name order. */
const MAX_FILES = 64;
/** Characters of a line around the file's name read for the place it is installed to. */
const REACH = 300;
const PROSE = /\.(?:md|markdown|mdx|txt)$/i;

export function persistenceFromFile(skill: AuditSkillView, why: string): SkillHit[] {
  const prose = skill.files.filter((f) => PROSE.test(f.path));
  const shipped = skill.files.filter((f) => !PROSE.test(f.path)).slice(0, MAX_FILES);
  if (prose.length === 0 || shipped.length === 0) return [];
  const out: SkillHit[] = [];
  for (const g of shipped) {
    for (const p of prose) {
      const at = fileNamedAt(p.text, g.path);
      if (at < 0) continue;
      const from = Math.max(0, p.text.lastIndexOf("\n", at) + 1, at - REACH);
      const nl = p.text.indexOf("\n", at);
      const around = p.text.slice(from, Math.min(nl < 0 ? p.text.length : nl, at + REACH));
      if (!(SCHEDULER_CMD.test(around) || SCHEDULER_WORDS.test(around) || AUTOSTART.test(around))) continue;
      if (!INSTALLS.test(around) && !/\bcrontab\s/.test(around)) continue;
      const text = g.text.slice(0, MAX_READ);
      const m = runsFetched(text);
      if (!m) break;
      const line = lineOf(startsOf(p), at) + 1;
      const gLine = lineOf(startsOf(g), FIRST_RUN.exec(text)?.index ?? 0) + 1;
      out.push({
        file: g.path,
        line: gLine,
        match: g.path,
        why: `${why}: installed (${p.path}:${line}) → runs (${g.path}:${gLine})`,
      });
      break;
    }
  }
  return out;
}

/** Where in the installed file the first command that fetches stands (for the finding's line). */
const FIRST_RUN = /\b(?:curl|wget|iwr|irm|iex|Invoke-\w+)\b|\/dev\/tcp\/|\/tmp\/|\/dev\/shm\//i;

/** Places named by folder that SCHEDULER_CMD does not list: XDG autostart and systemd's user-unit folder. */
// Round 29: the system's other places that run a file by themselves: udev rules (RUN+= on every device event), APT
// hooks, NetworkManager dispatcher scripts, the login banner's scripts.
const AUTOSTART =
  /\.config[\\/](?:autostart|systemd[\\/]user)\b|\/etc\/(?:udev\/rules\.d|apt\/apt\.conf\.d|NetworkManager\/dispatcher\.d|update-motd\.d)\b|\bhooks?\s+(?:folder|directory)\b|\bas\s+(?:the\s+)?(?:repo(?:sitory)?['’]?s?\s+)?(?:pre|post)-\w+\s+hook\b/i;
