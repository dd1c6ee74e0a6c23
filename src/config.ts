import { readFileSync } from "node:fs";
import { homedir } from "node:os";
import { join } from "node:path";
import { CODES, diag } from "./diagnostics.js";
import type { Diagnostic } from "./types.js";

/** The user config directory: `$XDG_CONFIG_HOME/skillport`, default `~/.config/skillport`. */
export function userConfigDir(env: NodeJS.ProcessEnv = process.env): string {
  const base = env.XDG_CONFIG_HOME || join(env.HOME || homedir(), ".config");
  return join(base, "skillport");
}

/** User configuration read from `config.json` in the user config directory. */
export interface UserConfig {
  /** R4: SKILL.md files or skill directories to leave out. */
  readonly disabledPaths?: readonly string[];
  /** X2: run shell snippets of commands without asking (like `--allow-shell`). */
  readonly allowShell?: boolean;
}

/** Reads config.json; a missing file is an empty config, a broken one a diagnostic. Never throws. */
export function readUserConfig(env: NodeJS.ProcessEnv = process.env): {
  config: UserConfig;
  diagnostics: Diagnostic[];
} {
  const path = join(userConfigDir(env), "config.json");
  let text: string;
  try {
    text = readFileSync(path, "utf8");
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === "ENOENT") return { config: {}, diagnostics: [] };
    return {
      config: {},
      diagnostics: [
        diag("warning", CODES.invalidConfig, `Cannot read ${path}: ${(e as Error).message}.`, path),
      ],
    };
  }
  try {
    const raw = JSON.parse(text) as Record<string, unknown>;
    const disabled = raw.disabledPaths;
    if (
      disabled !== undefined &&
      !(Array.isArray(disabled) && disabled.every((p) => typeof p === "string"))
    ) {
      return {
        config: {},
        diagnostics: [
          diag(
            "warning",
            CODES.invalidConfig,
            `'disabledPaths' in ${path} must be a list of paths; it was ignored.`,
            path,
          ),
        ],
      };
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
    return {
      config: {
        disabledPaths: disabled as string[] | undefined,
        ...(typeof allowShell === "boolean" ? { allowShell } : {}),
      },
      diagnostics,
    };
  } catch (e) {
    return {
      config: {},
      diagnostics: [
        diag(
          "warning",
          CODES.invalidConfig,
          `${path} is not valid JSON (${(e as Error).message}); it was ignored.`,
          path,
        ),
      ],
    };
  }
}
