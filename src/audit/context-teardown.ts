// A cloud resource deleted where the same page creates it (`aws s3 mb s3://lab-bucket-123` … `aws s3 rb
// s3://lab-bucket-123 --force` under "Clean up"): a tutorial tearing down its own lab, not the user's data.
import type { AuditText, TextHit } from "./rule-types.js";

/**
 * A resource's own name in a command: a bucket, project, group or cluster name with a digit, `-`, `_` or `.` in it,
 * or a shell variable holding one (`aws s3 mb s3://$BUCKET` … `aws s3 rb s3://$BUCKET --force`).
 */
const NAME =
  /(?:^|[\s=/"'])((?=[\w.-]{0,62}[\d._-])[A-Za-z0-9][\w.-]{3,62}|\$\{?[A-Za-z_]\w{1,40}\}?)(?=$|[\s"'/])/g;
/** A command or call that creates or provisions something. */
const CREATES =
  /\b(?:create|mb|make-bucket|new|provision|(?:create|new)-[\w-]{2,40}|CreateBucket|create_bucket|createBucket)\b/i;
/** At most this many names looked up per file: a line of generated deletions stays linear (then nothing is own). */
const LOOKUPS = 24;
/** A line that deletes: the deletion itself, or another one of the same name. */
const DELETES = /\b(?:delete|rb|remove|destroy|drop|rm)\b/i;

const known = new WeakMap<AuditText, Map<string, boolean>>();

/** Whether the file names `name` on a line that creates something and deletes nothing (40 places at most). */
function createdIn(text: string, name: string): boolean {
  let from = 0;
  for (let k = 0; k < 40; k++) {
    const i = text.indexOf(name, from);
    if (i < 0) return false;
    from = i + name.length;
    const lineStart = Math.max(text.lastIndexOf("\n", i) + 1, i - 200);
    const nl = text.indexOf("\n", i);
    const line = text.slice(lineStart, Math.min(nl < 0 ? text.length : nl, i + name.length + 200));
    if (CREATES.test(line) && !DELETES.test(line)) return true;
  }
  return false;
}

/** The destructive command at `h` deletes a resource the same file creates elsewhere. */
export function tearsDownOwn(file: AuditText, h: TextHit): boolean {
  const nl = file.text.indexOf("\n", h.index);
  const span = file.text.slice(h.index, Math.min(nl < 0 ? file.text.length : nl, h.index + h.length + 120));
  let names = known.get(file);
  if (!names) {
    names = new Map();
    known.set(file, names);
  }
  for (const m of span.matchAll(NAME)) {
    const name = m[1]!;
    let own = names.get(name);
    if (own === undefined) {
      if (names.size >= LOOKUPS) return false;
      own = createdIn(file.text, name);
      names.set(name, own);
    }
    if (own) return true;
  }
  return false;
}
