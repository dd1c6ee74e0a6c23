import { resolve } from "node:path";
import type { Command } from "commander";
import type { LoadOptions } from "../load.js";
import { trustStorePath } from "../security/trust.js";
import type { Mode } from "../types.js";
import type { Io } from "./output.js";

/** Global options of SPEC §14. */
export interface GlobalOptions {
  readonly cwd?: string;
  readonly root?: string[];
  readonly user?: boolean;
  readonly project?: boolean;
  readonly profile?: string;
  readonly mode?: Mode;
  readonly trust?: boolean;
  readonly json?: boolean;
}

export interface CliContext {
  readonly io: Io;
  readonly env: NodeJS.ProcessEnv;
  /** Commands set the process exit code here; `run` returns it. */
  readonly exit: { code: number };
}

/** Thrown by commands for usage errors (exit 2) and refusals (exit 1). */
export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode: number,
  ) {
    super(message);
  }
}

export const globals = (cmd: Command): GlobalOptions => cmd.optsWithGlobals() as GlobalOptions;

export function loadOptionsFrom(g: GlobalOptions, env: NodeJS.ProcessEnv): LoadOptions {
  const cwd = resolve(g.cwd ?? process.cwd());
  return {
    cwd,
    home: env.HOME || undefined,
    roots: (g.root ?? []).map((r) => resolve(cwd, r)),
    profile: g.profile,
    mode: g.mode,
    user: g.user !== false,
    project: g.project !== false,
    // --trust: the project is trusted for this run only (T1); the store is not touched.
    trust: g.trust ? "all" : "store",
    trustStore: trustStorePath(env),
  };
}
