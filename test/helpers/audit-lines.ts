// A text's lines as the scanner hands them to a detector (offset and text), for tests that call a detector alone.
import type { AuditLine } from "../../src/audit/rule-types.js";

export const auditLinesOf = (text: string): AuditLine[] => {
  let index = 0;
  return text.split("\n").map((t) => {
    const l = { index, text: t };
    index += t.length + 1;
    return l;
  });
};
