// The audit's rule tests share these (round 21; each test file had its own copy): a skill's files audited from a
// fresh temp dir, the rules of its findings, a SKILL.md around a body, and one round's worded variants by name.
//
//   const variant = variantsOf("obf4");                         // test/fixtures/audit/variants-obf4.json
//   expect(await rulesOf(variant("obf4-n-braille-a11y"))).not.toContain("encoded-exec");
//   expect(await rulesOf({ "SKILL.md": skillText("Run `x`.") }, "medium")).toContain("pipe-to-shell");
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { auditSkill } from "../../src/audit/index.js";
import type { AuditFinding } from "../../src/audit/types.js";
import { onCpuClock } from "./cpu-clock.js";
import { REPO, tmp, writeTree } from "./index.js";

/** A skill's files: relative path → text. */
export type SkillFiles = Record<string, string>;

/**
 * Every finding of the audit of `files`, written to a fresh temp dir (removed after the test). The budget counts
 * CPU time only (cpu-clock.ts): a loaded machine cannot make an audit "incomplete".
 */
export async function findingsOf(files: SkillFiles): Promise<readonly AuditFinding[]> {
  return (await onCpuClock(() => auditSkill(writeTree(tmp(), files)))).findings;
}

/** The rule of each finding at `severity` (high unless told) of the audit of `files`, in the report's order. */
export async function rulesOf(
  files: SkillFiles,
  severity: AuditFinding["severity"] = "high",
): Promise<string[]> {
  return (await findingsOf(files)).filter((f) => f.severity === severity).map((f) => f.rule);
}

/** A SKILL.md: front matter with `name` and `description`, a heading of the name, then `body`. */
export function skillText(
  body: string,
  { name = "x", description = "Keeps things tidy." }: { name?: string; description?: string } = {},
): string {
  return `---\nname: ${name}\ndescription: ${description}\n---\n\n# ${name}\n\n${body}\n`;
}

/** One round's variants by name (variantsOf). */
export interface Variants {
  /** The files of the variant `name`; an unknown name throws with the name and the file. */
  (name: string): SkillFiles;
  /** Every variant's name, in the file's order. */
  readonly names: readonly string[];
}

/**
 * The variants of test/fixtures/audit/variants-`set`.json (variants.test.ts audits each against its label). A
 * renamed variant fails the test that names it instead of leaving it without a case.
 */
export function variantsOf(set: string): Variants {
  const file = `variants-${set}.json`;
  const all = JSON.parse(readFileSync(join(REPO, "test", "fixtures", "audit", file), "utf8")) as Record<
    string,
    { files?: SkillFiles }
  >;
  const filesOf = (name: string): SkillFiles => {
    const files = all[name]?.files;
    if (files === undefined) throw new Error(`no variant '${name}' in ${file}`);
    return files;
  };
  return Object.assign(filesOf, { names: Object.keys(all).filter((k) => !k.startsWith("_")) });
}
