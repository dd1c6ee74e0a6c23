import type { Diagnostic, Skill, SkillSet } from "../types.js";

// W2: what changed between two SkillSets. Pure.

/** What one reload changed. Names are skill names (winners only). */
export interface SkillSetDiff {
  /** Names that have a winner now and had none before. */
  readonly added: readonly string[];
  /** Names that had a winner before and have none now. */
  readonly removed: readonly string[];
  /** Names whose winner is a different record: its SKILL.md was re-read, or another skill now wins. */
  readonly changed: readonly string[];
  /** True when what the model sees in the catalog may differ (C5); false after a body-only edit. */
  readonly catalogChanged: boolean;
  /** Diagnostics of the new set that the previous set did not have. */
  readonly diagnostics: readonly Diagnostic[];
  /** Number of diagnostics of the previous set that are gone (fixed). */
  readonly resolvedDiagnostics: number;
}

/**
 * The catalog-relevant projection of a set (C1, C2, C5): for every model-visible winner, in name
 * order, the fields the catalog renders: name, description, when_to_use and location. Two sets with
 * the same key render the same catalog bytes under any catalog options. A body edit never changes it.
 */
export function catalogKey(set: SkillSet): string {
  const rows: unknown[] = [];
  for (const s of set.skills) {
    if (!s.modelInvocable) continue;
    const when = s.frontmatter.when_to_use;
    rows.push([s.name, s.description, typeof when === "string" ? when : (when ?? null), s.location]);
  }
  return JSON.stringify(rows);
}

export const diagnosticKey = (d: Diagnostic): string =>
  `${d.severity}\u0000${d.code}\u0000${d.path ?? ""}\u0000${d.message}`;

const byName = (skills: readonly Skill[]): Map<string, Skill> => new Map(skills.map((s) => [s.name, s]));

/** Compares two sets. `catalog` computes the catalog key (default catalogKey; a host may pass its renderer). */
export function diffSkillSets(
  previous: SkillSet,
  next: SkillSet,
  catalog: (set: SkillSet) => string = catalogKey,
): SkillSetDiff {
  const before = byName(previous.skills);
  const after = byName(next.skills);
  const added: string[] = [];
  const changed: string[] = [];
  for (const [name, skill] of after) {
    const old = before.get(name);
    if (old === undefined) added.push(name);
    else if (old !== skill) changed.push(name);
  }
  const removed = [...before.keys()].filter((name) => !after.has(name));
  const oldKeys = new Set(previous.diagnostics.map(diagnosticKey));
  const newKeys = new Set(next.diagnostics.map(diagnosticKey));
  const diagnostics = next.diagnostics.filter((d) => !oldKeys.has(diagnosticKey(d)));
  let resolvedDiagnostics = 0;
  for (const k of oldKeys) if (!newKeys.has(k)) resolvedDiagnostics++;
  const catalogChanged =
    added.length + removed.length + changed.length === 0 ? false : catalog(previous) !== catalog(next);
  return { added, removed, changed, catalogChanged, diagnostics, resolvedDiagnostics };
}

/** True when a diff carries nothing worth an event. */
export const isEmptyDiff = (d: SkillSetDiff): boolean =>
  d.added.length === 0 &&
  d.removed.length === 0 &&
  d.changed.length === 0 &&
  !d.catalogChanged &&
  d.diagnostics.length === 0 &&
  d.resolvedDiagnostics === 0;
