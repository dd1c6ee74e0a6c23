// A shell profile handed to a piped installer as a setting (`| ENV="$HOME/.bashrc" bash -`, pnpm's documented
// install): the installer is told which profile to put its PATH line in. What the pipe runs is judged by the pipe
// rules; a profile named as an environment value of the shell a download is piped into is not a fetch written there.

/** A shell's profile file by name. */
const PROFILE = /^\.(?:bashrc|zshrc|bash_profile|profile|zprofile)\b/;
/** A pipe into environment assignments before a shell, the last one's value still open at the match. */
const PIPED_SETTING =
  /\|\s*(?:[A-Za-z_]\w{0,40}=(?:"[^"\n]{0,200}"|'[^'\n]{0,200}'|[^\s"'|;&]{0,200})\s+){0,8}[A-Za-z_]\w{0,40}=["']?[^\s"'=;&|<>]{0,200}$/;
/** The same assignments, whole, to take out of the line. */
const SETTING =
  /(?:^|(?<=[\s|;&(]))[A-Za-z_]\w{0,40}=(?:"[^"\n]{0,200}"|'[^'\n]{0,200}'|[^\s"'=;&|<>]{1,200})/g;

/**
 * True when the profile matched at `at` on `line` is the value of an environment assignment standing after a pipe
 * (before the shell the download is piped into), and `place` finds no other profile or scheduler on the line once
 * the assignments are taken out.
 */
export function profileAsSetting(line: string, at: number, place: RegExp): boolean {
  if (!PROFILE.test(line.slice(at, at + 16))) return false;
  if (!PIPED_SETTING.test(line.slice(Math.max(0, at - 2000), at))) return false;
  return !place.test(line.replace(SETTING, " "));
}

/**
 * A literal line appended to a shell profile (`echo 'export PATH="$HOME/.lumen/bin:$PATH"' >> ~/.bashrc`,
 * `printf '%s\n' 'eval "$(mise activate zsh)"' >> ~/.zshrc`): only the quoted text goes into the profile.
 */
const PROFILE_APPEND =
  /\b(?:echo|printf)\s+(?:-[neE]{1,3}\s+)?(?:(['"])%s\\n\1\s+)?(['"])((?:(?!\2)[^\n\\]|\\.){0,400})\2\s*>>\s*["']?(?:~|\$HOME|\$\{HOME\})\/\.(?:bashrc|zshrc|bash_profile|profile|zprofile)["']?(?=[\s;&|)]|$)/g;
/**
 * Round 28: the same in prose, a code span added to the profile ("then add `eval "$(starship init zsh)"` to
 * `~/.zshrc`"): only the span goes into the profile; a download run before it on the line is the pipe rules'.
 */
const PROFILE_ADD_PROSE =
  /\b(?:add|append|put|insert|place)\s+(?:the\s+line\s+|this\s+line\s+)?()(`)([^`\n]{1,400})`\s+(?:to|into|in|at\s+the\s+end\s+of)\s+(?:(?:your|the)\s+)?`?(?:~|\$HOME|\$\{HOME\})\/\.(?:bashrc|zshrc|bash_profile|profile|zprofile)`?(?=[\s.,;:)]|$)/g;
/** What in the appended text runs a file at every start (`source ~/.x/hook.sh`, `. "$HOME/.cargo/env"`): read with what is around it. */
const RUNS_A_FILE =
  /(?:^|[;&|]\s*|\b(?:source|exec|bash|sh|zsh|python[\d.]{0,4}|node|perl|ruby)\s+|(?:^|\s)\\?\.\s+)["']?(?:~|\$HOME|\$\{HOME\}|\$\{?\w{1,40}\}?|\/)[^\s"';|&]{0,200}/;

/**
 * The text a profile-append line puts into the profile, when that is all the line installs: the quoted literal
 * (double quotes: what the shell expands there stays, `$(curl …)` included) and no other profile or scheduler is
 * named on the line once the append is taken out, and the literal runs no file. Undefined otherwise.
 */
export function profileLiteral(line: string, place: RegExp): string | undefined {
  const appends = line.includes(">>");
  if (!appends && !line.includes("`")) return undefined;
  const parts: string[] = [];
  const take = (_all: string, ...groups: unknown[]): string => {
    parts.push(groups[2] as string);
    return " ";
  };
  const rest = (appends ? line.replace(PROFILE_APPEND, take) : line).replace(PROFILE_ADD_PROSE, take);
  if (parts.length === 0 || place.test(rest)) return undefined;
  const literal = parts.join("\n");
  return RUNS_A_FILE.test(literal) ? undefined : literal;
}
