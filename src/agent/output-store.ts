import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { notPrivate } from "../util/private-path.js";

// Large tool results: the model's context keeps the head and the tail, and the whole result goes to a
// file in a private directory that `read_file` may read, so nothing is lost and nothing floods the
// context. The directory is the host's (`outputDir`; `skillport chat` keeps it beside the saved
// session) or a fresh 0700 temporary one that `close()` removes.

/** Results longer than this (characters) are kept head + tail in the context. */
export const CONTEXT_RESULT_CHARS = 24_000;
const KEEP = CONTEXT_RESULT_CHARS / 2;

export interface OutputStore {
  /** The directory `read_file` may read for saved outputs. */
  readonly dir: string;
  /** The result as the model's context keeps it: whole when short, else head, a pointer, tail. */
  keep(tool: string, text: string): string;
  close(): void;
}

export function createOutputStore(dir?: string): OutputStore {
  let own = dir === undefined;
  let root = dir;
  let n = 0;
  const ensure = (): string => {
    if (root === undefined) root = mkdtempSync(join(tmpdir(), "skillport-output-"));
    else {
      mkdirSync(root, { recursive: true, mode: 0o700 });
      // A directory another user can write (HOME=/tmp): they could plant what read_file then trusts.
      // Use a fresh private one instead, removed on close like an own one.
      if (notPrivate(root) !== undefined) {
        root = mkdtempSync(join(tmpdir(), "skillport-output-"));
        own = true;
      }
    }
    return root;
  };
  return {
    get dir() {
      return root ?? "";
    },
    keep(tool, text) {
      if (text.length <= CONTEXT_RESULT_CHARS) return text;
      let where: string;
      try {
        const d = ensure();
        n += 1;
        const name = `${Date.now().toString(36)}-${n}-${tool.replace(/[^A-Za-z0-9_-]/g, "_").slice(0, 40)}.txt`;
        where = join(d, name);
        writeFileSync(where, text, { mode: 0o600, flag: "wx" });
      } catch (e) {
        where = "";
        void e;
      }
      const omitted = text.length - 2 * KEEP;
      const lines = text.split("\n").length;
      const pointer =
        where === ""
          ? `[… ${omitted} characters omitted (the whole output could not be saved) …]`
          : `[… ${omitted} characters omitted. The whole output (${lines} lines) is in ${where}: read it with read_file (offset and limit) …]`;
      return `${text.slice(0, KEEP)}\n${pointer}\n${text.slice(text.length - KEEP)}`;
    },
    close() {
      if (own && root !== undefined) rmSync(root, { recursive: true, force: true });
    },
  };
}
