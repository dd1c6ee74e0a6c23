// Runs of base64, base64url and hex characters, found by reading one character in twenty, and each
// run tried as hex or base64 (a run may hold an assignment glued to its value).
import { fromBase64, fromHex } from "./decode-text.js";

/** Characters of base64, base64url and hex runs. */
const RUN = new Uint8Array(128);
for (const c of "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/_-=")
  RUN[c.charCodeAt(0)] = 1;

export type Push = (index: number, length: number, decoded: string | undefined) => void;

/**
 * A run holding `=` before its end (`P=6375726c…`, `a=Y3Vy…`): an assignment glued to its value. Each part
 * (padding kept with the part it ends) is tried on its own.
 */
const INNER_EQUALS = /=+(?=[^=])/g;
export function tryRun(run: string, index: number, push: Push, raw = false): void {
  // Most runs hold no `=` or only the padding at their end.
  const eq = run.indexOf("=");
  if (eq === -1 || !/[^=]/.test(run.slice(eq))) {
    tryPart(run, index, push, raw);
    return;
  }
  let from = 0;
  for (const m of run.matchAll(INNER_EQUALS)) {
    const to = m.index + m[0].length;
    if (to - from >= MIN_RUN) tryPart(run.slice(from, to), index + from, push, raw);
    from = to;
  }
  if (from === 0) tryPart(run, index, push, raw);
  else if (run.length - from >= MIN_RUN) tryPart(run.slice(from), index + from, push, raw);
}

/** A run that may be encoded text: hex (even length, 32+), or base64 that mixes cases and is no path or identifier. */
function tryPart(run: string, index: number, push: Push, raw: boolean): void {
  if (/^[0-9A-Fa-f]+$/.test(run)) {
    if (run.length >= 32 && run.length % 2 === 0) push(index, run.length, fromHex(run));
    return;
  }
  const body = run.replace(/^[=_-]+/, "");
  if (!/^[A-Za-z0-9+/_-]{20,20000}={0,2}$/.test(body)) return;
  // Encoded text mixes cases; paths (many slashes) and identifiers (words and hyphens) do not decode.
  if (!/[a-z]/.test(body) || !/[A-Z]/.test(body) || (body.match(/\//g) ?? []).length > body.length / 16)
    return;
  if (/^[A-Za-z]{2,}(?:[-_][A-Za-z0-9]{1,}){2,}$/.test(body)) return;
  push(index + run.length - body.length, body.length, fromBase64(body, raw));
}

/** A run of base64, base64url or hex characters: where it starts and how long it is. */
export interface Run {
  readonly index: number;
  readonly length: number;
}

/** The last two texts asked and their runs: a file's text and its normalised form are asked in turn. */
const recent: { text: string; runs: readonly Run[] }[] = [];

/** The shortest run encodedRuns reports. */
const MIN_RUN = 20;

/**
 * The runs of 20 or more base64/base64url/hex characters of `text`, in order, remembered for the last
 * two texts asked (the decoder reads a file's original text, the long-blob rule its normalised text, one
 * after the other). A run that long holds one of every 20th character: only those are looked at, and a
 * run is measured from one of them, so most characters of prose are never read.
 */
export function encodedRuns(text: string): readonly Run[] {
  for (const r of recent) if (r.text === text) return r.runs;
  const out: Run[] = [];
  const n = text.length;
  const inRun = (i: number): boolean => {
    const c = text.charCodeAt(i);
    return c < 128 && RUN[c] === 1;
  };
  for (let i = MIN_RUN - 1; i < n; ) {
    if (!inRun(i)) {
      i += MIN_RUN;
      continue;
    }
    let start = i;
    while (start > 0 && inRun(start - 1)) start--;
    let end = i + 1;
    while (end < n && inRun(end)) end++;
    if (end - start >= MIN_RUN) out.push({ index: start, length: end - start });
    // `end` is not in a run: the next run long enough starts after it and holds end + MIN_RUN.
    i = end + MIN_RUN;
  }
  recent.unshift({ text, runs: out });
  recent.length = Math.min(recent.length, 2);
  return out;
}
