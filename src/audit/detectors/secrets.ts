// Secrets written into a skill: a small documented set of provider formats with fixed prefixes.
import type { AuditLine, AuditText, TextHit } from "../rule-types.js";
import { lineHits } from "../text.js";

// Secret patterns: a small documented set of provider formats with fixed prefixes (low false
// positives), modelled on the public gitleaks rules. Generic "password = ..." guesses are left out.
const SECRET =
  /\b(?:AKIA|ASIA)[0-9A-Z]{16}\b|\bgh[pousr]_[A-Za-z0-9]{36,400}\b|\bgithub_pat_[A-Za-z0-9_]{60,400}\b|\bglpat-[A-Za-z0-9_-]{20}\b|\bxox[abposr]-[0-9]{6,400}-[0-9A-Za-z-]{10,400}|\bsk_live_[0-9A-Za-z]{24,400}\b|\brk_live_[0-9A-Za-z]{24,400}\b|\bAIza[0-9A-Za-z_-]{35}\b|\bsk-ant-(?:api|admin)\d{2}-[A-Za-z0-9_-]{80,400}|\bsk-(?:proj-|svcacct-)?[A-Za-z0-9_-]{48,400}|\bnpm_[A-Za-z0-9]{36}\b|\bpypi-AgEIcHlwaS5vcmc[A-Za-z0-9_-]{50,400}|\bSG\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}\b|\bhf_[A-Za-z]{34}\b|-----BEGIN (?:RSA |EC |DSA |OPENSSH |PGP |ENCRYPTED )?PRIVATE KEY(?: BLOCK)?-----/g;

/** Placeholders docs use in place of a real secret. */
const PLACEHOLDER =
  /EXAMPLE|example|XXXX|xxxx|0000000000|1234567890|abcdef|your[_-]?|placeholder|dummy|fake|sample|redacted|\.\.\./;

export function secrets(file: AuditText, lines: readonly AuditLine[]): TextHit[] {
  const out: TextHit[] = [];
  for (const m of lineHits(SECRET, lines)) {
    const value = file.text.slice(m.index, m.index + m.length);
    if (value.startsWith("-----BEGIN")) {
      // A real key block has a base64 body; a template line ("-----BEGIN … KEY-----\n...") does not.
      const after = file.text.slice(m.index + value.length, m.index + value.length + 200);
      if (!/^\s*(?:[A-Za-z0-9+/=]{40,}|Proc-Type:)/.test(after)) continue;
    } else if (value.startsWith("sk-") && !value.startsWith("sk-ant-") && !value.includes("T3BlbkFJ"))
      continue;
    else if (PLACEHOLDER.test(value) || /(.)\1{7,}/.test(value)) continue;
    out.push(m);
  }
  return out;
}
