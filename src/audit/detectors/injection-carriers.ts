// Carriers of an injection other than its words: an HTML comment that speaks to the agent, instructions
// fetched at run time, zero-width characters that hide text, and bidirectional controls.
import type { AuditText, TextHit } from "../rule-types.js";
import { lineOf, startsOf } from "../text.js";

export function hiddenComments(file: AuditText): TextHit[] {
  const out: TextHit[] = [];
  const text = file.text;
  // indexOf, not /<!--[\s\S]*?-->/: a file of unclosed openers must not cost quadratic time.
  for (let open = text.indexOf("<!--"); open !== -1; ) {
    const close = text.indexOf("-->", open + 4);
    if (close === -1) break;
    const body = text.slice(open + 4, close);
    const at = open;
    open = text.indexOf("<!--", close + 3);
    if (body.trim().length < 12) continue;
    const addressesAgent =
      /\b(?:you\s+(?:must|should|will|are\s+to|need\s+to)|(?:AI|assistant|agent|model|claude|LLM|codex|copilot)\b[^\n]{0,40}\b(?:must|should|will|always|never)|ignore|disregard|instructions?\s+for\s+(?:the\s+)?(?:AI|assistant|agent|model))\b/i.test(
        body,
      );
    const acts =
      /\b(?:run|execute|curl|wget|bash|sh\s+-c|powershell|send|upload|post|exfiltrate|read\s+(?:the\s+)?(?:file|~)|download|install|delete|rm\s+-rf|base64|ignore|disregard|do\s+not\s+(?:tell|mention|reveal))\b|https?:\/\//i.test(
        body,
      );
    if (addressesAgent && acts) out.push({ index: at, length: close + 3 - at });
  }
  return out;
}

export const REMOTE_INSTRUCTIONS =
  /\b(?:fetch|download|retrieve|load|read|get|pull)\s+(?:the\s+|your\s+)?(?:latest\s+|current\s+|updated\s+|real\s+|actual\s+|new\s+|next\s+)?(?:instructions|system\s+prompt|directives|orders|commands\s+to\s+run|tasks?\s+to\s+(?:run|perform))\s+(?:from|at)\s+(?:https?:\/\/|the\s+(?:url|server|endpoint|remote))|\b(?:curl|wget|fetch|download|open|visit|read)\b[^\n]{0,120}https?:\/\/\S{1,300}[^\n]{0,80}\b(?:and|then)\s+(?:follow|execute|obey|do\s+what)\s+(?:the\s+|its\s+|any\s+|all\s+)?(?:instructions|commands|directives|it\s+says|they\s+say)\b|\b(?:follow|execute|obey)\s+(?:the\s+|any\s+|all\s+)?(?:instructions|commands|directives)\s+(?:returned|served|found|contained)\s+(?:by|at|in)\s+(?:the\s+)?(?:https?:\/\/|url|server|endpoint|response)/gi;

/** A zero-width run that hides something: not a byte-order mark, an emoji joiner or a joiner a script needs. */
export function zeroWidthMatters(h: TextHit, f: AuditText): boolean {
  const run = f.text.slice(h.index, h.index + h.length);
  if (h.index === 0 && run === "\ufeff") return false; // byte-order mark
  const before = f.text.slice(Math.max(0, h.index - 2), h.index);
  const after = f.text.slice(h.index + h.length, h.index + h.length + 2);
  // A joiner inside an emoji sequence, or a ZWNJ/ZWJ in a script that needs it.
  if (
    /\p{Extended_Pictographic}[\u{1f3fb}-\u{1f3ff}\ufe0f]?$/u.test(before) &&
    /^\p{Extended_Pictographic}/u.test(after)
  )
    return false;
  return !(
    /^[\u200c\u200d]+$/.test(run) &&
    /[\p{Script=Arabic}\p{Script=Devanagari}\p{Script=Bengali}\p{Script=Sinhala}\p{Script=Malayalam}]/u.test(
      before + after,
    )
  );
}

/**
 * A lone bidirectional control a document names by its code point on the same line ("Using \u202e (U+202E) to
 * reverse text"): shown as the thing explained. A run of them, or one with no name beside it, reorders text.
 */
export function bidiMatters(h: TextHit, f: AuditText): boolean {
  if (!f.markdown || h.length !== 1) return true;
  const near = f.text.slice(Math.max(0, h.index - 40), h.index + 41);
  const named = /\b(?:U\+|\\u|0x)20(?:2[a-e]|6[6-9])\b/i.exec(near);
  if (!named) return true;
  // One control in the line, the one named: an override needs a second mark (its pop) to hide anything.
  // The line from the line table (a search back per hit would be quadratic on a long line of them), to 4,000 characters.
  const starts = startsOf(f);
  const at = lineOf(starts, h.index);
  const from = starts[at]!;
  const to = at + 1 < starts.length ? starts[at + 1]! : f.text.length;
  if (to - from > 4000) return true;
  return (f.text.slice(from, to).match(/[\u202a-\u202e\u2066-\u2069]/g) ?? []).length !== 1;
}
