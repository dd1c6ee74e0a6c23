// X1: find shell snippets in a template. Pure: splitting the template into literal text and snippets
// BEFORE anything is substituted is what keeps user arguments out of shell text (X3).

export type TemplateSegment =
  | { readonly kind: "text"; readonly text: string }
  | {
      readonly kind: "shell";
      /** The exact command text handed to `sh -c` and to the permission callback. */
      readonly command: string;
      readonly form: "inline" | "block";
      /** 1-based line of the snippet in the template. */
      readonly line: number;
    };

export type ParsedTemplate =
  | { readonly ok: true; readonly segments: readonly TemplateSegment[] }
  | { readonly ok: false; readonly line: number; readonly message: string };

const FENCE_OPEN = /^ {0,3}(`{3,})!\s*$/;
const INLINE = /!`([^`\n]+)`/g;

function closesFence(line: string, ticks: number): boolean {
  const m = /^ {0,3}(`+)\s*$/.exec(line);
  return m !== null && m[1]!.length >= ticks;
}

/** Splits inline `` !`cmd` `` snippets out of a run of text that holds no fenced block. */
function inlineSegments(text: string, firstLine: number, out: TemplateSegment[]): void {
  let last = 0;
  // Lines are counted on from the previous match with the next line break remembered: counting from
  // the start for each snippet (or searching past the match for a break that is not there) made
  // files of many snippets quadratic (1 MB of one-snippet lines took minutes).
  let line = firstLine;
  let nextBreak = text.indexOf("\n");
  for (const m of text.matchAll(INLINE)) {
    const at = m.index;
    if (at > last) out.push({ kind: "text", text: text.slice(last, at) });
    while (nextBreak !== -1 && nextBreak < at) {
      line++;
      nextBreak = text.indexOf("\n", nextBreak + 1);
    }
    out.push({ kind: "shell", command: m[1]!, form: "inline", line });
    last = at + m[0].length;
  }
  if (last < text.length) out.push({ kind: "text", text: text.slice(last) });
}

/**
 * Splits a template into text and shell snippets: inline `` !`cmd` `` and fenced blocks opened by a line
 * of three or more backticks followed by `!` and closed by a fence at least as long. A fenced block
 * that is never closed is an error (running the rest of the file as a script is never what was meant).
 */
export function parseShellTemplate(template: string): ParsedTemplate {
  const lines = template.split(/(?<=\n)/);
  const segments: TemplateSegment[] = [];
  let text = "";
  let textLine = 1;
  for (let i = 0; i < lines.length; i++) {
    const open = FENCE_OPEN.exec(lines[i]!.replace(/\r?\n$/, ""));
    if (!open) {
      if (text === "") textLine = i + 1;
      text += lines[i];
      continue;
    }
    const ticks = open[1]!.length;
    let j = i + 1;
    while (j < lines.length && !closesFence(lines[j]!.replace(/\r?\n$/, ""), ticks)) j++;
    if (j >= lines.length) {
      return {
        ok: false,
        line: i + 1,
        message: `the shell block opened at line ${i + 1} is never closed; end it with a line of ${"`".repeat(ticks)}`,
      };
    }
    inlineSegments(text, textLine, segments);
    const command = lines
      .slice(i + 1, j)
      .join("")
      .replace(/\r?\n$/, "");
    segments.push({ kind: "shell", command, form: "block", line: i + 1 });
    // The closing fence's line break stays, so the output takes the place of the block's lines.
    const close = lines[j]!;
    text = close.endsWith("\n") ? (close.endsWith("\r\n") ? "\r\n" : "\n") : "";
    textLine = j + 1;
    i = j;
  }
  inlineSegments(text, textLine, segments);
  return { ok: true, segments };
}
