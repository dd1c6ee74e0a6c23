import { resolve as resolvePath } from "node:path";
import { CODES, diag } from "../diagnostics.js";
import { type Diagnostic, type FailedSkill, type Root, SCOPE_ORDER, type Skill } from "../types.js";

// R1–R4: one winner per name. Pure over the loaded records.

export interface ResolveInput {
  /** Roots in precedence order (the order resolveRoots returns). */
  readonly roots: readonly Root[];
  /** Loaded skills; each skill's `root` is one of `roots`. */
  readonly skills: readonly Skill[];
  readonly failed: readonly FailedSkill[];
  /** Root- and scan-level diagnostics. */
  readonly diagnostics: readonly Diagnostic[];
  /** R4: SKILL.md files or skill directories to leave out. */
  readonly disabledPaths?: readonly string[];
}

export interface Resolved {
  readonly skills: readonly Skill[];
  readonly shadowed: readonly Skill[];
  readonly failed: readonly FailedSkill[];
  readonly diagnostics: readonly Diagnostic[];
}

const cmp = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

export function resolveSkills(input: ResolveInput): Resolved {
  const rootIndex = new Map(input.roots.map((r, i) => [r, i]));
  const rank = (s: Skill): number =>
    SCOPE_ORDER.indexOf(s.scope) * 1_000_000 + (rootIndex.get(s.root) ?? 999_999);
  const disabled = new Set((input.disabledPaths ?? []).map((p) => resolvePath(p)));
  const extra: Diagnostic[] = [];

  const candidates = input.skills.filter((s) => {
    if (disabled.size === 0) return true;
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
  // Ranked once per skill, not once per comparison.
  const ordered = candidates
    .map((s) => ({ s, r: rank(s) }))
    .sort((a, b) => a.r - b.r || cmp(a.s.location, b.s.location))
    .map((x) => x.s);

  const winners = new Map<string, Skill>();
  const shadowed: Skill[] = [];
  for (const s of ordered) {
    const w = winners.get(s.name);
    if (!w) {
      winners.set(s.name, s);
      continue;
    }
    const d =
      w.scope === s.scope
        ? diag(
            "warning",
            CODES.nameCollision,
            `Two ${s.scope} skills are named '${s.name}': ${w.location} is used and ${s.location} is ignored. Rename one of them.`,
            s.location,
          )
        : diag(
            "warning",
            CODES.shadowed,
            `The ${s.scope} skill '${s.name}' at ${s.location} is shadowed by the ${w.scope} skill at ${w.location}.`,
            s.location,
          );
    shadowed.push({ ...s, diagnostics: [...s.diagnostics, d] });
  }

  const skills = [...winners.values()].sort((a, b) => cmp(a.name, b.name));
  shadowed.sort((a, b) => cmp(a.name, b.name) || rank(a) - rank(b) || cmp(a.location, b.location));
  const failed = [...input.failed].sort((a, b) => cmp(a.location, b.location));

  const diagnostics: Diagnostic[] = [...input.diagnostics];
  const all: { location: string; diagnostics: readonly Diagnostic[] }[] = [];
  for (const list of [skills, shadowed, failed]) for (const s of list) if (s.diagnostics.length) all.push(s);
  all.sort((a, b) => cmp(a.location, b.location));
  for (const s of all) diagnostics.push(...s.diagnostics);
  diagnostics.push(...extra);

  return { skills, shadowed, failed, diagnostics };
}
