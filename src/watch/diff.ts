import { catalogDescription } from "../catalog/plan.js";
import type { CommandSet, CommandTemplate, Diagnostic, Skill, SkillSet } from "../types.js";

// W2: what changed between two SkillSets. Pure.

/** What one reload changed. Names are skill names (winners only). */
export interface SkillSetDiff {
  /** Names that have a winner now and had none before. */
  readonly added: readonly string[];
  /** Names that had a winner before and have none now. */
  readonly removed: readonly string[];
  /** Names whose winner is a different record: its SKILL.md was re-read, or another skill now wins. */
  readonly changed: readonly string[];
  /** True when what the model sees in the catalog may differ; false after a body-only edit. */
  readonly catalogChanged: boolean;
  /** Diagnostics of the new set that the previous set did not have. */
  readonly diagnostics: readonly Diagnostic[];
  /** Number of diagnostics of the previous set that are gone (fixed). */
  readonly resolvedDiagnostics: number;
}

/**
 * The catalog-relevant projection of a set: for every model-visible winner, in name
 * order, the fields the catalog renders: name, description with when_to_use (catalogDescription)
 * and location. Two sets with the same key render the same catalog bytes under any format, budget
 * and overflow strategy. A body edit never changes it.
 */
export function catalogKey(set: SkillSet): string {
  const rows: string[] = [];
  for (const s of set.skills) {
    const entry = catalogEntry(s);
    if (entry !== undefined) rows.push(entry);
  }
  return `[${rows.join(",")}]`;
}

export const diagnosticKey = (d: Diagnostic): string =>
  `${d.severity}\u0000${d.code}\u0000${d.path ?? ""}\u0000${d.message}`;

/** The catalog-relevant fields of one skill, as catalogKey renders them; undefined when not visible (C1). */
function catalogEntry(s: Skill | undefined): string | undefined {
  if (s === undefined || !s.modelInvocable) return undefined;
  return JSON.stringify([s.name, catalogDescription(s), s.location]);
}

/** Memoised catalog keys: a set is immutable, so its key never changes. */
const keyCache = new WeakMap<(set: SkillSet) => string, WeakMap<SkillSet, string>>();
function cachedKey(catalog: (set: SkillSet) => string, set: SkillSet): string {
  let byFn = keyCache.get(catalog);
  if (!byFn) {
    byFn = new WeakMap();
    keyCache.set(catalog, byFn);
  }
  let key = byFn.get(set);
  if (key === undefined) {
    key = catalog(set);
    byFn.set(set, key);
  }
  return key;
}

/**
 * Compares two sets in one pass over the winners (both are sorted by name). `catalog` computes the
 * catalog key to compare; by default only the skills that changed are looked at (same result as
 * comparing catalogKey of both sets, without rendering either).
 */
export function diffSkillSets(
  previous: SkillSet,
  next: SkillSet,
  catalog?: (set: SkillSet) => string,
): SkillSetDiff {
  const a = previous.skills;
  const b = next.skills;
  const added: string[] = [];
  const removed: string[] = [];
  const changed: string[] = [];
  let catalogChanged = false;
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    const x = a[i];
    const y = b[j];
    if (y === undefined || (x !== undefined && x.name < y.name)) {
      removed.push(x!.name);
      if (x!.modelInvocable) catalogChanged = true;
      i++;
    } else if (x === undefined || y.name < x.name) {
      added.push(y.name);
      if (y.modelInvocable) catalogChanged = true;
      j++;
    } else {
      if (x !== y) {
        changed.push(y.name);
        if (!catalogChanged && catalogEntry(x) !== catalogEntry(y)) catalogChanged = true;
      }
      i++;
      j++;
    }
  }
  if (catalog !== undefined && catalog !== catalogKey) {
    catalogChanged =
      added.length + removed.length + changed.length > 0 &&
      cachedKey(catalog, previous) !== cachedKey(catalog, next);
  }
  let diagnostics: readonly Diagnostic[] = [];
  let resolvedDiagnostics = 0;
  const pd = previous.diagnostics;
  const nd = next.diagnostics;
  if (pd.length !== nd.length || pd.some((d, k) => d !== nd[k])) {
    const oldKeys = new Set(pd.map(diagnosticKey));
    const newKeys = new Set(nd.map(diagnosticKey));
    diagnostics = nd.filter((d) => !oldKeys.has(diagnosticKey(d)));
    for (const k of oldKeys) if (!newKeys.has(k)) resolvedDiagnostics++;
  }
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

const commandKey = (c: CommandTemplate): string =>
  JSON.stringify([c.location, c.description, c.argumentHint ?? null, c.frontmatter, c.diagnostics]);

/** Names added, removed and changed (location, description, hint, frontmatter or diagnostics). */
export function diffCommandSets(
  previous: CommandSet,
  next: CommandSet,
): { added: string[]; removed: string[]; changed: string[] } {
  const before = new Map(previous.commands.map((c) => [c.name, commandKey(c)]));
  const after = new Map(next.commands.map((c) => [c.name, commandKey(c)]));
  const added = [...after.keys()].filter((n) => !before.has(n));
  const removed = [...before.keys()].filter((n) => !after.has(n));
  const changed = [...after].filter(([n, k]) => before.has(n) && before.get(n) !== k).map(([n]) => n);
  return { added, removed, changed };
}
