// The search index's mutable state (search-index.ts owns it): the engine, the entry each document id
// stands for, and the steps that change them — adding skills, filling in bodies read later, and
// comparing the indexed skills with a new set.

import { DEFAULT_CACHE_MIN_AGE_MS } from "../discovery/cache.js";
import type { Skill, SkillSet } from "../types.js";
import type { Bm25Index } from "./bm25.js";
import { type BodyFields, type BodyReading, metadataFields, readBodyFields, UNREAD } from "./documents.js";
import { SEARCH_FIELDS } from "./engine.js";

export interface Entry {
  readonly id: number;
  readonly skill: Skill;
  readonly vector?: Float32Array;
}

/** Whether a skill's indexed content can differ: same file state, name, scope, visibility, description. */
const sameIndexed = (a: Skill, b: Skill): boolean =>
  a === b ||
  (a.mtimeMs === b.mtimeMs &&
    a.size === b.size &&
    a.name === b.name &&
    a.scope === b.scope &&
    a.modelInvocable === b.modelInvocable &&
    a.description === b.description);

const HEADINGS = SEARCH_FIELDS.indexOf("headings");
const BODY = SEARCH_FIELDS.indexOf("body");

/** Skills whose bodies are read and indexed between two searches, when bodies are deferred. */
const DEFERRED_CHUNK = 256;

/** The index's mutable state: the engine and which entry each engine id and location stands for. */
export interface State {
  readonly engine: Bm25Index;
  readonly entries: Map<number, Entry>;
  /** The entries by skill location, built when first needed (a saved index's start does without). */
  byLocation: Map<string, Entry> | undefined;
  current: SkillSet;
  nextId: number;
  /** Hidden skills indexed, or -1 when it must be counted again. */
  hidden: number;
  /**
   * Entries whose body text is not in yet, or was read while their SKILL.md was too young to trust
   * (see settledAt): the index may be saved only when there are none.
   */
  readonly unsettled: Set<number>;
}

const fieldTexts = (skill: Skill, body: BodyFields): string[] => [
  ...metadataFields(skill),
  body.headings,
  body.body,
];

/**
 * True when a body read at `readAt` is known to hold the text of the skill's recorded SKILL.md: the
 * file was older than the parse cache's "racily clean" age, so a later edit shows in its mtime.
 */
const settledAt = (skill: Skill, readAt: number): boolean =>
  readAt - skill.mtimeMs >= DEFAULT_CACHE_MIN_AGE_MS;

/**
 * Adds skills to the engine and the maps, in one synchronous step. `readAt`: when their bodies were
 * read (undefined: not read yet).
 */
export function insert(
  state: State,
  skills: readonly Skill[],
  bodies: readonly BodyFields[],
  vectors: readonly (Float32Array | undefined)[],
  readAt?: number,
): Entry[] {
  return skills.map((skill, i) => {
    const entry: Entry = { id: state.nextId++, skill, vector: vectors[i] };
    state.engine.add(entry.id, fieldTexts(skill, bodies[i]!));
    state.entries.set(entry.id, entry);
    state.byLocation?.set(skill.location, entry);
    if (readAt === undefined || bodies[i] === UNREAD || !settledAt(skill, readAt))
      state.unsettled.add(entry.id);
    return entry;
  });
}

/** Reads and indexes the bodies of entries already indexed by their metadata, a chunk at a time. */
export async function fillBodies(
  state: State,
  set: SkillSet,
  entries: readonly Entry[],
  reading: BodyReading,
): Promise<void> {
  for (let i = 0; i < entries.length; i += DEFERRED_CHUNK) {
    const readAt = Date.now();
    const chunk = entries.slice(i, i + DEFERRED_CHUNK);
    const bodies = await readBodyFields(
      set,
      chunk.map((e) => e.skill),
      reading,
    );
    chunk.forEach((e, j) => {
      // An entry replaced or removed by an update meanwhile is no longer in the engine: a no-op.
      if (!state.entries.has(e.id)) return;
      state.engine.addField(e.id, HEADINGS, bodies[j]!.headings);
      state.engine.addField(e.id, BODY, bodies[j]!.body);
      if (bodies[j] !== UNREAD && settledAt(e.skill, readAt)) state.unsettled.delete(e.id);
    });
  }
}

/** Hidden skills indexed: the current set's (the entries are always its skills), counted once per set. */
export const hiddenCount = (state: State): number => {
  if (state.hidden < 0) {
    const skills = state.current.skills;
    let hidden = 0;
    for (let i = 0; i < skills.length; i++) if (!skills[i]!.modelInvocable) hidden++;
    state.hidden = hidden;
  }
  return state.hidden;
};

/** The entries by location (built on first use, then kept current by insert and update). */
export function locations(state: State): Map<string, Entry> {
  if (state.byLocation === undefined) {
    state.byLocation = new Map();
    const byLocation = state.byLocation;
    state.entries.forEach((e) => {
      byLocation.set(e.skill.location, e);
    });
  }
  return state.byLocation;
}

/** What changed between the indexed skills and a new set (no allocation per unchanged skill). */
export function diff(state: State, next: SkillSet) {
  const byLocation = locations(state);
  const fresh: Skill[] = [];
  const replaced: Entry[] = [];
  const relinked: [Entry, Skill][] = [];
  const added: string[] = [];
  const changed: string[] = [];
  const nextLocations = new Set<string>();
  let unchanged = 0;
  // Indexed loops (no iterator result per skill in cold code): this runs at every server start.
  for (let i = 0; i < next.skills.length; i++) {
    const skill = next.skills[i]!;
    nextLocations.add(skill.location);
    const old = byLocation.get(skill.location);
    if (old && sameIndexed(old.skill, skill)) {
      unchanged++;
      if (old.skill !== skill) relinked.push([old, skill]);
    } else {
      fresh.push(skill);
      if (old) {
        replaced.push(old);
        changed.push(skill.name);
      } else added.push(skill.name);
    }
  }
  const gone: Entry[] = [];
  byLocation.forEach((e) => {
    if (!nextLocations.has(e.skill.location)) gone.push(e);
  });
  return { fresh, replaced, relinked, added, changed, gone, unchanged };
}
