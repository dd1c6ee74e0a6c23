import { isMissingDependency, isYamlException, jsYaml } from "./yaml.js";

// F2/F3: frontmatter extraction. Closing candidates are lines that are exactly `---`; the first
// candidate whose YAML parses into a mapping wins, so `---` inside a quoted scalar does not close.

export type FrontmatterResult =
  | {
      readonly kind: "ok";
      readonly data: Record<string, unknown>;
      /** The YAML text that parsed (after repair, if any). */
      readonly yaml: string;
      /** Index in the input text where the body starts (after the closing line). */
      readonly bodyStart: number;
      /** Keys whose values were re-quoted by the colon repair. */
      readonly repairedKeys: readonly string[];
    }
  | { readonly kind: "missing" }
  | { readonly kind: "unclosed" }
  | { readonly kind: "invalid"; readonly message: string; readonly line?: number; readonly column?: number }
  /** The text is a prefix of the file and holds no candidate that parsed: read the rest and retry. */
  | { readonly kind: "need-more" };

interface Closer {
  /** Index of the closing line. */
  readonly start: number;
  /** Index just past it: where the body starts. */
  readonly next: number;
}

/**
 * The first closing line at or after `from` (a line start): exactly `---` once one trailing `\r` is
 * stripped. An unterminated last line counts only when `text` is the whole file.
 */
function nextCloser(text: string, from: number, complete: boolean): Closer | undefined {
  for (let p = from; p !== -1 && p < text.length; ) {
    if (text.startsWith("---", p)) {
      let end = p + 3;
      if (text.charCodeAt(end) === 13) end++;
      if (end === text.length) {
        if (complete) return { start: p, next: end };
      } else if (text.charCodeAt(end) === 10) return { start: p, next: end + 1 };
    }
    const nl = text.indexOf("\n---", p);
    p = nl === -1 ? -1 : nl + 1;
  }
  return undefined;
}

class NotMapping extends Error {}

/** An alias bomb; the caller reports it as invalid YAML like any other parse failure. */
class AliasBomb extends Error {}

/** Parses one YAML document into a mapping; an empty document is an empty mapping. Throws on anything else. */
export function parseYamlMapping(yaml: string): Record<string, unknown> {
  const simple = simpleMapping(yaml);
  if (simple !== undefined) return simple;
  const y = jsYaml();
  const value = y.load(yaml, { schema: y.CORE_SCHEMA });
  if (value === undefined || value === null) return {};
  if (typeof value !== "object" || Array.isArray(value)) {
    throw new NotMapping(
      `frontmatter is a YAML ${Array.isArray(value) ? "list" : typeof value}, not a mapping`,
    );
  }
  if (yaml.includes("*") && expandsBeyond(value, MAX_EXPANDED_VALUES)) {
    throw new AliasBomb(
      `YAML aliases expand to more than ${MAX_EXPANDED_VALUES} values (an alias bomb); remove the '*' aliases`,
    );
  }
  return value as Record<string, unknown>;
}

/** A few hundred bytes of nested aliases can stand for billions of values; anything that later
 * serialises the frontmatter (JSON output, MCP) would hang. Far more than any real frontmatter holds. */
export const MAX_EXPANDED_VALUES = 100_000;

/** Counts values as if every alias were copied, stopping as soon as the budget is exceeded. */
function expandsBeyond(root: unknown, budget: number): boolean {
  const stack: unknown[] = [root];
  let count = 0;
  while (stack.length > 0) {
    const v = stack.pop();
    if (++count > budget) return true;
    if (v !== null && typeof v === "object") {
      for (const child of Array.isArray(v) ? v : Object.values(v)) stack.push(child);
    }
  }
  return false;
}

const MISSING: FrontmatterResult = Object.freeze({ kind: "missing" });
const UNCLOSED: FrontmatterResult = Object.freeze({ kind: "unclosed" });
const NEED_MORE: FrontmatterResult = Object.freeze({ kind: "need-more" });
const NO_KEYS: readonly string[] = Object.freeze([]);

/** `text[start, end)` is blank (String.prototype.trim would leave nothing). */
function isBlank(text: string, start: number, end: number): boolean {
  if (start === end) return true;
  const c = text.charCodeAt(start);
  if (c > 32 && c < 127) return false; // the usual first line, `---`, without a slice
  return text.slice(start, end).trim() === "";
}

/** `text[start, end)` is an opening line: `---` then only spaces and tabs. */
function isOpenLine(text: string, start: number, end: number): boolean {
  if (end - start < 3 || !text.startsWith("---", start)) return false;
  for (let k = start + 3; k < end; k++) {
    const c = text.charCodeAt(k);
    if (c !== 32 && c !== 9) return false;
  }
  return true;
}

export interface FrontmatterOptions {
  /** False when `text` is only the head of the file (the caller may read more). Default true. */
  readonly complete?: boolean;
  /** Allow the colon repair (standard and lenient modes). Default false. */
  readonly repair?: boolean;
}

/** Extracts and parses the frontmatter of a SKILL.md text. */
export function extractFrontmatter(text: string, options?: FrontmatterOptions): FrontmatterResult;
/** @deprecated Pass an options object: `extractFrontmatter(text, { complete, repair })`. */
export function extractFrontmatter(text: string, complete?: boolean, repair?: boolean): FrontmatterResult;
export function extractFrontmatter(
  text: string,
  second: FrontmatterOptions | boolean = {},
  third = false,
): FrontmatterResult {
  const complete = typeof second === "boolean" ? second : (second.complete ?? true);
  const repair = typeof second === "boolean" ? third : (second.repair ?? false);
  // The opening line is the first line that is not blank (an unterminated last line always counts).
  let start = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  let nl: number;
  let end: number;
  for (;;) {
    if (start >= text.length) return complete ? MISSING : NEED_MORE;
    nl = text.indexOf("\n", start);
    end = nl === -1 ? text.length : nl;
    if (end > start && text.charCodeAt(end - 1) === 13) end--;
    if (nl !== -1 && isBlank(text, start, end)) start = nl + 1;
    else break;
  }
  if (!isOpenLine(text, start, end)) {
    if (nl === -1 && !complete && "---".startsWith(text.slice(start, Math.min(end, start + 3)))) {
      return NEED_MORE;
    }
    return MISSING;
  }
  if (nl === -1) return complete ? UNCLOSED : NEED_MORE;
  const i = nl + 1;
  const first = nextCloser(text, i, complete);
  if (first === undefined) return complete ? UNCLOSED : NEED_MORE;
  // The first candidate almost always parses: only then is nothing else scanned or allocated.
  const yaml = text.slice(i, first.start);
  try {
    return { kind: "ok", data: parseYamlMapping(yaml), yaml, bodyStart: first.next, repairedKeys: NO_KEYS };
  } catch (e) {
    if (isMissingDependency(e)) throw e;
    return laterCandidates(text, i, complete, repair);
  }
}

/** F2/F3 when the first closing candidate does not parse: later candidates, then the colon repair. */
function laterCandidates(text: string, i: number, complete: boolean, repair: boolean): FrontmatterResult {
  const candidates: Closer[] = [];
  const candidateAt = (k: number): Closer | undefined => {
    while (candidates.length <= k) {
      const c = nextCloser(text, candidates.at(-1)?.next ?? i, complete);
      if (c === undefined) return undefined;
      candidates.push(c);
    }
    return candidates[k];
  };

  // A conformant YAML parser reads a column-0 `---` as a document marker even inside a quoted scalar,
  // so for a later candidate the earlier `---` lines are indented by one space: inside a multi-line
  // flow or plain scalar that folds to the same value, and anywhere else the parse still fails.
  const yamlUpTo = (k: number): string => {
    let out = "";
    let from = i;
    for (let j = 0; j < k; j++) {
      out += `${text.slice(from, candidates[j]!.start)} `;
      from = candidates[j]!.start;
    }
    return out + text.slice(from, candidates[k]!.start);
  };
  let firstError: FrontmatterResult | undefined;
  for (let k = 0, c = candidateAt(0); c !== undefined; c = candidateAt(++k)) {
    const yaml = yamlUpTo(k);
    try {
      return { kind: "ok", data: parseYamlMapping(yaml), yaml, bodyStart: c.next, repairedKeys: NO_KEYS };
    } catch (e) {
      if (isMissingDependency(e)) throw e;
      firstError ??= toInvalid(e, text, i);
    }
  }
  if (repair) {
    for (const [k, c] of candidates.entries()) {
      const { yaml, keys } = repairColons(yamlUpTo(k));
      if (keys.length === 0) continue;
      try {
        return { kind: "ok", data: parseYamlMapping(yaml), yaml, bodyStart: c.next, repairedKeys: keys };
      } catch {
        // fall through to the next candidate
      }
    }
  }
  if (!complete) return NEED_MORE;
  return firstError ?? { kind: "invalid", message: "frontmatter is not valid YAML" };
}

// The fast path reads `key: value` lines and one level of nested `key: value` lines (`metadata:`).
// A value is taken only where YAML would read it as exactly that string: a plain scalar starting with
// an ASCII letter without `#`, `: `, a trailing `:` or space, and not true/false/null (the core schema's
// other non-string plain scalars start with a digit, sign, `.` or `~`); or a one-line quoted scalar
// without escapes (no `\` or `"` inside "…", no `'` inside '…'). Only printable characters of the
// Basic Multilingual Plane, without tabs and the BOM.
const LINE = /^( *)([A-Za-z][\w-]*):(?: +(.*))?$/;
const PRINTABLE = /^[\x20-\x7e\u00a0-\ud7ff\ue000-\ufefe\uff00-\ufffd]*$/;
const NOT_STRING = /^(?:true|True|TRUE|false|False|FALSE|null|Null|NULL)$/;

function simpleScalar(v: string): string | undefined {
  if (!PRINTABLE.test(v)) return undefined;
  const q = v.charCodeAt(0);
  if (q === 39 /* ' */ || q === 34 /* " */) {
    if (v.length < 2 || v.charCodeAt(v.length - 1) !== q) return undefined;
    const inner = v.slice(1, -1);
    if (inner.includes(q === 39 ? "'" : '"') || (q === 34 && inner.includes("\\"))) return undefined;
    return inner;
  }
  const letter = (q | 32) >= 97 && (q | 32) <= 122;
  if (!letter || v.includes("#") || v.includes(": ") || v.endsWith(":") || v.endsWith(" ")) return undefined;
  return NOT_STRING.test(v) ? undefined : v;
}

/**
 * The mapping of simple YAML (see above), exactly as the YAML parser returns it; undefined for anything
 * else, which the parser then reads. Most frontmatter is this simple, and this costs a fraction of a
 * full parse.
 */
export function simpleMapping(yaml: string): Record<string, unknown> | undefined {
  const out: Record<string, unknown> = {};
  let nested: Record<string, unknown> | undefined; // the open `key:` mapping
  let indent = 0; // its indentation, once its first line is seen
  let start = 0;
  while (start < yaml.length) {
    let end = yaml.indexOf("\n", start);
    if (end === -1) end = yaml.length;
    const next = end + 1;
    if (end > start && yaml.charCodeAt(end - 1) === 13) end--;
    if (end > start) {
      const m = LINE.exec(yaml.slice(start, end));
      if (m === null) return undefined;
      const depth = m[1]!.length;
      const key = m[2]!;
      const raw = m[3] ?? "";
      if (depth > 0) {
        if (nested === undefined || (indent !== 0 && depth !== indent) || raw === "") return undefined;
        indent = depth;
        const value = simpleScalar(raw);
        if (value === undefined || Object.hasOwn(nested, key)) return undefined;
        nested[key] = value;
      } else {
        if (nested !== undefined && indent === 0) return undefined; // `key:` alone is null
        if (Object.hasOwn(out, key)) return undefined; // duplicate keys: the parser reports them
        if (raw === "") {
          nested = {};
          indent = 0;
          out[key] = nested;
        } else {
          nested = undefined;
          const value = simpleScalar(raw);
          if (value === undefined) return undefined;
          out[key] = value;
        }
      }
    }
    start = next;
  }
  return nested !== undefined && indent === 0 ? undefined : out;
}

function toInvalid(e: unknown, text: string, yamlStart: number): FrontmatterResult {
  // Line numbers are 1-based within the whole file, so an author can jump to them.
  const lineOffset = countNewlines(text, yamlStart);
  if (isYamlException(e)) {
    const mark = e.mark as { line?: number; column?: number } | undefined;
    const line = mark?.line !== undefined ? mark.line + 1 + lineOffset : undefined;
    const column = mark?.column !== undefined ? mark.column + 1 : undefined;
    return { kind: "invalid", message: e.reason || "invalid YAML", line, column };
  }
  if (e instanceof NotMapping) return { kind: "invalid", message: e.message, line: lineOffset, column: 1 };
  return { kind: "invalid", message: e instanceof Error ? e.message : String(e) };
}

function countNewlines(text: string, end: number): number {
  let n = 0;
  for (let k = text.indexOf("\n"); k !== -1 && k < end; k = text.indexOf("\n", k + 1)) n++;
  return n;
}

const PLAIN_KEY_VALUE = /^([A-Za-z0-9_][A-Za-z0-9_.-]*):[ \t]+(.*)$/;

/**
 * Colon repair: a top-level plain value holding `: ` (`description: Use when: x`) is re-quoted.
 * Indented continuation lines of that plain scalar are folded into it, as YAML would.
 */
export function repairColons(yaml: string): { yaml: string; keys: string[] } {
  const src = yaml.split("\n");
  const out: string[] = [];
  const keys: string[] = [];
  for (let k = 0; k < src.length; k++) {
    const raw = src[k]!;
    const cr = raw.endsWith("\r") ? "\r" : "";
    const line = cr ? raw.slice(0, -1) : raw;
    const m = PLAIN_KEY_VALUE.exec(line);
    const value = m?.[2]?.trim() ?? "";
    if (!m || value === "" || /^["'[{|>&*!%@`#]/.test(value) || !/:(\s|$)/.test(value)) {
      out.push(raw);
      continue;
    }
    let folded = value;
    while (k + 1 < src.length && /^[ \t]+\S/.test(src[k + 1]!)) {
      folded += ` ${src[k + 1]!.trim()}`;
      k++;
    }
    keys.push(m[1]!);
    out.push(`${m[1]}: ${JSON.stringify(folded)}${cr}`);
  }
  return { yaml: out.join("\n"), keys };
}

/** The body is everything after the closing delimiter, trimmed. */
export function extractBody(text: string): string {
  const fm = extractFrontmatter(text, { repair: true });
  if (fm.kind === "ok") return text.slice(fm.bodyStart).trim();
  return text.replace(/^\uFEFF/, "").trim();
}
