import { CODES, diag } from "../diagnostics.js";
import type { CommandSet, CommandTemplate, Diagnostic, Skill, SkillSet } from "../types.js";

// S1–S3: parsing `/TOKEN ARGS` and deciding what TOKEN names. Pure.

export interface SlashInput {
  /** The token after `/`, up to the first whitespace. */
  readonly token: string;
  /** The rest of the input, trimmed. */
  readonly args: string;
}

/** Undefined when the input is not slash syntax (no leading `/`, or nothing after it). */
export function parseSlashCommand(input: string): SlashInput | undefined {
  const m = /^\/(\S+)(?:\s+([\s\S]*))?$/.exec(input);
  if (!m) return undefined;
  return { token: m[1]!, args: (m[2] ?? "").trim() };
}

/** A host built-in: a reserved name the host handles itself. */
export interface BuiltinCommand {
  readonly name: string;
  readonly description?: string;
  readonly argumentHint?: string;
}

export type ReservedCommands = readonly (string | BuiltinCommand)[];

export type SlashTarget =
  | { readonly kind: "builtin"; readonly name: string }
  | { readonly kind: "skill"; readonly name: string; readonly skill: Skill }
  | { readonly kind: "command"; readonly name: string; readonly command: CommandTemplate };

export interface SlashResolveOptions {
  readonly reserved?: ReservedCommands;
  /** The custom commands `/name` may also mean (from `loadCommands`). */
  readonly commands?: CommandSet;
}

/**
 * The two call forms of the slash functions: `(set, text, options)`, with the commands in the options,
 * and the older `(set, commands, text, options)`, kept so existing callers compile.
 */
export function slashArguments<O extends SlashResolveOptions>(
  second: CommandSet | string | undefined,
  third: string | O | undefined,
  fourth: O | undefined,
): { commands: CommandSet | undefined; text: string; options: O } {
  if (typeof second === "string") {
    const options = (third ?? {}) as O;
    return { commands: options.commands, text: second, options };
  }
  const options = fourth ?? ({} as O);
  return { commands: second ?? options.commands, text: third as string, options };
}

const reservedNames = (r: ReservedCommands | undefined): string[] =>
  (r ?? []).map((c) => (typeof c === "string" ? c : c.name));

/** Skills a user may invoke with `/`: every loaded skill except `user-invocable: false` (S4). */
const slashSkill = (s: Skill): boolean => s.userInvocable;

/** Whether an item's root matches a qualifier: empty → user or built-in; else a project/package namespace. */
function inNamespace(item: { scope: string; root: { namespace?: string } }, ns: string): boolean {
  if (ns === "") return item.scope === "user" || item.scope === "builtin";
  return (item.scope === "project" || item.scope === "package") && item.root.namespace === ns;
}

/**
 * Host built-ins → exact name (a skill wins over a command of the same name) → qualified
 * `NS:NAME` → `skill:NAME` → undefined (not a command: the text goes to the model unchanged).
 * The qualified form also reaches a skill or command shadowed by another scope (`/:review` is the
 * user's `review` even when a project one wins the plain name).
 */
export function resolveSlashCommand(
  set: SkillSet,
  commands: CommandSet | undefined,
  token: string,
  options: SlashResolveOptions = {},
): SlashTarget | undefined {
  if (reservedNames(options.reserved).includes(token)) return { kind: "builtin", name: token };
  const skill = set.skills.find((s) => s.name === token && slashSkill(s));
  if (skill) return { kind: "skill", name: token, skill };
  const command = commands?.commands.find((c) => c.name === token);
  if (command) return { kind: "command", name: token, command };

  const colon = token.indexOf(":");
  if (colon >= 0) {
    const ns = token.slice(0, colon);
    const name = token.slice(colon + 1);
    const skills = [...set.skills, ...set.shadowed];
    const qs = skills.find((s) => s.name === name && slashSkill(s) && inNamespace(s, ns));
    if (qs) return { kind: "skill", name, skill: qs };
    const qc = [...(commands?.commands ?? []), ...(commands?.shadowed ?? [])].find(
      (c) => c.name === name && inNamespace(c, ns),
    );
    if (qc) return { kind: "command", name, command: qc };
    if (ns === "skill") {
      const pi = set.skills.find((s) => s.name === name && slashSkill(s));
      if (pi) return { kind: "skill", name, skill: pi };
    }
  }
  return undefined;
}

export interface Completion {
  readonly kind: "builtin" | "skill" | "command";
  readonly name: string;
  /** What to insert: `/name `. */
  readonly insert: string;
  readonly description: string;
  readonly argumentHint?: string;
}

/**
 * Completions for a host's input box. `prefix` may start with `/`; matches names that start
 * with it (case-insensitive), built-ins first, then skills and commands by name. A command hidden by
 * a skill or a built-in of the same name is not offered.
 */
export function completeSlashCommand(
  set: SkillSet,
  prefix: string,
  options?: SlashResolveOptions,
): Completion[];
/** @deprecated Pass the commands in the options: `completeSlashCommand(set, prefix, { commands })`. */
export function completeSlashCommand(
  set: SkillSet,
  commands: CommandSet | undefined,
  prefix: string,
  options?: SlashResolveOptions,
): Completion[];
export function completeSlashCommand(
  set: SkillSet,
  second: CommandSet | string | undefined,
  third?: string | SlashResolveOptions,
  fourth?: SlashResolveOptions,
): Completion[] {
  const { commands, text: prefix, options } = slashArguments(second, third, fourth);
  const p = prefix.replace(/^\//, "").toLowerCase();
  const hint = (v: unknown): string | undefined => (typeof v === "string" && v !== "" ? v : undefined);
  const items: Completion[] = [];
  const taken = new Set<string>();
  for (const r of options.reserved ?? []) {
    const b = typeof r === "string" ? { name: r } : r;
    if (taken.has(b.name)) continue;
    taken.add(b.name);
    items.push({
      kind: "builtin",
      name: b.name,
      insert: `/${b.name} `,
      description: b.description ?? "",
      ...(b.argumentHint ? { argumentHint: b.argumentHint } : {}),
    });
  }
  const rest: Completion[] = [];
  for (const s of set.skills.filter(slashSkill)) {
    if (taken.has(s.name)) continue;
    taken.add(s.name);
    const argumentHint = hint(s.argumentHint);
    rest.push({
      kind: "skill",
      name: s.name,
      insert: `/${s.name} `,
      description: s.description,
      ...(argumentHint ? { argumentHint } : {}),
    });
  }
  for (const c of commands?.commands ?? []) {
    if (taken.has(c.name)) continue;
    taken.add(c.name);
    rest.push({
      kind: "command",
      name: c.name,
      insert: `/${c.name} `,
      description: c.description,
      ...(c.argumentHint ? { argumentHint: c.argumentHint } : {}),
    });
  }
  rest.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  return [...items, ...rest].filter((c) => c.name.toLowerCase().startsWith(p));
}

/**
 * One `name-collision` warning per custom command that a slash-invocable skill of the same name
 * hides. Hosts add these to the load's diagnostics (doctor, list).
 */
export function slashNameCollisions(set: SkillSet, commands: CommandSet | undefined): Diagnostic[] {
  const skills = new Map(set.skills.filter(slashSkill).map((s) => [s.name, s]));
  return (commands?.commands ?? []).flatMap((c) => {
    const s = skills.get(c.name);
    if (!s) return [];
    return [
      diag(
        "warning",
        CODES.nameCollision,
        `The command /${c.name} at ${c.location} is hidden by the skill '${s.name}' at ${s.location}: ` +
          "a skill wins over a command of the same name. Rename the command to reach it.",
        c.location,
      ),
    ];
  });
}
