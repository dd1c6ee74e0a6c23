import type { Permissions } from "../../agent/permissions.js";
import { terminalLine } from "../../util/terminal.js";
import { CliError } from "../context.js";

// The options of `skillport chat` and what they mean for the agent.

export interface ChatCliOptions {
  readonly print?: string;
  readonly model?: string;
  readonly provider?: string;
  readonly baseUrl?: string;
  readonly mcpConfig?: string[];
  readonly allow?: string[];
  readonly yes?: boolean;
  readonly maxDepth?: string;
  readonly maxSteps?: string;
  readonly watch?: boolean;
  readonly continue?: boolean;
  readonly resume?: string | true;
  readonly sessions?: boolean;
  readonly contextWindow?: string;
  /** false with --no-context-files. */
  readonly contextFiles?: boolean;
  /** false with --no-session: nothing is saved. */
  readonly session?: boolean;
}

const KINDS = new Set(["bash", "mcp", "shell", "edit"]);

export function count(value: string | undefined, option: string, min: number): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!/^\d+$/.test(value) || n < min || n > 1000)
    throw new CliError(`${option} must be a whole number from ${min} to 1000, not '${value}'`, 2);
  return n;
}

/** --context-window: a whole number of tokens from 1000 to 100 million. */
export function tokenCount(value: string | undefined, option: string): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!/^\d+$/.test(value) || n < 1000 || n > 100_000_000)
    throw new CliError(
      `${option} must be a whole number of tokens from 1000 to 100000000, not '${terminalLine(value)}'`,
      2,
    );
  return n;
}

/** The permissions from --allow and --yes; `ask` is added where a person can answer. */
export function permissionsFrom(opts: ChatCliOptions): Permissions {
  const out: {
    bash?: "allow";
    mcp?: "allow";
    shell?: "allow";
    edit?: "allow";
    tools: Record<string, "allow">;
  } = {
    tools: {},
  };
  for (const raw of opts.allow ?? []) {
    for (const what of raw.split(",").map((s) => s.trim())) {
      if (what === "") continue;
      if (!/^\/?[A-Za-z0-9_.:-]{1,128}$/.test(what))
        throw new CliError(
          `--allow ${terminalLine(what)}: expected bash, mcp, shell, edit, a tool name (server__tool) or /command`,
          2,
        );
      if (KINDS.has(what)) out[what as "bash" | "mcp" | "shell" | "edit"] = "allow";
      else out.tools[what] = "allow";
    }
  }
  if (opts.yes) {
    out.bash = "allow";
    out.mcp = "allow";
    out.shell = "allow";
    out.edit = "allow";
  }
  return out;
}
