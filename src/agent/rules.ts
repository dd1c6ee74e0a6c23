import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { SkillportError } from "../errors.js";
import { withLockFile } from "../util/lock-file.js";
import type { ApprovalRequest, PermissionMode } from "./permissions.js";

// The permission rules file (`permissions.json` in the user's config directory; never a project's:
// a cloned repository must not allow itself): allow / ask / deny lists of rules, where a rule is a
// tool name (`edit_file`, `github__create_issue`, `/deploy`), a kind (`bash`, `mcp`, `shell`, `edit`)
// or a bash command prefix (`bash:npm test`). deny wins over ask, ask over allow. Answering "always"
// adds a rule to `allow` (for bash the command itself, as a prefix), under a lock, written atomically.

export class RulesFileError extends SkillportError<"permission-rules-invalid"> {
  constructor(message: string) {
    super("permission-rules-invalid", message);
    this.name = "RulesFileError";
  }
}

export interface RuleLists {
  readonly allow: readonly string[];
  readonly ask: readonly string[];
  readonly deny: readonly string[];
}

const KINDS = new Set(["bash", "mcp", "shell", "edit"]);
const RULE = /^(?:bash:.{1,500}|\/?[A-Za-z0-9_.:-]{1,128})$/s;
/** Shell syntax after a prefix that could chain another command: a prefix rule never covers it. */
const CHAINING = /[;&|`$<>()\n\\]/;
const MAX_RULES_BYTES = 256 * 1024;

export const rulesPath = (configDir: string): string => join(configDir, "permissions.json");

/** Parses the file's text; every problem names the file, the list and the entry. */
export function parseRules(text: string, path: string): RuleLists {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (e) {
    throw new RulesFileError(
      `${path} is not valid JSON (${(e as Error).message}); fix it or remove the file.`,
    );
  }
  if (typeof data !== "object" || data === null || Array.isArray(data))
    throw new RulesFileError(`${path} must be a JSON object with "allow", "ask" and "deny" lists.`);
  const o = data as Record<string, unknown>;
  for (const k of Object.keys(o))
    if (!["allow", "ask", "deny"].includes(k))
      throw new RulesFileError(
        `${path}: unknown key "${k.slice(0, 40)}"; the keys are "allow", "ask" and "deny".`,
      );
  const list = (k: "allow" | "ask" | "deny"): string[] => {
    const v = o[k] ?? [];
    if (!Array.isArray(v)) throw new RulesFileError(`${path}: "${k}" must be a list of rules.`);
    return v.map((r, i) => {
      if (typeof r !== "string" || !RULE.test(r))
        throw new RulesFileError(
          `${path}: ${k}[${i}] is not a rule (${JSON.stringify(r)?.slice(0, 60)}); a rule is a tool name, bash, mcp, shell, edit or bash:COMMAND-PREFIX.`,
        );
      return r;
    });
  };
  return { allow: list("allow"), ask: list("ask"), deny: list("deny") };
}

/** Reads the rules file; none is an empty set. */
export function readRules(path: string): RuleLists {
  if (!existsSync(path)) return { allow: [], ask: [], deny: [] };
  const text = readFileSync(path);
  if (text.length > MAX_RULES_BYTES)
    throw new RulesFileError(`${path} is over ${MAX_RULES_BYTES} bytes; that is not a rules file.`);
  return parseRules(text.toString("utf8"), path);
}

const commandOf = (r: ApprovalRequest): string => {
  const input = r.input as { command?: unknown } | undefined;
  return typeof input?.command === "string" ? input.command.trim() : r.summary.trim();
};

function matches(rule: string, r: ApprovalRequest): boolean {
  if (rule.startsWith("bash:")) {
    if (r.kind !== "bash") return false;
    const prefix = rule.slice(5).trim();
    const cmd = commandOf(r);
    if (cmd === prefix) return true;
    return cmd.startsWith(`${prefix} `) && !CHAINING.test(cmd.slice(prefix.length));
  }
  if (KINDS.has(rule)) return r.kind === rule;
  return r.tool === rule;
}

/** What the rules say of a request: deny, ask, allow, or nothing (the modes decide). */
export function ruleMode(rules: RuleLists, r: ApprovalRequest): PermissionMode | undefined {
  if (rules.deny.some((x) => matches(x, r))) return "deny";
  if (rules.ask.some((x) => matches(x, r))) return "ask";
  if (!r.sensitive && rules.allow.some((x) => matches(x, r))) return "allow";
  return undefined;
}

/** The rule an "always" answer adds: the bash command itself as a prefix, else the tool. */
export const ruleFor = (r: ApprovalRequest): string => (r.kind === "bash" ? `bash:${commandOf(r)}` : r.tool);

/** Adds a rule to `allow` (an "always" answer) or `deny` ("deny always"), read-modify-write under a lock; a bad file is never overwritten. */
export function addRule(path: string, list: "allow" | "deny", rule: string): RuleLists {
  mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
  return withLockFile(`${path}.lock`, () => {
    const now = readRules(path);
    if (now[list].includes(rule)) return now;
    const next = { ...now, [list]: [...now[list], rule] };
    const tmp = `${path}.${process.pid}.tmp`;
    writeFileSync(tmp, `${JSON.stringify(next, null, 2)}\n`, { mode: 0o600 });
    renameSync(tmp, path);
    return next;
  });
}
