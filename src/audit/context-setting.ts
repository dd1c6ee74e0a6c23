// A shell profile handed to an installer as a setting (`ENV="$HOME/.bashrc" bash -`, pnpm's documented install): the
// installer is told which profile to put its PATH line in. What the pipe runs is judged by the pipe rules; the
// profile named as an environment value is not a fetch written into it.

/** An environment assignment before a command whose value is still open at the match: `ENV="$HOME/`. */
const SETTING_OPEN = /(?:^|[\s|;&(])[A-Za-z_]\w{0,40}=["']?[^\s"'=;&|<>]{0,200}$/;
/** The same assignment, whole, to take out of the line. */
const SETTING =
  /(?:^|(?<=[\s|;&(]))[A-Za-z_]\w{0,40}=(?:"[^"\n]{0,200}"|'[^'\n]{0,200}'|[^\s"'=;&|<>]{1,200})/g;

/**
 * True when the profile matched at `at` on `line` is an environment assignment's value and `place` finds no other
 * profile or scheduler on the line once the assignments are taken out.
 */
export function profileAsSetting(line: string, at: number, place: RegExp): boolean {
  if (!SETTING_OPEN.test(line.slice(Math.max(0, at - 240), at))) return false;
  return !place.test(line.replace(SETTING, " "));
}
