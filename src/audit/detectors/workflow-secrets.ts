// Every secret of a CI run dumped at once: GitHub Actions' `toJSON(secrets)` printed into the build log (the
// tj-actions/changed-files compromise encoded it twice so the log's masking missed it), encoded, sent by a
// request or written to a file that is uploaded (GhostAction, secret-dumping workflows). Handing the whole
// object to an action's input (`secrets: ${{ toJSON(secrets) }}`) or a file no step sends is not this.
import { mentionedOnly, SHOWS_ATTACK } from "../context.js";
import type { AuditLine, AuditText, TextHit } from "../rule-types.js";
import { lineAt, lineOf, startsOf } from "../text.js";

const ALL_SECRETS = /\btoJSON\(\s*secrets\s*\)/gi;
/** An env or output name bound to the dump: `ALL: ${{ toJSON(secrets) }}`, `ALL=${{ toJSON(secrets) }}`. */
const BOUND = /^\s*-?\s*([A-Za-z_]\w{0,60})\s*[:=]\s*["']?\$\{\{\s*toJSON\(\s*secrets\s*\)/i;
/** A line that sends, encodes or prints what it holds (to the build log, which anyone with read access sees). */
const OUT_LINE =
  /\b(?:curl|wget|Invoke-(?:WebRequest|RestMethod)|iwr|irm|nc|ncat|gh\s+gist|base64|xxd|openssl|gzip|echo|printf|Write-(?:Output|Host)|cat|print|console\.log)\b/i;
/** The dump only goes to a file: it counts when a later step sends or publishes that file. */
const TO_FILE = /(?:>>?|\btee\b|Out-File|Set-Content)\s*[^\s|&;]/;
const SENDS_LATER =
  /\b(?:upload-artifact|curl|wget|Invoke-(?:WebRequest|RestMethod)|gh\s+gist|gh\s+release\s+upload|git\s+push|scp|rsync|aws\s+s3\s+cp|gsutil\s+cp)\b/i;

/** The line at `at` (a 0-based line) prints, encodes or sends the dump; a write to a file counts if a later line sends. */
function dumped(text: string, starts: readonly number[], at: number, line: string): boolean {
  if (!OUT_LINE.test(line)) return false;
  if (!TO_FILE.test(line.replace(/\d?>\s*&\d|2>\s*\/dev\/null/g, " "))) return true;
  for (let i = at + 1; i < Math.min(starts.length, at + 16); i++)
    if (SENDS_LATER.test(lineAt(text, starts, i))) return true;
  return false;
}

/** The line uses `name` as a variable: `$ALL`, `${ALL}`, `env.ALL`, `environ["ALL"]`, `process.env.ALL`. */
function usesName(line: string, name: string): boolean {
  return (
    line.includes(`$${name}`) ||
    line.includes(`\${${name}`) ||
    line.includes(`env.${name}`) ||
    (line.includes("environ") && (line.includes(`"${name}"`) || line.includes(`'${name}'`)))
  );
}

/** A name bound to the dump used on one of the next 15 lines that prints, encodes or sends it. */
function boundUse(text: string, starts: readonly number[], at: number, name: string): boolean {
  for (let i = at + 1; i < Math.min(starts.length, at + 16); i++) {
    const line = lineAt(text, starts, i);
    if (usesName(line, name) && dumped(text, starts, i, line)) return true;
  }
  return false;
}

export function workflowSecretsDumped(file: AuditText, lines: readonly AuditLine[]): TextHit[] {
  const starts = startsOf(file);
  const text = file.text;
  for (const l of lines) {
    ALL_SECRETS.lastIndex = 0;
    const m = ALL_SECRETS.exec(l.text);
    if (!m) continue;
    const index = l.index + m.index;
    const at = lineOf(starts, index);
    const line = lineAt(text, starts, at);
    // A guide that warns against it ("never `echo '${{ toJSON(secrets) }}'`") or shows the attack.
    if (file.markdown && (mentionedOnly(file, index) || SHOWS_ATTACK.test(line))) continue;
    if (dumped(text, starts, at, line)) return [{ index, length: m[0].length }];
    const name = BOUND.exec(line)?.[1];
    if (name !== undefined && boundUse(text, starts, at, name)) return [{ index, length: m[0].length }];
  }
  return [];
}

export const WORKFLOW_SECRETS_HINTS = ["tojson"];
