// Round 30: the way back taken away (MITRE T1490, Inhibit System Recovery), in the cloud and on a machine, read from
// the vendors' own CLI docs: S3 versioning suspended (Halcyon's "Codefinger" S3 ransomware, Jan 2025, then let a
// lifecycle rule expire the objects), Cloud Storage versioning or soft delete turned off, Azure blob soft delete off,
// Azure Backup protection removed with its data, an RDS instance's backups set to zero or deleted with it and no
// final snapshot, deletion protection lifted just before the delete, Windows recovery off (`reagentc /disable`,
// `Disable-ComputerRestore`, shadow storage shrunk to nothing), Time Machine turned off; secrets, keys and key vaults
// deleted past their recovery window, a backup tool's whole store (WAL-G, pgBackRest, Barman). Reading the settings, or
// turning them on, is not this.

import { words } from "../hints.js";
import type { AuditLine, AuditText, TextHit } from "../rule-types.js";
import { lineOf, startsOf, window } from "../text.js";

const OFF_ONE_LINE = new RegExp(
  [
    String.raw`\bput-bucket-versioning\b[^\n]{0,200}Status\s*=\s*Suspended\b`,
    String.raw`"Status"\s*:\s*"Suspended"`,
    String.raw`\bgsutil\s+versioning\s+set\s+off\b`,
    String.raw`\bgcloud\s+storage\s+buckets\s+update\b[^\n]{0,200}(?:--no-versioning\b|--clear-soft-delete\b|--soft-delete-duration[=\s]+0\b)`,
    String.raw`\baz\s+storage\s+(?:blob\s+service-properties\s+delete-policy\s+update|account\s+blob-service-properties\s+update)\b[^\n]{0,200}--enable(?:-delete-retention|-versioning|-container-delete-retention)?\s+false\b`,
    String.raw`\baz\s+backup\s+protection\s+disable\b[^\n]{0,200}--delete-backup-data\s+true\b`,
    String.raw`\baz\s+backup\s+vault\s+backup-properties\s+set\b[^\n]{0,200}--soft-delete-feature-state\s+disable\b`,
    String.raw`--backup-retention-period[=\s]+0\b`,
    String.raw`\bdelete-db-(?:instance|cluster)\b[^\n]{0,200}--skip-final-snapshot\b[^\n]{0,200}--delete-automated-backups\b`,
    String.raw`\bdelete-db-(?:instance|cluster)\b[^\n]{0,200}--delete-automated-backups\b[^\n]{0,200}--skip-final-snapshot\b`,
    String.raw`\breagentc(?:\.exe)?\s+\/disable\b`,
    String.raw`\bDisable-ComputerRestore\b`,
    String.raw`\bvssadmin(?:\.exe)?\s+resize\s+shadowstorage\b[^\n]{0,120}\/maxsize=\d{1,3}(?:KB|MB)\b`,
    String.raw`\bschtasks(?:\.exe)?\s+\/change\b[^\n]{0,80}SystemRestore[^\n]{0,40}\/disable\b`,
    String.raw`\btmutil\s+disable\b`,
    // Deleted past the undo window: secrets, key vaults, keys, the backup tool's whole store.
    String.raw`--force-delete-without-recovery\b`,
    String.raw`\baz\s+keyvault\s+(?:key\s+|secret\s+)?purge\b`,
    String.raw`\bschedule-key-deletion\b[^\n]{0,200}--pending-window-in-days[=\s]+7\b`,
    String.raw`\bgcloud\s+kms\s+keys\s+versions\s+destroy\b`,
    String.raw`\bwal-g\s+delete\s+everything\b`,
    String.raw`\bpgbackrest\b[^\n]{0,120}\bstanza-delete\b`,
    String.raw`\bbarman\s+delete\s+\S{1,60}\s+all\b`,
    String.raw`\bSystemRestorePointCreationFrequency\b|\bDisableSR\b[^\n]{0,60}\b1\b`,
  ].join("|"),
  "i",
);
/** Deletion protection lifted, then the resource deleted within a few lines. */
const PROTECTION_OFF =
  /--no-deletion-protection\b|--deletion-protection[=\s]+false\b|deletion_protection\s*=\s*false\b/i;
const DELETED_AFTER =
  /\bdelete-db-(?:instance|cluster)\b|\bgcloud\s+sql\s+instances\s+delete\b|\bterraform\s+destroy\b/i;

export const RECOVERY_OFF_HINTS = words(
  "suspended|force-delete-without-recovery|keyvault|schedule-key-deletion|kms keys versions destroy|wal-g delete|stanza-delete|barman delete|versioning set off|no-versioning|soft-delete|delete-policy|blob-service-properties|delete-backup-data|backup-retention-period|delete-automated-backups|reagentc|disable-computerrestore|shadowstorage|systemrestore|tmutil disable|disablesr|deletion-protection|deletion_protection",
);

export function recoveryOff(file: AuditText, lines: readonly AuditLine[]): TextHit[] {
  const starts = startsOf(file);
  for (const l of lines) {
    if (OFF_ONE_LINE.test(l.text)) return [{ index: l.index, length: l.text.length }];
    if (!PROTECTION_OFF.test(l.text)) continue;
    if (DELETED_AFTER.test(window(file.text, starts, lineOf(starts, l.index), 0, 4).text))
      return [{ index: l.index, length: l.text.length }];
  }
  return [];
}
