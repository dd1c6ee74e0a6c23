// The bypass rules' reading of advice and reports around a setting: a toggle named, an attack's asks
// catalogued, a mode's value, an agent's command in a code span, a choice offered to the user with a warning.
import type { AuditText } from "../rule-types.js";
import { anyIn, boundsAround, memoOffsets } from "../text.js";

/**
 * Not an order: a toggle named ("enable/disable sandbox", a builder method's doc), or a catalogue of what
 * an attack asks ("instructions to ignore system policies, disable safety checks"). "Follow these
 * instructions: disable safety checks" is still one (a colon ends the report).
 */
const TOGGLE_OR_REPORTED =
  /\b(?:enable|turn\s+on)\s*(?:\/|or|and)\s*$|(?<!\b(?:these|following|my|our|new|your|the)\s+)\b(?:instructions?|attempts?|tries|trying|requests?)\s+(?:(?:you|the\s+(?:agent|model|assistant))\s+)?to\s+[^.;:!?\n]{0,80}$/i;
export const toggleOrReported = (before: string): boolean => TOGGLE_OR_REPORTED.test(before);

/** `mode: "bypassPermissions"`, `defaultMode`, `permission_mode=`, `--permission-mode`: the value of a mode. */
export const MODE_VALUE =
  /(?:mode["'\]]{0,2}\s*[:=]\s*|mode\s+(?:to\s+)?|--permission-mode[\s=]+)[\x60"']?$/i;
/** A code span that starts with an agent's command (or pipes into one): `claude -p … --dangerously-skip-permissions`. */
export const AGENT_COMMAND_SPAN =
  /`(?:[^`\n|]*\|)?\s*(?:\w+=\S*\s+)*(?:npx\s+)?(?:claude|codex|gemini|grok|aider|cursor-agent|opencode|qwen|amp|goose|copilot)\b[^`\n]*$/i;
/** The flag advised for trusted code only, on its own line ("Use `--full-auto` for trusted repos"). */
export const TRUSTED_ONLY =
  /\b(?:for|on|in|with)\s+(?:(?:a|your|the)\s+)?trusted\s+(?:repos?|repositories|projects?|code(?:bases?)?|workspaces?|folders?|directories)\b|\bonly\s+(?:for|on|in|with)\s+(?:code|repos?|projects?)\s+you\s+trust\b/i;
/** The reader is offered the setting ("if you trust the repo and want fewer prompts") … */
const OFFERED =
  /\bif\s+you\s+(?:trust|want|prefer|would\s+like|['’]d\s+like)\b|\byou\s+(?:can|may)\s+(?:also\s+)?(?:relax|disable|turn|enable|set)\b/i;
/** … and warned about it ("use caution … increases risk"). */
const CAUTION =
  /\b(?:caution|increases?\s+(?:the\s+)?risk|at\s+your\s+own\s+risk|only\s+(?:if|when)\s+you\s+trust|untrusted\s+(?:code|repo\w{0,6}))\b/i;
/**
 * Where the words each of the two needs stand, once per file: every offer holds "you", every caution
 * "caution", "risk" or "trust". A window per flag read twice made a long line of flags cost seconds once V8
 * stopped optimising the two expressions; a window without both words is not read.
 */
const YOU_AT = memoOffsets(/you/gi);
const CAUTION_WORD_AT = memoOffsets(/caution|risk|trust/gi);

/**
 * Advice to the user, with its warning: the setting offered under "if you trust the repo and want fewer
 * prompts" and a caution in the same section (30 lines either side) — a choice handed to a person, not
 * an order to the agent. Medium, like a sub-agent's flag.
 */
export function offeredWithCaution(file: AuditText, starts: readonly number[], index: number): boolean {
  if (!file.markdown) return false;
  const b = boundsAround(file.text, starts, index, 12, 30, 3000);
  // A word inside the window starts at most its length before the window's end.
  if (!anyIn(YOU_AT(file), b.from, b.to - 2) || !anyIn(CAUTION_WORD_AT(file), b.from, b.to - 3)) return false;
  const near = file.text.slice(b.from, b.to);
  return OFFERED.test(near) && CAUTION.test(near);
}
