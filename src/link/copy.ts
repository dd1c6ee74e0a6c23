import {
  closeSync,
  constants,
  fstatSync,
  lstatSync,
  mkdirSync,
  openSync,
  readdirSync,
  readlinkSync,
  readSync,
  realpathSync,
  writeFileSync,
} from "node:fs";
import { join } from "node:path";
import { isWithin } from "../util/paths.js";

// `link --copy`: a copy holds real files only. A skill folder that is a link is copied from where it
// leads; a link inside the skill is copied as what it points at when that stays inside the skill's real
// folder, and refuses the whole copy when it leads out (a copied `key -> ~/.ssh/id_rsa` would hand the
// user's key to every host that reads the folder).

/** One entry of a copy: a folder to make or a file to read from its real path. */
export interface CopyEntry {
  readonly rel: string;
  readonly kind: "dir" | "file";
  readonly from: string;
}

export type CopyPlan =
  | { readonly ok: true; readonly root: string; readonly entries: readonly CopyEntry[] }
  | { readonly ok: false; readonly reason: string };

const MAX_ENTRIES = 20_000;
const MAX_DEPTH = 32;

/** A planned file changed between the plan and the copy; linkSkills reports it as a LinkError. */
export class CopyRaceError extends Error {}

/** What to copy for the skill folder `dir` (followed if it is a link), or why it cannot be copied. */
export function planCopy(dir: string): CopyPlan {
  let root: string;
  try {
    root = realpathSync(dir);
  } catch (e) {
    return { ok: false, reason: `${dir} cannot be resolved (${(e as NodeJS.ErrnoException).code})` };
  }
  const entries: CopyEntry[] = [];
  // Real folders on the current path: a link back up to one of them would copy forever.
  const walk = (real: string, rel: string, depth: number, open: ReadonlySet<string>): string | undefined => {
    if (depth > MAX_DEPTH) return `${join(dir, rel)} is nested deeper than ${MAX_DEPTH} folders`;
    for (const name of readdirSync(real).sort()) {
      const childRel = rel === "" ? name : `${rel}/${name}`;
      const shown = join(dir, ...childRel.split("/"));
      const st = lstatSync(join(real, name));
      let target = join(real, name);
      if (st.isSymbolicLink()) {
        try {
          target = realpathSync(target);
        } catch {
          return `${shown} is a dangling or looping link (-> ${readlinkSync(join(real, name))})`;
        }
        if (!isWithin(root, target)) return `${shown} links outside the skill (to ${target})`;
      }
      const info = st.isSymbolicLink() ? lstatSync(target) : st;
      if (info.isDirectory()) {
        if (open.has(target)) return `${shown} links to a folder that contains it`;
        entries.push({ rel: childRel, kind: "dir", from: target });
        const why = walk(target, childRel, depth + 1, new Set([...open, target]));
        if (why !== undefined) return why;
      } else if (info.isFile()) {
        entries.push({ rel: childRel, kind: "file", from: target });
      } else {
        return `${shown} is not a regular file or folder`;
      }
      if (entries.length > MAX_ENTRIES) return `${dir} has more than ${MAX_ENTRIES} entries`;
    }
    return undefined;
  };
  try {
    const why = walk(root, "", 0, new Set([root]));
    return why === undefined ? { ok: true, root, entries } : { ok: false, reason: why };
  } catch (e) {
    const err = e as NodeJS.ErrnoException;
    return { ok: false, reason: `${err.path ?? dir} cannot be read (${err.code ?? err.message})` };
  }
}

/** Reads a planned file without following a link swapped in since the plan, checking it is still inside. */
function readPlanned(root: string, from: string): Buffer {
  const fd = openSync(from, constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0) | (constants.O_NONBLOCK ?? 0));
  try {
    if (!fstatSync(fd).isFile()) throw new CopyRaceError(`${from} is no longer a regular file`);
    if (process.platform === "linux" && !isWithin(root, readlinkSync(`/proc/self/fd/${fd}`))) {
      throw new CopyRaceError(`${from} changed while being copied`);
    }
    const chunks: Buffer[] = [];
    const buf = Buffer.allocUnsafe(64 * 1024);
    for (;;) {
      const n = readSync(fd, buf, 0, buf.length, null);
      if (n === 0) break;
      chunks.push(Buffer.from(buf.subarray(0, n)));
    }
    return Buffer.concat(chunks);
  } finally {
    closeSync(fd);
  }
}

/** Makes the planned copy under `dest` (which must not exist): real folders and files only. */
export function copyPlanned(plan: CopyPlan & { ok: true }, dest: string): void {
  mkdirSync(dest);
  for (const e of plan.entries) {
    const to = join(dest, ...e.rel.split("/"));
    if (e.kind === "dir") mkdirSync(to);
    else
      writeFileSync(to, readPlanned(plan.root, e.from), { flag: "wx", mode: lstatSync(e.from).mode & 0o777 });
  }
}
