// A high rule and its medium twin that read the same lines of a file the same way and only keep different
// matches (agent-config-tampering and agent-config-write, agent-permission-bypass and agent-permission-flag):
// the reading is done once per file and lines, each rule takes its part.
import type { AuditLine, AuditText } from "../rule-types.js";

const sameLines = (a: readonly AuditLine[], b: readonly AuditLine[]): boolean =>
  a === b || (a.length === b.length && a.every((l, i) => l.index === b[i]!.index && l.text === b[i]!.text));

/** `read` answered once for a file and its lines: asked again with the same ones, the first answer. */
export function oncePerLines<T>(
  read: (file: AuditText, lines: readonly AuditLine[]) => T,
): (file: AuditText, lines: readonly AuditLine[]) => T {
  const memo = new WeakMap<AuditText, { readonly lines: readonly AuditLine[]; readonly value: T }>();
  return (file, lines) => {
    const got = memo.get(file);
    if (got !== undefined && sameLines(got.lines, lines)) return got.value;
    const value = read(file, lines);
    memo.set(file, { lines, value });
    return value;
  };
}
