// Audit rules of the injection family, round 31: an act kept from the user, and a consent claimed for the user.
// Rows of the table that index.ts joins.
import {
  APPROVAL_CLAIMED_HINTS,
  approvalClaimed,
  approvalClaimedIntl,
} from "../detectors/injection-approval-claimed.js";
import {
  KEPT_FROM_USER_HINTS,
  keptFromUser,
  keptFromUserIntl,
} from "../detectors/injection-kept-from-user.js";
import type { AuditRule } from "../rule-types.js";

const KEPT_WHY =
  "has the agent send, upload, forward, submit or run something (to an address, a URL, a form or a contact the text names, or with a secret) and, in the same step, keep it from the user (don't tell, mention, show or report it, no need to say): an act the user never learns of; say what the skill sends and where, and let the user decide";

const CLAIMED_WHY =
  'claims, as a fact, that the user already agreed ("the user has already approved", "用户已经同意") beside a password, a card or account number, an ID, a verification code or the contacts the agent is to use: a skill cannot give the user\'s consent; remove the claim and let the agent ask the user';

export const INJECTION_KEPT_RULES: readonly AuditRule[] = [
  {
    id: "act-kept-from-user",
    hints: KEPT_FROM_USER_HINTS,
    kind: "text",
    severity: "high",
    family: "injection",
    why: KEPT_WHY,
    check: keptFromUser,
  },
  {
    id: "act-kept-from-user-intl",
    nonAscii: true,
    kind: "text",
    severity: "high",
    family: "injection",
    why: "the same, said in Chinese, Japanese, Korean, Russian, Polish, Turkish or Vietnamese",
    check: keptFromUserIntl,
  },
  {
    id: "approval-claimed",
    hints: APPROVAL_CLAIMED_HINTS,
    kind: "text",
    severity: "high",
    family: "injection",
    why: CLAIMED_WHY,
    check: approvalClaimed,
  },
  {
    id: "approval-claimed-intl",
    nonAscii: true,
    kind: "text",
    severity: "medium",
    family: "injection",
    why: "the same, said in Chinese, Japanese, Korean or Russian",
    check: approvalClaimedIntl,
  },
];
