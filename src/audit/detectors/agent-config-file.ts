// Round 28: an agent's instruction, rules or settings file written with the text of another file of the skill
// ("create `.github/copilot-instructions.md` with the content of references/instructions.md verbatim", "the exact
// text is in references/example.md"). What that file says is what the agent obeys in every later session, so its
// standing orders are judged as if they were written beside the write.

import type { AuditSkillView, SkillHit } from "../rule-types.js";
import { PLANTED } from "./agent-harm.js";

/** Characters of the writing file read after the write's line starts (the write's sentence and the few lines below). */
const REACH = 1200;
/** Characters of a named file read for standing orders: a rules file or template is short. */
const MAX_READ = 256 * 1024;
/** Writes followed per skill (the medium finding is capped at 20 per file anyway). */
const MAX_WRITES = 40;

/** Where 1-based line `line` of `text` starts, or -1 past the end. */
function lineStart(text: string, line: number): number {
  let at = 0;
  for (let k = 1; k < line; k++) {
    const nl = text.indexOf("\n", at);
    if (nl < 0) return -1;
    at = nl + 1;
  }
  return at;
}

/** `path` (or its own distinctive name) is named in `window`. */
function names(window: string, path: string): boolean {
  if (window.includes(path)) return true;
  const base = path.slice(path.lastIndexOf("/") + 1);
  return base !== path && base.length >= 6 && base.includes(".") && window.includes(base);
}

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
    const from = lineStart(src.text, Math.max(1, w.line - 1));
    if (from < 0) continue;
    const window = src.text.slice(from, from + REACH);
    for (const g of skill.files) {
      if (g.path === src.path || judged.has(g.path) || !names(window, g.path)) continue;
      judged.add(g.path);
      const text = g.text.slice(0, MAX_READ);
      const m = PLANTED.exec(text);
      if (!m) continue;
      let line = 1;
      for (let i = text.indexOf("\n"); i >= 0 && i < m.index; i = text.indexOf("\n", i + 1)) line++;
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
