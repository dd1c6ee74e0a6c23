// Search over a SkillSet (SPEC §12): BM25 over name, description, when_to_use, body headings and the
// opening of the body (Q1), optional fusion with a host embedder (Q3), hidden skills kept from the model
// (Q4), and incremental updates when the SkillSet changes (live reload).
//
// The index is the one stateful object of search: `update(set)` changes it in place (rebuilding a
// 100k-skill index on every edit would defeat live reload). Everything it returns is fresh plain data.
// Its parts: documents.ts reads what is indexed, bm25.ts is the inverted index, index-state.ts holds
// and changes the index's state, query.ts chooses a query's terms, ranking.ts answers queries,
// spelling.ts suggests respellings, snapshot.ts saves and reads the index; this file builds one
// (from scratch or from a saved index), starts and gates the body reads, and queues updates.

import type { Skill, SkillSet } from "../types.js";
import type { FrozenIndex } from "./bm25.js";
import { type BodyReading, embeddingText, embedSkills, readBodyFields, whenToUse } from "./documents.js";
import { SEARCH_FIELDS, type SearchField } from "./engine.js";
import type { Embedder } from "./fusion.js";
import { diff, type Entry, fillBodies, insert, locations, type State } from "./index-state.js";
import { bm25, count, hybrid } from "./ranking.js";
import type { IndexUpdate, SearchIndex, SearchIndexOptions } from "./search-types.js";
import { suggestQuery } from "./spelling.js";

export type { SearchField } from "./engine.js";
export { SEARCH_FIELDS } from "./engine.js";
export type {
  IndexUpdate,
  SearchIndex,
  SearchIndexOptions,
  SearchOptions,
  SearchResult,
} from "./search-types.js";
export { embeddingText, whenToUse };

/** What of the body-reading options decides the indexed text (the saved index's file and key). */
const readingKey = (r: BodyReading) => [
  r.headings,
  r.body,
  r.maxHeadings,
  r.maxHeadingLength,
  r.maxBodyWords,
];

/** When bodies are deferred and nothing asked for them sooner, their reads start this long after build. */
const DEFERRED_START_MS = 2000;

/** Default field boosts: a hit in the name counts most. */
export const DEFAULT_BOOST: Readonly<Record<SearchField, number>> = {
  name: 2,
  description: 1.5,
  when_to_use: 1.5,
  headings: 0.5,
  body: 0.2,
};

/** The options of a build, resolved: boosts by field index, how bodies are read, embedding. */
interface Build {
  readonly boost: readonly number[];
  readonly reading: BodyReading;
  readonly embed: Embedder | undefined;
  readonly batch: number;
}

function resolve(options: SearchIndexOptions): Build {
  const boostBy = { ...DEFAULT_BOOST, ...options.boost };
  return {
    boost: SEARCH_FIELDS.map((f) => boostBy[f]),
    reading: {
      headings: options.headings !== false,
      body: options.body !== false,
      maxHeadings: options.maxHeadings,
      maxHeadingLength: options.maxHeadingLength,
      maxBodyWords: options.maxBodyWords,
      concurrency: Math.max(1, options.concurrency ?? 16),
    },
    embed: options.embed,
    batch: Math.max(1, options.embedBatchSize ?? 128),
  };
}

type Snapshots = typeof import("./snapshot.js");

/** What a saved index offers a build: nothing, all of it (`frozen`), or its unchanged documents. */
interface Saved {
  readonly snap: Snapshots;
  readonly cacheDir: string;
  readonly key: readonly unknown[];
  readonly slot: ReturnType<Snapshots["snapshotSlot"]>;
  /** The saved index for exactly these skills (skill i is document i + 1). */
  readonly frozen: FrozenIndex | undefined;
  /** After edits: the saved index, and each skill's kept document (0: index it afresh). */
  readonly partial: { readonly index: FrozenIndex; readonly kept: ArrayLike<number> } | undefined;
}

/** Reads the saved index of this set's slot, if there is one for these fields. */
async function openSaved(
  cacheDir: string | undefined,
  set: SkillSet,
  reading: BodyReading,
): Promise<Saved | undefined> {
  if (cacheDir === undefined) return undefined;
  const snap = await import("./snapshot.js");
  const key = readingKey(reading);
  const slot = snap.snapshotSlot(cacheDir, set, key);
  const read = snap.readSnapshot(slot);
  const saved = read?.index.fieldCount === SEARCH_FIELDS.length ? read : undefined;
  const frozen = saved?.exact && saved.index.docCount === set.skills.length ? saved.index : undefined;
  // Not the same skills (an edit since the save): the saved documents of the unchanged ones are kept.
  const kept = frozen === undefined && saved !== undefined ? snap.keptDocuments(saved, slot) : undefined;
  const partial = kept === undefined ? undefined : { index: saved!.index, kept };
  return { snap, cacheDir, key, slot, frozen, partial };
}

/**
 * Enters the skills a saved index already holds as entries; returns the skills left to index (all
 * of them without a saved index) with their vectors.
 */
function adoptSaved(
  state: State,
  set: SkillSet,
  vectors: readonly (Float32Array | undefined)[],
  saved: Saved | undefined,
): { todo: readonly Skill[]; todoVectors: readonly (Float32Array | undefined)[] } {
  if (saved?.frozen !== undefined) {
    // The saved index holds skill i as document i + 1, bodies included: nothing to read.
    set.skills.forEach((skill, i) => {
      const entry: Entry = { id: i + 1, skill, vector: vectors[i] };
      state.entries.set(entry.id, entry);
    });
    state.nextId = set.skills.length + 1;
    return { todo: [], todoVectors: [] };
  }
  if (saved?.partial === undefined) return { todo: set.skills, todoVectors: vectors };
  const { index, kept } = saved.partial;
  const N = index.docCount;
  const live = new Uint8Array(N + 1);
  const todo: Skill[] = [];
  const todoVectors: (Float32Array | undefined)[] = [];
  for (let i = 0; i < set.skills.length; i++) {
    const skill = set.skills[i]!;
    const doc = kept[i]!;
    if (doc === 0) {
      todo.push(skill);
      todoVectors.push(vectors[i]);
      continue;
    }
    live[doc] = 1;
    state.entries.set(doc, { id: doc, skill, vector: vectors[i] });
  }
  // Documents of skills edited or gone: out of every count, dropped from each list when it is read.
  for (let d = 1; d <= N; d++) if (live[d] === 0) state.engine.discard(d);
  state.nextId = N + 1;
  return { todo, todoVectors };
}

/** What decides when the index may be saved: updates not yet applied, and a change since the save. */
interface SaveGate {
  /** update() calls not yet applied. */
  pending: number;
  /** True while the index differs from what is saved (a saved one read back is not written again). */
  dirty: boolean;
}

/**
 * Saves the index when it is worth it and safe: something to save, no update pending, and every
 * body in and settled. Once per change at most; after the current task, never in a caller's way.
 */
function saveLater(state: State, gate: SaveGate, saved: Saved, first: SkillSet): void {
  if (!gate.dirty || gate.pending > 0 || state.unsettled.size > 0) return;
  gate.dirty = false;
  setImmediate(() => {
    if (gate.pending > 0 || state.unsettled.size > 0) {
      gate.dirty = true;
      return;
    }
    const skills = state.current.skills;
    const ids = new Map<number, number>();
    const byLocation = locations(state);
    skills.forEach((s, i) => {
      const e = byLocation.get(s.location);
      if (e !== undefined) ids.set(e.id, i + 1);
    });
    if (ids.size !== skills.length || ids.size !== state.entries.size) return;
    saved.snap.writeSnapshot(
      // The first set's slot is known: its key (a hash over every skill) is not computed again.
      state.current === first
        ? saved.slot
        : saved.snap.snapshotSlot(saved.cacheDir, state.current, saved.key),
      state.engine.image((id) => ids.get(id), skills.length),
    );
  });
}

/** The body reads of a build: done, or deferred until `start` is called (or a timer fires). */
interface Bodies {
  readonly ready: Promise<void>;
  /** Starts deferred reads now; undefined once started or when nothing is deferred. */
  start: (() => void) | undefined;
}

/**
 * Indexes the skills left to index: with their bodies read first, or (`deferBodies`) by metadata at
 * once and their bodies in the background once `start` is called. Deferred reads start only once
 * they cannot delay the first answer: after the first search, when someone waits for `ready` or
 * updates, or after DEFERRED_START_MS. Started at once they would share the one thread with
 * whatever the host still does to start (a server's first search came seconds late at 10k skills).
 */
async function indexSkills(
  state: State,
  set: SkillSet,
  left: { todo: readonly Skill[]; todoVectors: readonly (Float32Array | undefined)[] },
  reading: BodyReading,
  deferBodies: boolean,
  onSettled: () => void,
): Promise<Bodies> {
  const { todo, todoVectors } = left;
  if (todo.length === 0) {
    onSettled();
    return { ready: Promise.resolve(), start: undefined };
  }
  if (!deferBodies) {
    const readAt = Date.now();
    insert(state, todo, await readBodyFields(set, todo, reading), todoVectors, readAt);
    onSettled();
    return { ready: Promise.resolve(), start: undefined };
  }
  const entries = insert(
    state,
    todo,
    todo.map(() => ({ headings: "", body: "" })),
    todoVectors,
  );
  let go!: () => void;
  const started = new Promise<void>((resolve) => {
    go = resolve;
  });
  const bodies: Bodies = {
    ready: started.then(async () => {
      await fillBodies(state, set, entries, reading);
      onSettled();
    }),
    start: undefined,
  };
  const timer = setTimeout(() => bodies.start?.(), DEFERRED_START_MS);
  timer.unref?.();
  bodies.start = () => {
    bodies.start = undefined;
    clearTimeout(timer);
    go();
  };
  return bodies;
}

/** Brings the state to a new set: re-reads and re-embeds only what changed, applied in one step. */
async function applyUpdate(state: State, next: SkillSet, build: Build, gate: SaveGate, saving: boolean) {
  const d = diff(state, next);
  const readAt = Date.now();
  const [bodies, vs] = await Promise.all([
    readBodyFields(next, d.fresh, build.reading),
    embedSkills(build.embed, d.fresh, build.batch),
  ]);
  // Apply in one synchronous step: a search never sees a half-updated index.
  for (const old of [...d.gone, ...d.replaced]) {
    state.engine.discard(old.id);
    state.entries.delete(old.id);
    state.byLocation?.delete(old.skill.location);
    state.unsettled.delete(old.id);
  }
  if (d.fresh.length > 0 || d.gone.length > 0) gate.dirty = saving;
  for (const [old, skill] of d.relinked) {
    const e: Entry = { ...old, skill };
    state.entries.set(e.id, e);
    state.byLocation?.set(skill.location, e);
  }
  insert(state, d.fresh, bodies, vs, readAt);
  state.current = next;
  state.hidden = -1;
  const update: IndexUpdate = {
    added: d.added.sort(),
    removed: d.gone.map((e) => e.skill.name).sort(),
    changed: d.changed.sort(),
    unchanged: d.unchanged,
  };
  return update;
}

/**
 * Builds a search index over a SkillSet's winners. Reads each body once for its headings and
 * opening words (unless `headings: false` and `body: false`) and keeps only that bounded text's terms
 * in the index, never the body. With `deferBodies`, resolves after the metadata is indexed.
 */
export async function createSearchIndex(
  set: SkillSet,
  options: SearchIndexOptions = {},
): Promise<SearchIndex> {
  const build = resolve(options);
  // The engine loads with the first index: importing the library stays cheap.
  const { Bm25Index } = await import("./bm25.js");
  const saved = await openSaved(options.cacheDir, set, build.reading);
  const state: State = {
    engine: new Bm25Index(SEARCH_FIELDS, saved?.frozen ?? saved?.partial?.index),
    entries: new Map(),
    byLocation: undefined,
    current: set,
    nextId: 1,
    hidden: -1,
    unsettled: new Set(),
  };
  const gate: SaveGate = { pending: 0, dirty: saved !== undefined && saved.frozen === undefined };
  const maybeSave = () => {
    if (saved !== undefined) saveLater(state, gate, saved, set);
  };
  const vectors = await embedSkills(build.embed, set.skills, build.batch);
  const left = adoptSaved(state, set, vectors, saved);
  const bodies = await indexSkills(state, set, left, build.reading, options.deferBodies === true, maybeSave);
  return handle(state, build, gate, bodies, saved !== undefined, maybeSave);
}

/** The index's methods over its state: searches, and updates queued one after another. */
function handle(
  state: State,
  build: Build,
  gate: SaveGate,
  bodies: Bodies,
  saving: boolean,
  maybeSave: () => void,
): SearchIndex {
  const { boost, embed } = build;
  // Updates wait for deferred bodies, so an update never races the background reads it would replace.
  let queue: Promise<unknown> =
    bodies.start === undefined ? Promise.resolve() : bodies.ready.catch(() => undefined);
  /** Starts the deferred body reads after the current task (a search returns first). */
  const kick = () => {
    if (bodies.start !== undefined) setImmediate(() => bodies.start?.());
  };
  return {
    get set() {
      return state.current;
    },
    get size() {
      return state.entries.size;
    },
    hybrid: embed !== undefined,
    get ready() {
      bodies.start?.();
      return bodies.ready;
    },
    suggest: (query) => suggestQuery(state, query),
    search(query, o = {}) {
      kick();
      return bm25(state, boost, query, o, o.k ?? 10);
    },
    async retrieve(query, o = {}) {
      kick();
      const k = count(o.k ?? 10);
      if (!embed || k === 0) return bm25(state, boost, query, o, k);
      return hybrid(state, boost, embed, query, o, k);
    },
    update(next) {
      // The set the index already reflects, with no update pending: nothing to do, and nothing to wait
      // for (a server that hands its first set to update() must not wait for the deferred bodies).
      if (next === state.current && gate.pending === 0)
        return Promise.resolve({ added: [], removed: [], changed: [], unchanged: state.entries.size });
      bodies.start?.();
      gate.pending++;
      const run = queue
        .then(() => applyUpdate(state, next, build, gate, saving))
        .finally(() => {
          gate.pending--;
          maybeSave();
        });
      queue = run.catch(() => undefined);
      return run;
    },
  };
}
