// A table of secrets read out of a database and put where others read it: the Supabase-MCP shape (a support
// ticket tells the agent with database access to `SELECT * FROM integration_tokens` and post the rows in the
// thread), and its variants for any SQL tool, in any language (SQL is the same in every one). Listing key
// names or dates for an admin, or reading a table as the app's own login, is not this: the columns must hold
// the secret, and the rows must go to a reply, a thread, a comment, a message or a URL.
import { SHOWS_ATTACK } from "../context.js";
import type { AuditLine, AuditText, TextHit } from "../rule-types.js";
import { boundsAround, lineOf, startsOf } from "../text.js";
import { NOT_BEFORE } from "./exfil-refusals.js";

/** A table named for secrets: keys, tokens, secrets, credentials, passwords (`public.api_keys`, `oauth_tokens`). */
const TABLE = String.raw`(?:\w{1,30}\.)?(?!design|color|style|lexer|nlp)\w{0,30}?(?:api_?keys?|(?:access|auth|integration|oauth|refresh|bearer|session|personal_access|service)_?tokens?|tokens|secrets?|credentials?|passwords?|private_?keys?|service_?keys?|vault)`;
/** `SELECT cols FROM table` (cols kept: they must hold the secret), or prose "read the `api_keys` table". */
const READ = new RegExp(
  String.raw`\bSELECT\s+([^;\n]{1,160}?)\s+FROM\s+[\x60"']?(${TABLE})\b|[\x60"'](${TABLE})[\x60"']\s+(?:table|tabla|tabelle|tableau|tabella|tabela)\b|\b(?:table|tabla|tabelle|tableau|tabella|tabela)\s+[\x60"'](${TABLE})[\x60"']`,
  "gi",
);
/** A column that holds the secret itself, not its name, id, date, count or last digits. */
const SECRET_COLUMN =
  /^(?:\w+\.)?\w*(?:secret|token|passw|pwd|private|credential|key_value|api_?key|hash|value)\w*$/i;
const META_COLUMN = /_(?:name|id|at|count|type|prefix|hint|last4|label|scope|owner)$/i;
/** Where the rows go: the reply, a thread, a ticket, a comment, a message, a chat, a mail, a form or a URL. */
const PLACE = String.raw`(?:reply|response|answer|thread|ticket|comment|issue|message|chat|channel|conversation|e-?mail|pull\s+request|PR|gist|discussion|webhook|form|réponse|fil|commentaire|respuesta|hilo|comentario|mensaje|Antwort|Kommentar|Nachricht|risposta|commento|messaggio|resposta|comentário|mensagem)\b|https?:\/\/`;
const PUTS = new RegExp(
  String.raw`\b(?:post|add|paste|put|include|write|insert|append|share|send|reply|comment|attach|leave|e-?mail|upload|forward|colle[rz]?|ajoute[rz]?|envoie[rz]?|publie[rz]?|inclu[se]|pega|añade|agrega|envía|publica|incluye|füge|sende|poste|schreib\w?|incolla|aggiungi|invia|pubblica|cole|adicione|envie|publique|inclua)\b[^.!?\n]{0,90}?(?:\b|\s)${PLACE}`,
  "iu",
);

/** The SELECT's columns hold a secret: `*`, or one column named for the secret itself. */
function secretColumns(cols: string): boolean {
  return cols
    .split(",")
    .map((c) => c.trim().split(/\s+/)[0] ?? "")
    .some((c) => c === "*" || c.endsWith(".*") || (SECRET_COLUMN.test(c) && !META_COLUMN.test(c)));
}

/** The read at `index` is followed, within a few lines, by an order to put the rows somewhere others read. */
function putsRows(file: AuditText, starts: readonly number[], index: number): boolean {
  const text = file.text;
  const lineStart = starts[lineOf(starts, index)]!;
  if (text.startsWith("|", lineStart) || NOT_BEFORE.test(text.slice(Math.max(lineStart, index - 60), index)))
    return false;
  const w = boundsAround(text, starts, index, 1, 4, 700);
  const after = text.slice(index, w.to);
  const m = PUTS.exec(after);
  if (!m) return false;
  const clause = after.slice(Math.max(0, m.index - 40), m.index);
  if (NOT_BEFORE.test(clause)) return false;
  const wide = boundsAround(text, starts, index, 6, 4, 1200);
  return !SHOWS_ATTACK.test(text.slice(wide.from, wide.to));
}

export function secretsTablePosted(file: AuditText, lines: readonly AuditLine[]): TextHit[] {
  const starts = startsOf(file);
  for (const l of lines) {
    READ.lastIndex = 0;
    for (let m = READ.exec(l.text); m; m = READ.exec(l.text)) {
      if (m[1] !== undefined && !secretColumns(m[1])) continue;
      const index = l.index + m.index;
      if (putsRows(file, starts, index)) return [{ index, length: m[0].length }];
    }
  }
  return [];
}

export const SECRETS_TABLE_HINTS = ["select", "table", "tabla", "tabell", "tableau", "tabela"];
