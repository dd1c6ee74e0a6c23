import type { Command } from "commander";
import type { AuditSeverity } from "../../audit/types.js";
import { CODES, diag } from "../../diagnostics.js";
import { loadSkills } from "../../load.js";
import type { Diagnostic, Severity, Skill } from "../../types.js";
import { terminalLine } from "../../util/terminal.js";
import { type CliContext, type GlobalOptions, globals, loadOptionsFrom } from "../context.js";
import { colors, diagnosticJson, formatDiagnostics, type Io, printJson, table } from "../output.js";
import type { AuditCounts } from "./audit.js";
import { commandOptionsFrom } from "./commands.js";
import { profileOf } from "./shared.js";

const SEVERITIES: readonly Severity[] = ["error", "warning", "info"];

/** Doctor reports diagnostics itself; loading must not also print them as stderr warnings. */
const quiet = (io: Io): Io => ({ ...io, err: () => {} });

export function registerDoctor(program: Command, ctx: CliContext): void {
  program
    .command("doctor")
    .description("every diagnostic of the load, by severity, and the catalog budget report; exit 1 on errors")
    .option(
      "--as <host>",
      "instead: which skills each host agent loads, shadows or cannot see, and why (a host, a comma list, or all)",
    )
    .action(async (opts: { as?: string }, cmd: Command) => {
      const g = globals(cmd);
      if (opts.as !== undefined) {
        const { doctorAs } = await import("./doctor-hosts.js");
        await doctorAs(ctx, g, opts.as);
        return;
      }
      const profile = profileOf(g);
      // Doctor also counts skills nested in other skills' folders (a load never lists skill folders).
      const set = await loadSkills({ ...loadOptionsFrom(g, ctx.env), countNestedSkills: true });
      // Loaded on use: other commands' start-up does not pay for it.
      const [{ planCatalog }, { loadCommands }, { slashNameCollisions }] = await Promise.all([
        import("../../catalog/plan.js"),
        import("../../custom-commands/load.js"),
        import("../../slash/resolve.js"),
      ]);
      const plan = planCatalog(set, { profile });
      const commands = await loadCommands(commandOptionsFrom(g, { ...ctx, io: quiet(ctx.io) }));
      const audit = await auditSummary(g, ctx);
      const all: Diagnostic[] = [
        ...set.diagnostics,
        ...(await notListedOverMcp(set.skills)),
        ...plan.diagnostics,
        ...commands.diagnostics,
        ...slashNameCollisions(set, commands),
      ];
      const grouped = Object.fromEntries(
        SEVERITIES.map((s) => [s, all.filter((d) => d.severity === s)]),
      ) as Record<Severity, Diagnostic[]>;
      const ok = grouped.error.length === 0;
      ctx.exit.code = ok ? 0 : 1;
      if (g.json) {
        printJson(ctx.io, {
          ok,
          skills: { loaded: set.skills.length, shadowed: set.shadowed.length, failed: set.failed.length },
          commands: { loaded: commands.commands.length, shadowed: commands.shadowed.length },
          counts: Object.fromEntries(SEVERITIES.map((s) => [s, grouped[s].length])),
          diagnostics: Object.fromEntries(SEVERITIES.map((s) => [s, grouped[s].map(diagnosticJson)])),
          budget: plan.report,
          audit,
        });
        return;
      }
      const c = colors(ctx.io.color);
      const r = plan.report;
      const out: string[] = [
        `${set.skills.length} loaded, ${set.shadowed.length} shadowed, ${set.failed.length} failed (profile ${profile.name})`,
        `${commands.commands.length} custom command${commands.commands.length === 1 ? "" : "s"}, ${commands.shadowed.length} shadowed`,
      ];
      for (const s of SEVERITIES) {
        out.push("", c.bold(`${s === "info" ? "info" : `${s}s`} (${grouped[s].length})`));
        for (const l of formatDiagnostics(grouped[s], ctx.io.color)) out.push(`  ${l}`);
      }
      out.push(
        "",
        c.bold("catalog budget"),
        `  ${r.used} of ${r.budget} bytes used (${r.requested} requested, strategy ${r.strategy}); ` +
          `${r.overflowed.length} overflowed, ${r.hidden.length} hidden from the model`,
      );
      if (r.overflowed.length > 0) {
        // With hundreds of skills no budget describes them all: retrieval lists only those a request needs.
        out.push(
          `  Too many skills for one catalog? List only the relevant ones per request: skillport catalog --query "…" (docs/SEARCH.md).`,
        );
      }
      if (r.skills.length > 0) {
        const rows = [
          ["SKILL", "BYTES", "USED", "STATUS"].map((h) => c.dim(h)),
          ...r.skills.map((s) => [terminalLine(s.name), String(s.bytes), String(s.usedBytes), s.status]),
        ];
        out.push(
          table(rows)
            .split("\n")
            .map((l) => `  ${l}`)
            .join("\n"),
        );
      }
      out.push("", c.bold("audit"), ...auditLines(audit, c));
      ctx.io.out(`${out.join("\n")}\n`);
    });
}

/** Skills the MCP server's skills/list would leave out (the model may invoke them; they break a field limit). */
async function notListedOverMcp(skills: readonly Skill[]): Promise<Diagnostic[]> {
  const [{ unlistedSkills, UNLISTED_NOTE }, { createDigestCache }, { realpath }] = await Promise.all([
    import("../../mcp/skills-extension.js"),
    import("../../mcp/skill-files.js"),
    import("node:fs/promises"),
  ]);
  const listed = skills.filter((s) => s.modelInvocable);
  const dirs = new Map<Skill, string>();
  for (const s of listed) {
    const dir = await realpath(s.directory).catch(() => undefined);
    if (dir !== undefined) dirs.set(s, dir);
  }
  // Every skill, as a full listing would: doctor reads every file for its audit anyway.
  const found = await unlistedSkills(listed, (s) => dirs.get(s), createDigestCache(), false);
  return found.map((u) =>
    diag("warning", CODES.mcpSkillNotListed, `${u.reason} ${UNLISTED_NOTE}`, u.skill.location),
  );
}

/** Worst skills and commands the summary names. */
const WORST_SHOWN = 3;

interface AuditSummary {
  readonly counts: AuditCounts;
  readonly worst: readonly { name: string; kind: string; worst: AuditSeverity; counts: string }[];
}

/** The audit of every loaded skill and command, summed up (the findings are `skillport audit`'s). */
async function auditSummary(g: GlobalOptions, ctx: CliContext): Promise<AuditSummary> {
  const { auditLoaded, byWorst, countFindings, severityCounts } = await import("./audit.js");
  const { worstSeverity } = await import("../../audit/types.js");
  const targets = await auditLoaded(g, { ...ctx, io: quiet(ctx.io) });
  const flagged = targets.filter((t) => t.report.findings.length > 0).sort(byWorst);
  return {
    counts: countFindings(targets),
    worst: flagged.slice(0, WORST_SHOWN).map((t) => ({
      name: t.name,
      kind: t.kind,
      worst: worstSeverity(t.report.findings)!,
      counts: severityCounts(t),
    })),
  };
}

function auditLines(a: AuditSummary, c: ReturnType<typeof colors>): string[] {
  const n = a.counts;
  const lines = [
    `  skills and commands audited: ${n.targets} (${n.files} files); findings: ${n.high > 0 ? c.red(`${n.high} high`) : "0 high"}, ${n.medium} medium, ${n.low} low`,
  ];
  for (const w of a.worst) lines.push(`  ${terminalLine(w.name)} (${w.kind}): ${w.counts}`);
  lines.push(`  ${c.dim(n.flagged > 0 ? "run `skillport audit` for the findings" : "no findings")}`);
  return lines;
}
