// The fenced code blocks of a Markdown file: which block a line sits in, and the prose that introduces it.
import type { AuditText } from "./rule-types.js";
import { lineOf, lowerBound, REACH, startsOf } from "./text.js";

/**
 * Per file: the fenced code blocks of a Markdown file, as 0-based line ranges: `open[k]` is a block's fence
 * line and `close[k]` its closing fence line (the line count when it is never closed); the lines strictly
 * between are inside it.
 */
interface Fences {
  readonly open: readonly number[];
  readonly close: readonly number[];
}
const fences = new WeakMap<AuditText, Fences>();
const NO_FENCES: Fences = { open: [], close: [] };

/**
 * The lines that start with 0–3 spaces and then ``` or ~~~ (the fence lines), ascending: found with
 * indexOf, not by splitting the text and testing every line.
 */
function fenceLines(text: string, starts: readonly number[]): { line: number; run: string }[] {
  const out: { line: number; run: string }[] = [];
  for (const mark of ["```", "~~~"])
    for (let k = text.indexOf(mark); k !== -1; ) {
      const from = text.lastIndexOf("\n", k - 1) + 1;
      if (k - from <= 3 && /^ *$/.test(text.slice(from, k))) {
        let end = k + 3;
        while (text.charCodeAt(end) === mark.charCodeAt(0)) end++;
        out.push({ line: lineOf(starts, from), run: text.slice(k, end) });
      }
      const next = text.indexOf("\n", k);
      k = next === -1 ? -1 : text.indexOf(mark, next + 1);
    }
  return out.sort((a, b) => a.line - b.line);
}

export function fenceOf(file: AuditText): Fences {
  let f = fences.get(file);
  if (f) return f;
  f = NO_FENCES;
  if (file.markdown) {
    const starts = startsOf(file);
    const open: number[] = [];
    const close: number[] = [];
    let ticks = "";
    for (const { line, run } of fenceLines(file.text, starts)) {
      if (open.length === close.length) {
        open.push(line);
        ticks = run;
      } else if (run.startsWith(ticks[0]!) && run.length >= ticks.length) close.push(line);
    }
    if (open.length > close.length) close.push(starts.length);
    if (open.length > 0) f = { open, close };
  }
  fences.set(file, f);
  return f;
}

/** The fence line of the code block holding 0-based `line` (not a fence line of its own), or undefined. */
export function blockOf(file: AuditText, line: number): number | undefined {
  const { open, close } = fenceOf(file);
  const k = lowerBound(open, line) - 1; // the last block opened before `line`
  return k >= 0 && line < close[k]! ? open[k] : undefined;
}

/** The last non-empty line of the three before a code block, at most REACH characters of it. */
export function blockIntro(file: AuditText, starts: readonly number[], block: number): string {
  for (let k = block - 1; k >= Math.max(0, block - 3); k--) {
    const intro = file.text.slice(Math.max(starts[k]!, starts[k + 1]! - REACH), starts[k + 1]! - 1);
    if (intro.trim() !== "") return intro;
  }
  return "";
}

/** True when `index` is inside a fenced code block of a Markdown file. */
export function inCodeBlock(file: AuditText, index: number): boolean {
  return blockOf(file, lineOf(startsOf(file), index)) !== undefined;
}
