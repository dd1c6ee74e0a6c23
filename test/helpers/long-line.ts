// One shape for the "a 400 KB single line audits to the end" tests: a skill whose notes.md (or `file`) is one line of
// a unit repeated to 400 KB, audited whole, its budget on CPU time only (cpu-clock.ts).
import { type AuditReport, auditSkill } from "../../src/audit/index.js";
import { onCpuClock } from "./cpu-clock.js";
import { tmp, writeTree } from "./index.js";

const SKILL = "---\nname: s\ndescription: s\n---\n";

export async function auditLongLine(
  unit: string,
  { file = "notes.md", timeBudgetMs }: { file?: string; timeBudgetMs?: number } = {},
): Promise<AuditReport> {
  const line = unit.repeat(Math.ceil(400_000 / unit.length)).slice(0, 400_000);
  return onCpuClock(() =>
    auditSkill(writeTree(tmp(), { "SKILL.md": SKILL, [file]: line }), { timeBudgetMs }),
  );
}

/** Where the reader tests put a 400 KB line: a SKILL.md's body, a comment and a string of the scripts. */
export const LONG_LINE_PLACES = ["SKILL.md", "scripts/run.sh", "scripts/x.py"] as const;

/** A skill with one 400 KB line of `unit` repeated at `path`: the SKILL.md's body, or a script's comment and string. */
export function longLineSkill(path: string, unit: string): Record<string, string> {
  const line = unit.repeat(Math.ceil(400_000 / unit.length)).slice(0, 400_000);
  const skill = "---\nname: s\ndescription: s\n---\nRun the scripts.\n";
  return path === "SKILL.md"
    ? { "SKILL.md": `${skill}${line}\n` }
    : { "SKILL.md": skill, [path]: `# ${line}\nX = "${line}"\n` };
}
