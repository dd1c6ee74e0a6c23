// Shell snippets of Markdown templates: `!` commands run when a skill or command is expanded, and
// what they do with the user's arguments.
import type { AuditText, TextHit } from "../rule-types.js";
import { eachMatch } from "../text.js";

const FENCE_OPEN = /^ {0,3}(`{3,})!\s*$/;
const FENCE_CLOSE = /^ {0,3}(`+)\s*$/;
const INLINE = /!`([^`\n]+)`/g;

type Snippet = { readonly index: number; readonly command: string };

/**
 * `!` shell snippets of a Markdown template, found as the shell expander finds them (inline
 * `` !`cmd` `` and blocks fenced by a line of 3+ backticks and `!`), in one linear pass over the lines.
 * A block never closed is no snippet (the expander refuses such a template).
 */
function shellSnippets(text: string): Snippet[] {
  const out: Snippet[] = [];
  let offset = 0;
  let fence: { ticks: number; index: number; body: number } | undefined;
  for (const raw of text.split("\n")) {
    const line = raw.endsWith("\r") ? raw.slice(0, -1) : raw;
    if (fence) {
      const close = FENCE_CLOSE.exec(line);
      if (close && close[1]!.length >= fence.ticks) {
        out.push({ index: fence.index, command: text.slice(fence.body, Math.max(fence.body, offset - 1)) });
        fence = undefined;
      }
    } else {
      const open = FENCE_OPEN.exec(line);
      if (open) fence = { ticks: open[1]!.length, index: offset, body: offset + raw.length + 1 };
      else eachMatch(INLINE, line, (m) => out.push({ index: offset + m.index, command: m[1]! }));
    }
    offset += raw.length + 1;
  }
  return out;
}

const ARG_REF = String.raw`\$(?:ARGUMENTS\b|\{ARGUMENTS\}|[1-9@*]|\{(?:[1-9][0-9]*|[@*])\})`;
const ARGS_AS_CODE = new RegExp(
  String.raw`\b(?:eval|(?:ba|z|da|k)?sh\s+-\w*c|python[23]?\s+-c|node\s+(?:-e|--eval|-p)|perl\s+-e|ruby\s+-e|php\s+-r|xargs\s+(?:-\S{1,30}\s+){0,6}(?:ba|z)?sh)\b[^\n]{0,300}${ARG_REF}`,
);

const ARG_USE = new RegExp(ARG_REF);

const snippetsOfFile = new WeakMap<AuditText, readonly Snippet[]>();
/** shellSnippets of a file, found once for its two rules (each read every line of the file). */
function snippetsOf(file: AuditText): readonly Snippet[] {
  let found = snippetsOfFile.get(file);
  if (!found) {
    found = shellSnippets(file.text);
    snippetsOfFile.set(file, found);
  }
  return found;
}

export function snippetArgs(file: AuditText, asCode: boolean): TextHit[] {
  const out: TextHit[] = [];
  for (const s of snippetsOf(file)) {
    if (!ARG_USE.test(s.command)) continue;
    if (ARGS_AS_CODE.test(s.command) === asCode)
      out.push({ index: s.index, length: Math.min(s.command.length + 2, 200) });
  }
  return out;
}
