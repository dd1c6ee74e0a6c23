// The saved search index: one binary file per set of roots in the cache directory, holding the BM25
// index of the last build with bodies. A server or agent that starts on unchanged skills reads it back
// instead of reading every body and building the index (at 10k skills: a file read and a few typed-array
// views instead of ~10k file reads and ~130 ms of indexing). Posting lists decode when a query first
// touches their term (bm25.ts).
//
// The file is used as it is only for exactly the skills it was built from: its key hashes every indexed
// text of every skill (name, description, when_to_use) with the SKILL.md path, size and mtime the body
// text came from, in order, and the build, the process's credentials and the body-reading options.
// The skills are hashed in blocks (a run of ~32 skills in set order, ended where a hash of a skill's
// name says so, so an added or removed skill moves no other block's ends) and the key is a hash of the
// blocks' digests, which the file keeps: after an edit, a start keeps the documents of every block
// whose digest still matches and indexes only the skills of the others (a restart after editing one
// skill of 10k rebuilt everything, ~110 ms more than one after none). That needs the build,
// credentials and options to match (the base key) and at least half the saved documents to be kept;
// anything else means a fresh build. A file is written only when every SKILL.md is older than two
// seconds (the parse cache's rule): an edit within the same mtime tick as the read would otherwise go
// unseen.
//
// Layout (little-endian, 4-byte aligned): header (magic, format, 32-byte key, counts, 32-byte base
// key, block count, 16-byte digest of the rest), field lengths, term offsets (UTF-16 units into the
// joined vocabulary), list starts, doc ids, term frequencies, block ends, block digests (16 bytes
// each), the joined vocabulary as UTF-8. A file is input on disk: every count is checked against the
// file's size before any view is made, the digest before anything is read, and each list's bounds
// when it is read.

import { createHash } from "node:crypto";
import { join } from "node:path";
import type { Skill, SkillSet } from "../types.js";
import {
  buildStamp,
  credentials,
  fnv1a,
  MAX_CACHE_BYTES,
  readCacheFile,
  writeCacheFile,
} from "../util/cache-file.js";
import type { FrozenIndex, IndexImage } from "./bm25.js";
import { whenToUse } from "./documents.js";

const MAGIC = 0x58495053; // "SPIX"
/** Bump when anything the file holds would be computed or laid out differently. */
const FORMAT = 3;
const HEADER_WORDS = 30;
const KEY_BYTES = 32;
/** Where the base key starts in the header (after magic, format, key and six counts). */
const BASE_KEY_AT = 64;
/** Header word holding the block count. */
const BLOCKS_AT = 24;
/** Where the digest of everything after the header starts (bytes; a truncated SHA-256). */
const BODY_DIGEST_AT = 100;
const BODY_DIGEST_BYTES = 16;
/** Bytes of one block's digest (a truncated SHA-256). */
const BLOCK_KEY_BYTES = 16;
/** A block ends after a skill whose path hashes to 0 modulo this (~32 skills a block)… */
const BLOCK_SPREAD = 32;
/** …or after this many skills, whatever the hashes (equal paths' tails cannot make one huge block). */
const MAX_BLOCK = 128;

/** A set's skills in blocks: where each ends (exclusive, in set order) and each one's digest. */
export interface Blocks {
  readonly ends: Uint32Array;
  readonly digests: Uint8Array;
}
/** Texts per skill in the key: location, file path, scope, name, description, when_to_use. */
const TEXTS = 6;

/** Where one set of roots' index is saved, and the key its content must match. */
export interface SnapshotSlot {
  readonly path: string;
  readonly dir: string;
  readonly name: string;
  readonly key: Buffer;
  /** The key of what every document depends on besides its own skill: build, credentials, options, roots. */
  readonly base: Buffer;
  /** The set's blocks, whose digests the key hashes. */
  readonly blocks: Blocks;
}

/** A saved index read back: used as it is (`exact`), or only for the blocks whose digests still match. */
export interface SavedIndex {
  readonly index: FrozenIndex;
  readonly exact: boolean;
  /** The blocks of the skills it was built from (document d is skill d - 1 of that set). */
  readonly blocks: Blocks;
}

/**
 * The slot for a set's skills indexed with `reading` (the body options, as JSON-able data): one file
 * name per set of roots and options, the key over every indexed input.
 */
export function snapshotSlot(dir: string, set: SkillSet, reading: unknown): SnapshotSlot {
  const skills = set.skills;
  const what = JSON.stringify([set.roots.map((r) => [r.scope, r.kind, r.path]), reading]);
  const base = createHash("sha256")
    .update(JSON.stringify([FORMAT, buildStamp(), credentials(), what]))
    .digest();
  // The whole key: the base and every block (their ends say how many skills there are).
  const blocks = knownBlocksOf(skills) ?? blocksOf(skills);
  const key = createHash("sha256").update(base).update(blocks.ends).update(blocks.digests).digest();
  const name = `search-${fnv1a(what)}.bin`;
  return { path: join(dir, name), dir, name, key, base, blocks };
}

/**
 * Blocks computed earlier for exactly these Skill objects in this order (the MCP server's load memo
 * keeps the blocks of the set it holds: a start that takes its set from there hashes nothing again).
 * Keyed by the first skill; the list is compared element by element.
 */
const known = new WeakMap<Skill, { readonly skills: readonly Skill[]; readonly blocks: Blocks }>();

/** Remembers that `blocks` are the blocks of `skills` (as skillBlocks computes them). */
export function rememberBlocks(skills: readonly Skill[], blocks: Blocks): void {
  if (skills.length > 0) known.set(skills[0]!, { skills, blocks });
}

function knownBlocksOf(skills: readonly Skill[]): Blocks | undefined {
  const k = skills.length > 0 ? known.get(skills[0]!) : undefined;
  if (k === undefined || k.skills.length !== skills.length) return undefined;
  for (let i = 0; i < skills.length; i++) if (k.skills[i] !== skills[i]) return undefined;
  return k.blocks;
}

/** The blocks of a set's skills, as the key of its saved index hashes them. */
export const skillBlocks = (skills: readonly Skill[]): Blocks => knownBlocksOf(skills) ?? blocksOf(skills);

/**
 * True when a block ends after `s`: a hash of its name (unique among a set's skills, and short: this
 * runs for every skill at every start), cheap and stable under edits of other skills.
 */
function endsBlock(s: Skill): boolean {
  const name = s.name;
  let h = 0x811c9dc5;
  for (let i = 0; i < name.length; i++) h = Math.imul(h ^ name.charCodeAt(i), 16777619);
  return (h >>> 0) % BLOCK_SPREAD === 0;
}

/** In a key's lengths: the SKILL.md path is the location (every skill but a built-in), not hashed twice. */
const SAME_PATH = 0xffffffff;

/**
 * Digests of the skills in blocks. Within a block every text goes in with its length (no text can
 * forge a boundary) and numbers as their bytes: converting 20k mtimes to decimal strings cost more
 * than hashing the 3 MB of text at 10k skills. Each digest is SHA-256 over the block's location,
 * SKILL.md path (unless it is the location), scope, name, description and when_to_use per skill, as
 * one string, then their lengths, and each skill's size, mtime and visibility. This runs at every
 * start over every skill (~0.5 µs a skill, most of it reading the skills' fields): one string per
 * block and two reused arrays, nothing per skill.
 */
function blocksOf(skills: readonly Skill[]): Blocks {
  const ends: number[] = [];
  const digests = new Uint8Array(skills.length * BLOCK_KEY_BYTES);
  const lengths = new Uint32Array(MAX_BLOCK * TEXTS);
  const numbers = new Float64Array(MAX_BLOCK * 3);
  let from = 0;
  for (let i = 0; i < skills.length; i++) {
    if (i + 1 < skills.length && i + 1 - from < MAX_BLOCK && !endsBlock(skills[i]!)) continue;
    const m = i + 1 - from;
    let text = "";
    for (let j = 0; j < m; j++) {
      const s = skills[from + j]!;
      const w = whenToUse(s);
      const samePath = s.filePath === s.location;
      text += samePath
        ? s.location + s.scope + s.name + s.description + w
        : s.location + s.filePath + s.scope + s.name + s.description + w;
      const k = j * TEXTS;
      lengths[k] = s.location.length;
      lengths[k + 1] = samePath ? SAME_PATH : s.filePath.length;
      lengths[k + 2] = s.scope.length;
      lengths[k + 3] = s.name.length;
      lengths[k + 4] = s.description.length;
      lengths[k + 5] = w.length;
      numbers[j * 3] = s.size;
      numbers[j * 3 + 1] = s.mtimeMs;
      numbers[j * 3 + 2] = s.modelInvocable ? 1 : 0;
    }
    const digest = createHash("sha256")
      .update(text)
      .update(lengths.subarray(0, m * TEXTS))
      .update(numbers.subarray(0, m * 3))
      .digest();
    digests.set(digest.subarray(0, BLOCK_KEY_BYTES), ends.length * BLOCK_KEY_BYTES);
    ends.push(i + 1);
    from = i + 1;
  }
  return { ends: Uint32Array.from(ends), digests: digests.slice(0, ends.length * BLOCK_KEY_BYTES) };
}

/**
 * For each skill, the saved document kept for it (1-based), or 0: the skills of every block whose
 * digest matches a saved block of the same length, in order. Undefined when fewer than half the saved
 * documents would be kept (a fresh build is then as cheap and leaves no discarded documents behind).
 */
export function keptDocuments(saved: SavedIndex, slot: SnapshotSlot): Uint32Array | undefined {
  const N = saved.index.docCount;
  const digestAt = (b: Blocks, i: number) =>
    Buffer.from(b.digests.buffer, b.digests.byteOffset + i * BLOCK_KEY_BYTES, BLOCK_KEY_BYTES).toString(
      "latin1",
    );
  const savedBlocks = new Map<string, number>();
  for (let b = 0; b < saved.blocks.ends.length; b++) savedBlocks.set(digestAt(saved.blocks, b), b);
  const mine = slot.blocks;
  const n = mine.ends.length === 0 ? 0 : mine.ends[mine.ends.length - 1]!;
  const kept = new Uint32Array(n);
  const used = new Uint8Array(saved.blocks.ends.length);
  let count = 0;
  for (let b = 0; b < mine.ends.length; b++) {
    const s = savedBlocks.get(digestAt(mine, b));
    if (s === undefined || used[s] === 1) continue;
    const from = b === 0 ? 0 : mine.ends[b - 1]!;
    const savedFrom = s === 0 ? 0 : saved.blocks.ends[s - 1]!;
    const m = mine.ends[b]! - from;
    // Equal digests of blocks of other lengths would be a collision or a damaged file: not kept.
    if (saved.blocks.ends[s]! - savedFrom !== m) continue;
    used[s] = 1;
    for (let j = 0; j < m; j++) kept[from + j] = savedFrom + j + 1;
    count += m;
  }
  return count * 2 >= N && count > 0 ? kept : undefined;
}

/** The saved index in `slot`, when there is one with its key or base key; undefined otherwise. Never throws. */
export function readSnapshot(slot: SnapshotSlot): SavedIndex | undefined {
  let bytes: Buffer;
  try {
    bytes = readCacheFile(slot.path);
  } catch {
    return undefined;
  }
  return decodeSnapshot(bytes, slot.key, slot.base);
}

/**
 * Saves an index image in `slot` (the slot of the skills it holds, in document order). Never throws (a
 * cache that cannot be written is no cache).
 * @public (called through the lazily imported module namespace, which the unused-export check cannot follow)
 */
export function writeSnapshot(slot: SnapshotSlot, image: IndexImage): void {
  let parts: Buffer[];
  try {
    parts = encodeSnapshot(image, slot.key, slot.base, slot.blocks);
  } catch {
    return; // a slot of other skills than the image's: nothing worth saving
  }
  // A file too big to be read back (readCacheFile's limit) would only be written again at every start.
  if (parts.reduce((n, p) => n + p.length, 0) > MAX_CACHE_BYTES) return;
  writeCacheFile(slot.dir, slot.name, parts);
}

/** The file's bytes for an image and key. */
export function encodeSnapshot(
  image: IndexImage,
  key: Uint8Array,
  base: Uint8Array,
  blocks: Blocks,
): Buffer[] {
  const B = blocks.ends.length;
  if (blocks.digests.length !== B * BLOCK_KEY_BYTES || (B > 0 ? blocks.ends[B - 1] : 0) !== image.docCount)
    throw new RangeError("the blocks are not the image's documents");
  const F = image.fieldCount;
  const T = image.terms.length;
  let P = 0;
  for (const lists of image.postings) for (const l of lists) if (l !== undefined) P += l[0].length;
  const termOffsets = new Uint32Array(T + 1);
  for (let t = 0; t < T; t++) termOffsets[t + 1] = termOffsets[t]! + image.terms[t]!.length;
  const joined = Buffer.from(image.terms.join(""), "utf8");
  const starts = new Uint32Array(T * F + 1);
  const docs = new Uint32Array(P);
  const tfs = new Uint32Array(P);
  let at = 0;
  for (let t = 0; t < T; t++) {
    for (let f = 0; f < F; f++) {
      starts[t * F + f] = at;
      const l = image.postings[t]![f];
      if (l === undefined) continue;
      docs.set(l[0], at);
      tfs.set(l[1], at);
      at += l[0].length;
    }
  }
  starts[T * F] = at;
  const header = new Uint32Array(HEADER_WORDS);
  header[0] = MAGIC;
  header[1] = FORMAT;
  new Uint8Array(header.buffer).set(key.subarray(0, KEY_BYTES), 8);
  header[10] = F;
  header[11] = image.docCount;
  header[12] = T;
  header[13] = P;
  header[14] = termOffsets[T]!;
  header[15] = joined.length;
  new Uint8Array(header.buffer).set(base.subarray(0, KEY_BYTES), BASE_KEY_AT);
  header[BLOCKS_AT] = B;
  const view = (a: Uint32Array) => Buffer.from(a.buffer, a.byteOffset, a.byteLength);
  const body = [
    view(image.lengths),
    view(termOffsets),
    view(starts),
    view(docs),
    view(tfs),
    view(blocks.ends),
    Buffer.from(blocks.digests.buffer, blocks.digests.byteOffset, blocks.digests.byteLength),
    joined,
  ];
  const digest = createHash("sha256");
  for (const part of body) digest.update(part);
  new Uint8Array(header.buffer).set(digest.digest().subarray(0, BODY_DIGEST_BYTES), BODY_DIGEST_AT);
  return [view(header), ...body];
}

/**
 * The index in a file's bytes, when they are well formed and carry `key` (exact) or, failing that,
 * `base`; undefined otherwise.
 */
export function decodeSnapshot(input: Uint8Array, key: Uint8Array, base: Uint8Array): SavedIndex | undefined {
  // Typed-array views need 4-byte alignment: a small file may sit at any offset of a shared pool.
  const bytes = input.byteOffset % 4 === 0 ? input : Uint8Array.from(input);
  if (bytes.byteLength < HEADER_WORDS * 4) return undefined;
  const header = new Uint32Array(bytes.buffer, bytes.byteOffset, HEADER_WORDS);
  if (header[0] !== MAGIC || header[1] !== FORMAT) return undefined;
  const exact = Buffer.compare(bytes.subarray(8, 8 + KEY_BYTES), key.subarray(0, KEY_BYTES)) === 0;
  const sameBase =
    Buffer.compare(bytes.subarray(BASE_KEY_AT, BASE_KEY_AT + KEY_BYTES), base.subarray(0, KEY_BYTES)) === 0;
  if (!exact && !sameBase) return undefined;
  const parts = sections(bytes, header);
  if (parts === undefined) return undefined;
  const { F, N, T, P, lengths, termOffsets, starts, docs, tfs, ends, digests } = parts;
  const terms = vocabulary(parts.joined, termOffsets, T);
  if (terms === undefined) return undefined;
  // A list's bounds, checked when it is read (not all at load): within the lists, never reversed.
  const span = (i: number): [number, number] => {
    const end = Math.min(starts[i + 1]!, P);
    return [Math.min(starts[i]!, end), end];
  };
  const index: FrozenIndex = {
    fieldCount: F,
    docCount: N,
    lengths,
    terms,
    frequency: (t, f) => span(t * F + f)[1] - span(t * F + f)[0],
    posting(t, f) {
      const [start, end] = span(t * F + f);
      if (start === end) return undefined;
      let ok = true;
      for (let i = start; i < end && ok; i++) ok = docs[i]! >= 1 && docs[i]! <= N && tfs[i]! >= 1;
      // Views of the file's bytes, not copies: a common word's list at 100k skills is ~15k entries.
      if (ok) return { docs: docs.subarray(start, end), tfs: tfs.subarray(start, end) };
      // A document id out of range (a damaged file) is dropped, never looked up.
      const d: number[] = [];
      const q: number[] = [];
      for (let i = start; i < end; i++) {
        if (docs[i]! < 1 || docs[i]! > N || tfs[i]! < 1) continue;
        d.push(docs[i]!);
        q.push(tfs[i]!);
      }
      return d.length === 0 ? undefined : { docs: d, tfs: q };
    },
  };
  return { index, exact, blocks: { ends, digests } };
}

/**
 * The file's sections as views, when every declared size fits the file exactly, the digest matches
 * and the blocks are in order; undefined otherwise. Nothing is allocated for a declared size.
 */
function sections(bytes: Uint8Array, header: Uint32Array) {
  const F = header[10]!;
  const N = header[11]!;
  const T = header[12]!;
  const P = header[13]!;
  const C = header[14]!;
  const B = header[15]!;
  if (F === 0 || F > 64) return undefined;
  // Sizes in 4-byte words, checked against the file before any view is made (no overflow: each < 2^32).
  const NB = header[BLOCKS_AT]!;
  const words = [N * F, T + 1, T * F + 1, P, P, NB, (NB * BLOCK_KEY_BYTES) / 4];
  let offset = HEADER_WORDS * 4;
  const views: Uint32Array[] = [];
  for (const n of words) {
    if (!Number.isSafeInteger(n) || offset + n * 4 > bytes.byteLength) return undefined;
    views.push(new Uint32Array(bytes.buffer, bytes.byteOffset + offset, n));
    offset += n * 4;
  }
  if (offset + B !== bytes.byteLength) return undefined;
  // Any byte changed since the write (a damaged disk, a flipped bit) fails here: one native hash is
  // cheaper than checking every count and offset in JavaScript (a server's first answer waits for it).
  const digest = createHash("sha256")
    .update(bytes.subarray(HEADER_WORDS * 4))
    .digest();
  const stored = bytes.subarray(BODY_DIGEST_AT, BODY_DIGEST_AT + BODY_DIGEST_BYTES);
  if (Buffer.compare(digest.subarray(0, BODY_DIGEST_BYTES), stored) !== 0) return undefined;
  const [lengths, termOffsets, starts, docs, tfs, ends, digestWords] = views as [
    Uint32Array,
    Uint32Array,
    Uint32Array,
    Uint32Array,
    Uint32Array,
    Uint32Array,
    Uint32Array,
  ];
  if (termOffsets[0] !== 0 || termOffsets[T] !== C) return undefined;
  // Blocks end in order, none empty, the last at the last document.
  for (let b = 0; b < NB; b++) if (ends[b]! <= (b === 0 ? 0 : ends[b - 1]!)) return undefined;
  if ((NB === 0 ? 0 : ends[NB - 1]!) !== N) return undefined;
  const joined = Buffer.from(bytes.buffer, bytes.byteOffset + offset, B).toString("utf8");
  if (joined.length !== C) return undefined;
  const digests = new Uint8Array(digestWords.buffer, digestWords.byteOffset, digestWords.byteLength);
  return { F, N, T, P, lengths, termOffsets, starts, docs, tfs, ends, digests, joined };
}

/** The sorted, distinct terms of the joined vocabulary; undefined when they are not. */
function vocabulary(joined: string, termOffsets: Uint32Array, T: number): string[] | undefined {
  const terms: string[] = new Array(T);
  for (let t = 0; t < T; t++) {
    if (termOffsets[t + 1]! < termOffsets[t]!) return undefined;
    const term = joined.slice(termOffsets[t], termOffsets[t + 1]);
    // Sorted and distinct, or look-ups by binary search would miss: a damaged file is no index.
    if (term === "" || (t > 0 && !(terms[t - 1]! < term))) return undefined;
    terms[t] = term;
  }
  return terms;
}
