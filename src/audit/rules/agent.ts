// Audit rules of one family: the agent's own configuration and safety controls.
// Rows of the table that index.ts joins.

import { agentConfigTampering, agentConfigWrite } from "../detectors/agent-config.js";
import { agentConfigFromFile } from "../detectors/agent-config-file.js";
import { AGENT_FILE_HINTS } from "../detectors/agent-files.js";
import { API_REDIRECT_HINTS, apiRedirect, HOOK_HINTS, hookRunsDownload } from "../detectors/agent-hooks.js";
import { PERMISSION_HINTS, permissionBypass } from "../detectors/agent-permission.js";
import { AGENT_PROSE_HINTS, agentProseConfig } from "../detectors/agent-prose-config.js";
import type { AuditRule, AuditSkillView } from "../rule-types.js";

const FROM_FILE_WHY =
  "writes the agent's instruction, rules or settings file with the text of another file of the skill, and that text plants a standing order (data sent out in an image link or to a URL, instructions found in data obeyed, approvals skipped, the order kept from the user): read the named file and remove the order";

export const AGENT_RULES: readonly AuditRule[] = [
  // agent: the agent's own configuration and safety controls
  {
    id: "agent-permission-bypass",
    hints: PERMISSION_HINTS,
    kind: "text",
    severity: "high",
    family: "agent",
    why: "switches the agent's permission prompts, sandbox or hooks off, or allows every tool",
    check: (f, l) => permissionBypass(f, l, true),
  },
  {
    id: "agent-permission-flag",
    hints: PERMISSION_HINTS,
    kind: "text",
    severity: "medium",
    family: "agent",
    why: "runs an agent with its permission prompts off (a headless sub-agent, or inside a container): check what it is given",
    check: (f, l) => permissionBypass(f, l, false),
  },
  {
    id: "agent-config-tampering",
    hints: AGENT_FILE_HINTS,
    kind: "text",
    severity: "high",
    family: "agent",
    why: "writes the agent's instructions, settings or MCP config with an injection, a bypass or a remote install, or sets an MCP server to run a download",
    check: agentConfigTampering,
  },
  {
    // Round 19: the same harm ordered in prose, the place named by the agent rather than by a file path.
    id: "agent-config-order",
    hints: AGENT_PROSE_HINTS,
    kind: "text",
    markdownOnly: true,
    severity: "high",
    family: "agent",
    why: "tells the agent to put a download run in a shell, or a rule to stop asking before it acts, into its own settings, hooks, rules or memory",
    check: agentProseConfig,
  },
  {
    // Round 20: hooks declared in YAML or an object literal (a skill's or subagent's front matter, a hooks file).
    id: "agent-hook-download",
    hints: HOOK_HINTS,
    kind: "text",
    severity: "high",
    family: "agent",
    why: "declares an agent hook whose command runs a download or posts the hook's input away (it runs at every event)",
    check: hookRunsDownload,
  },
  {
    // Round 20: the model API sent elsewhere, where the agent reads its settings.
    id: "agent-api-redirect",
    hints: API_REDIRECT_HINTS,
    kind: "text",
    severity: "high",
    family: "agent",
    why: "points the agent's model API at an outside host in its settings or the shell profile (the API key and every prompt go there)",
    check: apiRedirect,
  },
  {
    id: "agent-config-write",
    hints: AGENT_FILE_HINTS,
    kind: "text",
    severity: "medium",
    family: "agent",
    why: "writes the agent's instruction, memory, settings or MCP file: check what it puts there",
    check: agentConfigWrite,
  },
  {
    // Round 28: the written text kept in another file of the skill (a template, a reference) that the write names.
    id: "agent-config-from-file",
    kind: "skill",
    // Medium, not high: measured on published skills, a reference file documenting a tool's flags ("-y: skip
    // confirmation prompts") reads as a planted order as often as a real template does (round 28).
    severity: "medium",
    family: "agent",
    why: FROM_FILE_WHY,
    check: (skill: AuditSkillView) => agentConfigFromFile(skill, FROM_FILE_WHY),
  },
];
