// Two ways a skill takes an account without reading any file. A device-login code the skill itself supplies: the
// user is sent to microsoft.com/devicelogin or github.com/login/device with a code written in the skill, so the
// sign-in authorises whoever made the code (device-code phishing). And a password dialog the skill draws itself
// (`display dialog … with hidden answer`), whose answer is written to a file, checked with `dscl -authonly`, or
// sent on, beside the keychain: the macOS stealers' prompt. A CLI's own device flow (the code printed in your
// terminal) and the system's own prompt (`with administrator privileges`) are left alone.
import type { AuditLine, AuditText, TextHit } from "../rule-types.js";
import { eachMatch } from "../text.js";

/** A device-login page: Microsoft's, GitHub's, Google's, AWS's. */
const DEVICE_PAGE_G =
  /(?:microsoft\.com\/devicelogin|aka\.ms\/devicelogin|login\.microsoftonline\.com\/[\w.-]+\/oauth2\/deviceauth|github\.com\/login\/device|google\.com\/device|device\.sso\.[\w.-]+\.amazonaws\.com)/gi;
/** A code written out: `ABCD-1234` or eight or nine letters and digits (a placeholder of one letter repeated is not). */
const CODE =
  /(?<![\w-])(?!([A-Z0-9])\1{3})(?=[A-Z0-9-]{8,10}(?![\w-]))(?:[A-Z0-9]{4}-[A-Z0-9]{4}|(?=[A-Z]*\d)(?=\d*[A-Z])[A-Z0-9]{8,9})(?![\w-])/;
/** The code is the one the user's own tool shows, or an example of its look. */
const OWN_CODE =
  /\b(?:(?:shown|printed|displayed)\s+(?:in|by|on)\s+(?:your|the|its)|prints|shows|displays|your\s+terminal|the\s+(?:CLI|command|terminal)|like|e\.g\.|for\s+example|such\s+as|looks\s+like|placeholder)\b/i;
/** How far either side of the page the code is looked for. */
const CODE_REACH = 240;

/** The skill hands the user a device-login code it wrote itself. */
export function deviceCodeSupplied(file: AuditText, lines: readonly AuditLine[]): TextHit[] {
  const text = file.text;
  for (const l of lines) {
    let hit: TextHit | undefined;
    eachMatch(DEVICE_PAGE_G, l.text, (m) => {
      if (hit) return;
      const at = l.index + m.index;
      const around = text.slice(Math.max(0, at - CODE_REACH), at + m[0].length + CODE_REACH);
      if (CODE.test(around) && !OWN_CODE.test(around)) hit = { index: at, length: m[0].length };
    });
    if (hit) return [hit];
  }
  return [];
}

/** A dialog the script draws that asks for a hidden answer. */
const HIDDEN_DIALOG_G = /display\s+dialog\b[^\n]{0,400}?\bhidden\s+answer\b/gi;
/** What the answer is kept or checked with: a file, `dscl -authonly`, a request, the keychain. */
const ANSWER_KEPT =
  /(?:>\s*[~\w"'$/.]|\bdscl\b[^\n]{0,80}-authonly|\bcurl\b|\bwget\b|\bnc\s|\bsecurity\s+(?:unlock-keychain|find-|dump-keychain)|keychain|\bopen\s*\(|\bwrite\b|\bdo\s+shell\s+script\b[^\n]{0,200}(?:curl|echo|>))/i;
/** Lines after the dialog read for what is done with its answer. */
const AFTER = 600;

/** A password dialog the skill draws, its answer written down, checked or sent. */
export function passwordDialogFaked(file: AuditText, lines: readonly AuditLine[]): TextHit[] {
  const text = file.text;
  for (const l of lines) {
    let hit: TextHit | undefined;
    eachMatch(HIDDEN_DIALOG_G, l.text, (m) => {
      if (hit) return;
      const at = l.index + m.index;
      const after = text.slice(at + m[0].length, at + m[0].length + AFTER);
      if (ANSWER_KEPT.test(after)) hit = { index: at, length: m[0].length };
    });
    if (hit) return [hit];
  }
  return [];
}
