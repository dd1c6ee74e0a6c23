import { CODES, diag } from "../diagnostics.js";
import { pickWinners } from "../resolve/resolve.js";
import type { CommandTemplate, Root } from "../types.js";

/** Precedence for commands: scope, then root order, then path; reserved names never win. */
export function resolveCommands(
  roots: readonly Root[],
  loaded: readonly CommandTemplate[],
  reserved: ReadonlySet<string> = new Set(),
): { commands: CommandTemplate[]; shadowed: CommandTemplate[] } {
  const { winners: commands, shadowed } = pickWinners(roots, loaded, {
    noun: "command",
    label: (c) => `'/${c.name}'`,
    reserved,
    reservedDiagnostic: (c) =>
      diag(
        "warning",
        CODES.reservedName,
        `The command '/${c.name}' at ${c.location} has the name of a built-in command of this host, which always wins; rename the file to use it.`,
        c.location,
      ),
  });
  return { commands, shadowed };
}
