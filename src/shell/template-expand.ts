import { CODES } from "../diagnostics.js";
import { splitArguments, substituteArguments } from "../format/arguments.js";
import { runShellSegments, type ShellExpansionOptions } from "./expand.js";
import { ShellExpansionError } from "./run.js";
import { parseShellTemplate, type TemplateSegment } from "./template.js";

// A4 + X for any template (commands, and skills when a host allows shell in them): snippets are split
// out first and arguments are substituted only in the text between them, so user input can never
// become shell code (X3); inside snippets the arguments are the shell's own `$1 …` and `$ARGUMENTS`.

export interface TemplateExpansionOptions extends Omit<ShellExpansionOptions, "args" | "arguments"> {
  /** The raw argument string. */
  readonly arguments?: string;
  /** Index of `$1`-style placeholders in the text, default 1. */
  readonly base?: 0 | 1;
  /** `arguments:` names for `$name`. */
  readonly names?: readonly string[];
  /** `${NAME}` variables of the text. */
  readonly variables?: Readonly<Record<string, string>>;
}

export interface TemplateExpansion {
  readonly text: string;
  /** True when a placeholder in the text or a snippet's `$1`/`$ARGUMENTS`/`$@` used the arguments. */
  readonly usedArguments: boolean;
  readonly shellSnippets: number;
}

/** A snippet that reads its arguments as shell parameters counts as using them. */
const SHELL_ARGUMENT_USE = /\$(?:ARGUMENTS\b|\{ARGUMENTS\}|[1-9@*#]|\{(?:[1-9][0-9]*|[@*#])\})/;

/**
 * Substitutes arguments in the text, runs the snippets (which need `permission`), and appends
 * `User arguments:` when nothing used the arguments. Rejects with a ShellExpansionError and no partial
 * text when a snippet is denied or fails.
 */
export async function expandTemplate(
  template: string,
  options: TemplateExpansionOptions = {},
): Promise<TemplateExpansion> {
  const parsed = parseShellTemplate(template);
  if (!parsed.ok) {
    throw new ShellExpansionError(
      CODES.shellUnclosedBlock,
      `Cannot expand${options.source ? ` ${options.source}` : ""}: ${parsed.message}.`,
    );
  }
  const raw = options.arguments?.trim() ?? "";
  let used = false;
  const segments = parsed.segments.map((s): TemplateSegment => {
    if (s.kind === "shell") {
      if (SHELL_ARGUMENT_USE.test(s.command)) used = true;
      return s;
    }
    const r = substituteArguments(s.text, {
      arguments: raw,
      base: options.base,
      names: options.names,
      variables: options.variables,
      appendUnused: false,
    });
    if (r.usedArguments) used = true;
    return { kind: "text", text: r.text };
  });
  let text = await runShellSegments(segments, {
    ...options,
    args: raw === "" ? [] : splitArguments(raw),
    arguments: raw,
  });
  if (raw !== "" && !used) text = `${text.replace(/\s+$/, "")}\n\nUser arguments:\n${raw}`;
  return { text, usedArguments: used, shellSnippets: segments.filter((s) => s.kind === "shell").length };
}
