// Audit rules of one family (execution), round 30: destruction and persistence read from the techniques' public
// write-ups (MITRE ATT&CK T1485, T1490, T1531, T1561, T1053, T1547; wiper and ransomware analyses; the vendors' CLI
// docs). destruction.ts joins them after its own rows.

import { mentionedOnly } from "../context.js";
import { destroyedEach, EACH_HINTS } from "../detectors/destructive-each.js";
import { LISTED_HINTS, listedDestroyed } from "../detectors/destructive-listed.js";
import { RECOVERY_OFF_HINTS, recoveryOff } from "../detectors/destructive-recovery.js";
import { SECURE_DELETE_HINTS, secureDeleted } from "../detectors/destructive-secure.js";
import {
  DATA_FOLDERS_HINTS,
  DEVICE_WRITE_HINTS,
  DOC_SWEEP_HINTS,
  dataFoldersDeleted,
  deviceWrite,
  docSweep,
} from "../detectors/destructive-sweep.js";
import { PERSISTENCE_CODE_HINTS, persistenceInCode } from "../detectors/persistence-code.js";
import { LOGON_HOOK_HINTS, logonHooks } from "../detectors/persistence-logon.js";
import type { AuditRule } from "../rule-types.js";

export const DESTRUCTION_ACT_RULES: readonly AuditRule[] = [
  {
    id: "destructive-doc-sweep",
    hints: DOC_SWEEP_HINTS,
    kind: "text",
    severity: "high",
    family: "execution",
    why: "walks folders picking the user's documents by a list of extensions (office files, PDFs, photos, password vaults, backups) and deletes, overwrites or encrypts each: a wiper's or ransomware's file stage; remove it",
    check: (f, l) => docSweep(f, l).filter((h) => !mentionedOnly(f, h.index)),
  },
  {
    id: "destructive-device-write",
    hints: DEVICE_WRITE_HINTS,
    kind: "text",
    severity: "high",
    family: "execution",
    why: "opens a whole disk (/dev/sda, /dev/nvme0n1, \\\\.\\PhysicalDrive0) for writing from a program: overwrites the partition table and the data on it; write to a file, or to the device the user names",
    check: (f, l) => deviceWrite(f, l).filter((h) => !mentionedOnly(f, h.index)),
  },
  {
    id: "destructive-data-folders",
    hints: DATA_FOLDERS_HINTS,
    kind: "text",
    severity: "high",
    family: "execution",
    why: "lists the user's own data folders (Documents, Desktop, Pictures, OneDrive…) under the home folder and deletes each whole; remove only what the skill itself created",
    check: (f, l) => dataFoldersDeleted(f, l).filter((h) => !mentionedOnly(f, h.index)),
  },
  {
    id: "destructive-each",
    hints: EACH_HINTS,
    kind: "text",
    severity: "high",
    family: "execution",
    why: "lists everything of a kind and destroys each item: every remote branch or tag, every table or database, every VM of a host, every user's password or account, every project of a group, every search index, the remote overwritten by an empty mirror push or its main branch rewound to the first commit, or the hosted database reset; filter the list to what the skill created and ask first",
    check: (f, l) => destroyedEach(f, l).filter((h) => !mentionedOnly(f, h.index)),
  },
  {
    id: "destructive-listed-each",
    hints: LISTED_HINTS,
    kind: "text",
    severity: "high",
    family: "execution",
    why: "lists every item of a kind that holds data (VMs, volumes, snapshots, backups, databases, buckets, repositories, namespaces, mailboxes, secrets) with a tool's list command, cmdlet or SDK call and feeds each to the same tool's delete; filter the list to what the skill created and ask first",
    check: (f, l) => listedDestroyed(f, l).filter((h) => !mentionedOnly(f, h.index)),
  },
  {
    id: "destructive-secure-delete",
    hints: SECURE_DELETE_HINTS,
    kind: "text",
    severity: "medium",
    family: "execution",
    why: "runs a secure-delete tool (SDelete, srm, shred, wipe) over the user's data (a home or profile folder, Documents, a file share, a backup folder, a drive): the files are overwritten and no undelete or backup tool can bring them back; remove it, or name the one temporary file the skill created",
    check: (f, l) => secureDeleted(f, l).filter((h) => !mentionedOnly(f, h.index)),
  },
  {
    id: "destructive-recovery-off",
    hints: RECOVERY_OFF_HINTS,
    kind: "text",
    severity: "high",
    family: "execution",
    why: "takes away the way back: turns off bucket versioning or soft delete, removes backup protection with its data, sets database backups to zero or deletes them with the instance, lifts deletion protection before a delete, deletes secrets, keys or a key vault past their recovery window or a backup tool's whole store, or turns off system restore or Time Machine; leave recovery settings alone",
    check: (f, l) => recoveryOff(f, l).filter((h) => !mentionedOnly(f, h.index)),
  },
  {
    id: "persistence-autostart-code",
    hints: PERSISTENCE_CODE_HINTS,
    kind: "text",
    severity: "high",
    family: "execution",
    why: "installs something that starts by itself and runs fetched code: a registry autostart value (Run, Winlogon, a debugger) written from a program for a file it downloads, a Kubernetes CronJob piping a download to a shell, git's filter or pager commands set globally to fetch code, a launchd job submitted to fetch code, or Node told to load a downloaded file on every run; ship the code in the skill and ask before installing anything that starts on its own",
    check: (f, l) => persistenceInCode(f, l).filter((h) => !mentionedOnly(f, h.index)),
  },
  {
    id: "persistence-logon-hook",
    hints: LOGON_HOOK_HINTS,
    kind: "text",
    severity: "high",
    family: "execution",
    why: "puts a program where Windows starts it by itself: appended to Winlogon's Userinit or Shell, set as the debugger of an accessibility program or another program (Image File Execution Options), copied over sethc or utilman, loaded into every process (AppInit_DLLs), set as the screensaver, run by a permanent WMI subscription or a netsh helper; it runs at every logon, often as SYSTEM at the logon screen; remove it and ask before installing anything that starts on its own",
    check: (f, l) => logonHooks(f, l).filter((h) => !mentionedOnly(f, h.index)),
  },
];
