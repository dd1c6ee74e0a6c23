// Round 28: a whole data store of a platform erased by its own tool: the virtual disks of an ESXi host's datastores
// (`find /vmfs/volumes … -name '*.vmdk' -delete`, the ESXi ransomware's and wipers' step), every collection of a
// Firestore database (`firebase firestore:delete --all-collections`), a Realtime Database from its root. One file
// or one collection named is maintenance; the emulator's data (a `demo-` project) is the user's own.
import { words } from "../hints.js";
import type { AuditLine, AuditText, TextHit } from "../rule-types.js";
import { lineOf, startsOf, window } from "../text.js";

/** VM disk files (descriptor, data, snapshot, swap, memory) picked by a pattern and deleted. */
const VM_FILES_DELETED =
  /-i?name\s+["']?\*[\w-]{0,20}\.(?:vmdk|vmx|vmsn|vmsd|vswp|vmem|nvram)\b[^\n]{0,200}(?:-delete\b|-exec\s+rm\b|\|\s*xargs\s+rm\b)|\brm\s+(?:-\w{1,6}\s+){0,3}[^\n;|&]{0,120}\*[\w-]{0,20}\.(?:vmdk|vmx|vmsn|vswp|vmem)\b/i;
const DATASTORES = /\/vmfs\/volumes\b/;
const FIREBASE_ALL =
  /\bfirebase\s+(?:[^\n]{0,80}\s)?firestore:delete\b[^\n]{0,160}--all-collections\b|\bfirebase\s+(?:[^\n]{0,80}\s)?database:remove\s+["']?\/["']?(?=\s|$)/i;
const EMULATOR = /\bemulators?\b|--project[=\s]+["']?demo-/i;

export const DESTRUCTIVE_STORE_HINTS = words("vmdk|vmx|vmsn|vswp|vmem|nvram|all-collections|database:remove");

export function destructiveStore(file: AuditText, lines: readonly AuditLine[]): TextHit[] {
  const starts = startsOf(file);
  for (const l of lines) {
    if (FIREBASE_ALL.test(l.text) && !EMULATOR.test(l.text)) return [{ index: l.index, length: l.text.length }];
    if (!VM_FILES_DELETED.test(l.text)) continue;
    if (DATASTORES.test(window(file.text, starts, lineOf(starts, l.index), 3, 3).text))
      return [{ index: l.index, length: l.text.length }];
  }
  return [];
}
