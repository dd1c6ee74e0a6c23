// The audit rules: ONE table of data, one file per family in this folder, joined here in a fixed order.
// Each rule has a stable id, a severity, a family (for recall figures and grouping), a one-line why,
// and either a pattern (a global regular expression run over a file's text), a check over a file's
// text (detectors/) or a check over its facts. Nothing here does I/O. A new rule is a row in its
// family's file, its detector, and its line in docs/SECURITY.md (plus its tests).
//
// Severity policy (docs/SECURITY.md#audit): `high` is kept for what a benign skill has no reason to
// contain (reverse shells, decoded payloads that run, credentials sent away, agent safety switched off,
// droppers, Trojan-source characters, compiled executables, links out of the skill), because
// `add`/`install` refuse on it by default. What benign skills also do (install one-liners, webhooks,
// long blobs, writing CLAUDE.md) is `medium`; what is only worth a look is `low`.

import type { AuditRule } from "../rule-types.js";
import { AGENT_RULES } from "./agent.js";
import { CHAIN_RULES } from "./chain.js";
import { DESTRUCTION_RULES } from "./destruction.js";
import { EXECUTION_RULES } from "./execution.js";
import { EXFILTRATION_RULES } from "./exfiltration.js";
import { INJECTION_RULES } from "./injection.js";
import { INJECTION_KEPT_RULES } from "./injection-kept.js";
import { INSTRUCTION_RULES } from "./instructions.js";
import { OBFUSCATION_RULES } from "./obfuscation.js";
import { OTHER_RULES } from "./other.js";
import { TOOL_POISONING_RULES } from "./tool-poisoning.js";

export const RULES: readonly AuditRule[] = [
  ...INJECTION_RULES,
  ...INJECTION_KEPT_RULES,
  ...AGENT_RULES,
  ...OBFUSCATION_RULES,
  ...EXECUTION_RULES,
  ...DESTRUCTION_RULES,
  ...EXFILTRATION_RULES,
  ...INSTRUCTION_RULES,
  ...TOOL_POISONING_RULES,
  ...OTHER_RULES,
  ...CHAIN_RULES,
];

/** The rule with `id`, or undefined. */
export const ruleById = (id: string): AuditRule | undefined => RULES.find((r) => r.id === id);
