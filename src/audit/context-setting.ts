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
