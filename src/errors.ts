/**
 * The base of every error skillport throws on purpose. `code` is stable kebab-case (the contract, as for
 * diagnostics: docs/DIAGNOSTICS.md); `message` is for people. Catch `SkillportError` to tell an expected
 * refusal or failure from a bug, and switch on `code` (or on the subclass) for what to do.
 */
export class SkillportError<Code extends string = string> extends Error {
  readonly code: Code;
  constructor(code: Code, message: string, options?: ErrorOptions) {
    super(message, options);
    this.code = code;
    // Each subclass sets its own literal name: a bundler may rename classes, so not `new.target.name`.
    this.name = "SkillportError";
  }
}

/**
 * A tool call whose arguments the tool cannot take (`search_skills` without a query, `bash` without a
 * command, …): the model's mistake, answered as a tool error it can correct.
 */
export class ToolInputError extends SkillportError<"tool-input-invalid"> {
  constructor(message: string) {
    super("tool-input-invalid", message);
    this.name = "ToolInputError";
  }
}
