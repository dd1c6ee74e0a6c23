// Round 30: everything of a kind listed, then each item destroyed: the act of MITRE T1485 and T1531 written as a
// listing and a loop (or a pipe) instead of one command with `--all`. Read from the tools' own docs: every remote
// branch or tag (`git for-each-ref`, `git tag -l` fed to `git push --delete`), every table of a database
// (`pg_tables`, `information_schema.tables`, `sqlite_master` fed to `DROP TABLE`; the Replit agent's deleted
// production database, July 2025), every VM of a Proxmox, libvirt or Hyper-V host, every user's password reset or
// account locked (LockerGoga, Norsk Hydro 2019), every project of a GitLab group, every index of a search cluster
// (`DELETE /*`, the "Meow" attacks of 2020), a fresh empty repository pushed with `--mirror` over the remote, and a
// hosted database reset from the CLI (`supabase db reset --linked`). A filter in the listing (`--merged`, `grep`, a
// name, an age) is a clean-up; a test database is the user's own.

import { words } from "../hints.js";
import type { AuditLine, AuditText, TextHit } from "../rule-types.js";
import { lineOf, startsOf, window } from "../text.js";

interface EachShape {
  /** The listing of every item. */
  readonly list: RegExp;
  /** What destroys one item (within the window after the listing). */
  readonly destroy: RegExp;
  /** Lines read after the listing's line. */
  readonly after: number;
  /** A filter or a context that makes it a clean-up of some items. */
  readonly unless?: RegExp;
}

const GIT_FILTER =
  /--merged\b|--no-contains\b|--contains\b|\bgrep\b|--sort\b|\bhead\b|\btail\b|\bawk\b[^\n]{0,40}~|--points-at\b|\bolder\b|\bcutoff\b|\bstale\b|--format=[^\n]{0,40}committerdate/i;
const TEST_DB =
  /\btest(?:s|ing|_db|db)?\b|\bdev(?:elopment)?\b|\blocal(?:host)?\b|127\.0\.0\.1|sqlite3?:\/\/|:memory:|\bpytest\b|\bjest\b|\bfixtures?\b|\bteardown\b|\bsetUp\b|\bbeforeEach\b|\bafterEach\b/i;
// A DROP written into a dump (appended to a string or written out, as mysqldump's output holds one per table)
// is text for a later restore, not a statement run on the listed tables.
const DUMP_TEXT = /(?:\.=|\+=|\bwrite\w{0,10}\(|\bprint\w{0,10}\()\s*[`"']\s*(?:DROP|TRUNCATE)\b/i;
const TABLE_UNLESS = new RegExp(`${TEST_DB.source}|${DUMP_TEXT.source}`, "i");
const NAMED_FILTER =
  /\bgrep\b|Where-Object|\s-Name\s|\s-Filter\s+["'][^*"']|\?\s*\{|\bselect-string\b|\$\d+\s*~|\bmatch\b/i;

const SHAPES: readonly EachShape[] = [
  {
    list: /\bgit\s+(?:for-each-ref\b|branch\s+(?:-r|-a|--remotes?|--all)\b|tag\s*(?:-l\b|--list\b|\)|\||$)|ls-remote\b)/,
    destroy: /\bgit\s+push\b[^\n]{0,80}(?:--delete\b|\s-d\s|\s:(?:refs\/)?["'$\w])/,
    after: 3,
    unless: GIT_FILTER,
  },
  {
    // The drop takes the listed name (interpolated, concatenated, a parameter): tables named one by one are a
    // teardown of the skill's own objects.
    list: /\bpg_(?:catalog\.pg_)?tables\b|\binformation_schema\.tables\b|\bsqlite_master\b|\bSHOW\s+(?:FULL\s+)?TABLES\b|\bSHOW\s+DATABASES\b|\bget_table_names\(|\blist_database_names\(|\blist_collection_names\(|\blistCollections\(/i,
    destroy:
      /\b(?:DROP\s+(?:TABLE|DATABASE|SCHEMA)|TRUNCATE(?:\s+TABLE)?)\s+(?:IF\s+EXISTS\s+)?[`"']{0,2}\s*(?:[`"']\s*\+|\+|\{|\$|%[sI]|\|\||\?)|\.drop\(\s*\)|\bdropDatabase\(|\bdrop_(?:collection|database)\(|\.dropCollection\(/i,
    after: 12,
    unless: TABLE_UNLESS,
  },
  {
    list: /\bgovc\s+(?:find|ls)\b|\b(?:qm|pct)\s+list\b|\bvirsh\s+list\b|\bVBoxManage\s+list\s+vms\b|\bGet-VM\b|\bprlctl\s+list\b|\bxl\s+list\b/i,
    destroy:
      /\bgovc\s+(?:vm\.destroy|datastore\.rm)\b|\b(?:qm|pct)\s+destroy\b|\bvirsh\s+undefine\b[^\n]{0,80}--remove-all-storage|\bVBoxManage\s+unregistervm\b[^\n]{0,80}--delete|\bRemove-VM\b|\bprlctl\s+delete\b/i,
    after: 4,
    unless: NAMED_FILTER,
  },
  {
    list: /\bGet-ADUser\s+-Filter\s+["']?\*|\bGet-LocalUser\b(?![^\n|]{0,40}-Name)|\/etc\/passwd\b|\bgetent\s+passwd\b/i,
    destroy:
      /\bSet-ADAccountPassword\b|\bDisable-ADAccount\b|\bRemove-ADUser\b|\bSet-LocalUser\b[^\n]{0,80}-Password\b|\bDisable-LocalUser\b|\bRemove-LocalUser\b|\bchpasswd\b|\bpasswd\s+-l\b|\busermod\s+-L\b|\buserdel\b|\bdeluser\b|\bchage\s+-E\s*0\b/i,
    after: 4,
    unless: /\bWhere-Object\b|\s-SearchBase\s|\bgrep\s+-[a-z]{0,3}w?\s*["']?\w/i,
  },
  {
    // AcidRain's loop over the disks (SentinelLabs, 2022): a list of devices, the system disk or a glob among them.
    list: /\bfor\s+\w{1,20}\s+in\s+[^\n;]{0,160}\/dev\/(?:sda\b|nvme0n1\b|vda\b|xvda\b|mmcblk0\b|disk0\b|(?:sd|nvme|vd|xvd|hd|mmcblk|disk)\*?\*)/,
    destroy:
      /\bdd\b[^\n]{0,120}\bof=["']?\$|\bshred\b[^\n]{0,80}\$|\bwipefs\s+(?:-\w{1,4}\s+){0,3}-\w{0,3}a|\bblkdiscard\b|\bsgdisk\s+(?:-Z|--zap-all)\b/,
    after: 3,
  },
  {
    // A drive's root or the home folder listed and piped to Remove-Item (Sandworm's GPO-pushed wipers, Mandiant 2024).
    list: /\b(?:Get-ChildItem|gci|dir|ls)\s+(?:-(?:Literal)?Path\s+)?(?:["']?[A-Za-z]:\\?["']?(?=[\s,|]|$)|["']?(?:\$env:USERPROFILE|\$HOME|~)["']?(?=[\s,|]|$))/i,
    destroy: /\|\s*(?:Remove-Item|ri|rm|del)\b/i,
    after: 3,
    unless: /\s-(?:Filter|Include)\s|\*\.\w{1,6}\b|\bLastWriteTime\b|\bCreationTime\b|\bTemp\b|\bLength\b/i,
  },
  {
    list: /\b(?:projects|groups|repos|repositories)\.list\([^\n)]{0,80}(?:all\s*=\s*True|get_all\s*=\s*True|iterator\s*=\s*True)/,
    destroy: /\.delete\(\s*(?:\w{1,20}(?:\.id)?)?\s*\)/,
    after: 3,
  },
];

/** Every index of a search cluster deleted, or the guard that asks for names turned off. */
const SEARCH_ALL =
  /-X\s*DELETE\s+["']?(?:https?:\/\/)?[^\s"']{0,120}\/(?:\*|_all|%2[Aa])["']?(?=\s|$)|\bdestructive_requires_name["']?\s*:\s*false\b/;
/** A fresh repository (init) pushed with --mirror: every ref the remote has and the new one lacks is deleted. */
const FRESH_INIT = /\bgit\s+init\b/;
const MIRROR_PUSH = /\bgit\s+push\b[^\n]{0,60}--mirror\b/;
const CLONED = /\bclone\s+--(?:mirror|bare)\b/;
/** The system's registry hives or boot files removed. */
const SYSTEM_GONE =
  /\b(?:Remove-Item|del|rd|rmdir|erase)\b[^\n]{0,80}(?:System32\\{1,2}config\b|\\{1,2}Boot\\{1,2}BCD\b)/i;
/** The default branch rewound to the root commit (or an orphan) with a force push: its history is gone. */
const ROOT_FORCE = /\bgit\s+push\b[^\n]{0,60}(?:--force\b|\s-f\b)[^\n]{0,120}rev-list\s+--max-parents=0\b/;
/** The hosted database reset from the CLI. */
const LINKED_RESET =
  /\bsupabase\s+db\s+reset\b[^\n]{0,60}(?:--linked\b|--db-url\s+["']?postgres\S{0,80}supabase\.co)/;

export const EACH_HINTS = words(
  "for-each-ref|/dev/sd|/dev/nvme|/dev/vd|/dev/xvd|/dev/hd|/dev/mmcblk|/dev/disk|govc|get-childitem|gci |system32\\config|\\boot\\bcd|git branch -r|git branch --remote|git tag|ls-remote|pg_tables|information_schema.tables|sqlite_master|show tables|show databases|get_table_names|list_database_names|list_collection_names|listcollections|qm list|pct list|virsh list|list vms|get-vm|prlctl list|get-aduser|get-localuser|/etc/passwd|getent passwd|.list(|-x delete|destructive_requires_name|--mirror|db reset|max-parents=0",
);

export function destroyedEach(file: AuditText, lines: readonly AuditLine[]): TextHit[] {
  const starts = startsOf(file);
  for (const l of lines) {
    const at = lineOf(starts, l.index);
    if (
      SEARCH_ALL.test(l.text) ||
      LINKED_RESET.test(l.text) ||
      SYSTEM_GONE.test(l.text) ||
      ROOT_FORCE.test(l.text)
    )
      return [{ index: l.index, length: l.text.length }];
    if (MIRROR_PUSH.test(l.text)) {
      const w = window(file.text, starts, at, 4, 0).text;
      if (FRESH_INIT.test(w) && !CLONED.test(w)) return [{ index: l.index, length: l.text.length }];
    }
    for (const s of SHAPES) {
      if (!s.list.test(l.text)) continue;
      const w = window(file.text, starts, at, 1, s.after).text;
      if (!s.destroy.test(w)) continue;
      if (s.unless?.test(w)) continue;
      return [{ index: l.index, length: l.text.length }];
    }
  }
  return [];
}
