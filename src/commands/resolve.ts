import { CODES, diag } from "../diagnostics.js";
import { type CommandTemplate, type Diagnostic, type Root, SCOPE_ORDER } from "../types.js";

const cmp = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** R1 for commands: scope, then root order, then path; M5: reserved names never win. */
export function resolveCommands(
  roots: readonly Root[],
  loaded: readonly CommandTemplate[],
  reserved: ReadonlySet<string> = new Set(),
): { commands: CommandTemplate[]; shadowed: CommandTemplate[] } {
  const rootIndex = new Map(roots.map((r, i) => [r, i]));
  const rank = (c: CommandTemplate): number =>
    SCOPE_ORDER.indexOf(c.scope) * 1_000_000 + (rootIndex.get(c.root) ?? 999_999);
  const ordered = [...loaded].sort((a, b) => rank(a) - rank(b) || cmp(a.location, b.location));
  const winners = new Map<string, CommandTemplate>();
  const shadowed: CommandTemplate[] = [];
  const lose = (c: CommandTemplate, d: Diagnostic): void => {
    shadowed.push({ ...c, diagnostics: [...c.diagnostics, d] });
  };
  for (const c of ordered) {
    if (reserved.has(c.name)) {
      lose(
        c,
        diag(
          "warning",
          CODES.reservedName,
          `The command '/${c.name}' at ${c.location} has the name of a built-in command of this host, which always wins; rename the file to use it.`,
          c.location,
        ),
      );
      continue;
    }
    const w = winners.get(c.name);
    if (!w) {
      winners.set(c.name, c);
      continue;
    }
    lose(
      c,
      w.scope === c.scope
        ? diag(
            "warning",
            CODES.nameCollision,
            `Two ${c.scope} commands are named '/${c.name}': ${w.location} is used and ${c.location} is ignored. Rename one of them.`,
            c.location,
          )
        : diag(
            "warning",
            CODES.shadowed,
            `The ${c.scope} command '/${c.name}' at ${c.location} is shadowed by the ${w.scope} command at ${w.location}.`,
            c.location,
          ),
    );
  }
  const commands = [...winners.values()].sort((a, b) => cmp(a.name, b.name));
  shadowed.sort((a, b) => cmp(a.name, b.name) || rank(a) - rank(b) || cmp(a.location, b.location));
  return { commands, shadowed };
}
