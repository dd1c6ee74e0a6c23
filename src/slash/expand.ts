import { type ActivateOptions, renderActivation } from "../activation/activate.js";
import { CODES } from "../diagnostics.js";
import { SkillportError } from "../errors.js";
import type { CommandSet, CommandTemplate, Skill, SkillSet } from "../types.js";
import {
  parseSlashCommand,
  resolveSlashCommand,
  type SlashResolveOptions,
  slashArguments,
} from "./resolve.js";

// S4: what the model gets for `/name args`.

export type CommandExpander = (command: CommandTemplate, args: string) => Promise<string> | string;

export interface SlashExpandOptions
  extends SlashResolveOptions,
    Omit<ActivateOptions, "arguments" | "invoker" | "authorize" | "grants"> {
  /** Expands a custom command (arguments, then shell snippets); provided by the commands module. */
  readonly expandCommand?: CommandExpander;
}

export type SlashExpansion =
  /** Not a command: send `text` (the input, unchanged) to the model. */
  | { readonly kind: "none"; readonly text: string }
  /** A host built-in: the host handles it. */
  | { readonly kind: "builtin"; readonly name: string; readonly args: string }
  | {
      readonly kind: "skill";
      readonly name: string;
      readonly args: string;
      readonly skill: Skill;
      readonly text: string;
    }
  | {
      readonly kind: "command";
      readonly name: string;
      readonly args: string;
      readonly command: CommandTemplate;
      readonly text: string;
    };

/** Thrown when a resolved command cannot be expanded for a reason other than the command itself. */
export class SlashExpansionError extends SkillportError<string> {
  constructor(code: string, message: string) {
    super(code, message);
    this.name = "SlashExpansionError";
  }
}

/**
 * Expands `/name args`. Skills give the envelope with arguments substituted and need no authorization (the
 * user typed it), including `disable-model-invocation` skills. Read failures throw
 * SkillActivationError; a command without an expander throws SlashExpansionError.
 */
export async function expandSlashCommand(
  set: SkillSet,
  input: string,
  options?: SlashExpandOptions,
): Promise<SlashExpansion>;
/** @deprecated Pass the commands in the options: `expandSlashCommand(set, input, { commands })`. */
export async function expandSlashCommand(
  set: SkillSet,
  commands: CommandSet | undefined,
  input: string,
  options?: SlashExpandOptions,
): Promise<SlashExpansion>;
export async function expandSlashCommand(
  set: SkillSet,
  second: CommandSet | string | undefined,
  third?: string | SlashExpandOptions,
  fourth?: SlashExpandOptions,
): Promise<SlashExpansion> {
  const { commands, text: input, options } = slashArguments(second, third, fourth);
  const parsed = parseSlashCommand(input);
  const target = parsed && resolveSlashCommand(set, commands, parsed.token, options);
  if (!parsed || !target) return { kind: "none", text: input };
  const { args } = parsed;
  if (target.kind === "builtin") return { kind: "builtin", name: target.name, args };
  if (target.kind === "skill") {
    const a = await renderActivation(set, target.skill, { ...options, arguments: args });
    return { kind: "skill", name: target.name, args, skill: target.skill, text: a.text };
  }
  if (options.expandCommand === undefined) {
    throw new SlashExpansionError(
      CODES.commandExpanderMissing,
      `/${target.name} is a custom command (${target.command.location}) but no command expander was given; ` +
        "pass the commands module's expander as the expandCommand option.",
    );
  }
  const text = await options.expandCommand(target.command, args);
  return { kind: "command", name: target.name, args, command: target.command, text };
}
