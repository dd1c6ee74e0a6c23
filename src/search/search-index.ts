// Search over a SkillSet (SPEC §12): BM25 (MiniSearch) over name, description, when_to_use and body
// headings (Q1), optional fusion with a host embedder (Q3), hidden skills kept from the model (Q4), and
// incremental updates when the SkillSet changes (live reload).
//
// The index is the one stateful object of this module: `update(set)` changes it in place (rebuilding a
// 100k-skill index on every edit would defeat live reload). Everything it returns is fresh plain data.

import type { Scope, Skill, SkillSet } from "../types.js";
import { type IndexedDoc, mapLimit, SEARCH_FIELDS, type SearchField, topK } from "./engine.js";
import { dot, type Embedder, normalize, RRF_K, reciprocalRankFusion } from "./fusion.js";
import { boundQuery, boundQueryText, extractHeadings, QUERY_LIMITS } from "./text.js";

export type { SearchField } from "./engine.js";
export { SEARCH_FIELDS } from "./engine.js";

/** Default field boosts: a hit in the name counts most (Q1). */
export const DEFAULT_BOOST: Readonly<Record<SearchField, number>> = {
  name: 3,
  description: 1.5,
  when_to_use: 1.5,
  headings: 0.5,
};

export interface SearchIndexOptions {
  /** Index the body's Markdown headings (read once per skill via `set.readBody`, bounded). Default true. */
  readonly headings?: boolean;
  /** Most headings per skill (default 24). */
  readonly maxHeadings?: number;
  /** Longest heading kept (default 80 characters). */
  readonly maxHeadingLength?: number;
  /** Field boosts, merged over DEFAULT_BOOST. */
  readonly boost?: Partial<Record<SearchField, number>>;
  /** Host embedder for hybrid ranking (Q3). Without it everything is BM25, offline. */
  readonly embed?: Embedder;
  /** Texts per embed call (default 128). */
  readonly embedBatchSize?: number;
  /** Body reads in flight while indexing headings (default 16, as discovery's D7 limit). */
  readonly concurrency?: number;
}

export interface SearchOptions {
  /** Results to return (default 10). */
  readonly k?: number;
  /** Only skills of these scopes. */
  readonly scopes?: readonly Scope[];
  /**
   * Also return skills with `disable-model-invocation: true`. Never set this for anything a model sees
   * (Q4); it exists for people searching their own skills (`skillport search --all`).
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
  /** Fields where they matched, in SEARCH_FIELDS order. */
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
  /** BM25 search (Q1). Synchronous; sub-millisecond at 10k skills. */
  search(query: string, options?: SearchOptions): SearchResult[];
  /** Hybrid search (Q3) when an embedder was given, else the same as search(). */
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

/** The `when_to_use` frontmatter field as text (a list of strings is joined). */
export function whenToUse(skill: Skill): string {
  const v = skill.frontmatter.when_to_use;
  if (typeof v === "string") return v;
  if (Array.isArray(v)) return v.filter((x) => typeof x === "string").join("\n");
  return "";
}

/** The text an embedder sees for a skill: name words, description, when_to_use. */
export function embeddingText(skill: Skill): string {
  const w = whenToUse(skill);
  return `${skill.name.replace(/[-_:]+/g, " ")}: ${skill.description}${w ? `\n${w}` : ""}`;
}

/** Edits allowed when typo-matching a word: none for long words, whose edit matrix grows as length². */
const minDistance = (term: string): number =>
  term.length > QUERY_LIMITS.maxFuzzyTermLength ? 0 : term.length >= 8 ? 2 : term.length >= 4 ? 1 : 0;

/** A result count from a caller's k: whole, not negative; NaN is 0, Infinity is everything. */
const count = (k: number): number =>
  k > 0 ? (Number.isFinite(k) ? Math.floor(k) : Number.MAX_SAFE_INTEGER) : 0;

const byScoreThenName = (a: SearchResult, b: SearchResult): number =>
  b.score - a.score || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);

/**
 * Builds a search index over a SkillSet's winners (Q1). Reads each body once for its headings (unless
 * `headings: false`) and keeps only the bounded heading text in the index, never the body (F9).
 */
export async function createSearchIndex(
  set: SkillSet,
  options: SearchIndexOptions = {},
): Promise<SearchIndex> {
  const withHeadings = options.headings !== false;
  const boost = { ...DEFAULT_BOOST, ...options.boost };
  const concurrency = Math.max(1, options.concurrency ?? 16);
  const batch = Math.max(1, options.embedBatchSize ?? 128);
  const embed = options.embed;

  // MiniSearch loads with the first index: importing the library stays cheap.
  const { SkillMiniSearch } = await import("./minisearch.js");
  const ms = new SkillMiniSearch();
  const entries = new Map<number, Entry>();
  const byLocation = new Map<string, Entry>();
  let current = set;
  let nextId = 1;
  let queue: Promise<unknown> = Promise.resolve();

  const headingsOf = async (s: SkillSet, skill: Skill): Promise<string> => {
    if (!withHeadings) return "";
    try {
      const body = await s.readBody(skill);
      return extractHeadings(body, {
        maxHeadings: options.maxHeadings,
        maxHeadingLength: options.maxHeadingLength,
      }).join("\n");
    } catch {
      // An unreadable body is reported by activation; search still finds the skill by its metadata.
      return "";
    }
  };

  const vectorsOf = async (skills: readonly Skill[]): Promise<(Float32Array | undefined)[]> => {
    if (!embed || skills.length === 0) return skills.map(() => undefined);
    const out: Float32Array[] = [];
    for (let i = 0; i < skills.length; i += batch) {
      const chunk = skills.slice(i, i + batch);
      const vs = await embed(chunk.map(embeddingText));
      if (vs.length !== chunk.length) {
        throw new Error(`The embedder returned ${vs.length} vectors for ${chunk.length} texts.`);
      }
      for (const v of vs) out.push(normalize(v));
    }
    return out;
  };

  /** Prepares documents (I/O: body reads, embeddings) without touching the index. */
  const prepare = async (s: SkillSet, skills: readonly Skill[]) => {
    const [headings, vectors] = await Promise.all([
      mapLimit(skills, concurrency, (skill) => headingsOf(s, skill)),
      vectorsOf(skills),
    ]);
    return skills.map((skill, i) => {
      const id = nextId++;
      const entry: Entry = { id, skill, vector: vectors[i] };
      const doc: IndexedDoc = {
        id,
        name: skill.name,
        description: skill.description,
        when_to_use: whenToUse(skill),
        headings: headings[i]!,
      };
      return { entry, doc };
    });
  };

  const initial = await prepare(set, set.skills);
  ms.addAll(initial.map((p) => p.doc));
  for (const { entry } of initial) {
    entries.set(entry.id, entry);
    byLocation.set(entry.skill.location, entry);
  }

  const allowed = (options: SearchOptions) => {
    const scopes = options.scopes ? new Set(options.scopes) : undefined;
    return (e: Entry | undefined): e is Entry =>
      e !== undefined &&
      (options.includeHidden === true || e.skill.modelInvocable) &&
      (scopes === undefined || scopes.has(e.skill.scope));
  };

  // Skipping the per-hit filter when every indexed skill passes saves a call per matching document.
  const needsFilter = (options: SearchOptions): boolean =>
    options.scopes !== undefined || (options.includeHidden !== true && hiddenCount() > 0);
  let hidden = -1;
  const hiddenCount = (): number => {
    if (hidden < 0) hidden = [...entries.values()].filter((e) => !e.skill.modelInvocable).length;
    return hidden;
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

  const bm25 = (query: string, options: SearchOptions, wanted: number): SearchResult[] => {
    const k = count(wanted);
    if (k === 0) return [];
    const ok = allowed(options);
    const filter = needsFilter(options);
    const bounded = boundQuery(query);
    if (bounded === "") return [];
    const raw = ms.hits(bounded, {
      boost,
      prefix: options.prefix === false ? false : (term) => term.length >= 3,
      // Typo matching only for words the index does not know, not even as the start of a word: a
      // known word ("chat") is not also read as a misspelling of its neighbours ("chart"), and fuzzy
      // expansion, the costly part of a query, runs only when it can help.
      fuzzy:
        options.fuzzy === false
          ? false
          : (term) =>
              (options.prefix === false || term.length < 3 ? ms.knows(term) : ms.knowsPrefix(term))
                ? 0
                : minDistance(term),
    });
    const pool = filter ? raw.filter((h) => ok(entries.get(h.id))) : raw;
    // Rank the raw hits first and build result objects only for the top k (a common word can match
    // most of a 100k set).
    const top = topK(pool, k, (h) => entries.get(h.id)!.skill.name);
    return top.map((h) => {
      const e = entries.get(h.id)!;
      const fieldSet = new Set<string>();
      for (const fs of Object.values(h.match)) for (const f of fs) fieldSet.add(f);
      return toResult(
        e,
        h.score,
        Object.keys(h.match).sort(),
        SEARCH_FIELDS.filter((f) => fieldSet.has(f)),
      );
    });
  };

  const index: SearchIndex = {
    get set() {
      return current;
    },
    get size() {
      return entries.size;
    },
    hybrid: embed !== undefined,

    search(query, options = {}) {
      return bm25(query, options, options.k ?? 10);
    },

    async retrieve(query, options = {}) {
      const k = count(options.k ?? 10);
      if (!embed || k === 0) return bm25(query, options, k);
      const text = boundQueryText(query);
      if (text.trim() === "") return [];
      const depth = Math.max(50, k * 5);
      const lexical = bm25(text, options, depth);
      const [qv] = await embed([text]);
      if (!qv) throw new Error("The embedder returned no vector for the query.");
      const q = normalize(qv);
      const ok = allowed(options);
      const scored: { score: number; e: Entry }[] = [];
      for (const e of entries.values())
        if (ok(e) && e.vector !== undefined) scored.push({ score: dot(q, e.vector), e });
      const semantic = topK(scored, depth, (s) => s.e.skill.name);
      const fused = reciprocalRankFusion(
        [lexical.map((r) => r.location), semantic.map((s) => s.e.skill.location)],
        RRF_K,
      );
      const lexicalBy = new Map(lexical.map((r) => [r.location, r]));
      const results: SearchResult[] = [];
      for (const [location, score] of fused) {
        const e = byLocation.get(location)!;
        const l = lexicalBy.get(location);
        results.push(toResult(e, score, l ? [...l.matched] : [], l ? [...l.fields] : []));
      }
      return results.sort(byScoreThenName).slice(0, k);
    },

    update(next) {
      const run = queue.then(async (): Promise<IndexUpdate> => {
        // Diff without allocating per unchanged skill: at 100k skills this loop is the whole cost.
        const fresh: Skill[] = [];
        const replaced: Entry[] = [];
        const relinked: [Entry, Skill][] = [];
        const added: string[] = [];
        const changed: string[] = [];
        const nextLocations = new Set<string>();
        let unchanged = 0;
        for (const skill of next.skills) {
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
        for (const e of byLocation.values()) if (!nextLocations.has(e.skill.location)) gone.push(e);
        const prepared = await prepare(next, fresh);
        // Apply in one synchronous step: a search never sees a half-updated index.
        for (const old of [...gone, ...replaced]) {
          ms.discard(old.id);
          entries.delete(old.id);
          byLocation.delete(old.skill.location);
        }
        for (const [old, skill] of relinked) {
          const e: Entry = { ...old, skill };
          entries.set(e.id, e);
          byLocation.set(skill.location, e);
        }
        ms.addAll(prepared.map((p) => p.doc));
        for (const { entry } of prepared) {
          entries.set(entry.id, entry);
          byLocation.set(entry.skill.location, entry);
        }
        current = next;
        hidden = -1;
        return {
          added: added.sort(),
          removed: gone.map((e) => e.skill.name).sort(),
          changed: changed.sort(),
          unchanged,
        };
      });
      queue = run.catch(() => undefined);
      return run;
    },
  };
  return index;
}
