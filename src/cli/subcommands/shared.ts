import { defaultHome } from "../../discovery/roots.js";
import { getProfile, type Profile } from "../../profiles/index.js";
import { terminalLine } from "../../util/terminal.js";
import { type CliContext, CliError, type GlobalOptions } from "../context.js";

/** The profile named by --profile; an unknown name is a usage error. */
export function profileOf(g: GlobalOptions): Profile {
  try {
    return getProfile(g.profile);
  } catch (e) {
    throw new CliError(e instanceof Error ? e.message : String(e), 2);
  }
}

/**
 * Links skills just written for the hosts a link manifest names (src/link/relink.ts), and says so
 * (on stderr with --json, whose stdout is one document).
 */
export async function linkWritten(
  ctx: CliContext,
  scope: "project" | "user",
  cwd: string,
  json: boolean,
): Promise<void> {
  const { linkNewSkills } = await import("../../link/relink.js");
  const { findGitRoot } = await import("../../discovery/roots.js");
  const base = scope === "user" ? defaultHome(ctx.env) : (findGitRoot(cwd) ?? cwd);
  if (!base) return;
  const made = await linkNewSkills(base, scope);
  for (const a of made) {
    const line = `Linked for ${terminalLine(a.host)}: ${terminalLine(a.path)} (a link manifest exists; skillport unlink undoes it)\n`;
    if (json) ctx.io.err(line);
    else ctx.io.out(line);
  }
}

/**
 * Resolves when the process is asked to stop (SIGINT, SIGTERM) or `extra` fires, for a server to close.
 * A second signal while it closes exits at once; so does the process after `exitAfterMs`, whatever is
 * still running.
 */
export function untilStopped(exitAfterMs: number, extra?: (stop: () => void) => void): Promise<void> {
  return new Promise((done) => {
    const stop = () => {
      process.off("SIGINT", stop);
      process.off("SIGTERM", stop);
      process.once("SIGINT", () => process.exit(130));
      process.once("SIGTERM", () => process.exit(143));
      setTimeout(() => process.exit(), exitAfterMs).unref();
      done();
    };
    process.once("SIGINT", stop);
    process.once("SIGTERM", stop);
    extra?.(stop);
  });
}
