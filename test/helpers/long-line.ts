// One shape for the "a 400 KB single line audits to the end" tests: a skill whose notes.md (or `file`) is one line of
// a unit repeated to 400 KB, audited whole.
import { type AuditReport, auditSkill } from "../../src/audit/index.js";
import { tmp, writeTree } from "./index.js";

const SKILL = "---\nname: s\ndescription: s\n---\n";

export async function auditLongLine(
  unit: string,
  { file = "notes.md", timeBudgetMs }: { file?: string; timeBudgetMs?: number } = {},
): Promise<AuditReport> {
  const line = unit.repeat(Math.ceil(400_000 / unit.length)).slice(0, 400_000);
  return auditSkill(writeTree(tmp(), { "SKILL.md": SKILL, [file]: line }), { timeBudgetMs });
}
