import { existsSync, statSync } from "node:fs";
import { resolve } from "node:path";
import type { Command } from "commander";
import { readUserConfig } from "../config.js";
import { CODES } from "../diagnostics.js";
import { defaultCacheDir } from "../discovery/cache.js";
import { defaultHome } from "../discovery/roots.js";
import { SkillportError } from "../errors.js";
import type { LoadOptions } from "../load.js";
import { DEFAULT_PROFILE, type Profile, profiles } from "../profiles/index.js";
import { trustStorePath } from "../security/trust.js";
import type { Mode } from "../types.js";
import { terminalLine } from "../util/terminal.js";
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
  readonly maxDirectories?: number;
  readonly depth?: number;
  readonly cache?: boolean;
  /** `--no-builtin`: false leaves the built-in skills out. */
  readonly builtin?: boolean;
}

export interface CliContext {
  readonly io: Io;
  readonly env: NodeJS.ProcessEnv;
  /** Commands set the process exit code here; `run` returns it. */
  readonly exit: { code: number };
  /**
   * Called once `skillport mcp` has answered its first tool call (or a second after its load): bin.ts
   * writes the server's code cache then (code-cache.ts), so it holds what a start runs up to that answer.
   */
  readonly serving?: () => void;
}

/** Thrown by commands for usage errors (exit 2, code `cli-usage`) and refusals (exit 1, `cli-refused`). */
export class CliError extends SkillportError<"cli-usage" | "cli-refused"> {
  constructor(
    message: string,
    readonly exitCode: number,
  ) {
    super(exitCode === 2 ? CODES.cliUsage : CODES.cliRefused, message);
    this.name = "CliError";
  }
}

export const globals = (cmd: Command): GlobalOptions => cmd.optsWithGlobals() as GlobalOptions;

/** The profile named by --profile (default agents); an unknown name is a usage error. */
export function cliProfile(g: GlobalOptions): Profile {
  const name = g.profile ?? DEFAULT_PROFILE;
  const profile = Object.hasOwn(profiles, name) ? profiles[name] : undefined;
  if (!profile)
    throw new CliError(`Unknown profile '${name}'. Known profiles: ${Object.keys(profiles).join(", ")}.`, 2);
  return profile;
}

/** LoadOptions from the global options and the user config; config problems are reported on stderr. */
export function loadOptionsFrom(g: GlobalOptions, env: NodeJS.ProcessEnv, io?: Io): LoadOptions {
  cliProfile(g);
  const cwd = resolve(g.cwd ?? process.cwd());
  const config = readUserConfig(env, cwd);
  for (const d of config.diagnostics) io?.err(`warning[${d.code}] ${terminalLine(d.message)}\n`);
  if (g.cwd !== undefined && !existsSync(cwd)) throw new CliError(`--cwd ${g.cwd}: no such directory`, 2);
  // A file is no working directory: discovery would find nothing and say nothing.
  if (g.cwd !== undefined && !statSync(cwd).isDirectory())
    throw new CliError(`--cwd ${g.cwd}: not a directory`, 2);
  return {
    disabledPaths: config.config.disabledPaths,
    cwd,
    home: defaultHome(env),
    roots: (g.root ?? []).map((r) => resolve(cwd, r)),
    profile: g.profile,
    mode: g.mode,
    user: g.user !== false,
    project: g.project !== false,
    builtins: g.builtin !== false,
    // --trust: the project is trusted for this run only (T1); the store is not touched.
    trust: g.trust ? "all" : "store",
    trustStore: trustStorePath(env),
    maxDirectories: g.maxDirectories,
    depth: g.depth,
    // The parse cache: a repeated CLI run stats unchanged SKILL.md files instead of parsing them.
    cache: g.cache === false ? false : { dir: defaultCacheDir(env) },
  };
}
