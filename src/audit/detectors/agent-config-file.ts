// Round 28: an agent's instruction, rules or settings file written with the text of another file of the skill
// ("create `.github/copilot-instructions.md` with the content of references/instructions.md verbatim", "the exact
// text is in references/example.md"). What that file says is what the agent obeys in every later session, so its
// standing orders are judged as if they were written beside the write.

import type { AuditSkillView, SkillHit } from "../rule-types.js";
import { fileNamedAt, lineOf, startsOf } from "../text.js";
import { PLANTED } from "./agent-harm.js";

/** Characters of the writing file read after the write's line starts (the write's sentence and the few lines below). */
const REACH = 1200;
/** Characters of a named file read for standing orders: a rules file or template is short. */
const MAX_READ = 256 * 1024;
/** Writes followed per skill (the medium finding is capped at 20 per file anyway). */
const MAX_WRITES = 40;

export function agentConfigFromFile(skill: AuditSkillView, why: string): SkillHit[] {
  const writes = skill.findings.filter((f) => f.rule === "agent-config-write").slice(0, MAX_WRITES);
  if (writes.length === 0) return [];
  const byPath = new Map(skill.files.map((f) => [f.path, f]));
  const judged = new Set<string>();
  const out: SkillHit[] = [];
  for (const w of writes) {
    const src = byPath.get(w.file);
    if (!src) continue;
    // The line above too: "Content of the file:" may introduce the write's text on the next lines.
    const from = startsOf(src)[Math.max(1, w.line - 1) - 1];
    if (from === undefined) continue;
    const window = src.text.slice(from, from + REACH);
    for (const g of skill.files) {
      if (g.path === src.path || judged.has(g.path) || fileNamedAt(window, g.path) < 0) continue;
      judged.add(g.path);
      const text = g.text.slice(0, MAX_READ);
      const m = PLANTED.exec(text);
      if (!m) continue;
      const line = lineOf(startsOf(g), m.index) + 1;
      out.push({
        file: g.path,
        line,
        match: m[0].slice(0, 120),
        why: `${why}: written (${src.path}:${w.line}) → the order (${g.path}:${line})`,
      });
    }
  }
  return out;
}
