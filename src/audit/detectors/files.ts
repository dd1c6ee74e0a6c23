// What a skill ships and where it points: executables, binaries among scripts, unsafe names, and
// relative paths that climb out of the skill.
import type { AuditText, FileRule, TextHit } from "../rule-types.js";
import { eachMatchFast, type FastPattern } from "../sentences.js";

/**
 * A run of `../` (or `..\`) not glued to a name before it, tried only where one is (eachMatchFast): led by a
 * look-behind, the expression was tried at every character of the file.
 */
const CLIMB: FastPattern = {
  prefilter: /\.\.[/\\]/g,
  exact: /(?<![\w.])(?:\.\.[/\\]){1,}[\w.~-]*/y,
};

/**
 * `../` runs that climb above the folder holding the skill, from where the file sits. One level up
 * (`../other-skill`) is how skills of one collection point at each other; more is reaching out.
 */
export function pathEscapes(file: AuditText): TextHit[] {
  const depth = file.path.split("/").length;
  const out: TextHit[] = [];
  eachMatchFast(CLIMB, file.text, (m) => {
    const ups = (m[0].match(/\.\.[/\\]/g) ?? []).length;
    if (ups > depth) out.push({ index: m.index, length: m[0].length });
  });
  return out;
}

const MAGIC: readonly [string, number[]][] = [
  ["ELF", [0x7f, 0x45, 0x4c, 0x46]],
  ["Mach-O", [0xcf, 0xfa, 0xed, 0xfe]],
  ["Mach-O", [0xce, 0xfa, 0xed, 0xfe]],
  ["Mach-O", [0xfe, 0xed, 0xfa, 0xcf]],
  ["Mach-O", [0xfe, 0xed, 0xfa, 0xce]],
  ["Mach-O universal", [0xca, 0xfe, 0xba, 0xbe]],
  ["WebAssembly", [0x00, 0x61, 0x73, 0x6d]],
];

/** The kind of compiled executable `head` starts with, if any. */
export function executableKind(head: Uint8Array | undefined): string | undefined {
  if (!head) return undefined;
  for (const [kind, bytes] of MAGIC) if (bytes.every((b, i) => head[i] === b)) return kind;
  // PE: "MZ", then the PE header offset at 0x3c pointing at "PE\0\0" (a text file starting MZ is not one).
  if (head[0] === 0x4d && head[1] === 0x5a && head.length >= 0x40) {
    const at = head[0x3c]! | (head[0x3d]! << 8);
    if (
      at + 4 <= head.length &&
      head[at] === 0x50 &&
      head[at + 1] === 0x45 &&
      head[at + 2] === 0 &&
      head[at + 3] === 0
    )
      return "PE";
    if (at + 4 > head.length) return "PE";
  }
  return undefined;
}

export const inScripts = (path: string): boolean => /(?:^|\/)(?:scripts|bin)\//.test(path);
export const UNSAFE_NAME = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u;

/** The rules over a file's facts (what it is, not what it says): rows of the table in rules/other.ts. */
export const FILE_RULES: readonly FileRule[] = [
  {
    id: "symlink-escape",
    kind: "file",
    severity: "high",
    family: "filesystem",
    why: "a symbolic link points outside the skill directory: reading the skill reads another file",
    check: (f) => (f.type === "symlink" && f.linkEscapes ? `${f.path} -> ${f.linkTarget ?? "?"}` : undefined),
  },
  {
    id: "special-file",
    kind: "file",
    severity: "medium",
    family: "filesystem",
    why: "a FIFO, socket or device in a skill: never a skill's content, and reading it can hang or leak",
    check: (f) => (f.type === "special" ? f.path : undefined),
  },
  {
    id: "unsafe-file-name",
    kind: "file",
    severity: "medium",
    family: "filesystem",
    why: "a file name with control, invisible or bidi characters: it can disguise what the file is",
    check: (f) => (UNSAFE_NAME.test(f.path) ? f.path : undefined),
  },
  {
    id: "native-binary",
    kind: "file",
    severity: "high",
    family: "filesystem",
    why: "a compiled executable ships in the skill: its behaviour cannot be reviewed from source",
    check: (f) => {
      const kind = f.type === "file" ? executableKind(f.head) : undefined;
      return kind ? `${f.path} (${kind})` : undefined;
    },
  },
  {
    id: "binary-in-scripts",
    kind: "file",
    severity: "medium",
    family: "filesystem",
    why: "a binary (non-text) file among the skill's scripts: scripts should be readable source",
    check: (f) =>
      f.type === "file" && f.binary && inScripts(f.path) && !executableKind(f.head) ? f.path : undefined,
  },
  {
    id: "oversized-file",
    kind: "file",
    severity: "high",
    family: "filesystem",
    why: "a file over the size limit of an install: the audit read only its start, the rest is unreviewed",
    check: (f) => (f.truncatedAt !== undefined ? `${f.path} (${f.size} bytes)` : undefined),
  },
  {
    id: "audit-limit",
    kind: "file",
    severity: "high",
    family: "filesystem",
    why: "the skill has more files, bytes or deeper folders than an install accepts: the rest is unreviewed",
    check: (f) => f.limit,
  },
  {
    id: "audit-incomplete",
    kind: "file",
    severity: "high",
    family: "filesystem",
    why: "the audit ran out of time (or memory) before it read the whole skill: what it did not read is unreviewed; give it longer with SKILLPORT_AUDIT_TIME_BUDGET=SECONDS, or read the skill and pass --force if you trust it",
    check: (f) => f.incomplete,
  },
  {
    id: "unreadable-file",
    kind: "file",
    severity: "medium",
    family: "filesystem",
    why: "a file of the skill could not be read, so it was not audited",
    check: (f) => (f.error !== undefined ? `${f.path}: ${f.error}` : undefined),
  },
];
