// The shapes of search (Q1–Q4): the options of an index and of a query, a result, an update's report,
// and the index itself. Plain types, shared by the modules of src/search/.

import type { Scope, SkillSet } from "../types.js";
import type { SearchField } from "./engine.js";
import type { Embedder } from "./fusion.js";

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
  /**
   * Prefix matching of query words the index does not know whole ("spreadsh" → "spreadsheet"),
   * default true.
   */
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
