import { join, resolve } from "node:path";
import { CODES, diag } from "./diagnostics.js";
import type { Diagnostic } from "./types.js";
import { configHome, homeDirectory } from "./util/base-dirs.js";
import { notPrivate, PRIVATE_FIX } from "./util/private-path.js";
import { projectHolding } from "./util/project-local.js";
import { FileReadRefusal, readRegularFileSync } from "./util/read-file.js";

/** config.json is a few lines; anything near this is not a config file. */
export const MAX_CONFIG_BYTES = 1024 * 1024;

/**
 * The user config directory: `$XDG_CONFIG_HOME/skillport`, default `~/.config/skillport`. A relative
 * XDG_CONFIG_HOME or HOME is ignored (util/base-dirs.ts): it would put the config inside the working
 * directory, where a repository could bring its own.
 */
export function userConfigDir(env: NodeJS.ProcessEnv = process.env): string {
  return join(configHome(env), "skillport");
}

/** A path from config.json: `~` and `~/…` are in the home directory, and so is a relative path. */
export function configPath(path: string, home: string): string {
  if (path === "~") return home;
  if (path.startsWith("~/")) return join(home, path.slice(2));
  return resolve(home, path);
}

/** User configuration read from `config.json` in the user config directory. */
export interface UserConfig {
  /** SKILL.md files or skill directories to leave out. */
  readonly disabledPaths?: readonly string[];
  /** Run shell snippets of commands without asking (like `--allow-shell`). */
  readonly allowShell?: boolean;
  /** `audit` settings of add/install/update. */
  readonly audit?: AuditConfig;
}

export interface AuditConfig {
  /**
   * Ask the model configured for `chat` to review every skill add/install/update is about to write
   * (docs/SECURITY.md#model-review). `"required"`: a skill the review could not run for is refused.
   */
  readonly review?: boolean | "required";
  /** Seconds the model has per skill (default 120). */
  readonly reviewTimeoutSeconds?: number;
}

/** The `audit` object of config.json; what is wrong is left out with a warning. */
function auditConfig(raw: unknown, path: string, diagnostics: Diagnostic[]): AuditConfig | undefined {
  if (raw === undefined) return undefined;
  const warn = (what: string) =>
    diagnostics.push(diag("warning", CODES.invalidConfig, `${what} in ${path}; it was ignored.`, path));
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) {
    warn(`'audit' must be an object such as {"review": true}`);
    return undefined;
  }
  const { review, reviewTimeoutSeconds: timeout } = raw as Record<string, unknown>;
  const out: { review?: boolean | "required"; reviewTimeoutSeconds?: number } = {};
  if (typeof review === "boolean" || review === "required") out.review = review;
  else if (review !== undefined) warn(`'audit.review' must be true, false or "required"`);
  if (typeof timeout === "number" && Number.isFinite(timeout) && timeout > 0 && timeout <= 3600)
    out.reviewTimeoutSeconds = timeout;
  else if (timeout !== undefined) warn(`'audit.reviewTimeoutSeconds' must be a number of seconds up to 3600`);
  return out;
}

/** Reads config.json; a missing file is an empty config, a broken one a diagnostic. Never throws. */
export function readUserConfig(
  env: NodeJS.ProcessEnv = process.env,
  /** The working directory: a config inside its project (XDG_CONFIG_HOME in a checkout) is ignored. */
  cwd?: string,
): {
  config: UserConfig;
  diagnostics: Diagnostic[];
} {
  const path = join(userConfigDir(env), "config.json");
  // Every problem leaves the whole file out, with one warning saying why.
  const ignored = (message: string) => ({
    config: {},
    diagnostics: [diag("warning", CODES.invalidConfig, message, path)],
  });
  const project = cwd === undefined ? undefined : projectHolding(path, cwd, homeDirectory(env));
  if (project !== undefined) {
    return ignored(
      `${path} is inside the project ${project}, so the project could bring its own; it was ignored. Point XDG_CONFIG_HOME (or HOME) at a directory outside the project.`,
    );
  }
  let text: string;
  try {
    // Non-blocking, regular files only, size-capped: a FIFO or /dev/zero here must not stop every command.
    text = readRegularFileSync(path, MAX_CONFIG_BYTES).toString("utf8");
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === "ENOENT") return { config: {}, diagnostics: [] };
    const why =
      e instanceof FileReadRefusal
        ? e.kind === "not-a-file"
          ? "it is not a regular file"
          : `it is larger than ${MAX_CONFIG_BYTES} bytes`
        : (e as Error).message;
    return ignored(
      `Cannot read ${path}: ${why}. It was ignored; make it a JSON file such as {"disabledPaths": []}.`,
    );
  }
  // A config another user can write (HOME=/tmp, a shared XDG_CONFIG_HOME) could turn on shell snippets.
  const foreign = notPrivate(path);
  if (foreign !== undefined) {
    return ignored(
      `${path} is not private to you: ${foreign}, so another user could change it. It was ignored; ${PRIVATE_FIX}.`,
    );
  }
  try {
    const raw = JSON.parse(text) as Record<string, unknown>;
    const disabled = raw.disabledPaths;
    if (
      disabled !== undefined &&
      !(Array.isArray(disabled) && disabled.every((p) => typeof p === "string"))
    ) {
      return ignored(`'disabledPaths' in ${path} must be a list of paths; it was ignored.`);
    }
    const allowShell = raw.allowShell;
    const diagnostics: Diagnostic[] = [];
    if (allowShell !== undefined && typeof allowShell !== "boolean") {
      diagnostics.push(
        diag(
          "warning",
          CODES.invalidConfig,
          `'allowShell' in ${path} must be true or false; it was ignored.`,
          path,
        ),
      );
    }
    // Resolved once, against the home directory: the config is the user's, not a project's, and the
    // working directory changes from run to run.
    const home = homeDirectory(env);
    const audit = auditConfig(raw.audit, path, diagnostics);
    return {
      config: {
        disabledPaths: (disabled as string[] | undefined)?.map((p) => configPath(p, home)),
        ...(typeof allowShell === "boolean" ? { allowShell } : {}),
        ...(audit !== undefined ? { audit } : {}),
      },
      diagnostics,
    };
  } catch (e) {
    return ignored(`${path} is not valid JSON (${(e as Error).message}); it was ignored.`);
  }
}
