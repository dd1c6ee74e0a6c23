// Secrets printed with the protection against printing them defeated: a CI runner masks its secrets in the log,
// so the step reverses them (`| rev`), spaces their letters (`sed 's/./& /g'`), encodes them because "only the
// plain value is masked", or says "do not redact". A log nobody may read in clear is then read in clear (and
// usually pasted somewhere). Texts that warn against it ("do not try to defeat masking") are left alone.
import type { AuditLine, AuditText, TextHit } from "../rule-types.js";
import { boundsAround, startsOf } from "../text.js";
import { DESCRIBES } from "./exfil-refusals.js";

/** The masking or redaction defeated, in words or by the known tricks. */
const DEFEATS = new RegExp(
  [
    String.raw`\|\s*rev\b(?!-)`,
    String.raw`\b(?:through|via|with|into|to)\s+[\x60'"]?rev[\x60'"]?(?=[\s,.;)]|$)`,
    String.raw`\bsed\s+(?:-e\s+)?['"]s\/(?:\.|\\\(\.\\\)|\(\.\))\/[^'"\n]{0,8}\s\/?g['"]`,
    // "unmasked" alone is a state (a masked/unmasked token in training); printed or shown unmasked is an order.
    String.raw`\b(?:print|echo|show|output|dump|display|paste|write|expose)\w{0,3}\b[^.\n]{0,60}?\bun-?(?:masked|redacted)\b`,
    String.raw`\b(?:do\s+not|don['’]t|never|without)\s+(?:redact|mask)(?:ing|ed|s)?\b(?!\s+(?:them|it)\s+(?:out|away))`,
    String.raw`\b(?:mask|masking|redaction)\b[^.\n]{0,60}?\b(?:does|do|will|would|can|could)(?:\s+not|n['’]t)\s+(?:hide|catch|see|apply|redact|recogni[sz]e|match|touch)`,
    String.raw`\b(?:bypass|avoid|defeat|evade|get\s+(?:a)?round|beat|dodge|fool|trick|slip\s+past|sneak\s+past)(?:es|s|ed|ing)?\s+(?:the\s+|its\s+|any\s+|[\w-]{1,30}['’]s\s+)?(?:secret\s+|log\s+|output\s+)?(?:mask(?:ing|s)?|redaction)\b`,
    String.raw`\bonly\s+masks?\s+the\s+(?:plain|raw|exact|literal|original)\b`,
    String.raw`(?<![\p{L}])(?:Maskierung|maskiert)\p{L}*\s+(?:\p{L}+\s+){0,4}?nicht|(?<![\p{L}])(?:unmaskiert|ungeschwärzt)|sin\s+(?:enmascarar|censurar)|sem\s+(?:mascarar|máscara)|non\s+masqu\p{L}+|sans\s+masquage|senza\s+mascher\p{L}+`,
  ].join("|"),
  "iu",
);
/** A secret of the run: a `*_TOKEN`-style name, `secrets.X`, or the words. */
const SECRET =
  /\b[A-Z][A-Z0-9_]{0,40}_(?:TOKEN|KEY|SECRET|PASSWORD|PASS|PAT|CREDENTIALS?)\b|\bsecrets\.\w|\$\{\{\s*secrets\b|\b(?:tokens?|secrets?|passwords?|credentials?|api\s+keys?|Passw[oö]rt\w*|contraseñas?|senhas?|mots?\s+de\s+passe)\b|токен\p{L}*|секрет\p{L}*|парол\p{L}*|密钥|令牌|密码/iu;
/** Said as what not to do: a "not" before the trick on its line, that is not itself "do not redact". */
const NOT_BEFORE = /\b(?:not|never|don['’]t|avoid|instead\s+of|rather\s+than|no)\b[^.\n]{0,50}$/i;
const SELF_NEGATED = /^(?:do\s+not|don['’]t|never|without|un)/i;

/** How far around the trick its secret and its words are read (lines, characters). */
const LINES = 2;
const REACH = 400;

/** A line that defeats the masking of a secret named near it. */
export function secretUnmasked(file: AuditText, lines: readonly AuditLine[]): TextHit[] {
  const text = file.text;
  const starts = startsOf(file);
  for (const l of lines) {
    const m = DEFEATS.exec(l.text);
    if (!m) continue;
    const index = l.index + m.index;
    if (!SELF_NEGATED.test(m[0]) && NOT_BEFORE.test(l.text.slice(Math.max(0, m.index - 60), m.index)))
      continue;
    const w = boundsAround(text, starts, index, LINES, LINES, REACH);
    const around = text.slice(w.from, w.to);
    if (!SECRET.test(around) || DESCRIBES.test(around)) continue;
    return [{ index, length: m[0].length }];
  }
  return [];
}

/** Hint words (lowercase ASCII): the tricks' and the words' stems; other scripts' words go with the Latin ones. */
export const SECRET_UNMASKED_HINTS = [
  "| rev",
  "|rev",
  "`rev",
  "rev`",
  "through rev",
  "via rev",
  "mask",
  "redact",
  "s/./",
  "s/\\(.\\)/",
  "maskier",
  "enmascar",
  "censurar",
  "mascar",
  "scara",
  "masqu",
  "mascher",
];
