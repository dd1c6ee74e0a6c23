// Which of a skill's files its SKILL.md sends the agent to as instructions ("read samples/setup.md and follow
// it", "load `fixtures/steps.md` before you start", "the steps are in tests/run.md"). Rules that skip a folder
// of tests, fixtures or samples as data must still read such a file: a planted order moved into `samples/` and
// named from SKILL.md is read by the agent as an order all the same.

/** A verb or noun that makes a mention a pointer to orders, not to data: read, follow, the steps, the procedure. */
const SENDS =
  /\b(?:read|reads|reading|load|loads|loading|open|opens|consult|follow|follows|following|obey|apply|execute|carry\s+out|comply\s+with|act\s+on|do\s+(?:what|as)|perform|instructions?|steps?|directions?|procedures?|workflow|playbook|runbook|checklist|guide)\b/i;

/**
 * The files some rule reads as data, not orders (conceal-act's and the injection rules' sample folders): only
 * these are looked up, so a skill of many files costs a few searches of its SKILL.md, not one a file.
 */
const DATA_FILE =
  /(?:^|\/)(?:tests?|__tests__|spec|fixtures?|probes?|datasets?|evals?|samples?|examples?|reports?|scans?)\/|\.(?:csv|tsv|jsonl|snap)$|(?:^|[/._-])(?:test|spec)\.\w+$/i;
/** At most this many data files are looked up. */
const MAX_FILES = 64;
/** At most this many mentions of one path are read (a long file naming a path over and over stays linear). */
const MAX_MENTIONS = 8;
/** Characters either side of a mention that belong to its sentence. */
const SPAN = 160;

/** The part of `text` around `at` inside its line, at most `SPAN` characters either side. */
function lineAround(text: string, at: number, length: number): string {
  const from = Math.max(0, at - SPAN);
  const to = Math.min(text.length, at + length + SPAN);
  let before = text.slice(from, at);
  const nl = before.lastIndexOf("\n");
  if (nl >= 0) before = before.slice(nl + 1);
  let after = text.slice(at + length, to);
  const end = after.indexOf("\n");
  if (end >= 0) after = after.slice(0, end);
  return `${before} ${after}`;
}

/**
 * The data files among `paths` that `entry` (the SKILL.md's text) names beside a verb of reading or following,
 * or a word for orders (steps, instructions).
 */
export function followedPaths(entry: string | undefined, paths: readonly string[]): ReadonlySet<string> {
  const out = new Set<string>();
  if (entry === undefined) return out;
  let looked = 0;
  for (const path of paths) {
    if (path === "SKILL.md" || !DATA_FILE.test(path)) continue;
    if (++looked > MAX_FILES) break;
    let at = entry.indexOf(path);
    for (let n = 0; at >= 0 && n < MAX_MENTIONS; n++, at = entry.indexOf(path, at + path.length))
      if (SENDS.test(lineAround(entry, at, path.length))) {
        out.add(path);
        break;
      }
  }
  return out;
}
