// Audit rules of one family: tool poisoning written into the description of a tool the skill documents
// (detectors/tool-poisoning.ts). Rows of the table that index.ts joins.

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
];
