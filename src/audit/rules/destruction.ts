// Audit rules of one family (execution), destruction: data, disks, stores and backups erased. Split from
// execution.ts when it outgrew one file (round 28); index.ts joins it right after that table, so the order of the
// rules is unchanged.

import { mentionedOnly } from "../context.js";
import { tearsDownOwn } from "../context-teardown.js";
import { ARGV_HINTS, destructiveArgv } from "../detectors/argv-commands.js";
import {
  DESTRUCTIVE_CODE,
  DESTRUCTIVE_CODE_HINTS,
  DESTRUCTIVE_PROSE_GATES,
  DESTRUCTIVE_PROSE_HINTS,
  destructiveInstruction,
} from "../detectors/destructive.js";
import {
  DESTRUCTIVE_DATA,
  DESTRUCTIVE_DATA_HINTS,
  DESTRUCTIVE_FLOW_HINTS,
  DESTRUCTIVE_HOME_HINTS,
  DESTRUCTIVE_MASS_HINTS,
  DISK_WIPE_HINTS,
  destructiveDataAccept,
  destructiveFlow,
  destructiveMass,
  expectedRefused,
  placeholderDevice,
  runsSpan,
} from "../detectors/destructive-code.js";
import { DESTRUCTIVE_FLEET_HINTS, destructiveFleet } from "../detectors/destructive-fleet.js";
import {
  BACKUP_STORE_HINTS,
  DESTRUCTIVE_HOME_ALL,
  DISK_WIPE_ALL,
  RUNTIME_HOME_HINTS,
} from "../detectors/destructive-runtimes.js";
import {
  CODE_RESET_HINTS,
  DESTRUCTIVE_STORE_HINTS,
  destructiveStore,
  SCHEMA_RESET_HINTS,
  schemaReset,
} from "../detectors/destructive-stores.js";
import { DESTRUCTIVE_WALK_HINTS, destructiveWalk } from "../detectors/destructive-walk.js";
import { DESTRUCTIVE, DESTRUCTIVE_HINTS } from "../detectors/execution.js";
import { words } from "../hints.js";
import type { AuditRule } from "../rule-types.js";
import { DESTRUCTION_ACT_RULES } from "./destruction-acts.js";

export const DESTRUCTION_RULES: readonly AuditRule[] = [
  {
    id: "destructive-command",
    hints: [...DESTRUCTIVE_HINTS, ...DESTRUCTIVE_CODE_HINTS],
    kind: "pattern",
    severity: "high",
    family: "execution",
    why: "destroys data: deletes a home or system folder, overwrites a disk, shadow copies or a remote's history, production data or cloud resources, or turns backups off",
    pattern: new RegExp(`${DESTRUCTIVE.source}|${DESTRUCTIVE_CODE.source}`, "gi"),
    // "Attacker: ?dir=; rm -rf /" in a code-review skill shows an injection; a guard's test case expects it denied.
    // A lab's clean-up deletes the bucket or project the same page created.
    accept: (h, f) =>
      !mentionedOnly(f, h.index) &&
      !expectedRefused(f, h.index) &&
      !placeholderDevice(f, h) &&
      !tearsDownOwn(f, h),
  },
  {
    id: "destructive-home",
    hints: [...DESTRUCTIVE_HOME_HINTS, ...words(RUNTIME_HOME_HINTS)],
    kind: "pattern",
    severity: "high",
    family: "execution",
    why: "deletes the home folder, a user's data folders, a whole drive or the root, in a shell or a program",
    pattern: DESTRUCTIVE_HOME_ALL,
    accept: (h, f) => (!mentionedOnly(f, h.index) || runsSpan(f, h.index)) && !expectedRefused(f, h.index),
  },
  {
    // Round 28: the shell's destructive commands started by a program with an argument list.
    id: "destructive-argv",
    hints: ARGV_HINTS,
    kind: "text",
    severity: "high",
    family: "execution",
    why: "starts a destructive command from a program, the command given as an argument list (a home folder or disk erased, a remote's history force-pushed away, every namespace, database or repository of a list deleted): remove the call or scope it to the skill's own files",
    check: (f, l) => destructiveArgv(f, l).filter((h) => !mentionedOnly(f, h.index)),
  },
  {
    id: "destructive-home-flow",
    hints: DESTRUCTIVE_FLOW_HINTS,
    kind: "text",
    severity: "high",
    family: "execution",
    why: "puts the home folder in a variable (or walks its entries) and deletes it a few lines later",
    check: (f, l) => destructiveFlow(f, l).filter((h) => !mentionedOnly(f, h.index)),
  },
  {
    id: "destructive-walk",
    hints: DESTRUCTIVE_WALK_HINTS,
    kind: "text",
    severity: "high",
    family: "execution",
    why: "walks the whole home folder, the root or a drive and removes or overwrites every file it finds",
    check: (f, l) => destructiveWalk(f, l).filter((h) => !mentionedOnly(f, h.index)),
  },
  {
    id: "destructive-fleet",
    hints: DESTRUCTIVE_FLEET_HINTS,
    kind: "text",
    severity: "high",
    family: "execution",
    why: "sends a deletion to every server of a list or an inventory: their data folders, disks or databases",
    check: (f, l) => destructiveFleet(f, l).filter((h) => !mentionedOnly(f, h.index) || runsSpan(f, h.index)),
  },
  {
    id: "destructive-mass",
    hints: DESTRUCTIVE_MASS_HINTS,
    kind: "text",
    severity: "high",
    family: "execution",
    why: "deletes every repository, resource group, bucket, namespace, database, snapshot, backup, key or user account of an account in one go, erases every disk of the machine, or cleans the system disk",
    check: (f, l) => destructiveMass(f, l).filter((h) => !mentionedOnly(f, h.index)),
  },
  {
    id: "destructive-datastore",
    hints: DESTRUCTIVE_STORE_HINTS,
    kind: "text",
    severity: "high",
    family: "execution",
    why: "erases a whole data store with its platform's tool: the virtual disks of an ESXi host's datastores picked by a pattern, every collection of a Firestore database, a Realtime Database from its root; name the one file or collection to remove instead",
    check: (f, l) => destructiveStore(f, l).filter((h) => !mentionedOnly(f, h.index)),
  },
  {
    id: "destructive-schema-reset",
    hints: [...SCHEMA_RESET_HINTS, ...CODE_RESET_HINTS],
    kind: "text",
    severity: "high",
    family: "execution",
    why: "drops every table of the production database through the app framework's reset (rails db:drop with the environment check off, artisan migrate:fresh, prisma migrate reset, Django flush) or from code (an ORM's drop_all, sync with force, a collection's delete_many of everything) with production set beside it; run resets against a development or test database only",
    check: (f, l) => schemaReset(f, l).filter((h) => !mentionedOnly(f, h.index)),
  },
  {
    id: "disk-wipe",
    hints: [...DISK_WIPE_HINTS, ...words(BACKUP_STORE_HINTS)],
    kind: "pattern",
    severity: "high",
    family: "execution",
    why: "erases a disk or volume, or deletes the system's shadow copies and restore points",
    pattern: DISK_WIPE_ALL,
    accept: (h, f) => !mentionedOnly(f, h.index) && !expectedRefused(f, h.index) && !placeholderDevice(f, h),
  },
  {
    id: "destructive-data",
    hints: DESTRUCTIVE_DATA_HINTS,
    kind: "pattern",
    severity: "high",
    family: "execution",
    why: "deletes or empties a production or backup data store (a bucket, a database, a cache)",
    pattern: DESTRUCTIVE_DATA,
    accept: (h, f) => destructiveDataAccept(h, f) && (!mentionedOnly(f, h.index) || runsSpan(f, h.index)),
  },
  {
    id: "destructive-prose",
    hints: DESTRUCTIVE_PROSE_HINTS,
    gates: DESTRUCTIVE_PROSE_GATES,
    kind: "text",
    severity: "high",
    family: "execution",
    why: "tells the agent to destroy data: the home folder, the whole disk, the remote's branches, production data, every backup",
    check: destructiveInstruction,
  },
  {
    id: "destructive-prose-intl",
    nonAscii: true,
    kind: "text",
    severity: "high",
    family: "execution",
    why: "tells the agent, in a language other than English, to destroy data: the home folder, the whole disk, every backup",
    check: destructiveInstruction,
  },
  ...DESTRUCTION_ACT_RULES,
];
