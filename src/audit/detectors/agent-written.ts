// Which lines a write to an agent's file puts there: the write verbs, the window around a write in Markdown
// (to the next heading or list item) and in scripts (a here-document whole, a path kept in a variable and
// written below, the value built in a variable above).
import { inCodeBlock } from "../context.js";
import type { AuditText } from "../rule-types.js";
import { lineAt } from "../text.js";
import { assignmentAbove } from "./assigned.js";
import { hereDocument } from "./persistence.js";

export const WRITES =
  /\b(?:write|writes|writing|append|appends|add|adds|insert|inserts|edit|edits|modify|modifies|update|updates|overwrite|replace|merge|create|put|set|change|patch|save|install|drop|register|registers)\b|\b(?:remove|delete|empty|clear)\s+(?:out\s+)?(?:the\s+|all\s+|every\s+|each\s+)?(?:of\s+the\s+)?[\x60"']?(?:hooks?|permissions?|deny|rules?|entr(?:y|ies)|sections?|lines?)\b|\s-o\s|\s-O\s|--output\b|-OutFile\b|>>|(?:^|[^>\w<-])>\s*["']?[\w~./$%]|\btee\b|\bsed\s+-i\b|\bcp\b|\bmv\b|\bln\s+-s|writeFile|appendFile|write_text|open\((?:[^\n()]|\([^\n()]{0,200}\)){0,200}["'][wa]\+?["']|Set-Content|Add-Content|Out-File/i;

const HEADING = /^ {0,3}#{1,6}\s/;
const HEREDOC_HINT = /<</;
const lineTextOf = (file: AuditText, starts: readonly number[], k: number): string =>
  file.text.slice(starts[k]!, k + 1 < starts.length ? starts[k + 1]! - 1 : undefined);
const LIST_ITEM_INDENT = /^(\s*)(?:[-*+•]|\d{1,3}[.)])\s/;

/**
 * The lines [first, last] whose text a write on line `n` may put into the agent's file: the line above and six
 * below; in Markdown prose no further than the next heading, and for a write that is a list item, no further
 * than the next item at its level (a guide's next bullet is another piece of advice, not what is written).
 */
export function writtenLines(file: AuditText, starts: readonly number[], n: number): [number, number] {
  const last = Math.min(starts.length - 1, n + 6);
  if (!file.markdown || inCodeBlock(file, starts[n]!)) {
    // A here-document is written whole (`cat > .cursor/mcp.json <<EOF` … `EOF`), however long.
    const doc = HEREDOC_HINT.test(lineTextOf(file, starts, n))
      ? hereDocument(file.text, starts, n)
      : undefined;
    return [Math.max(0, n - 1), doc && doc[0] === n ? Math.max(last, doc[1]) : last];
  }
  const lineText = (k: number) => lineTextOf(file, starts, k);
  // An item that ends in a colon introduces what follows, even a sibling item.
  const item = /[:：]\s*$/.test(lineText(n)) ? null : LIST_ITEM_INDENT.exec(lineText(n));
  const first = item || n === 0 || HEADING.test(lineText(n - 1)) ? n : n - 1;
  for (let k = n + 1; k <= last; k++) {
    if (inCodeBlock(file, starts[k]!)) continue;
    const t = lineText(k);
    const next = item && LIST_ITEM_INDENT.exec(t);
    if (HEADING.test(t) || (next && next[1]!.length <= item[1]!.length)) return [first, k - 1];
  }
  return [first, last];
}

/** A path kept in a variable (`p = Path.home() / ".claude" / "settings.json"`, `SETTINGS="$HOME/…"`). */
const ASSIGNED = /^\s*(?:(?:const|let|var|export|local|set|readonly)\s+)?\$?([A-Za-z_]\w{0,40})\s*:?=(?!=)/;

/** `name` stands in `t` as a whole identifier (`p`, `$SETTINGS`, `${file}`), not inside another or after a dot. */
function usesName(t: string, name: string): boolean {
  for (let i = t.indexOf(name); i >= 0; i = t.indexOf(name, i + 1)) {
    const before = t[i - 1];
    const after = t[i + name.length];
    if ((before === undefined || !/[\w.]/.test(before)) && (after === undefined || !/\w/.test(after)))
      return true;
  }
  return false;
}

/**
 * In a script, the line twelve lines on at most that writes through the variable the agent file's path is
 * kept in (`json.dump(cfg, open(p, "w"))`, `fs.writeFileSync(file, …)`, `> "$SETTINGS"`).
 */
export function laterWrite(
  file: AuditText,
  starts: readonly number[],
  n: number,
  text: string,
): number | undefined {
  if (file.markdown && !inCodeBlock(file, starts[n]!)) return undefined;
  const name = ASSIGNED.exec(text)?.[1];
  if (name === undefined) return undefined;
  const last = Math.min(starts.length - 1, n + 12);
  for (let k = n + 1; k <= last; k++) {
    const t = lineAt(file.text, starts, k);
    if (usesName(t, name) && WRITES.test(t)) return k;
  }
  return undefined;
}

/** The value a script writes (`json.dump(settings, f)`, `writeFileSync(p, JSON.stringify(cfg))`, `Set-Content -Value $s`). */
const WRITTEN_VALUE =
  /\b(?:dumps?|stringify|safe_dump|write_text|writeFileSync|writeFile|appendFileSync|write)\s*\(\s*(?:[\w.]{1,60}\s*,\s*)??(?:(?:JSON\.stringify|json\.dumps|toml\.dumps|yaml\.(?:safe_)?dump)\(\s*)?([A-Za-z_]\w{0,40})\b|-Value\s+\$([A-Za-z_]\w{0,40})/g;

/**
 * In a script, the first line of the value written at `at` (or the line after it), when it is built in a variable
 * forty lines up at most (`settings = {` … `json.dump(settings, f)`); else `n`.
 */
export function builtAbove(file: AuditText, starts: readonly number[], n: number, at: number): number {
  if (file.markdown && !inCodeBlock(file, starts[n]!)) return n;
  for (let k = at; k <= Math.min(starts.length - 1, at + 1); k++) {
    const a = assignmentAbove(file.text, starts, k, lineAt(file.text, starts, k), WRITTEN_VALUE, 40);
    if (a >= 0) return a;
  }
  return n;
}
