import { splitArguments, substituteArguments } from "../activation/arguments.js";
import { CODES } from "../diagnostics.js";
import { getProfile, type Profile } from "../profiles/index.js";
import { runShellSegments, type ShellExpansionOptions } from "../shell/expand.js";
import { ShellExpansionError } from "../shell/run.js";
import { parseShellTemplate, type TemplateSegment } from "../shell/template.js";
import type { CommandTemplate } from "../types.js";
import { readCommandBody } from "./body.js";

// M4: arguments (A4), then shell (X), then the header. Snippets are split out of the template first and
// arguments are substituted only in the text between them, so user input can never become shell code (X3).

export interface CommandExpansionOptions
  extends Omit<ShellExpansionOptions, "args" | "arguments" | "source" | "skillDir"> {
  /** Reads the template (default: the file at `command.location`; pass a CommandSet's `readBody`). */
  readonly readBody?: (command: CommandTemplate) => Promise<string>;
  /** Index of `$1`-style placeholders (A4); default the profile's argument base. */
  readonly base?: 0 | 1;
  readonly profile?: string | Profile;
  /** False where nobody can answer (scripts, MCP): `disable-noninteractive` commands refuse. Default true. */
  readonly interactive?: boolean;
}

export interface CommandExpansion {
  readonly name: string;
  /** What the model gets (M4); the UI keeps showing what the user typed. */
  readonly text: string;
  /** True when a placeholder (or a snippet's `$1`/`$ARGUMENTS`) used the arguments. */
  readonly usedArguments: boolean;
  /** How many shell snippets ran. */
  readonly shellSnippets: number;
}

/** Why a command did not expand; `code` is stable (`shell-*`, `command-noninteractive`, or a read code). */
export class CommandExpansionError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly path?: string,
  ) {
    super(message);
    this.name = "CommandExpansionError";
  }
}

/** A snippet that reads its arguments as shell parameters counts as using them (no `User arguments:`). */
const SHELL_ARGUMENT_USE = /\$(?:ARGUMENTS\b|\{ARGUMENTS\}|[1-9@*]|\{(?:[1-9][0-9]*|[@*#])\}|#)/;

/** The M4 header in front of an expanded template. */
export function renderCommandPrompt(command: Pick<CommandTemplate, "name" | "skills">, body: string): string {
  const skills = command.skills ?? [];
  const header = [`Run custom command /${command.name}.`];
  if (skills.length > 0) {
    header.push(`Before you start, load these skills and follow their instructions: ${skills.join(", ")}.`);
  }
  return `${header.join("\n")}\n\n${body}`;
}

/** Substitutes A4 placeholders in the text segments only; snippets are left byte for byte. */
function substituteSegments(
  segments: readonly TemplateSegment[],
  raw: string,
  base: 0 | 1,
  variables: Record<string, string>,
): { segments: TemplateSegment[]; used: boolean } {
  let used = false;
  const out = segments.map((s): TemplateSegment => {
    if (s.kind === "shell") {
      if (SHELL_ARGUMENT_USE.test(s.command)) used = true;
      return s;
    }
    const r = substituteArguments(s.text, { arguments: raw, base, variables, appendUnused: false });
    if (r.usedArguments) used = true;
    return { kind: "text", text: r.text };
  });
  return { segments: out, used };
}

/**
 * Expands a custom command (M4): A4 arguments in the template text, then the shell snippets (X, which
 * need `permission`), then the header. Rejects with a CommandExpansionError (or ShellExpansionError,
 * a read error) and never returns a partial prompt.
 */
export async function expandCommand(
  command: CommandTemplate,
  args: string | undefined,
  options: CommandExpansionOptions = {},
): Promise<CommandExpansion> {
  if (options.interactive === false && command.disableNoninteractive) {
    throw new CommandExpansionError(
      CODES.commandNoninteractive,
      `The command '/${command.name}' sets 'disable-noninteractive: true', so it can only be run interactively.`,
      command.location,
    );
  }
  const raw = args?.trim() ?? "";
  const base = options.base ?? getProfile(options.profile).argumentBase;
  const template = await (options.readBody ?? ((c: CommandTemplate) => readCommandBody(c.location)))(command);
  const parsed = parseShellTemplate(template);
  if (!parsed.ok) {
    throw new ShellExpansionError(
      CODES.shellUnclosedBlock,
      `Cannot expand /${command.name} (${command.location}): ${parsed.message}.`,
    );
  }
  const variables: Record<string, string> =
    options.sessionId !== undefined ? { SESSION_ID: options.sessionId } : {};
  const substituted = substituteSegments(parsed.segments, raw, base, variables);
  const shellSnippets = substituted.segments.filter((s) => s.kind === "shell").length;
  let body = await runShellSegments(substituted.segments, {
    ...options,
    args: raw === "" ? [] : splitArguments(raw),
    arguments: raw,
    source: `/${command.name}`,
  });
  body = body.trim();
  if (raw !== "" && !substituted.used) body = `${body}\n\nUser arguments:\n${raw}`;
  return {
    name: command.name,
    text: renderCommandPrompt(command, body),
    usedArguments: substituted.used,
    shellSnippets,
  };
}

/**
 * Binds expansion options once and returns `(command, args) => prompt`, the shape a slash-command
 * resolver takes for custom commands.
 */
export function createCommandExpander(
  options: CommandExpansionOptions = {},
): (command: CommandTemplate, args: string) => Promise<string> {
  return async (command, args) => (await expandCommand(command, args, options)).text;
}
