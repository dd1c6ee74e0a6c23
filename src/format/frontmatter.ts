import { CORE_SCHEMA, load, YAMLException } from "js-yaml";

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
      /** Keys whose values were re-quoted by the F3 colon repair. */
      readonly repairedKeys: readonly string[];
    }
  | { readonly kind: "missing" }
  | { readonly kind: "unclosed" }
  | { readonly kind: "invalid"; readonly message: string; readonly line?: number; readonly column?: number }
  /** The text is a prefix of the file and holds no candidate that parsed: read the rest and retry. */
  | { readonly kind: "need-more" };

interface Line {
  readonly start: number;
  /** Index just past the line terminator (or the end of the text). */
  readonly next: number;
  readonly text: string;
  readonly terminated: boolean;
}

function* lines(text: string, from: number): Generator<Line> {
  let start = from;
  while (start < text.length) {
    const nl = text.indexOf("\n", start);
    const end = nl === -1 ? text.length : nl;
    let lineEnd = end;
    if (lineEnd > start && text.charCodeAt(lineEnd - 1) === 13) lineEnd--;
    yield {
      start,
      next: nl === -1 ? text.length : nl + 1,
      text: text.slice(start, lineEnd),
      terminated: nl !== -1,
    };
    start = nl === -1 ? text.length : nl + 1;
  }
}

const OPEN_RE = /^---[ \t]*$/;

class NotMapping extends Error {}

/** Parses one YAML document into a mapping; an empty document is an empty mapping. Throws on anything else. */
export function parseYamlMapping(yaml: string): Record<string, unknown> {
  const value = load(yaml, { schema: CORE_SCHEMA });
  if (value === undefined || value === null) return {};
  if (typeof value !== "object" || Array.isArray(value)) {
    throw new NotMapping(
      `frontmatter is a YAML ${Array.isArray(value) ? "list" : typeof value}, not a mapping`,
    );
  }
  if (yaml.includes("*") && expandsBeyond(value, MAX_EXPANDED_VALUES)) {
    throw new Error(
      `YAML aliases expand to more than ${MAX_EXPANDED_VALUES} values (an alias bomb); remove the '*' aliases`,
    );
  }
  return value as Record<string, unknown>;
}

/** T5: a few hundred bytes of nested aliases can stand for billions of values; anything that later
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

/**
 * Extracts and parses the frontmatter of a SKILL.md text.
 * @param complete false when `text` is only the head of the file (the caller may read more).
 * @param repair allow the F3 colon repair (standard and lenient modes).
 */
export function extractFrontmatter(text: string, complete = true, repair = false): FrontmatterResult {
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  let open: Line | undefined;
  for (const line of lines(text, i)) {
    if (line.text.trim() === "" && line.terminated) continue;
    open = line;
    break;
  }
  if (!open) return complete ? { kind: "missing" } : { kind: "need-more" };
  if (!OPEN_RE.test(open.text)) {
    if (!open.terminated && !complete && "---".startsWith(open.text.slice(0, 3)))
      return { kind: "need-more" };
    return { kind: "missing" };
  }
  if (!open.terminated) return complete ? { kind: "unclosed" } : { kind: "need-more" };
  i = open.next;

  const candidates: Line[] = [];
  for (const line of lines(text, i)) {
    if (!line.terminated && !complete) break; // a partial last line is not a candidate yet
    if (line.text === "---") candidates.push(line);
  }
  if (candidates.length === 0) return complete ? { kind: "unclosed" } : { kind: "need-more" };

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
  for (const [k, c] of candidates.entries()) {
    const yaml = yamlUpTo(k);
    try {
      return { kind: "ok", data: parseYamlMapping(yaml), yaml, bodyStart: c.next, repairedKeys: [] };
    } catch (e) {
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
  if (!complete) return { kind: "need-more" };
  return firstError ?? { kind: "invalid", message: "frontmatter is not valid YAML" };
}

function toInvalid(e: unknown, text: string, yamlStart: number): FrontmatterResult {
  // Line numbers are 1-based within the whole file, so an author can jump to them.
  const lineOffset = countNewlines(text, yamlStart);
  if (e instanceof YAMLException) {
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
 * F3 colon repair: a top-level plain value holding `: ` (`description: Use when: x`) is re-quoted.
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

/** F9: the body is everything after the closing delimiter, trimmed. */
export function extractBody(text: string): string {
  const fm = extractFrontmatter(text, true, true);
  if (fm.kind === "ok") return text.slice(fm.bodyStart).trim();
  return text.replace(/^\uFEFF/, "").trim();
}
