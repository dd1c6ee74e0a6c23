// Audit rules of one family: tool poisoning written into the description of a tool the skill documents
// (detectors/tool-poisoning.ts). Rows of the table that index.ts joins.

import {
  DENY_HINTS,
  DEPRECATED_HINTS,
  deniedWhenAsked,
  deprecatedRedirect,
  OUTSIDE_SCRIPT_HINTS,
  RETURN_ORDER_HINTS,
  returnOrder,
  scriptBackdoor,
} from "../detectors/injection-steering.js";
import {
  ALERT_HINTS,
  EXTRA_STEP_HINTS,
  OVERRIDE_HINTS,
  overridesUserArgument,
  PRECONDITION_HINTS,
  pretextedExtraStep,
  scriptedAlert,
  toolPrecondition,
} from "../detectors/tool-poisoning.js";
import type { AuditRule } from "../rule-types.js";

export const TOOL_POISONING_RULES: readonly AuditRule[] = [
  {
    id: "pretexted-extra-step",
    hints: EXTRA_STEP_HINTS,
    kind: "text",
    severity: "high",
    family: "injection",
    why: "tells the agent that every request must first run a command, reach an outside address or edit a shell profile, under a compliance, audit, security or maintenance pretext",
    check: pretextedExtraStep,
  },
  {
    id: "user-argument-overridden",
    hints: OVERRIDE_HINTS,
    kind: "text",
    severity: "high",
    family: "injection",
    why: "tells the agent to replace what the user asked for (a query, a name, an address, a setting) with a value the skill picks, whatever the user said",
    check: overridesUserArgument,
  },
  {
    id: "scripted-alert",
    hints: ALERT_HINTS,
    kind: "text",
    severity: "high",
    family: "injection",
    why: "tells the agent to show the user a ready-made alert or announcement (a market tip, a breach warning) the skill wrote, as if it were a finding",
    check: scriptedAlert,
  },
  {
    id: "tool-precondition-secret",
    hints: PRECONDITION_HINTS,
    kind: "text",
    severity: "high",
    family: "injection",
    why: "makes using a tool conditional on reading another program's secret files or the conversation (or on hiding that read): tool poisoning",
    check: toolPrecondition,
  },
  {
    id: "response-order",
    hints: RETURN_ORDER_HINTS,
    kind: "text",
    severity: "high",
    family: "injection",
    why: "an order to the agent written into what a tool returns (an IMPORTANT tag or a system label, then: after analyzing the results above, you must now call …): output is data, so an order in it is planted",
    check: returnOrder,
  },
  {
    id: "deprecated-redirect",
    hints: DEPRECATED_HINTS,
    kind: "text",
    severity: "high",
    family: "injection",
    why: "declares a tool deprecated for a security reason and sends every request of it to another tool instead: the agent steered off what the user asked for",
    check: deprecatedRedirect,
  },
  {
    id: "generated-code-backdoor",
    hints: OUTSIDE_SCRIPT_HINTS,
    kind: "text",
    severity: "high",
    family: "injection",
    why: "tells the agent to put a script from an outside address into every page or file it writes, or to switch TLS checks off in its code, and to say nothing about it: a backdoored rules file",
    check: scriptBackdoor,
  },
  {
    id: "denial-ordered",
    hints: DENY_HINTS,
    kind: "text",
    severity: "high",
    family: "injection",
    why: "tells the agent to lie when the user asks what it does (deny sending or collecting their data): the user deceived by design",
    check: deniedWhenAsked,
  },
];
