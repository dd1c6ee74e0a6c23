// The CLI side of the model review (`audit --review`, and `audit.review` in the user config for
// add/install/update): it makes the model `skillport chat` would use (agent/provider.ts, a higher
// layer than the audit) and hands it to the review (audit/review/), which never picks a provider.

import type { Reviewer, ReviewInput, ReviewOutcome } from "../../audit/review/index.js";
import { CODES, diag } from "../../diagnostics.js";
import type { Diagnostic } from "../../types.js";
import { terminalLine } from "../../util/terminal.js";
import type { CliContext } from "../context.js";

/** A reviewer ready to run, or the outcome every review gets when none can run. */
export type ReviewSetup =
  | { readonly reviewer: Reviewer; readonly model: string }
  | { readonly unavailable: ReviewOutcome };

/** The model of `skillport chat` (same settings: SKILLPORT_PROVIDER, SKILLPORT_MODEL, …), as a reviewer. */
export async function setUpReview(
  ctx: CliContext,
  timeoutSeconds: number,
  onDiagnostic: (d: Diagnostic) => void,
): Promise<ReviewSetup> {
  const [review, cache, provider] = await Promise.all([
    import("../../audit/review/index.js"),
    import("../../audit/review/cache.js"),
    import("../../agent/provider.js"),
  ]);
  // The review names the answer's shape in its prompt, so a server without structured outputs works
  // too; the SDK's warning saying so would be noise on every run.
  (globalThis as { AI_SDK_LOG_WARNINGS?: boolean }).AI_SDK_LOG_WARNINGS = false;
  let choice: import("../../agent/provider.js").ModelChoice;
  let model: import("ai").LanguageModel;
  try {
    choice = provider.chooseModel({}, ctx.env);
    model = await provider.createModel(choice, ctx.env);
  } catch (e) {
    if (!(e instanceof provider.ProviderError)) throw e;
    const reason = e.code === "missing-package" ? "missing-package" : "no-model";
    return { unavailable: review.reviewUnavailable(reason, e.message) };
  }
  warnPlainHttp(ctx, choice.baseURL);
  const id = `${choice.provider}:${choice.model}`;
  const reviewer = review.createReviewer({
    model,
    modelId: id,
    cacheId: choice.baseURL === undefined ? id : `${id}@${choice.baseURL}`,
    cacheDir: cache.reviewCacheDir(ctx.env),
    timeoutMs: timeoutSeconds * 1000,
    onWarning: (w) => onDiagnostic(diag("warning", CODES.auditReviewCacheInvalid, w.message, w.path)),
  });
  return { reviewer, model: id };
}

/** The review sends skills (and an API key, if set) to the server: over http, anyone on the way reads them. */
function warnPlainHttp(ctx: CliContext, baseURL: string | undefined): void {
  if (baseURL === undefined) return;
  const url = new URL(baseURL);
  if (url.protocol !== "http:" || /^(localhost|127\.[\d.]+|\[::1\])$/.test(url.hostname)) return;
  ctx.io.err(
    `skillport audit: warning: the model review sends the skills${ctx.env.SKILLPORT_API_KEY ? " and SKILLPORT_API_KEY" : ""} unencrypted to ${terminalLine(url.hostname)} (http); use https.\n`,
  );
}

/** Runs `setup` over `inputs`, a few at a time (each waits on the network, not the CPU). */
export async function runReviews(
  setup: ReviewSetup,
  inputs: readonly (ReviewInput | undefined)[],
): Promise<ReviewOutcome[]> {
  if ("unavailable" in setup) return inputs.map(() => setup.unavailable);
  const { reviewUnavailable } = await import("../../audit/review/index.js");
  const out: ReviewOutcome[] = new Array(inputs.length);
  let next = 0;
  const worker = async () => {
    while (next < inputs.length) {
      const i = next++;
      const input = inputs[i];
      out[i] = input
        ? await setup.reviewer(input)
        : reviewUnavailable("unreadable", "the skill could not be read again for the review", setup.model);
    }
  };
  await Promise.all(Array.from({ length: Math.min(4, inputs.length) }, worker));
  return out;
}

/** The diagnostics of one outcome: the review did not run, or saw only part of the skill. */
export function reviewDiagnostics(name: string, outcome: ReviewOutcome, path?: string): Diagnostic[] {
  const out: Diagnostic[] = [];
  if (outcome.status === "failed")
    out.push(
      diag(
        "warning",
        CODES.auditReviewFailed,
        `The model review of ${name} did not run: ${outcome.message.replace(/\.$/, "")}. The rules' findings stand as they are; nothing was reviewed by the model.`,
        path,
      ),
    );
  if (outcome.omitted.length > 0)
    out.push(
      diag(
        "info",
        CODES.auditReviewPartial,
        `The model review of ${name} saw part of the skill: ${outcome.omitted.slice(0, 5).join("; ")}${outcome.omitted.length > 5 ? `; and ${outcome.omitted.length - 5} more` : ""}.`,
        path,
      ),
    );
  return out;
}

/** The review as `--json` shows it for one target. */
export function reviewJson(outcome: ReviewOutcome) {
  const common = { model: outcome.model ?? null, omitted: outcome.omitted, redacted: outcome.redacted };
  return outcome.status === "reviewed"
    ? {
        status: outcome.status,
        verdict: outcome.verdict,
        confidence: outcome.confidence,
        cached: outcome.cached,
        ...common,
      }
    : { status: outcome.status, reason: outcome.reason, message: outcome.message, ...common };
}

/**
 * The reviewer add/install/update hand to the installer when the user's own config turns the review
 * on (`"audit": {"review": true}` in config.json; a config.json inside the project is never read).
 */
export async function installReviewer(
  ctx: CliContext,
  cwd: string,
): Promise<import("../../install/install.js").InstallReviewer | undefined> {
  const { readUserConfig } = await import("../../config.js");
  const { config, diagnostics } = readUserConfig(ctx.env, cwd);
  const { formatDiagnostic } = await import("../output.js");
  for (const d of diagnostics) ctx.io.err(`${formatDiagnostic(d, ctx.io.errColor)}\n`);
  const mode = config.audit?.review;
  if (mode === undefined || mode === false) return undefined;
  const review = await import("../../audit/review/index.js");
  const pending: Diagnostic[] = [];
  const timeout = config.audit?.reviewTimeoutSeconds ?? review.DEFAULT_REVIEW_TIMEOUT_S;
  const setup = await setUpReview(ctx, timeout, (d) => pending.push(d));
  return async ({ name, target, files, findings }) => {
    const input = await review.reviewInputFromFiles(name, files, findings);
    const [outcome] = await runReviews(setup, [input]);
    const shown = terminalLine(name);
    const diagnostics = [...pending.splice(0), ...reviewDiagnostics(shown, outcome!, target)];
    if (outcome!.status === "reviewed") return { findings: outcome!.findings, diagnostics };
    return {
      findings: [],
      diagnostics,
      ...(mode === "required"
        ? {
            refuse: `The model review of ${shown} did not run (${outcome!.message.replace(/\.$/, "")}) and "audit.review" is "required" in your config; fix the review, or pass --force to install without it.`,
          }
        : {}),
    };
  };
}
