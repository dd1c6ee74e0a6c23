// Offline security audit of a skill directory. Placeholder until the scanner lands: the
// signature is the seam install/update and doctor code against.
import { resolve } from "node:path";
import type { AuditOptions, AuditReport } from "./types.js";

export type { AuditFinding, AuditOptions, AuditReport, AuditSeverity } from "./types.js";
export { atLeast, worstSeverity } from "./types.js";

/** Audits every file of the skill directory `dir` (never executes anything). */
export async function auditSkill(dir: string, _options: AuditOptions = {}): Promise<AuditReport> {
  return { directory: resolve(dir), findings: [], filesScanned: 0 };
}
