import { sep } from "node:path";
import { CODES } from "../diagnostics.js";
import { duplicatePathDiagnostic, type PreRead } from "../discovery/read.js";
import type { Candidate, WalkResult } from "../discovery/walk.js";
import { assembleSkillSet, type CandidateRecord, candidateRecord } from "../load.js";
import type { Diagnostic, FailedSkill, Root, Skill, SkillSet } from "../types.js";
import { compareStrings as cmp } from "../util/compare.js";

// The incremental state of live reload: per root, the walk result and one read outcome per SKILL.md.
// Pure functions over immutable values; the watcher (watcher.ts) does the I/O and calls these.

/** One SKILL.md of one root: how it read (with the file's identity) and the record built from it. */
export interface Entry {
  readonly candidate: Candidate;
  readonly pre: PreRead;
  readonly record: CandidateRecord;
}

export interface RootState {
  readonly root: Root;
  /** Sorted by path. */
  readonly candidates: readonly Candidate[];
  /** The walk's diagnostics, sorted by path. */
  readonly walkDiagnostics: readonly Diagnostic[];
  /** Keyed by SKILL.md path as found. */
  readonly entries: ReadonlyMap<string, Entry>;
}

export const emptyRootState = (root: Root): RootState => ({
  root,
  candidates: [],
  walkDiagnostics: [],
  entries: new Map(),
});

/**
 * True when `path` is `dir` or below it. A string prefix, not util/paths.ts `isWithin`: both are the
 * absolute, normalised paths the watcher produces, and plans call it per candidate on every change.
 */
export const isWithin = (path: string, dir: string): boolean =>
  path === dir || path.startsWith(dir.endsWith(sep) ? dir : dir + sep);

/**
 * True when a subtree re-walk cannot stand in for a whole one: the last walk was truncated by the
 * directory cap (which counts the whole root) or has a diagnostic without a path (it cannot be placed).
 */
export const needsFullWalk = (state: RootState): boolean =>
  state.walkDiagnostics.some((d) => d.path === undefined || d.code === CODES.scanTruncated);

/** The walk of a whole root replaces the state's structure. */
export function withWalk(state: RootState, walked: WalkResult): RootState {
  return { ...state, candidates: walked.candidates, walkDiagnostics: walked.diagnostics };
}

/** The walk of the subtree at `dir` replaces what the state had at or below `dir`. */
export function withSubtreeWalk(state: RootState, dir: string, walked: WalkResult): RootState {
  const candidates = [
    ...state.candidates.filter((c) => !isWithin(c.directory, dir)),
    ...walked.candidates,
  ].sort((a, b) => cmp(a.file, b.file));
  const kept = state.walkDiagnostics.filter((d) => d.path === undefined || !isWithin(d.path, dir));
  const walkDiagnostics = [...kept, ...walked.diagnostics]
    .map((d, i) => ({ d, i }))
    .sort((a, b) => {
      const pa = a.d.path;
      const pb = b.d.path;
      if (pa === undefined || pb === undefined) return pa === pb ? a.i - b.i : pa === undefined ? 1 : -1;
      return cmp(pa, pb) || a.i - b.i;
    })
    .map(({ d }) => d);
  return { ...state, candidates, walkDiagnostics };
}

/**
 * Brings the entries in line with the candidates: a candidate keeps its entry (and so its Skill object)
 * unless its file is in `dirty` or it is new; only those are read, through `read`.
 */
export function withEntries(
  state: RootState,
  dirty: ReadonlySet<string>,
  read: (candidate: Candidate) => PreRead,
): RootState {
  const entries = new Map<string, Entry>();
  let same = state.entries.size === state.candidates.length;
  for (const c of state.candidates) {
    const old = state.entries.get(c.file);
    if (
      old &&
      !dirty.has(c.file) &&
      old.candidate.directory === c.directory &&
      !old.candidate.wrongCase === !c.wrongCase
    ) {
      entries.set(c.file, old);
      continue;
    }
    same = false;
    const pre = read(c);
    entries.set(c.file, { candidate: c, pre, record: candidateRecord(state.root, c, pre.outcome) });
  }
  return same ? state : { ...state, entries };
}

/**
 * Assembles a SkillSet from root states exactly as loadSkills does: roots in precedence order, files
 * in path order, the first of several paths to one real file loads and the others give duplicate-path
 * (by the file identity the read recorded), then resolution. Unchanged records keep their identity.
 */
export function assemble(
  roots: readonly Root[],
  active: readonly RootState[],
  disabledPaths: readonly string[] | undefined,
  planDiagnostics: readonly Diagnostic[] = [],
): SkillSet {
  const seen = new Map<string, string>();
  const skills: Skill[] = [];
  const failed: FailedSkill[] = [];
  const diagnostics: Diagnostic[] = [...planDiagnostics];
  for (const state of active) {
    diagnostics.push(...state.walkDiagnostics);
    for (const c of state.candidates) {
      const entry = state.entries.get(c.file);
      if (entry === undefined) continue;
      const { pre, record } = entry;
      if (pre.id !== undefined) {
        const first = seen.get(pre.id);
        if (first !== undefined) {
          diagnostics.push(duplicatePathDiagnostic(c.file, first));
          continue;
        }
        seen.set(pre.id, c.file);
      }
      if (record.kind === "skill") skills.push(record.skill);
      else failed.push(record.failed);
    }
  }
  return assembleSkillSet({ roots, skills, failed, diagnostics, disabledPaths });
}

const diagnosticsKey = (ds: readonly Diagnostic[]): string =>
  ds.map((d) => `${d.severity}\u0000${d.code}\u0000${d.path ?? ""}\u0000${d.message}`).join("\u0001");

/**
 * The skills whose records were replaced between two states of one root by a re-read that cannot
 * change resolution: same structure (no walk), and each replaced record is a loaded skill with the
 * same name, location, file identity and diagnostics as before (a body edit, or a description edit).
 * Undefined when anything else changed: then the set must be assembled again.
 */
export function resolutionNeutralSwaps(before: RootState, after: RootState): Map<Skill, Skill> | undefined {
  if (before.root !== after.root || before.candidates !== after.candidates) return undefined;
  const swaps = new Map<Skill, Skill>();
  for (const [file, entry] of after.entries) {
    const old = before.entries.get(file);
    if (old === entry) continue;
    if (old === undefined || old.record.kind !== "skill" || entry.record.kind !== "skill") return undefined;
    if (old.pre.id === undefined || old.pre.id !== entry.pre.id) return undefined;
    const a = old.record.skill;
    const b = entry.record.skill;
    if (
      a.name !== b.name ||
      a.location !== b.location ||
      a.directory !== b.directory ||
      diagnosticsKey(a.diagnostics) !== diagnosticsKey(b.diagnostics)
    ) {
      return undefined;
    }
    swaps.set(a, b);
  }
  return swaps;
}

/**
 * The previous set with resolution-neutral swaps applied, without resolving again: winners are
 * replaced in place, shadowed copies are made again with their shadowing diagnostic, and everything
 * else (order, failed, diagnostics) stays as it was. Equals assemble() of the new states.
 */
export function patchSet(previous: SkillSet, swaps: ReadonlyMap<Skill, Skill>): SkillSet {
  if (swaps.size === 0) return previous;
  const byLocation = new Map([...swaps.values()].map((s) => [s.location, s]));
  const skills = previous.skills.map((s) => swaps.get(s) ?? s);
  const shadowed = previous.shadowed.map((s) => {
    const next = byLocation.get(s.location);
    if (next === undefined) return s;
    const extra = s.diagnostics.slice(next.diagnostics.length); // the shadowing diagnostic
    return { ...next, diagnostics: [...next.diagnostics, ...extra] };
  });
  return Object.freeze({
    ...previous,
    skills: Object.freeze(skills),
    shadowed: Object.freeze(shadowed),
  });
}
