// Browser storage sent to another host: the page's cookies, its whole localStorage or sessionStorage, or a
// stored token handed to a beacon, an image URL or a redirect, in code a skill asks to add to a page or an
// extension (the XSS cookie grab, SPA token theft, session-stealing extensions). A site reading its own
// storage, setting it after a login, or sending a token as a login header to its own API is how apps work;
// a relative URL is the page's own origin.
import { inAttackSection, mentionedOnly, SHOWS_ATTACK } from "../context.js";
import type { AuditLine, AuditText, TextHit } from "../rule-types.js";
import { boundsAround, startsOf } from "../text.js";

/**
 * A read of browser storage: the cookie string, a storage object whole or one item of it, the cookie API of
 * an extension. Writes (`document.cookie = …`, `setItem`, `removeItem`, `clear`) are not reads.
 */
const STORE =
  /\bdocument\.cookie\b(?!\s*=(?!=))|\b(?:local|session)Storage\b(?!\s*\.\s*(?:setItem|removeItem|clear|length)\b)|\b(?:chrome|browser)\.cookies\.getAll\b|\bindexedDB\.databases\b/g;
/** The read takes one item (`.getItem(`, `.token`, `['t']`), not the whole store. */
const ONE_ITEM = /^\s*(?:\.\s*\w|\[)/;
/** A call that sends: fetch, a beacon, XHR, axios, jQuery, a socket, an image or frame URL, a redirect. */
const SENDS =
  /\b(?:fetch|sendBeacon|axios(?:\.(?:post|get|put|patch))?|\$\.(?:post|get|ajax)|XMLHttpRequest|WebSocket|EventSource)\s*\(|\.(?:src|href)\s*=(?!=)|\blocation(?:\.href)?\s*=(?!=)|\.send\s*\(|\.open\s*\(\s*["'](?:GET|POST|PUT)\b/;
/** Sends that carry no login: a beacon, an image or frame URL, a redirect (only data rides on them). */
const URL_ONLY = /\bsendBeacon\s*\(|\.(?:src|href)\s*=(?!=)|\blocation(?:\.href)?\s*=(?!=)/;
/** An absolute URL to a host that is not this machine. */
const FAR_URL =
  /(?:https?:|["'\x60])\/\/(?!(?:localhost|127\.0\.0\.1|0\.0\.0\.0|\[::1\])(?![\w.-]))[\w-]+(?:\.[\w-]+)+/i;
/** The read sits in a request header: a login to the site's API, not a theft. */
const IN_HEADER =
  /(?:Authorization|Bearer\s|["']?(?:Cookie|X-[\w-]{0,30}(?:Token|Auth|Key|Session|CSRF|XSRF)[\w-]{0,10})["']?\s*:|headers\s*[:=]\s*\{)[^\n;]{0,80}$/i;
/** Words of a text that explains the attack (XSS write-ups, CSP guides, pentest notes) rather than orders it. */
const EXPLAINS =
  /\b(?:XSS|cross[\s-]site|steal\w{0,3}|exfiltrat\w{0,5}|hijack\w{0,3}|payloads?|PoC|pen-?test\w{0,3}|penetration|HttpOnly|sanitiz\w{0,5}|escap(?:e|ing)\s+(?:user|output|input)|Content-Security-Policy|CSP)\b|\/\/(?:attacker|evil)\.|窃取|劫持|攻击|漏洞|渗透|盗取|攻撃|脆弱性|탈취|공격|취약|атак|уязвим/i;

/** The read is a test (`if (localStorage.getItem('consent') === 'true')`), not data. */
const TESTED_AFTER =
  /^(?:\s*\.\s*getItem\s*\([^()\n]{0,80}\)|\s*(?:\.\s*\w{1,40}|\[[^\]\n]{0,80}\]))?\s*(?:[!=]==?|\.(?:includes|indexOf|match|startsWith)\s*\()/;
const TESTED_BEFORE = /\b(?:if|while)\s*\(\s*!?\s*$|[!=]==?\s*$/;
/** The read is bound to a name on its line (`const d = { c: document.cookie }`): the name is sent later. */
const BOUND_TO = /(?:^|[\s;{(])(?:const|let|var)?\s*([A-Za-z_$][\w$]{0,40})\s*=(?!=)[^;\n]{0,200}$/;

type Span = { readonly from: number; readonly to: number };

/**
 * A sender on the read's own line (`new Image().src = … + document.cookie`, `getAll({}, (c) => fetch(…))`), or a
 * call opened on the lines before it (a fetch whose body is written over several lines). `own`: the read's line
 * cut to 400 characters either side; `w`: the window of lines around it.
 */
function senderAround(text: string, own: Span, w: Span): boolean {
  return SENDS.test(text.slice(own.from, own.to)) || SENDS_CALL.test(text.slice(w.from, own.from));
}
const SENDS_CALL =
  /\b(?:fetch|sendBeacon|axios(?:\.(?:post|get|put|patch))?|\$\.(?:post|get|ajax)|XMLHttpRequest|WebSocket|EventSource)\s*\(/;

/** The name the read is bound to (`const d = { c: document.cookie }`) is sent on one of the next lines. */
function nameSentAfter(text: string, own: Span, index: number, w: Span): boolean {
  const name = BOUND_TO.exec(text.slice(own.from, index))?.[1];
  if (name === undefined || text[own.to] !== "\n") return false;
  const used = new RegExp(String.raw`(?<![\w$.])${name.replace("$", "\\$")}\b`);
  return text
    .slice(own.to + 1, w.to)
    .split("\n")
    .some((line) => SENDS.test(line) && used.test(line));
}

/** The storage read at `index` (`length` long) goes to another host in the lines around it. */
function sentFar(file: AuditText, starts: readonly number[], index: number, length: number): boolean {
  const text = file.text;
  const own = boundsAround(text, starts, index, 0, 0, 400);
  const before = text.slice(Math.max(own.from, index - 120), index);
  if (IN_HEADER.test(before) || TESTED_BEFORE.test(before)) return false;
  const rest = text.slice(index + length, index + length + 100);
  if (TESTED_AFTER.test(rest)) return false;
  const w = boundsAround(text, starts, index, 3, 2, 400);
  const around = text.slice(w.from, w.to);
  if (!SENDS.test(around) || !FAR_URL.test(around)) return false;
  // One stored item may be the site's own token for its API; only a beacon, an image URL or a redirect is no login.
  if (ONE_ITEM.test(rest) && !URL_ONLY.test(around)) return false;
  if (!senderAround(text, own, w) && !nameSentAfter(text, own, index, w)) return false;
  const wide = boundsAround(text, starts, index, 8, 2, 1200);
  const context = text.slice(wide.from, wide.to);
  return (
    !EXPLAINS.test(context) &&
    !SHOWS_ATTACK.test(context) &&
    !mentionedOnly(file, index) &&
    !(file.markdown && inAttackSection(file, index))
  );
}

export function browserStorageSent(file: AuditText, lines: readonly AuditLine[]): TextHit[] {
  const starts = startsOf(file);
  for (const l of lines) {
    STORE.lastIndex = 0;
    for (let m = STORE.exec(l.text); m; m = STORE.exec(l.text)) {
      const index = l.index + m.index;
      if (sentFar(file, starts, index, m[0].length)) return [{ index, length: m[0].length }];
    }
  }
  return [];
}

export const BROWSER_STORAGE_HINTS = [
  "document.cookie",
  "localstorage",
  "sessionstorage",
  "cookies.getall",
  "indexeddb",
];
