import { CODES } from "../diagnostics.js";
import { runShellSnippet, ShellExpansionError, showCommand } from "./run.js";
import { parseShellTemplate, type TemplateSegment } from "./template.js";

// X1–X5: permission, environment and in-order replacement of every snippet.

export type ShellDecision = "allow" | "deny";

export interface ShellPermissionRequest {
  /** The snippet's exact text, as it will run. */
  readonly command: string;
  readonly form: "inline" | "block";
  /** 1-based line of the snippet in the template. */
  readonly line: number;
  /** What the snippet belongs to, e.g. `/deploy` or a skill name, for the host's prompt. */
  readonly source?: string;
  /** Directory it will run in. */
  readonly cwd: string;
}

/** `allow`/`deny` for every snippet, or a callback asked once per snippet. */
export type ShellPermission =
  | ShellDecision
  | ((request: ShellPermissionRequest) => ShellDecision | Promise<ShellDecision>);

export interface ShellExpansionOptions {
  /** Project directory: the snippets' working directory and SKILLPORT_PROJECT_DIR (default process.cwd()). */
  readonly cwd?: string;
  /** Default `deny`: nothing runs unless the host or user allowed it. */
  readonly permission?: ShellPermission;
  /** Split user arguments, the snippet's `$1 …`. */
  readonly args?: readonly string[];
  /** The whole argument string, the snippet's `$ARGUMENTS` environment variable. */
  readonly arguments?: string;
  readonly sessionId?: string;
  /** Skills only: SKILLPORT_SKILL_DIR. */
  readonly skillDir?: string;
  /** Base environment (default process.env). */
  readonly env?: NodeJS.ProcessEnv;
  /** Per snippet, default 30 000 ms. */
  readonly timeoutMs?: number;
  /** Per snippet stdout, default 128 KiB. */
  readonly maxOutputBytes?: number;
  readonly signal?: AbortSignal;
  /** Names the template in permission requests and messages. */
  readonly source?: string;
}

/** The snippet environment. Inherited values of our own variables never leak into a run. */
export function shellEnvironment(options: ShellExpansionOptions): NodeJS.ProcessEnv {
  const cwd = options.cwd ?? process.cwd();
  const env: NodeJS.ProcessEnv = { ...(options.env ?? process.env) };
  for (const k of ["SKILLPORT_SESSION_ID", "SKILLPORT_SKILL_DIR", "ARGUMENTS"]) delete env[k];
  env.SKILLPORT_PROJECT_DIR = cwd;
  env.CLAUDE_PROJECT_DIR = cwd;
  if (options.sessionId !== undefined) env.SKILLPORT_SESSION_ID = options.sessionId;
  if (options.skillDir !== undefined) env.SKILLPORT_SKILL_DIR = options.skillDir;
  env.ARGUMENTS = options.arguments?.trim() ?? "";
  return env;
}

async function decide(permission: ShellPermission, request: ShellPermissionRequest): Promise<ShellDecision> {
  if (typeof permission === "string") return permission;
  try {
    return (await permission(request)) === "allow" ? "allow" : "deny";
  } catch {
    return "deny";
  }
}

/**
 * Runs the snippets of already-split segments in order and joins the result. Every snippet is put to
 * the permission callback before any of them runs, so a denial leaves no side effects behind; any
 * denial or failure rejects with a ShellExpansionError and no partial text.
 */
export async function runShellSegments(
  segments: readonly TemplateSegment[],
  options: ShellExpansionOptions = {},
): Promise<string> {
  const snippets = segments.filter((s) => s.kind === "shell");
  if (snippets.length === 0) return segments.map((s) => (s.kind === "text" ? s.text : "")).join("");
  const cwd = options.cwd ?? process.cwd();
  const permission = options.permission ?? "deny";
  const of = options.source ? ` in ${options.source}` : "";
  for (const s of snippets) {
    const request = { command: s.command, form: s.form, line: s.line, source: options.source, cwd };
    if ((await decide(permission, request)) !== "allow") {
      throw new ShellExpansionError(
        CODES.shellDenied,
        `Running shell snippet ${showCommand(s.command)} (line ${s.line}${of}) was not allowed, so nothing was expanded. ` +
          "Allow shell expansion (the CLI's --allow-shell, or the host's permission prompt) if you trust it.",
        s.command,
      );
    }
  }
  const env = shellEnvironment(options);
  const parts: string[] = [];
  for (const s of segments) {
    if (s.kind === "text") {
      parts.push(s.text);
      continue;
    }
    parts.push(
      await runShellSnippet(s.command, {
        cwd,
        env,
        args: options.args ?? [],
        timeoutMs: options.timeoutMs,
        maxOutputBytes: options.maxOutputBytes,
        signal: options.signal,
      }),
    );
  }
  return parts.join("");
}

/** Expands the shell snippets of a template. Text outside snippets is passed through. */
export async function expandShell(template: string, options: ShellExpansionOptions = {}): Promise<string> {
  const parsed = parseShellTemplate(template);
  if (!parsed.ok) {
    throw new ShellExpansionError(
      CODES.shellUnclosedBlock,
      `Cannot expand${options.source ? ` ${options.source}` : ""}: ${parsed.message}.`,
    );
  }
  return runShellSegments(parsed.segments, options);
}
