// Audit rules of one family: text that tries to take over the agent or hide what it does.
// Rows of the table that index.ts joins.

import {
  APPROVAL_BYPASS,
  APPROVAL_HINTS,
  OVERRIDE_GATES,
  OVERRIDE_HINTS,
  overrideHits,
} from "../detectors/injection.js";
import { ACT_ORDERED_HINTS, actOrdered, actOrderedIntl } from "../detectors/injection-act-ordered.js";
import {
  ACT_CONCEALED_HINTS,
  AI_READER_HINTS,
  actConcealed,
  aiReaderOrder,
  HIDDEN_HINTS,
  hiddenOrder,
  ROLE_TOKEN_HINTS,
  roleTokenOrder,
  TASK_DROPPED_HINTS,
  taskDropped,
} from "../detectors/injection-addressed.js";
import {
  APPROVAL_MISLED_GATES,
  APPROVAL_MISLED_HINTS,
  approvalMisled,
  approvalMisledIntl,
} from "../detectors/injection-approval-misled.js";
import { AUTHORITY_HINTS, authorityClaim } from "../detectors/injection-authority.js";
import {
  bidiMatters,
  hiddenComments,
  REMOTE_INSTRUCTIONS,
  zeroWidthMatters,
} from "../detectors/injection-carriers.js";
import { CODE_HIDDEN_HINTS, codeHidden } from "../detectors/injection-code-hidden.js";
import { CONCEALMENT_HINTS, concealment, OBLIGED_CONCEALMENT } from "../detectors/injection-conceal.js";
import { CONCEALED_ACT_HINTS, concealedAct } from "../detectors/injection-conceal-act.js";
import { contextHarvest, HARVEST_HINTS } from "../detectors/injection-context-harvest.js";
import { COVERT_HINTS, covertOrder } from "../detectors/injection-covert.js";
import {
  DATA_AUTHORITY_HINTS,
  dataAuthority,
  dataAuthorityIntl,
} from "../detectors/injection-data-authority.js";
import { dataOrders, dataOrdersIntl } from "../detectors/injection-data-orders.js";
import { DATA_ORDERS_HINTS } from "../detectors/injection-data-orders-words.js";
import { DESTINATION_HINTS, destinationSwap } from "../detectors/injection-destination.js";
import { FALSE_REPORT_HINTS, falseReport } from "../detectors/injection-false-report.js";
import { MISLED_HINTS, userMisled } from "../detectors/injection-misled.js";
import { OVERRIDE_LATIN, otherLanguageHits } from "../detectors/injection-other-language.js";
import { phraseHits, unquoted } from "../detectors/injection-phrases.js";
import { plantedRequests } from "../detectors/injection-planted.js";
import {
  OUTRANKS_USER_HINTS,
  outranksUser,
  READER_ADDRESS_HINTS,
  RULES_OFF_HINTS,
  readerOrder,
  rulesDeclaredOff,
} from "../detectors/injection-reader.js";
import { STEERED_HINTS, steeredAgainstUser, steeredAgainstUserIntl } from "../detectors/injection-steered.js";
import { terminalEscapes } from "../detectors/injection-steering.js";
import { STEERING_HINTS, toolSteering } from "../detectors/injection-tool-steering.js";
import { fabricatedTurns, TRANSCRIPT_HINTS } from "../detectors/injection-transcript.js";
import { quotedOrDescribed } from "../detectors/instruction-lang.js";
import { words } from "../hints.js";
import type { AuditRule } from "../rule-types.js";

/** Hint words written `a|b|c` (one line a rule, whatever the formatter does with arrays). */
const OBLIGED_LINE = /\b(?:must|should|shall)(?:\s*not|n['’]t)\b/i;

const PLANTED_WHY =
  "a task planted in the skill's text: a request standing alone (a paragraph, an HTML comment) to move money, share or send data, alter, delete or shut down a record or system the text names itself, which the skill's description does not offer, or in the user's voice asks for a secret file or adds a login key";

const DATA_ORDERS_WHY =
  "tells the agent that text arriving later (a web page, a mail, a PDF, a ticket, a commit message, a log field, a tool's result, a code comment, memory) holds orders addressed to it, and to carry them out kept from the user, even if they ask for more, without asking, or hidden from a human reader: whoever writes that text commands the agent; keep such text as data, show it to the user and take orders only from the user";

export const INJECTION_RULES: readonly AuditRule[] = [
  // injection: text that tries to take over the agent or hide what it does
  {
    id: "instruction-override",
    hints: OVERRIDE_HINTS,
    kind: "text",
    severity: "high",
    family: "injection",
    why: "tells the agent to drop its instructions: a prompt-injection phrase",
    gates: OVERRIDE_GATES,
    check: (f, l, gate) => overrideHits(f, l, false, gate),
  },
  {
    id: "instruction-override-quoted",
    hints: OVERRIDE_HINTS,
    kind: "text",
    severity: "low",
    family: "injection",
    why: "quotes a prompt-injection phrase (often a description of attacks; check it is not one)",
    check: (f, l, gate) => overrideHits(f, l, true, gate),
  },
  {
    id: "injection-other-language",
    nonAscii: true,
    kind: "text",
    severity: "high",
    family: "injection",
    why: "a prompt-injection phrase in another language (drop earlier instructions, hide from the user)",
    gates: [OVERRIDE_LATIN],
    check: (f, _l, gate) => otherLanguageHits(f, gate).filter((h) => !quotedOrDescribed(h, f)),
  },
  {
    id: "authority-claim",
    hints: AUTHORITY_HINTS,
    kind: "text",
    severity: "high",
    family: "injection",
    why: "claims an approval or authority it cannot have (the user approved everything, the system says)",
    check: authorityClaim,
  },
  {
    id: "approval-bypass",
    hints: APPROVAL_HINTS,
    kind: "text",
    severity: "medium",
    family: "injection",
    why: "tells the agent not to ask the user before acting",
    check: (f, l) => phraseHits(f, l, APPROVAL_BYPASS, unquoted(f)),
  },
  {
    id: "concealment",
    hints: CONCEALMENT_HINTS,
    kind: "text",
    severity: "high",
    family: "injection",
    why: "tells the agent to hide what it does from the user",
    check: (f, l) => [
      ...concealment(f, l),
      ...concealment(
        f,
        l.filter((x) => OBLIGED_LINE.test(x.text)),
        OBLIGED_CONCEALMENT,
      ),
    ],
  },
  {
    id: "concealment-beside-act",
    hints: CONCEALED_ACT_HINTS,
    kind: "text",
    severity: "high",
    family: "injection",
    why: "tells the agent to hide an act it orders in the same breath (an address, a command, a file that runs), even in quotes, a code span, a table cell, a fenced block, a comment or a data string; a phrase quoted to describe or detect it, and anything in a test or fixture folder the skill does not send the agent to, is left alone",
    check: concealedAct,
  },
  {
    id: "ai-reader-order",
    hints: AI_READER_HINTS,
    kind: "text",
    severity: "high",
    family: "injection",
    why: 'speaks to the AI reading the text ("note to AI agents", "if you are an AI") and orders it to handle secrets, install or link something, or keep something from the user',
    check: aiReaderOrder,
  },
  {
    id: "task-hijack",
    hints: TASK_DROPPED_HINTS,
    kind: "text",
    severity: "high",
    family: "injection",
    why: 'drops the user\'s task ("forget the task", "new instructions:") and replaces it with a fixed reply or a harmful order',
    check: taskDropped,
  },
  {
    id: "role-token-order",
    hints: ROLE_TOKEN_HINTS,
    kind: "text",
    severity: "high",
    family: "injection",
    why: "a chat template's role or turn token planted outside code and followed by a harmful order: text posing as a turn of the conversation",
    check: roleTokenOrder,
  },
  {
    id: "hidden-text-order",
    hints: HIDDEN_HINTS,
    kind: "text",
    severity: "high",
    family: "injection",
    why: "an order to the agent where a reader of the rendered page does not see it (an HTML comment, an image's alt text, an element styled to zero size)",
    markdownOnly: true,
    check: hiddenOrder,
  },
  {
    id: "act-concealed",
    hints: ACT_CONCEALED_HINTS,
    kind: "text",
    severity: "high",
    family: "injection",
    why: "tells the agent not to mention that it read, sent, fetched or called something: the act kept from the user",
    check: actConcealed,
  },
  {
    id: "destination-swap",
    hints: DESTINATION_HINTS,
    kind: "text",
    severity: "high",
    family: "injection",
    why: "moves where money or mail goes: the user's account or recipient swapped for one the text names, a copy added to what another tool sends, or a sending tool called with the user's data and the text's address",
    check: destinationSwap,
  },
  {
    id: "hidden-comment-instruction",
    hints: ["<!--"],
    kind: "text",
    severity: "medium",
    family: "injection",
    why: "an HTML comment (invisible when the Markdown is rendered) speaks to the agent or holds a command",
    markdownOnly: true,
    check: hiddenComments,
  },
  {
    id: "remote-instructions",
    hints: words("instructions|system prompt|directives|orders|commands to run|task|follow|execute|obey"),
    kind: "pattern",
    severity: "medium",
    family: "injection",
    why: "fetches instructions at run time: what the agent does is decided later, outside the reviewed skill",
    pattern: REMOTE_INSTRUCTIONS,
  },
  {
    id: "bidi-control",
    nonAscii: true,
    kind: "pattern",
    severity: "high",
    family: "injection",
    why: "a bidirectional override reorders text, so what a reviewer reads is not what the agent reads",
    pattern: /[\u202a-\u202e\u2066-\u2069]+/g,
    accept: bidiMatters,
    invisibleLines: true,
  },
  {
    id: "unicode-tag-characters",
    nonAscii: true,
    kind: "pattern",
    severity: "high",
    family: "injection",
    why: "invisible Unicode tag characters or variation selectors can carry a hidden instruction (smuggling)",
    pattern: /[\u{e0000}-\u{e007f}]+|[\ufe00-\ufe0f]?[\u{e0100}-\u{e01ef}]{2,}|[\ufe00-\ufe0e]{3,}/gu,
    invisibleLines: true,
    // A subdivision flag (England, Scotland, Wales) is a black flag followed by tags.
    accept: (h, f) => f.text.codePointAt(h.index - 2) !== 0x1f3f4,
  },
  {
    id: "zero-width-characters",
    nonAscii: true,
    kind: "pattern",
    severity: "medium",
    family: "injection",
    why: "zero-width characters hide text or split words so filters and reviewers miss them",
    pattern: /(?:\u200b|\u200c|\u200d|[\u2060-\u2064]|\ufeff|\u180e)+/g,
    invisibleLines: true,
    accept: zeroWidthMatters,
  },
  {
    id: "planted-task-request",
    kind: "skill",
    severity: "high",
    family: "injection",
    why: PLANTED_WHY,
    check: (skill) => plantedRequests(skill, PLANTED_WHY),
  },
  {
    id: "terminal-escape-hiding",
    kind: "text",
    severity: "high",
    family: "injection",
    why: "a raw terminal escape sequence that hides text or moves the cursor over it: what a reviewer sees in a terminal is not what the agent reads",
    markdownOnly: true,
    // No hint word: the escape character would be a column of its own in the hint automaton; one indexOf instead.
    check: terminalEscapes,
  },
  {
    id: "reader-order",
    hints: READER_ADDRESS_HINTS,
    kind: "text",
    severity: "high",
    family: "injection",
    why: 'speaks to the agent reading the text by its work ("the model performing this review"), by a label opening a line or comment ("agent: …") or by a persona put on it, and orders something harmful or hides it from the user',
    check: readerOrder,
  },
  {
    id: "outside-text-outranks-user",
    hints: OUTRANKS_USER_HINTS,
    kind: "text",
    severity: "high",
    family: "injection",
    why: "ranks text from elsewhere (a file found later, a server's reply) above the user's own requests: whoever writes that text steers the agent",
    check: outranksUser,
  },
  {
    id: "agent-rules-declared-off",
    hints: RULES_OFF_HINTS,
    kind: "text",
    severity: "high",
    family: "injection",
    why: "declares the agent's own rules off (its project rules no longer followed, its safety confirmations disabled for the session, a mode without restrictions put on it)",
    check: rulesDeclaredOff,
  },
  {
    id: "user-misled",
    hints: MISLED_HINTS,
    kind: "text",
    severity: "high",
    family: "injection",
    why: 'tells the agent to reassure the user with a claim it cannot know is true ("tell the user all tests passed" whatever the result, a cover story for when the user asks, "no files were changed" after a step that changed them, a check skipped and reported as done)',
    check: userMisled,
  },
  {
    id: "fabricated-assistant-turns",
    hints: TRANSCRIPT_HINTS,
    kind: "text",
    severity: "high",
    family: "injection",
    why: "a made-up conversation in which the assistant's own turns, two or more, each send a secret away, destroy files, switch a safeguard off or act without asking: the agent that reads it takes them as its past answers and follows the pattern (a many-shot injection)",
    check: fabricatedTurns,
  },
  {
    id: "covert-order",
    hints: COVERT_HINTS,
    kind: "text",
    severity: "high",
    family: "injection",
    why: "a harmful act (a secret sent away or passed to a tool, the user's mail or chats forwarded, a destructive or safeguard-off command, a download run) ordered together with keeping it from the user, a standing hook on the agent's other tools or commands, or a voice the text cannot have (a tool result's assistant message, a system note): the shape of a planted instruction",
    check: covertOrder,
  },
  {
    id: "tool-steering",
    hints: STEERING_HINTS,
    kind: "text",
    severity: "high",
    family: "injection",
    why: "bars the agent's other tools beside an order to follow the text strictly, or ranks one tool over every other while setting the user's own choice aside: the shape of a planted tool order or a tool description that manipulates which tool the agent picks",
    check: toolSteering,
  },
  {
    id: "false-report-ordered",
    hints: FALSE_REPORT_HINTS,
    kind: "text",
    severity: "high",
    family: "injection",
    why: 'decides in advance what the agent tells the user (a lie such as "say there are none", a clean verdict such as "describe any lesion as no findings", one shop ranked first whatever the facts) in a note addressed to the model, claimed to override its instructions, or kept from the user',
    check: falseReport,
  },
  {
    id: "context-harvest",
    hints: HARVEST_HINTS,
    kind: "text",
    severity: "high",
    family: "injection",
    why: "orders what the agent holds from other turns or other people (past conversations or tickets from memory, the user's earlier messages, shared documents, its system prompt) into a public reply, a tool's parameter or an address, and kept from the user or naming other customers' details to copy",
    check: contextHarvest,
  },
  {
    id: "code-change-hidden",
    hints: CODE_HIDDEN_HINTS,
    kind: "text",
    severity: "high",
    family: "injection",
    why: "has the agent plant code that runs a download, sends cookies, keys or dotfiles to a host, or skips an auth check, and keep the change out of what it tells the user, the summary or the review, in any file or template comment",
    check: codeHidden,
  },
  {
    id: "agent-act-ordered",
    hints: ACT_ORDERED_HINTS,
    kind: "text",
    severity: "high",
    family: "injection",
    why: "orders the agent to run a piped download, send a secret file, widen its own permissions, approve or merge, install from another index, switch hooks off, lie about tests, poison its memory, grant admin access or wipe files, addressed to the model the way only injected text is or kept from the user, in ten languages",
    check: actOrdered,
  },
  {
    id: "agent-act-ordered-intl",
    nonAscii: true,
    kind: "text",
    severity: "high",
    family: "injection",
    why: "the same, said in Japanese, Chinese or Russian",
    check: actOrderedIntl,
  },
  {
    id: "data-as-instructions",
    hints: DATA_AUTHORITY_HINTS,
    kind: "text",
    severity: "high",
    family: "injection",
    why: "hands the authority of the user, the owner, an admin, a maintainer, the system or a security team to text that arrives later as data (a mail, an issue or pull-request comment, a web page, a PDF, a calendar invite, a tool's output, a file, memory, a chat message, another agent): whoever writes that text then commands the agent; keep such text as data and take orders only from the user",
    check: dataAuthority,
  },
  {
    id: "data-as-instructions-intl",
    nonAscii: true,
    kind: "text",
    severity: "high",
    family: "injection",
    why: "the same, said in Japanese, Chinese, Korean or Russian",
    check: dataAuthorityIntl,
  },
  {
    id: "approval-misled",
    hints: APPROVAL_MISLED_HINTS,
    kind: "text",
    severity: "high",
    family: "injection",
    why: "has the agent ask the user for approval while describing the act as something else or pushing the real command out of the dialog's view (blank lines, a run of spaces), beside a sign the description is false: the user approves what they were not shown; show the exact command instead",
    gates: APPROVAL_MISLED_GATES,
    check: approvalMisled,
  },
  {
    id: "approval-misled-intl",
    nonAscii: true,
    kind: "text",
    severity: "high",
    family: "injection",
    why: "the same, asked in Japanese, Chinese, Korean or Russian",
    check: approvalMisledIntl,
  },
  {
    id: "data-orders-obeyed",
    hints: DATA_ORDERS_HINTS,
    kind: "text",
    severity: "high",
    family: "injection",
    why: DATA_ORDERS_WHY,
    check: dataOrders,
  },
  {
    id: "data-orders-obeyed-intl",
    nonAscii: true,
    kind: "text",
    // Medium (round 29): on published skills it refused about as many as it caught; see docs/AUDIT-HISTORY.md.
    severity: "medium",
    family: "injection",
    why: "the same, said in Chinese, Japanese, Korean or Russian",
    check: dataOrdersIntl,
  },
  {
    id: "steered-against-user",
    hints: STEERED_HINTS,
    kind: "text",
    severity: "high",
    family: "injection",
    why: "turns the agent against its user: one vendor, product or package pushed whatever the user needs, or the agent made to act for someone else's profit, with the arrangement kept from the user or said against the facts; recommend on the user's criteria and disclose any tie",
    check: steeredAgainstUser,
  },
  {
    id: "steered-against-user-intl",
    nonAscii: true,
    kind: "text",
    severity: "high",
    family: "injection",
    why: "the same, said in Chinese, Japanese, Korean or Russian",
    check: steeredAgainstUserIntl,
  },
];
