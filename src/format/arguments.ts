// A4: argument splitting and substitution, shared by skill activation, slash commands and custom
// commands (M4). Pure functions.

/**
 * Splits an argument string like a POSIX shell would, without expanding anything: whitespace separates
 * words; single quotes keep everything literally; double quotes keep whitespace and allow `\"` and `\\`;
 * a backslash outside quotes escapes the next character. An unterminated quote runs to the end.
 */
export function splitArguments(input: string): string[] {
  const words: string[] = [];
  let word = "";
  let inWord = false;
  let quote: "'" | '"' | undefined;
  for (let i = 0; i < input.length; i++) {
    const ch = input[i]!;
    if (quote === "'") {
      if (ch === "'") quote = undefined;
      else word += ch;
    } else if (quote === '"') {
      if (ch === '"') quote = undefined;
      else if (ch === "\\" && (input[i + 1] === '"' || input[i + 1] === "\\")) word += input[++i];
      else word += ch;
    } else if (ch === "'" || ch === '"') {
      quote = ch;
      inWord = true;
    } else if (ch === "\\" && i + 1 < input.length) {
      word += input[++i];
      inWord = true;
    } else if (/\s/.test(ch)) {
      if (inWord) words.push(word);
      word = "";
      inWord = false;
    } else {
      word += ch;
      inWord = true;
    }
  }
  if (inWord) words.push(word);
  return words;
}

export interface SubstitutionOptions {
  /** The raw argument string (after the command name), or undefined when none was given. */
  readonly arguments?: string;
  /** Index of the first positional argument for `$N` and `$ARGUMENTS[N]` (1 by default, 0 for claude). */
  readonly base?: 0 | 1;
  /** Names from the `arguments:` frontmatter: `$name` is the positional argument at the same index. */
  readonly names?: readonly string[];
  /** `${NAME}` variables, e.g. SKILL_DIR, CLAUDE_SKILL_DIR, ZCODE_SKILL_DIR, SESSION_ID. */
  readonly variables?: Readonly<Record<string, string>>;
  /** Append `User arguments:` when arguments were given but no placeholder used them (default true). */
  readonly appendUnused?: boolean;
}

export interface Substitution {
  readonly text: string;
  /** True when an argument placeholder was replaced. */
  readonly usedArguments: boolean;
}

const NAMED = /^[A-Za-z_][A-Za-z0-9_-]*$/;

/**
 * Replaces `${VAR}`, `$ARGUMENTS`, `$ARGUMENTS[N]`, `$N` and `$name` in one pass: inserted text is never
 * re-scanned, so an argument containing `$1` stays literal. A missing positional becomes empty.
 */
export function substituteArguments(template: string, options: SubstitutionOptions = {}): Substitution {
  const raw = options.arguments?.trim() ?? "";
  const args = raw === "" ? [] : splitArguments(raw);
  const base = options.base ?? 1;
  const names = (options.names ?? []).filter((n) => NAMED.test(n) && n !== "ARGUMENTS");
  const variables = options.variables ?? {};
  const positional = (n: number): string => (n - base >= 0 ? (args[n - base] ?? "") : "");
  let used = false;

  const namePattern =
    names.length > 0
      ? `|\\$(${names
          .map(escapeRe)
          .sort((a, b) => b.length - a.length)
          .join("|")})(?![A-Za-z0-9_-])`
      : "";
  const re = new RegExp(
    `\\$\\{([A-Za-z_][A-Za-z0-9_]*)\\}|\\$ARGUMENTS\\[(\\d+)\\]|\\$ARGUMENTS|\\$(\\d+)${namePattern}`,
    "g",
  );
  const text = template.replace(
    re,
    (match, variable?: string, index?: string, digits?: string, named?: string) => {
      if (variable !== undefined) return Object.hasOwn(variables, variable) ? variables[variable]! : match;
      if (index !== undefined) {
        used = true;
        return positional(Number(index)); // same numbering as `$N` (A4)
      }
      if (digits !== undefined) {
        const n = Number(digits);
        if (n < base) return match; // `$0` under 1-based numbering is not a placeholder
        used = true;
        return positional(n);
      }
      // Without `arguments:` names the regex has no fourth group and this parameter is the match offset.
      if (typeof named === "string") {
        used = true;
        return args[names.indexOf(named)] ?? "";
      }
      used = true;
      return raw;
    },
  );
  if (raw !== "" && !used && options.appendUnused !== false) {
    return { text: `${text.replace(/\s+$/, "")}\n\nUser arguments:\n${raw}`, usedArguments: false };
  }
  return { text, usedArguments: used };
}

const escapeRe = (s: string): string => s.replace(/[.*+?^${}()|[\]\\-]/g, "\\$&");
