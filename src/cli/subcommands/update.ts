// `skillport update` and `skillport outdated` (alias `check`).
import type { Command } from "commander";
import { installedStorePath, readInstalled, recordInstalled } from "../../security/installed.js";
import { canonicalPath } from "../../util/paths.js";
import { terminalLine } from "../../util/terminal.js";
import { type CliContext, globals } from "../context.js";
import {
  installTarget,
  type LockRunFlags,
  lockRunOptions,
  printLockSkills,
  runLockOperation,
  scopeOption,
  timeoutOption,
} from "./add.js";
import { linkWritten } from "./shared.js";

type Opts = LockRunFlags & { scope: "project" | "user" };

const summary = (
  d: { added: readonly string[]; removed: readonly string[]; changed: readonly string[] } | undefined,
) =>
  d === undefined
    ? ""
    : ` (${d.changed.length} changed, ${d.added.length} added, ${d.removed.length} removed${
        [...d.changed, ...d.added, ...d.removed].length > 0
          ? `: ${[
              ...d.changed.map((p) => `~${p}`),
              ...d.added.map((p) => `+${p}`),
              ...d.removed.map((p) => `-${p}`),
            ]
              .slice(0, 10)
              .map(terminalLine)
              .join(" ")}`
          : ""
      })`;

function registerCheck(program: Command, ctx: CliContext, name: "update" | "outdated"): void {
  const cmd0 = program
    .command(name)
    .argument("[names...]", "skill names (default: every locked skill)")
    .addOption(scopeOption())
    .addOption(timeoutOption());
  if (name === "update") {
    cmd0
      .description(
        "update locked skills whose source changed; a locally modified skill is kept unless --force",
      )
      .option("--dry-run", "fetch and compare, write nothing")
      .option("--force", "overwrite local modifications");
  } else {
    cmd0.alias("check").description("list locked skills whose source changed (exit 1 when any did)");
  }
  cmd0.action(async (names: string[], opts: Opts, cmd) => {
    const g = globals(cmd);
    const t = installTarget(opts.scope, g, ctx);
    const { updateSkills } = await import("../../install/ops.js");
    const checks = await runLockOperation(async () => {
      const review = await (await import("./audit-review.js")).installReviewer(ctx, t.cwd);
      return updateSkills(names, {
        ...(review ? { review } : {}),
        ...lockRunOptions(t, opts, g, ctx),
        apply: name === "update",
      });
    });
    if (name === "update" && !opts.dryRun) rerecordInstalled(ctx, checks);
    if (!opts.dryRun) await linkWritten(ctx, opts.scope, t.cwd, g.json === true);
    if (name === "outdated" && checks.some((c) => c.status === "outdated")) ctx.exit.code = 1;
    if (
      name === "update" &&
      checks.some((c) => c.status === "locally-modified" && c.upstreamHash !== c.lockedHash)
    )
      ctx.exit.code = 1;
    if (checks.some((c) => c.status === "failed")) ctx.exit.code = 1;
    if (g.json) {
      printLockSkills(ctx, t, opts.dryRun, checks);
      return;
    }
    if (checks.length === 0) ctx.io.out(`No skills recorded in ${terminalLine(t.lockPath)}\n`);
    for (const c of checks) {
      const line: Record<string, string> = {
        "up-to-date": "up to date",
        outdated: "changed upstream",
        updated: opts.dryRun ? "would update" : "updated",
        "locally-modified":
          c.upstreamHash !== c.lockedHash
            ? "kept: modified locally (pass --force to overwrite)"
            : "modified locally (upstream unchanged)",
        "not-installed": `not installed (skillport install restores the locked version; skillport update ${terminalLine(c.name)} takes the current one)`,
        gone: `no longer in its source (skillport remove ${terminalLine(c.name)})`,
        skipped: "skipped: a source type skillport does not fetch",
        failed: `failed: ${terminalLine(c.reason ?? "")}`,
      };
      const text = `${terminalLine(c.name)}: ${line[c.status]}${summary(c.diff)}\n`;
      if (c.status === "failed") ctx.io.err(text);
      else ctx.io.out(text);
    }
  });
}

export const registerUpdate = (program: Command, ctx: CliContext) => registerCheck(program, ctx, "update");
export const registerOutdated = (program: Command, ctx: CliContext) =>
  registerCheck(program, ctx, "outdated");

/**
 * A skill the user installed with `add` (recorded in installed.json) stays usable in an untrusted
 * project after `update` replaced it: its record takes the new content's digest. Others are not
 * recorded: `update` of a skill from a cloned project's lock does not make it trusted.
 */
function rerecordInstalled(
  ctx: CliContext,
  checks: readonly { status: string; path?: string; upstreamHash?: string }[],
): void {
  const store = installedStorePath(ctx.env);
  const records = readInstalled(store);
  const changes = [];
  for (const c of checks) {
    if (c.status !== "updated" || c.path === undefined || c.upstreamHash === undefined) continue;
    const dir = canonicalPath(c.path);
    const record = records.find((r) => r.dir === dir);
    if (record) changes.push({ dir, project: record.project, digest: c.upstreamHash });
  }
  if (changes.length === 0) return;
  try {
    recordInstalled(store, changes);
  } catch {
    // The skill then stops loading in an untrusted project until added again; nothing else breaks.
  }
}
