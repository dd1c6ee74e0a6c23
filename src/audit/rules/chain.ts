// Audit rules over the whole skill: the parts of one attack chain found in it, wherever they are.
// Rows of the table that index.ts joins; the parts and their signals are in ../chain.ts.

import { type ChainSpec, chainHits } from "../chain.js";
import { credentialHandoffs } from "../detectors/credential-handoff.js";
import { downloadRuns } from "../detectors/download-run.js";
import type { AuditFamily, AuditRule, AuditSkillView } from "../rule-types.js";

/** A skill rule whose check finds one of the chains of `specs` and names its parts in the why. */
function chain(
  id: string,
  why: string,
  specs: readonly ChainSpec[],
  family: AuditFamily = "execution",
): AuditRule {
  return {
    id,
    kind: "skill",
    severity: "high",
    family,
    why,
    check: (skill: AuditSkillView) => chainHits(skill, specs, why),
  };
}

const HANDOFF_WHY =
  "reads a credential, hands it to a file, an archive or a variable, and sends that by name off the machine";

export const CHAIN_RULES: readonly AuditRule[] = [
  chain("chain-collect-send", "collects credentials or the environment and sends data out, in steps apart", [
    { name: "credential files then any send", needs: [["secret"], ["send", "untrusted-send", "named-drop"]] },
    // Skills load their own .env and call their API: the environment counts beside a send in one file.
    { name: "the environment then a send", needs: [["env"], ["send"]], sameFile: true },
    // Near in one file, or across two linked scripts: a webhook placeholder a hundred lines away, or a
    // tunnel host in a reference page, is documentation.
    {
      name: "a secret or the environment then a drop",
      needs: [
        ["env", "secret-env"],
        ["untrusted-send", "named-drop"],
      ],
      withinLines: 30,
      codeAcross: true,
    },
    // SLACK_BOT_TOKEN in the body of a POST to a host that is not Slack's.
    { name: "a service's secret sent to another host", needs: [["secret-elsewhere"]] },
  ]),
  chain("chain-decode-run", "hides code or a destination in an encoding and runs or contacts it", [
    { name: "a blob and something that runs code", needs: [["blob"], ["fetch", "run"]] },
    {
      name: "a URL hidden in an encoding and a request",
      needs: [["decoded-url"], ["send", "request", "fetch", "run", "secret-env"]],
      sameFile: true,
    },
  ]),
  chain("chain-hide-act", "hides its tracks or its files and fetches, sends, collects or persists", [
    // Round 16: a cheat sheet's `unset HISTFILE` and its `nc host port < file` 1,900 lines on, or a red-team
    // note's hidden comment and a README's `curl | bash`, are two examples, not one act: near in a page of prose.
    {
      name: "hidden and acting",
      proseWithin: 60,
      codeAcross: true,
      needs: [
        ["hide"],
        [
          "fetch",
          "send",
          "untrusted-send",
          "named-drop",
          "secret",
          "secret-env",
          "persist",
          "blob",
          "decoded-url",
        ],
      ],
    },
    // Code run from a dot-file in a temporary folder: a stage someone else dropped there.
    { name: "a hidden file run", needs: [["hide"], ["run"]], sameFile: true, withinLines: 0 },
    // Clearing history is also advice after pasting a secret: only beside data leaving or staying.
    {
      name: "traces wiped",
      needs: [["wipe"], ["send", "untrusted-send", "named-drop", "secret", "persist", "blob", "decoded-url"]],
    },
  ]),
  chain("chain-persist-beacon", "installs something that runs again later and fetches code or sends data", [
    {
      name: "persistence and a beacon",
      needs: [["persist"], ["untrusted-send", "named-drop", "secret", "decoded-url", "blob"]],
    },
    // An installer piped to bash beside a launch agent is a setup page; the job itself fetching is not.
    { name: "what persists fetches", needs: [["persist"], ["beacon"]] },
  ]),
  chain(
    "chain-config-widen",
    "writes the agent's own config and runs agents with permission prompts off, or pipes an unknown host's installer into a shell beside that write",
    [
      // Two reference pages (a settings guide, a CLI example) hold no flow between them.
      { name: "config write and permissions off", needs: [["agent-write"], ["widen"]], codeAcross: true },
      // Round 15: what the installer puts in the agent's settings or MCP file is whatever that host serves.
      {
        name: "an unknown installer beside a config write",
        needs: [["foreign-fetch"], ["agent-write"]],
        sameFile: true,
        withinLines: 12,
      },
    ],
  ),
  // A payload behind a trigger: each alone is common (a date check, a host name, a download), the
  // payload inside the block the trigger opens is a time bomb or a targeted attack.
  chain(
    "chain-triggered-payload",
    "runs a payload only after a fixed date, on one named host or user, or outside a virtual machine or debugger",
    [
      {
        name: "a date or analysis trigger and a payload in its block",
        needs: [["trigger"], ["fetch", "send", "untrusted-send", "named-drop", "blob", "decoded-url"]],
        inBlock: true,
      },
      // A deploy or a notification from one host is operations: only code fetched, a drop or a secret.
      {
        name: "a host or user trigger and a payload in its block",
        needs: [["trigger-who"], ["fetch", "untrusted-send", "named-drop", "blob", "decoded-url", "secret"]],
        inBlock: true,
      },
      // Skipping work in CI is common (installs, browsers); collecting or sending to a drop there is not.
      {
        name: "outside CI only, and a payload in its block",
        needs: [["trigger-ci"], ["untrusted-send", "named-drop", "blob", "decoded-url", "secret", "env"]],
        inBlock: true,
      },
    ],
  ),
  // The instruction and the script are two files: SKILL.md says run scripts/x.sh quietly, x.sh reaches out.
  chain(
    "chain-quiet-run",
    "tells the agent to run a script of the skill quietly or without asking, and that script fetches code, sends data, reads secrets, persists or hides",
    [
      { name: "run quietly, and the script reaches out", needs: [["quiet-run"], ["quiet-target"]] },
      {
        name: "run without asking, and the script collects or hides",
        needs: [["no-ask-run"], ["no-ask-target"]],
      },
    ],
  ),
  chain(
    "chain-secret-flow",
    "reads a service's secret from the environment into a name and sends it to another host in a body or query, not as a login",
    [
      {
        name: "a named secret read, then sent elsewhere",
        needs: [["secret-read-flow"], ["secret-sent-flow"]],
        sameFile: true,
      },
    ],
    "exfiltration",
  ),
  // The same path downloaded and run, apart: imported, from a hidden place, or started hidden.
  {
    id: "chain-download-run",
    kind: "skill",
    severity: "high",
    family: "execution",
    why: "downloads a file and runs that same file elsewhere in the skill: imported into the program, from a temporary or hidden folder, started hidden, made executable first, or a script or program a program's code fetched from a host no vendor, registry or forge names",
    check: (skill: AuditSkillView) =>
      downloadRuns(
        skill,
        "downloads a file and runs that same file elsewhere in the skill: imported into the program, from a temporary or hidden folder, started hidden, made executable first, or a script or program a program's code fetched from a host no vendor, registry or forge names",
      ),
  },
  // A credential written to a file, an archive or a variable, and that name sent off the machine, anywhere.
  {
    id: "credential-handoff",
    kind: "skill",
    severity: "high",
    family: "exfiltration",
    why: HANDOFF_WHY,
    check: (skill: AuditSkillView) => credentialHandoffs(skill, HANDOFF_WHY),
  },
];
