// SARIF 2.1.0 for audit reports, in the shape GitHub code scanning accepts: one run, the rules table as
// `tool.driver.rules` (with `security-severity`, which code scanning uses to rank alerts), results with
// a rule id, a level, a message and a physical location relative to the base directory.
import { createHash } from "node:crypto";
import { isAbsolute, join, relative, sep } from "node:path";
import { pathToFileURL } from "node:url";
import { RULES } from "./rules/index.js";
import type { AuditReport, AuditSeverity } from "./types.js";

const LEVEL: Record<AuditSeverity, "error" | "warning" | "note"> = {
  high: "error",
  medium: "warning",
  low: "note",
};
const SECURITY_SEVERITY: Record<AuditSeverity, string> = { high: "8.0", medium: "5.0", low: "2.0" };

/** `audit-limit` → `AuditLimit`: SARIF's readable rule name. */
const pascal = (id: string): string => id.replace(/(^|-)([a-z0-9])/g, (_, _d, c: string) => c.toUpperCase());

/** The artifact URI of `file` in `directory`: relative to `base` with `/` when inside it, else a file URI. */
function artifactUri(base: string, directory: string, file: string): { uri: string; uriBaseId?: string } {
  const abs = join(directory, ...file.split("/"));
  const rel = relative(base, abs);
  if (rel !== "" && !rel.startsWith("..") && !isAbsolute(rel))
    return { uri: rel.split(sep).map(encodeURIComponent).join("/"), uriBaseId: "SRCROOT" };
  return { uri: pathToFileURL(abs).href };
}

/** A SARIF 2.1.0 log of `reports`; paths inside `base` (usually the working directory) are relative. */
export function auditSarif(reports: readonly AuditReport[], base: string, version: string): object {
  const index = new Map(RULES.map((r, i) => [r.id, i]));
  const results = reports.flatMap((report) =>
    report.findings.map((f) => ({
      ruleId: f.rule,
      ruleIndex: index.get(f.rule) ?? -1,
      level: LEVEL[f.severity],
      message: { text: `${f.why}: ${f.match}` },
      // Stable across runs and line moves: code scanning matches alerts by it instead of by line.
      partialFingerprints: {
        "skillportFinding/v1": createHash("sha256")
          .update(`${f.rule}\0${f.file}\0${f.match}`)
          .digest("hex")
          .slice(0, 32),
      },
      locations: [
        {
          physicalLocation: {
            artifactLocation: artifactUri(base, report.directory, f.file),
            region: { startLine: f.line, startColumn: f.column },
          },
        },
      ],
    })),
  );
  return {
    $schema: "https://json.schemastore.org/sarif-2.1.0.json",
    version: "2.1.0",
    runs: [
      {
        tool: {
          driver: {
            name: "skillport audit",
            version,
            semanticVersion: version,
            rules: RULES.map((r) => ({
              id: r.id,
              name: pascal(r.id),
              shortDescription: { text: r.why },
              fullDescription: { text: `${r.why} (${r.family}).` },
              help: {
                text: `${r.why}. Review the file before installing the skill; run \`skillport audit\` to re-check.`,
              },
              defaultConfiguration: { level: LEVEL[r.severity] },
              properties: {
                tags: ["security", r.family],
                precision: r.severity === "high" ? "high" : "medium",
                "security-severity": SECURITY_SEVERITY[r.severity],
              },
            })),
          },
        },
        originalUriBaseIds: {
          SRCROOT: { uri: pathToFileURL(base.endsWith(sep) ? base : `${base}${sep}`).href },
        },
        columnKind: "utf16CodeUnits",
        results,
      },
    ],
  };
}
