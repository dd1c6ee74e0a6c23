// The model review in a SARIF log of the audit (audit/sarif.ts): its rule in the driver's rules, its
// results pointed at it, and a review that did not run as a tool notification, so code scanning shows
// that the second pass is missing instead of a clean result.
import { REVIEW_RULE, type ReviewOutcome } from "./types.js";

interface SarifRun {
  tool: { driver: { rules: object[] } };
  results: { ruleId: string; ruleIndex: number }[];
  invocations?: object[];
}

const RULE = {
  id: REVIEW_RULE,
  name: "ModelReview",
  shortDescription: { text: "The model review judged the skill malicious or suspicious" },
  fullDescription: {
    text: "A second pass by the configured model found a risk the rules may not name (review). It only adds findings: high for a malicious verdict, medium for a suspicious one.",
  },
  help: {
    text: "Read the files and lines the review names before installing the skill; the reason is in the message. `skillport audit --review` runs it again (cached by the skill's content).",
  },
  defaultConfiguration: { level: "error" },
  properties: { tags: ["security", "review"], precision: "medium", "security-severity": "8.0" },
};

/** `log` (from auditSarif) with the review's rule, and a notification per review that did not run. */
export function withReviewSarif(
  log: object,
  outcomes: readonly { readonly name: string; readonly outcome: ReviewOutcome }[],
): object {
  const run = (log as { runs: SarifRun[] }).runs[0]!;
  const index = run.tool.driver.rules.length;
  run.tool.driver.rules.push(RULE);
  for (const r of run.results) if (r.ruleId === REVIEW_RULE) r.ruleIndex = index;
  const failed = outcomes.filter((o) => o.outcome.status === "failed");
  run.invocations = [
    {
      executionSuccessful: true,
      toolExecutionNotifications: failed.map((o) => ({
        level: "warning",
        descriptor: { id: "audit-review-failed" },
        message: {
          text: `The model review of ${o.name} did not run: ${o.outcome.status === "failed" ? o.outcome.message : ""}. The rules' result stands.`,
        },
      })),
    },
  ];
  return log;
}
