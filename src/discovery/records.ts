import type { ParsedSkillFile } from "../format/parse.js";
import type { Diagnostic } from "../types.js";
import type { FileInfo } from "./fs.js";

// The records passed between the walker (walk.ts) and the reader (read.ts). They live here so neither
// module imports the other.

export type ReadOutcome =
  | { readonly kind: "parsed"; readonly info: FileInfo; readonly parsed: ParsedSkillFile }
  | { readonly kind: "failed"; readonly diagnostics: readonly Diagnostic[] }
  | { readonly kind: "duplicate"; readonly diagnostic: Diagnostic };

/**
 * A candidate read and parsed, before the duplicate check. `id` (device and inode) is set once the file
 * passed the type and size checks, so the caller can load the same real file once.
 */
export interface PreRead {
  readonly outcome: Exclude<ReadOutcome, { kind: "duplicate" }>;
  readonly id?: string;
  /**
   * True when the skill file itself was seen to be a regular file, not a symlink to one (the parse
   * cache's lstat, discovery/canonical.ts); undefined when nobody looked.
   */
  readonly plainFile?: boolean;
}

export interface Candidate {
  /** Path of the skill file as found (through symlinks, not canonicalised). */
  readonly file: string;
  readonly directory: string;
  /** True when only a case variant (`skill.md`) exists: reported, never loaded. */
  readonly wrongCase?: boolean;
  /** The file as read and parsed by the walker's probe (WalkOptions.probe). */
  readonly pre?: PreRead;
  /** The real (canonical) path of `directory` when the walk found it (discovery/canonical.ts). */
  readonly real?: string;
}
