import { resolve as resolvePath } from "node:path";
import { CODES, diag } from "../diagnostics.js";
import {
  type Diagnostic,
  type FailedSkill,
  type Root,
  SCOPE_ORDER,
  type Scope,
  type Skill,
} from "../types.js";
import { compareStrings as cmp } from "../util/compare.js";

// R1–R4: one winner per name. Pure over the loaded records.

export interface ResolveInput {
  /** Roots in precedence order (the order resolveRoots returns). */
  readonly roots: readonly Root[];
  /** Loaded skills; each skill's `root` is one of `roots`. */
  readonly skills: readonly Skill[];
  readonly failed: readonly FailedSkill[];
  /** Root- and scan-level diagnostics. */
  readonly diagnostics: readonly Diagnostic[];
  /** SKILL.md files or skill directories to leave out. */
  readonly disabledPaths?: readonly string[];
}

export interface Resolved {
  readonly skills: readonly Skill[];
  readonly shadowed: readonly Skill[];
  readonly failed: readonly FailedSkill[];
  readonly diagnostics: readonly Diagnostic[];
}

/** What precedence needs to know of a skill or a command. */
export interface Ranked {
  readonly name: string;
  readonly scope: Scope;
  readonly root: Root;
  readonly location: string;
  readonly diagnostics: readonly Diagnostic[];
}

export interface PickOptions<T extends Ranked> {
  /** "skill" or "command", for messages. */
  readonly noun: string;
  /** How a name is shown in messages (`'x'`, `'/x'`). */
  readonly label: (item: T) => string;
  /** Names a host reserves; such items never win. */
  readonly reserved?: ReadonlySet<string>;
  readonly reservedDiagnostic?: (item: T) => Diagnostic;
}

/**
 * One winner per name — higher scope, then the earlier root (roots are in precedence order), then
 * the first path in sorted order. Every loser is kept with a `shadowed` (other scope) or
 * `name-collision` (same scope) warning naming both paths. Winners sorted by name.
 */
export function pickWinners<T extends Ranked>(
  roots: readonly Root[],
  items: readonly T[],
  options: PickOptions<T>,
): { winners: T[]; shadowed: T[] } {
  const rootIndex = new Map(roots.map((r, i) => [r, i]));
  // Plain loops, the rank looked up once per run of items of one root: this runs over every skill at
  // every start, where each small helper was one more function for V8 to compile.
  const ranks = new Array<number>(items.length);
  let lastRoot: Root | undefined;
  let lastScope: Scope | undefined;
  let lastRank = 0;
  for (let i = 0; i < items.length; i++) {
    const x = items[i]!;
    if (x.root !== lastRoot || x.scope !== lastScope) {
      lastRoot = x.root;
      lastScope = x.scope;
      lastRank = SCOPE_ORDER.indexOf(x.scope) * 1_000_000 + (rootIndex.get(x.root) ?? 999_999);
    }
    ranks[i] = lastRank;
  }
  const before = (i: number, j: number): number =>
    ranks[i]! - ranks[j]! || cmp(items[i]!.location, items[j]!.location);
  // Loaders hand items over in this order already (roots by precedence, paths sorted): then no sort.
  let inOrder = true;
  for (let i = 1; i < items.length && inOrder; i++) {
    const d = ranks[i - 1]! - ranks[i]!;
    inOrder = d < 0 || (d === 0 && items[i - 1]!.location <= items[i]!.location);
  }
  const order = inOrder ? undefined : items.map((_, i) => i).sort(before);
  const winners = new Map<string, T>();
  const shadowed: { x: T; r: number }[] = [];
  const lose = (x: T, r: number, d: Diagnostic): void => {
    shadowed.push({ x: { ...x, diagnostics: [...x.diagnostics, d] }, r });
  };
  const { noun, label } = options;
  for (let k = 0; k < items.length; k++) {
    const i = order === undefined ? k : order[k]!;
    const x = items[i]!;
    const r = ranks[i]!;
    if (options.reserved?.has(x.name) && options.reservedDiagnostic) {
      lose(x, r, options.reservedDiagnostic(x));
      continue;
    }
    const w = winners.get(x.name);
    if (!w) {
      winners.set(x.name, x);
      continue;
    }
    lose(
      x,
      r,
      w.scope === x.scope
        ? diag(
            "warning",
            CODES.nameCollision,
            `Two ${x.scope} ${noun}s are named ${label(x)}: ${w.location} is used and ${x.location} is ignored. Rename one of them.`,
            x.location,
          )
        : diag(
            "warning",
            CODES.shadowed,
            `The ${x.scope} ${noun} ${label(x)} at ${x.location} is shadowed by the ${w.scope} ${noun} at ${w.location}.`,
            x.location,
          ),
    );
  }
  shadowed.sort((a, b) => cmp(a.x.name, b.x.name) || a.r - b.r || cmp(a.x.location, b.x.location));
  return {
    // compareStrings' order, written out (one function less on the start path).
    winners: [...winners.values()].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)),
    shadowed: shadowed.map((s) => s.x),
  };
}

export function resolveSkills(input: ResolveInput): Resolved {
  const disabled = new Set((input.disabledPaths ?? []).map((p) => resolvePath(p)));
  const extra: Diagnostic[] = [];

  const candidates =
    disabled.size === 0
      ? input.skills
      : input.skills.filter((s) => {
          if (!disabled.has(s.location) && !disabled.has(s.directory)) return true;
          extra.push(
            diag(
              "info",
              CODES.disabled,
              `Skill '${s.name}' at ${s.location} is disabled by configuration.`,
              s.location,
            ),
          );
          return false;
        });
  const { winners: skills, shadowed } = pickWinners(input.roots, candidates, {
    noun: "skill",
    label: (x) => `'${x.name}'`,
  });
  const failed = [...input.failed].sort((a, b) => cmp(a.location, b.location));

  const diagnostics: Diagnostic[] = [...input.diagnostics];
  const all: { location: string; diagnostics: readonly Diagnostic[] }[] = [];
  for (const list of [skills, shadowed, failed]) for (const s of list) if (s.diagnostics.length) all.push(s);
  all.sort((a, b) => cmp(a.location, b.location));
  for (const s of all) diagnostics.push(...s.diagnostics);
  diagnostics.push(...extra);

  return { skills, shadowed, failed, diagnostics };
}
