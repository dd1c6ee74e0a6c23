// The saved search index: one binary file per set of roots in the cache directory, holding the BM25
// index of the last build with bodies. A server or agent that starts on unchanged skills reads it back
// instead of reading every body and building the index (at 10k skills: a file read and a few typed-array
// views instead of ~10k file reads and ~130 ms of indexing). Posting lists decode when a query first
// touches their term (bm25.ts).
//
// The file is used as it is only for exactly the skills it was built from: its key hashes every indexed
// text of every skill (name, description, when_to_use) with the SKILL.md path, size and mtime the body
// text came from, in order, and the build, the process's credentials and the body-reading options. It
// also holds one key per document, over the same inputs for that skill alone: after an edit, a start
// keeps the documents of the skills whose key still matches and indexes only the others (a restart
// after editing one skill of 10k was ~150 ms slower than one after none). That needs the build,
// credentials and options to match (the base key) and at least half the saved documents to be kept;
// anything else means a fresh build. A file is written only when every SKILL.md is older than two
// seconds (the parse cache's rule): an edit within the same mtime tick as the read would otherwise go
// unseen.
//
// Layout (little-endian, 4-byte aligned): header (magic, format, 32-byte key, counts, 32-byte base
// key), field lengths, term offsets (UTF-16 units into the joined vocabulary), list starts, doc ids,
// term frequencies, document keys (16 bytes each), the joined vocabulary as UTF-8. A file is input on
// disk: every count and offset is checked before use.

import * as crypto from "node:crypto";
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
const FORMAT = 2;
const HEADER_WORDS = 24;
const KEY_BYTES = 32;
/** Where the base key starts in the header (after magic, format, key and six counts). */
const BASE_KEY_AT = 64;
/** Bytes of one document's key (a truncated SHA-256). */
export const DOC_KEY_BYTES = 16;
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
}

/** A saved index read back: used as it is (`exact`), or only for the documents whose keys still match. */
export interface SavedIndex {
  readonly index: FrozenIndex;
  readonly exact: boolean;
  /** Document d's key at bytes (d - 1) × DOC_KEY_BYTES. */
  readonly docKeys: Uint8Array;
}

/**
 * The slot for a set's skills indexed with `reading` (the body options, as JSON-able data): one file
 * name per set of roots and options, the key over every indexed input.
 */
export function snapshotSlot(dir: string, set: SkillSet, reading: unknown): SnapshotSlot {
  const skills = set.skills;
  const what = JSON.stringify([set.roots.map((r) => [r.scope, r.kind, r.path]), reading]);
  // Every text with its length (no text can forge a boundary), numbers as their bytes: converting
  // 20k mtimes to decimal strings cost more than hashing the 3 MB of text at 10k skills. Texts are
  // hashed a few hundred skills at a time: one 30 MB string at 100k cost three times as much.
  const n = skills.length;
  const lengths = new Uint32Array(n * TEXTS);
  const numbers = new Float64Array(n * 3);
  const hash = createHash("sha256").update(JSON.stringify([FORMAT, buildStamp(), credentials(), what, n]));
  let chunk: string[] = [];
  let k = 0;
  for (let i = 0; i < n; i++) {
    const s = skills[i]!;
    const w = whenToUse(s);
    numbers[i * 3] = s.size;
    numbers[i * 3 + 1] = s.mtimeMs;
    numbers[i * 3 + 2] = s.modelInvocable ? 1 : 0;
    chunk.push(s.location, s.filePath, s.scope, s.name, s.description, w);
    lengths[k++] = s.location.length;
    lengths[k++] = s.filePath.length;
    lengths[k++] = s.scope.length;
    lengths[k++] = s.name.length;
    lengths[k++] = s.description.length;
    lengths[k++] = w.length;
    if (chunk.length >= 512 * TEXTS) {
      hash.update(chunk.join(""));
      chunk = [];
    }
  }
  const key = hash.update(chunk.join("")).update(lengths).update(numbers).digest();
  const name = `search-${fnv1a(what)}.bin`;
  const base = createHash("sha256")
    .update(JSON.stringify([FORMAT, buildStamp(), credentials(), what]))
    .digest();
  return { path: join(dir, name), dir, name, key, base };
}

/**
 * One key per skill, over what its document is built from: location, SKILL.md path, scope, name,
 * description, when_to_use (each with its length, so no text can forge a boundary), size, mtime and
 * visibility. ~1.5 µs a skill: computed only when the set's key did not match, and when saving.
 */
export function documentKeys(skills: readonly Skill[]): Uint8Array {
  const out = new Uint8Array(skills.length * DOC_KEY_BYTES);
  for (let i = 0; i < skills.length; i++) {
    const s = skills[i]!;
    const w = whenToUse(s);
    const text =
      `${s.location.length}:${s.location}${s.filePath.length}:${s.filePath}${s.scope.length}:${s.scope}` +
      `${s.name.length}:${s.name}${s.description.length}:${s.description}${w.length}:${w}` +
      `${s.size}:${s.mtimeMs}:${s.modelInvocable ? 1 : 0}`;
    out.set(sha256(text).subarray(0, DOC_KEY_BYTES), i * DOC_KEY_BYTES);
  }
  return out;
}

/** One-shot SHA-256: crypto.hash (Node 20.12) spares a Hash object per call, a third of the time here. */
const oneShot = (crypto as { hash?: (algorithm: string, data: string, encoding: "buffer") => Buffer }).hash;
const sha256 = (text: string): Buffer =>
  oneShot ? oneShot("sha256", text, "buffer") : createHash("sha256").update(text).digest();

/**
 * For each skill, the saved document with its key (1-based), or 0: the documents a start after an edit
 * keeps. Undefined when fewer than half the saved documents would be kept (a fresh build is then as
 * cheap and leaves no discarded documents behind).
 */
export function keptDocuments(saved: SavedIndex, skills: readonly Skill[]): Uint32Array | undefined {
  const N = saved.index.docCount;
  const byKey = new Map<string, number>();
  const keys = Buffer.from(saved.docKeys.buffer, saved.docKeys.byteOffset, saved.docKeys.byteLength);
  for (let d = 1; d <= N; d++)
    byKey.set(keys.toString("latin1", (d - 1) * DOC_KEY_BYTES, d * DOC_KEY_BYTES), d);
  const mine = Buffer.from(documentKeys(skills).buffer);
  const kept = new Uint32Array(skills.length);
  const used = new Uint8Array(N + 1);
  let count = 0;
  for (let i = 0; i < skills.length; i++) {
    const d = byKey.get(mine.toString("latin1", i * DOC_KEY_BYTES, (i + 1) * DOC_KEY_BYTES));
    // A damaged file could name one document twice: each is kept for one skill at most.
    if (d === undefined || used[d] === 1) continue;
    used[d] = 1;
    kept[i] = d;
    count++;
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
 * Saves an index image in `slot`, with its documents' keys (documentKeys of the skills in document
 * order). Never throws (a cache that cannot be written is no cache).
 */
export function writeSnapshot(slot: SnapshotSlot, image: IndexImage, docKeys: Uint8Array): void {
  const parts = encodeSnapshot(image, slot.key, slot.base, docKeys);
  // A file too big to be read back (readCacheFile's limit) would only be written again at every start.
  if (parts.reduce((n, p) => n + p.length, 0) > MAX_CACHE_BYTES) return;
  writeCacheFile(slot.dir, slot.name, parts);
}

/** The file's bytes for an image and key. */
export function encodeSnapshot(
  image: IndexImage,
  key: Uint8Array,
  base: Uint8Array,
  docKeys: Uint8Array,
): Buffer[] {
  if (docKeys.length !== image.docCount * DOC_KEY_BYTES) throw new RangeError("one key per document");
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
  const view = (a: Uint32Array) => Buffer.from(a.buffer, a.byteOffset, a.byteLength);
  return [
    view(header),
    view(image.lengths),
    view(termOffsets),
    view(starts),
    view(docs),
    view(tfs),
    Buffer.from(docKeys.buffer, docKeys.byteOffset, docKeys.byteLength),
    joined,
  ];
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
  const F = header[10]!;
  const N = header[11]!;
  const T = header[12]!;
  const P = header[13]!;
  const C = header[14]!;
  const B = header[15]!;
  if (F === 0 || F > 64) return undefined;
  // Sizes in 4-byte words, checked against the file before any view is made (no overflow: each < 2^32).
  const words = [N * F, T + 1, T * F + 1, P, P, (N * DOC_KEY_BYTES) / 4];
  let offset = HEADER_WORDS * 4;
  const views: Uint32Array[] = [];
  for (const n of words) {
    if (!Number.isSafeInteger(n) || offset + n * 4 > bytes.byteLength) return undefined;
    views.push(new Uint32Array(bytes.buffer, bytes.byteOffset + offset, n));
    offset += n * 4;
  }
  if (offset + B !== bytes.byteLength) return undefined;
  const [lengths, termOffsets, starts, docs, tfs, keyWords] = views as [
    Uint32Array,
    Uint32Array,
    Uint32Array,
    Uint32Array,
    Uint32Array,
    Uint32Array,
  ];
  if (!monotone(termOffsets, C) || !monotone(starts, P)) return undefined;
  const joined = Buffer.from(bytes.buffer, bytes.byteOffset + offset, B).toString("utf8");
  if (joined.length !== C) return undefined;
  const terms: string[] = new Array(T);
  for (let t = 0; t < T; t++) {
    const term = joined.slice(termOffsets[t], termOffsets[t + 1]);
    // Sorted and distinct, or look-ups by binary search would miss: a damaged file is no index.
    if (term === "" || (t > 0 && !(terms[t - 1]! < term))) return undefined;
    terms[t] = term;
  }
  const docKeys = new Uint8Array(keyWords.buffer, keyWords.byteOffset, keyWords.byteLength);
  const index: FrozenIndex = {
    fieldCount: F,
    docCount: N,
    lengths,
    terms,
    posting(t, f) {
      const start = starts[t * F + f]!;
      const end = starts[t * F + f + 1]!;
      if (start === end) return undefined;
      let ok = true;
      for (let i = start; i < end && ok; i++) ok = docs[i]! >= 1 && docs[i]! <= N && tfs[i]! >= 1;
      if (ok)
        return { docs: Array.from(docs.subarray(start, end)), tfs: Array.from(tfs.subarray(start, end)) };
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
  return { index, exact, docKeys };
}

/** True when `a` starts at 0, never decreases, and ends at `last`. */
function monotone(a: Uint32Array, last: number): boolean {
  if (a[0] !== 0 || a[a.length - 1] !== last) return false;
  for (let i = 1; i < a.length; i++) if (a[i]! < a[i - 1]!) return false;
  return true;
}
