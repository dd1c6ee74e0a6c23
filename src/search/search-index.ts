// Search over a SkillSet (SPEC §12): BM25 over name, description, when_to_use, body headings and the
// opening of the body (Q1), optional fusion with a host embedder (Q3), hidden skills kept from the model
// (Q4), and incremental updates when the SkillSet changes (live reload).
//
// The index is the one stateful object of this module: `update(set)` changes it in place (rebuilding a
// 100k-skill index on every edit would defeat live reload). Everything it returns is fresh plain data.
// Its parts: documents.ts reads what is indexed, bm25.ts is the inverted index, this file ties them
// together (build, query, hybrid fusion, update).

import { DEFAULT_CACHE_MIN_AGE_MS } from "../discovery/cache.js";
import type { Scope, Skill, SkillSet } from "../types.js";
import { editDistance, typoBudget } from "../util/suggest.js";
import type { Bm25Index } from "./bm25.js";
import {
  type BodyFields,
  type BodyReading,
  embeddingText,
  embedSkills,
  metadataFields,
  readBodyFields,
  UNREAD,
  whenToUse,
} from "./documents.js";
import { SEARCH_FIELDS, type SearchField, topK, topKIndices } from "./engine.js";
import { dot, type Embedder, normalize, RRF_K, reciprocalRankFusion } from "./fusion.js";
import { chooseTerms, queryTerms } from "./query.js";
import { boundQuery, boundQueryText, processTerm, QUERY_LIMITS, tokenize } from "./text.js";

export type { SearchField } from "./engine.js";
export { SEARCH_FIELDS } from "./engine.js";
export { embeddingText, whenToUse };

/** What of the body-reading options decides the indexed text (the saved index's file and key). */
const readingKey = (r: BodyReading) => [
  r.headings,
  r.body,
  r.maxHeadings,
  r.maxHeadingLength,
  r.maxBodyWords,
];

/** Default field boosts: a hit in the name counts most. */
export const DEFAULT_BOOST: Readonly<Record<SearchField, number>> = {
  name: 2,
  description: 1.5,
  when_to_use: 1.5,
  headings: 0.5,
  body: 0.2,
};

export interface SearchIndexOptions {
  /** Index the body's Markdown headings (read once per skill via `set.readBody`, bounded). Default true. */
  readonly headings?: boolean;
  /** Most headings per skill (default 24). */
  readonly maxHeadings?: number;
  /** Longest heading kept (default 80 characters). */
  readonly maxHeadingLength?: number;
  /**
   * Index the opening words of the body (code, link targets and headings left out; read with the
   * headings, bounded by `maxBodyWords`). Default true.
   */
  readonly body?: boolean;
  /** Words of body text indexed per skill (default 300). */
  readonly maxBodyWords?: number;
  /**
   * Resolve as soon as the metadata (name, description, when_to_use) is indexed, and read bodies for
   * headings and body text in the background; `ready` resolves when they are in. For servers and agents
   * that must answer their first search quickly: until then results rank by metadata only. The reads
   * start after the first search (once it has returned), when `ready` is read or `update` called, or
   * two seconds after the build, whichever comes first. Default false.
   */
  readonly deferBodies?: boolean;
  /** Field boosts, merged over DEFAULT_BOOST. */
  readonly boost?: Partial<Record<SearchField, number>>;
  /** Host embedder for hybrid ranking. Without it everything is BM25, offline. */
  readonly embed?: Embedder;
  /** Texts per embed call (default 128). */
  readonly embedBatchSize?: number;
  /** Body reads in flight while indexing headings (default 16, as discovery's limit). */
  readonly concurrency?: number;
  /**
   * Keep the built index in this directory (the parse cache's, e.g. `defaultCacheDir()`) and start
   * from it when the same skills are indexed again: no body is read and nothing is built, so the first
   * search of a 10k-skill server comes at once. Used whole for exactly the same skills (every indexed
   * field, each SKILL.md's path, size and mtime, the options above); after edits, the documents of
   * the unchanged blocks of skills are kept and only the others indexed (when at least half are
   * kept). Saved once every body is in and every SKILL.md is at least two seconds old. Default: not
   * kept.
   */
  readonly cacheDir?: string;
}

export interface SearchOptions {
  /** Results to return (default 10). */
  readonly k?: number;
  /** Only skills of these scopes. */
  readonly scopes?: readonly Scope[];
  /**
   * Also return skills with `disable-model-invocation: true`. Never set this for anything a model sees;
   * it exists for people searching their own skills (`skillport search --all`).
   */
  readonly includeHidden?: boolean;
  /** Prefix matching of query words ("spread" → "spreadsheet"), default true. */
  readonly prefix?: boolean;
  /**
   * Small-typo matching (1 edit from 4 letters, 2 from 8) for query words the index does not contain
   * (not even as a prefix), default true.
   */
  readonly fuzzy?: boolean;
}

export interface SearchResult {
  readonly name: string;
  readonly description: string;
  readonly location: string;
  readonly scope: Scope;
  /** BM25 score (or, for hybrid retrieval, the reciprocal-rank-fusion score). Higher is better. */
  readonly score: number;
  /** Indexed terms that matched the query (normalised: lowercased, light stemming), sorted. */
  readonly matched: readonly string[];
  /** Fields where they matched, in SEARCH_FIELDS order (`body` is new: treat unknown names as text). */
  readonly fields: readonly SearchField[];
  /** False for user-only skills; appears only with `includeHidden`. */
  readonly modelInvocable: boolean;
}

export interface IndexUpdate {
  readonly added: readonly string[];
  readonly removed: readonly string[];
  readonly changed: readonly string[];
  readonly unchanged: number;
}

export interface SearchIndex {
  /** The SkillSet the index currently reflects. */
  readonly set: SkillSet;
  /** Skills indexed (model-visible and hidden). */
  readonly size: number;
  /** True when built with an embedder (retrieve() fuses). */
  readonly hybrid: boolean;
  /**
   * Resolves when every body read at build time is indexed (at once unless `deferBodies`). Reading it
   * starts deferred body reads that have not started yet.
   */
  readonly ready: Promise<void>;
  /** BM25 search. Synchronous; sub-millisecond at 10k skills. */
  search(query: string, options?: SearchOptions): SearchResult[];
  /**
   * A spelling suggestion for a query: the query with each word the index does not know (not even as
   * the start of a word) replaced by the closest word of the skills' names, descriptions and
   * `when_to_use`, a few edits away; undefined when no word needed or found a replacement. For "no
   * results" messages ("Did you mean …?"); considers every skill, hidden ones included, so do not show
   * it to a model.
   */
  suggest(query: string): string | undefined;
  /** Hybrid search when an embedder was given, else the same as search(). */
  retrieve(query: string, options?: SearchOptions): Promise<SearchResult[]>;
  /**
   * Brings the index to a new SkillSet, re-indexing only skills whose location, mtime, size, name,
   * scope or visibility changed. Concurrent calls run one after another.
   */
  update(set: SkillSet): Promise<IndexUpdate>;
}

interface Entry {
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

/** Edits allowed when typo-matching a word: none for long words, whose edit matrix grows as length². */
const minDistance = (term: string): number =>
  term.length > QUERY_LIMITS.maxFuzzyTermLength ? 0 : term.length >= 8 ? 2 : term.length >= 4 ? 1 : 0;

/** A result count from a caller's k: whole, not negative; NaN is 0, Infinity is everything. */
const count = (k: number): number =>
  k > 0 ? (Number.isFinite(k) ? Math.floor(k) : Number.MAX_SAFE_INTEGER) : 0;

const byScoreThenName = (a: SearchResult, b: SearchResult): number =>
  b.score - a.score || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);

const HEADINGS = SEARCH_FIELDS.indexOf("headings");
const BODY = SEARCH_FIELDS.indexOf("body");

/** Skills whose bodies are read and indexed between two searches, when bodies are deferred. */
const DEFERRED_CHUNK = 256;

/** When bodies are deferred and nothing asked for them sooner, their reads start this long after build. */
const DEFERRED_START_MS = 2000;

/** The index's mutable state: the engine and which entry each engine id and location stands for. */
interface State {
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
function insert(
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
async function fillBodies(
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

/** The filter of a search's options, over entries. */
const allowed = (options: SearchOptions) => {
  const scopes = options.scopes ? new Set(options.scopes) : undefined;
  return (e: Entry | undefined): e is Entry =>
    e !== undefined &&
    (options.includeHidden === true || e.skill.modelInvocable) &&
    (scopes === undefined || scopes.has(e.skill.scope));
};

const hiddenCount = (state: State): number => {
  if (state.hidden < 0)
    state.hidden = [...state.entries.values()].filter((e) => !e.skill.modelInvocable).length;
  return state.hidden;
};

const toResult = (e: Entry, score: number, matched: string[], fields: SearchField[]): SearchResult => ({
  name: e.skill.name,
  description: e.skill.description,
  location: e.skill.location,
  scope: e.skill.scope,
  score,
  matched,
  fields,
  modelInvocable: e.skill.modelInvocable,
});

/** A result from a scored match: `match` is the index terms that matched and their fields. */
const resultOf = (
  e: Entry,
  score: number,
  match: Readonly<Record<string, readonly string[]>>,
): SearchResult => {
  const fieldSet = new Set<string>();
  for (const fs of Object.values(match)) for (const f of fs) fieldSet.add(f);
  return toResult(
    e,
    score,
    Object.keys(match).sort(),
    SEARCH_FIELDS.filter((f) => fieldSet.has(f)),
  );
};

/** BM25 search: the top `wanted` results of the bounded query that pass the options' filter. */
function bm25(
  state: State,
  boost: readonly number[],
  query: string,
  options: SearchOptions,
  wanted: number,
): SearchResult[] {
  const k = count(wanted);
  if (k === 0) return [];
  const { engine, entries } = state;
  const chosen = chooseTerms(queryTerms(query), engine);
  if (chosen.length === 0) return [];
  const prefix = options.prefix !== false;
  const scored = engine.scoreTerms(
    chosen.map((t) => t.term),
    {
      boost,
      // A common word is worth little in any field, a name included (`uipath-platform`, `…-pricing`).
      documentIdf: true,
      prefix: prefix ? (term) => term.length >= 3 : () => false,
      // Typo matching only for words the index does not know, not even as the start of a word: a
      // known word ("chat") is not also read as a misspelling of its neighbours ("chart"), and fuzzy
      // expansion, the costly part of a query, runs only when it can help.
      fuzzy:
        options.fuzzy === false
          ? () => 0
          : (term) =>
              (!prefix || term.length < 3 ? engine.knows(term) : engine.knowsPrefix(term))
                ? 0
                : minDistance(term),
    },
    // A word a long query repeats says more about it, but with diminishing returns.
    chosen.map((t) => 1 + Math.log(t.count)),
  );
  // Skipping the per-hit filter when every indexed skill passes saves a call per matching document.
  const filter = options.scopes !== undefined || (options.includeHidden !== true && hiddenCount(state) > 0);
  const ok = allowed(options);
  // The top k without an object per matching document (a common word can match most of a 100k set).
  const entryAt = (i: number) => entries.get(scored.id(i));
  const best = topKIndices(
    scored.size,
    k,
    scored.score,
    (i) => entryAt(i)!.skill.name,
    filter ? (i) => ok(entryAt(i)) : undefined,
  );
  return best.map((i) => resultOf(entryAt(i)!, scored.score(i), scored.match(i)));
}

/** Hybrid retrieval: BM25 and the embedder's cosine ranking fused by reciprocal rank. */
async function hybrid(
  state: State,
  boost: readonly number[],
  embed: Embedder,
  query: string,
  options: SearchOptions,
  k: number,
): Promise<SearchResult[]> {
  const text = boundQueryText(query);
  if (text.trim() === "") return [];
  const depth = Math.max(50, k * 5);
  const lexical = bm25(state, boost, text, options, depth);
  const [qv] = await embed([text]);
  if (!qv) throw new Error("The embedder returned no vector for the query.");
  const q = normalize(qv);
  const ok = allowed(options);
  const scored: { score: number; e: Entry }[] = [];
  for (const e of state.entries.values())
    if (ok(e) && e.vector !== undefined) scored.push({ score: dot(q, e.vector), e });
  const semantic = topK(scored, depth, (s) => s.e.skill.name);
  const fused = reciprocalRankFusion(
    [lexical.map((r) => r.location), semantic.map((s) => s.e.skill.location)],
    RRF_K,
  );
  const lexicalBy = new Map(lexical.map((r) => [r.location, r]));
  const results: SearchResult[] = [];
  for (const [location, score] of fused) {
    const e = locations(state).get(location)!;
    const l = lexicalBy.get(location);
    results.push(toResult(e, score, l ? [...l.matched] : [], l ? [...l.fields] : []));
  }
  return results.sort(byScoreThenName).slice(0, k);
}

/** See SearchIndex.suggest. */
function suggestQuery(state: State, query: string): string | undefined {
  const bounded = boundQuery(query);
  const { engine } = state;
  let changed = false;
  let tries = 0;
  const out: string[] = [];
  for (const token of tokenize(bounded)) {
    const term = processTerm(token);
    if (
      term === null ||
      // Each try scans the vocabulary: a query of many unknown words respells only its first few.
      tries >= MAX_RESPELLED ||
      term.length > QUERY_LIMITS.maxFuzzyTermLength ||
      engine.knows(term) ||
      (term.length >= 3 && engine.knowsPrefix(term))
    ) {
      out.push(token);
      continue;
    }
    tries++;
    const near = engine.nearest(term, typoBudget(term.length), METADATA_FIELDS, editDistance)[0];
    const word = near && surfaceOf(state, near.doc, near.term);
    if (word === undefined) out.push(token);
    else {
      out.push(word);
      changed = true;
    }
  }
  return changed ? out.join(" ") : undefined;
}

/** Unknown query words respelled per suggestion, at most. */
const MAX_RESPELLED = 8;

/** Indexes of the fields whose text the skill itself holds (not the body, which is not kept). */
const METADATA_FIELDS = [0, 1, 2];

/** The word (lowercased) of a document's metadata that is indexed as `term`. */
function surfaceOf(state: State, id: number, term: string): string | undefined {
  const e = state.entries.get(id);
  if (e === undefined) return undefined;
  for (const text of metadataFields(e.skill))
    for (const token of tokenize(text)) if (processTerm(token) === term) return token.toLowerCase();
  return undefined;
}

/** The entries by location (built on first use, then kept current by insert and update). */
function locations(state: State): Map<string, Entry> {
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
function diff(state: State, next: SkillSet) {
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

/**
 * Builds a search index over a SkillSet's winners. Reads each body once for its headings and
 * opening words (unless `headings: false` and `body: false`) and keeps only that bounded text's terms
 * in the index, never the body. With `deferBodies`, resolves after the metadata is indexed.
 */
export async function createSearchIndex(
  set: SkillSet,
  options: SearchIndexOptions = {},
): Promise<SearchIndex> {
  const boostBy = { ...DEFAULT_BOOST, ...options.boost };
  const boost = SEARCH_FIELDS.map((f) => boostBy[f]);
  const reading: BodyReading = {
    headings: options.headings !== false,
    body: options.body !== false,
    maxHeadings: options.maxHeadings,
    maxHeadingLength: options.maxHeadingLength,
    maxBodyWords: options.maxBodyWords,
    concurrency: Math.max(1, options.concurrency ?? 16),
  };
  const batch = Math.max(1, options.embedBatchSize ?? 128);
  const embed = options.embed;

  // The engine loads with the first index: importing the library stays cheap.
  const { Bm25Index } = await import("./bm25.js");
  const snap = options.cacheDir === undefined ? undefined : await import("./snapshot.js");
  const key = readingKey(reading);
  const firstSlot = snap?.snapshotSlot(options.cacheDir!, set, key);
  const read = firstSlot && snap!.readSnapshot(firstSlot);
  const saved = read?.index.fieldCount === SEARCH_FIELDS.length ? read : undefined;
  const frozen = saved?.exact && saved.index.docCount === set.skills.length ? saved.index : undefined;
  // Not the same skills (an edit since the save): the saved documents of the unchanged ones are kept.
  const kept =
    frozen === undefined && saved !== undefined ? snap!.keptDocuments(saved, firstSlot!) : undefined;
  const state: State = {
    engine: new Bm25Index(SEARCH_FIELDS, frozen ?? (kept && saved!.index)),
    entries: new Map(),
    byLocation: undefined,
    current: set,
    nextId: 1,
    hidden: -1,
    unsettled: new Set(),
  };
  let queue: Promise<unknown> = Promise.resolve();
  /** update() calls not yet applied. */
  let pending = 0;
  /** True while the index differs from what is saved (a saved one read back is not written again). */
  let dirty = snap !== undefined && frozen === undefined;

  /**
   * Saves the index when it is worth it and safe: something to save, no update pending, and every
   * body in and settled. Once per change at most; after the current task, never in a caller's way.
   */
  const maybeSave = () => {
    if (!dirty || pending > 0 || state.unsettled.size > 0) return;
    dirty = false;
    setImmediate(() => {
      if (pending > 0 || state.unsettled.size > 0) {
        dirty = true;
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
      snap!.writeSnapshot(
        // The first set's slot is known: its key (a hash over every skill) is not computed again.
        state.current === set ? firstSlot! : snap!.snapshotSlot(options.cacheDir!, state.current, key),
        state.engine.image((id) => ids.get(id), skills.length),
      );
    });
  };

  const vectors = await embedSkills(embed, set.skills, batch);
  let ready: Promise<void> = Promise.resolve();
  // With deferred bodies, the background reads start only once they cannot delay the first answer:
  // after the first search, when someone waits for `ready` or updates, or after DEFERRED_START_MS.
  // Started at once they would share the one thread with whatever the host still does to start (a
  // server's first search came seconds late at 10k skills on a busy machine).
  let startFill: (() => void) | undefined;
  // What is left to index: every skill, or those the saved index has no document for.
  let todo: readonly Skill[] = set.skills;
  let todoVectors: readonly (Float32Array | undefined)[] = vectors;
  if (frozen !== undefined) {
    // The saved index holds skill i as document i + 1, bodies included: nothing to read.
    set.skills.forEach((skill, i) => {
      const entry: Entry = { id: i + 1, skill, vector: vectors[i] };
      state.entries.set(entry.id, entry);
    });
    state.nextId = set.skills.length + 1;
    todo = [];
  } else if (kept !== undefined) {
    const N = saved!.index.docCount;
    const live = new Uint8Array(N + 1);
    const fresh: Skill[] = [];
    const freshVectors: (Float32Array | undefined)[] = [];
    for (let i = 0; i < set.skills.length; i++) {
      const skill = set.skills[i]!;
      const doc = kept[i]!;
      if (doc === 0) {
        fresh.push(skill);
        freshVectors.push(vectors[i]);
        continue;
      }
      live[doc] = 1;
      state.entries.set(doc, { id: doc, skill, vector: vectors[i] });
    }
    // Documents of skills edited or gone: out of every count, dropped from each list when it is read.
    for (let d = 1; d <= N; d++) if (live[d] === 0) state.engine.discard(d);
    state.nextId = N + 1;
    todo = fresh;
    todoVectors = freshVectors;
  }
  if (todo.length === 0) {
    maybeSave();
  } else if (options.deferBodies === true) {
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
    const timer = setTimeout(() => startFill?.(), DEFERRED_START_MS);
    timer.unref?.();
    startFill = () => {
      startFill = undefined;
      clearTimeout(timer);
      go();
    };
    ready = started.then(async () => {
      await fillBodies(state, set, entries, reading);
      maybeSave();
    });
    // Updates wait for the bodies, so an update never races the background reads it would replace.
    queue = ready.catch(() => undefined);
  } else {
    const readAt = Date.now();
    insert(state, todo, await readBodyFields(set, todo, reading), todoVectors, readAt);
    maybeSave();
  }
  /** Starts the deferred body reads after the current task (a search returns first). */
  const kick = () => {
    if (startFill !== undefined) setImmediate(() => startFill?.());
  };

  const update = async (next: SkillSet): Promise<IndexUpdate> => {
    const d = diff(state, next);
    const readAt = Date.now();
    const [bodies, vs] = await Promise.all([
      readBodyFields(next, d.fresh, reading),
      embedSkills(embed, d.fresh, batch),
    ]);
    // Apply in one synchronous step: a search never sees a half-updated index.
    for (const old of [...d.gone, ...d.replaced]) {
      state.engine.discard(old.id);
      state.entries.delete(old.id);
      state.byLocation?.delete(old.skill.location);
      state.unsettled.delete(old.id);
    }
    if (d.fresh.length > 0 || d.gone.length > 0) dirty = snap !== undefined;
    for (const [old, skill] of d.relinked) {
      const e: Entry = { ...old, skill };
      state.entries.set(e.id, e);
      state.byLocation?.set(skill.location, e);
    }
    insert(state, d.fresh, bodies, vs, readAt);
    state.current = next;
    state.hidden = -1;
    return {
      added: d.added.sort(),
      removed: d.gone.map((e) => e.skill.name).sort(),
      changed: d.changed.sort(),
      unchanged: d.unchanged,
    };
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
      startFill?.();
      return ready;
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
      if (next === state.current && pending === 0)
        return Promise.resolve({ added: [], removed: [], changed: [], unchanged: state.entries.size });
      startFill?.();
      pending++;
      const run = queue
        .then(() => update(next))
        .finally(() => {
          pending--;
          maybeSave();
        });
      queue = run.catch(() => undefined);
      return run;
    },
  };
}
