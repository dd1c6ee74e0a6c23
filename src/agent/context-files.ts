import { isUtf8 } from "node:buffer";
import { closeSync, constants, existsSync, fstatSync, openSync, readSync, realpathSync } from "node:fs";
import { dirname, join, relative, sep } from "node:path";
import { isWithin } from "../util/paths.js";

// Project instructions: AGENTS.md (and CLAUDE.md where present) in every directory from the git root
// down to the workspace, outermost first, in the system prompt. Read once when the agent starts.
// Bounded: a file is read up to its share of the budget (a 10 MB file costs 32 KiB of reading and a
// warning, never 10 MB); a symlink may point only inside the project (a cloned repository must not pull
// ~/.ssh/config into a prompt sent to a provider); binary and non-regular files are skipped with a warning.

export const CONTEXT_FILE_NAMES = ["AGENTS.md", "CLAUDE.md"] as const;
/** At most this much of one file. */
export const MAX_CONTEXT_FILE_BYTES = 32 * 1024;
/** At most this much of all of them together. */
export const MAX_CONTEXT_BYTES = 96 * 1024;

export interface ContextFile {
  readonly path: string;
  /** What the prompt holds (cut to the limits). */
  readonly text: string;
  /** The file's size on disk. */
  readonly bytes: number;
  readonly truncated: boolean;
}

export interface ContextFiles {
  readonly files: readonly ContextFile[];
  readonly warnings: readonly string[];
}

/** The directories from the git root above `workspace` (or the workspace itself) down to it. */
export function contextDirs(workspace: string): string[] {
  const chain: string[] = [];
  for (let d = workspace; ; d = dirname(d)) {
    chain.push(d);
    if (existsSync(join(d, ".git"))) return chain.reverse();
    if (dirname(d) === d) return [workspace];
  }
}

function readHead(path: string, limit: number): { bytes: Buffer; size: number } | string {
  let fd: number;
  try {
    fd = openSync(path, constants.O_RDONLY | (constants.O_NONBLOCK ?? 0));
  } catch (e) {
    return `cannot be read (${(e as NodeJS.ErrnoException).code})`;
  }
  try {
    const st = fstatSync(fd);
    if (!st.isFile()) return "is not a regular file";
    const buf = Buffer.alloc(Math.min(st.size, limit));
    let n = 0;
    while (n < buf.length) {
      const r = readSync(fd, buf, n, buf.length - n, n);
      if (r === 0) break;
      n += r;
    }
    return { bytes: buf.subarray(0, n), size: st.size };
  } finally {
    closeSync(fd);
  }
}

/** Reads the project's context files; problems become warnings, never errors. */
export function loadContextFiles(workspace: string): ContextFiles {
  const dirs = contextDirs(workspace);
  const root = dirs[0]!;
  const files: ContextFile[] = [];
  const warnings: string[] = [];
  const seen = new Set<string>();
  let budget = MAX_CONTEXT_BYTES;
  for (const dir of dirs) {
    for (const name of CONTEXT_FILE_NAMES) {
      const path = join(dir, name);
      if (!existsSync(path)) continue;
      let real: string;
      try {
        real = realpathSync.native(path);
      } catch {
        warnings.push(`${path} is a broken link; skipped`);
        continue;
      }
      if (seen.has(real)) continue; // CLAUDE.md -> AGENTS.md: once
      seen.add(real);
      if (!isWithin(root, real)) {
        warnings.push(`${path} links outside the project (${real}); skipped`);
        continue;
      }
      if (budget <= 0) {
        warnings.push(`${path} skipped: the context files already fill ${MAX_CONTEXT_BYTES} bytes`);
        continue;
      }
      const limit = Math.min(MAX_CONTEXT_FILE_BYTES, budget);
      const r = readHead(real, limit);
      if (typeof r === "string") {
        warnings.push(`${path} ${r}; skipped`);
        continue;
      }
      if (r.bytes.includes(0)) {
        warnings.push(`${path} is binary; skipped`);
        continue;
      }
      let cut = r.bytes;
      // A cut may split a character: back off to a boundary.
      while (cut.length > 0 && !isUtf8(cut) && r.bytes.length - cut.length < 4)
        cut = cut.subarray(0, cut.length - 1);
      if (!isUtf8(cut)) {
        warnings.push(`${path} is not UTF-8 text; skipped`);
        continue;
      }
      const truncated = r.size > cut.length;
      if (truncated)
        warnings.push(
          `${path} is ${r.size} bytes; only its first ${cut.length} bytes are in the prompt (keep context files short)`,
        );
      budget -= cut.length;
      files.push({ path, text: cut.toString("utf8"), bytes: r.size, truncated });
    }
  }
  return { files, warnings };
}

/** The system prompt's section for the context files. */
export function renderContextFiles(files: readonly ContextFile[], workspace: string): string {
  if (files.length === 0) return "";
  const parts = files.map((f) => {
    const shown = relative(workspace, f.path).split(sep).join("/") || f.path;
    const note = f.truncated ? `\n[… cut: the file is ${f.bytes} bytes]` : "";
    return `<instructions path="${shown.replace(/[<>"&]/g, "_")}">\n${f.text.trimEnd()}${note}\n</instructions>`;
  });
  return `The project's instructions for agents (AGENTS.md, CLAUDE.md), outermost directory first; follow them:\n\n${parts.join("\n\n")}`;
}
