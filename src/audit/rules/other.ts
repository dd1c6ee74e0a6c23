// Audit rules of one family: secrets, `!` shell snippets, and what the skill ships and where it points.
// Rows of the table that index.ts joins.

import { FILE_RULES, pathEscapes } from "../detectors/files.js";
import { secrets } from "../detectors/secrets.js";
import { snippetArgs } from "../detectors/shell-snippets.js";
import { words } from "../hints.js";
import type { AuditRule } from "../rule-types.js";

/** Hint words written `a|b|c` (one line a rule, whatever the formatter does with arrays). */

export const OTHER_RULES: readonly AuditRule[] = [
  // secrets
  {
    id: "hardcoded-secret",
    hints: words(
      "akia|asia|ghp_|gho_|ghu_|ghs_|ghr_|github_pat_|glpat-|xox|sk_live_|rk_live_|aiza|sk-|npm_|pypi-|sg.|hf_|private key",
    ),
    kind: "text",
    severity: "medium",
    family: "secrets",
    why: "a credential in a known provider format (or a private key) is written into the skill",
    check: secrets,
  },

  // shell snippets: `!` commands that run when the skill or command is expanded
  {
    id: "shell-args-as-code",
    hints: ["!`", "`!"],
    kind: "text",
    severity: "high",
    family: "shell",
    why: "a shell snippet hands the user's arguments to eval / sh -c / an interpreter: arguments become code",
    markdownOnly: true,
    check: (f) => snippetArgs(f, true),
  },
  {
    id: "shell-args-interpolated",
    hints: ["!`", "`!"],
    kind: "text",
    severity: "medium",
    family: "shell",
    why: "a shell snippet uses $ARGUMENTS/$1: hosts that paste arguments into the command let them become code",
    markdownOnly: true,
    check: (f) => snippetArgs(f, false),
  },

  // filesystem: what the skill ships and where it points
  ...FILE_RULES,
  {
    id: "path-traversal-reference",
    hints: ["../", "..\\"],
    kind: "text",
    severity: "low",
    family: "filesystem",
    why: "a relative path climbs above the skill directory: the skill reaches files it does not ship",
    check: pathEscapes,
  },
];
