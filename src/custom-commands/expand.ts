import { CODES } from "../diagnostics.js";
import { SkillportError } from "../errors.js";
import { getProfile, type Profile } from "../profiles/index.js";
import type { ShellExpansionOptions } from "../shell/expand.js";
import { expandTemplate } from "../shell/template-expand.js";
import type { CommandTemplate } from "../types.js";
import { readCommandTemplate } from "./body.js";

// M4: arguments (A4), then shell (X), then the header. The safe split-then-substitute step lives in
// shell/template-expand.ts, shared with any host that allows shell snippets in skills.

export interface CommandExpansionOptions
  extends Omit<ShellExpansionOptions, "args" | "arguments" | "source" | "skillDir"> {
  /** Reads the template (default: the file at `command.location`; pass a CommandSet's `readBody`). */
  readonly readBody?: (command: CommandTemplate) => Promise<string>;
  /** Index of `$1`-style placeholders; default the profile's argument base. */
  readonly base?: 0 | 1;
  readonly profile?: string | Profile;
  /** False where nobody can answer (scripts, MCP): `disable-noninteractive` commands refuse. Default true. */
  readonly interactive?: boolean;
}

export interface CommandExpansion {
  readonly name: string;
  /** What the model gets; the UI keeps showing what the user typed. */
  readonly text: string;
  /** True when a placeholder (or a snippet's `$1`/`$ARGUMENTS`) used the arguments. */
  readonly usedArguments: boolean;
  /** How many shell snippets ran. */
  readonly shellSnippets: number;
}

/** Why a command did not expand; `code` is stable (`shell-*`, `command-noninteractive`, or a read code). */
export class CommandExpansionError extends SkillportError<string> {
  constructor(
    code: string,
    message: string,
    readonly path?: string,
  ) {
    super(code, message);
    this.name = "CommandExpansionError";
  }
}

/** The header in front of an expanded template. */
export function renderCommandPrompt(command: Pick<CommandTemplate, "name" | "skills">, body: string): string {
  const skills = command.skills ?? [];
  const header = [`Run custom command /${command.name}.`];
  if (skills.length > 0) {
    header.push(`Before you start, load these skills and follow their instructions: ${skills.join(", ")}.`);
  }
  return `${header.join("\n")}\n\n${body}`;
}

/**
 * Expands a custom command: arguments in the template text, then the shell snippets (which
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
  const template = await (options.readBody ?? readCommandTemplate)(command);
  const r = await expandTemplate(template, {
    ...options,
    arguments: args,
    base: options.base ?? getProfile(options.profile).argumentBase,
    variables: options.sessionId !== undefined ? { SESSION_ID: options.sessionId } : {},
    source: `/${command.name}`,
  });
  return {
    name: command.name,
    text: renderCommandPrompt(command, r.text.trim()),
    usedArguments: r.usedArguments,
    shellSnippets: r.shellSnippets,
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
