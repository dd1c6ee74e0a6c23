// Round 31: data erased past any undelete (MITRE T1485, Data Destruction: "overwrite files or directories"; the
// Sysinternals SDelete, `srm`, `shred` and `wipe` docs). A secure-delete tool run over a folder (SDelete's `-s`,
// `srm -r`, `wipe -r`, macOS `rm -P -R`, `find … -exec shred`, `xargs shred`) where the folder is the user's data:
// a home or profile folder, Documents and the like, a file share, a backup folder, a data mount or a drive's root.
// A key file shredded in the temp folder, SDelete zeroing free space (`-z`, `-c`) before a disk is compacted, and a
// build or cache folder are not this.

import { words } from "../hints.js";
import type { AuditLine, AuditText, TextHit } from "../rule-types.js";

/** A secure-delete tool given a folder to walk. */
const SECURE_WALK =
  /\bsdelete(?:64)?(?:\.exe)?["']?\s(?:[^\n|;&]{0,80}\s)?[-/][a-rt-z]{0,4}s[a-z]{0,4}\b|\bsrm\s+(?:-\w{0,6}\s+){0,3}-\w{0,6}r|\bwipe\s+(?:-\w{0,6}\s+){0,3}-\w{0,6}r|\brm\s+(?:-\w{0,6}\s+){0,3}-\w{0,6}P\w{0,6}\s|-exec\s+(?:shred|srm|wipe|sdelete)\b|\bxargs\s+(?:-\S{1,6}\s+){0,4}(?:shred|srm|wipe)\b|\bshred\b[^\n|;&]{0,80}(?:\$\(\s*find\b|\*)/i;
/** SDelete started through a name that holds its path (`& $sd -accepteula -p 3 -s …`): read when the file names it. */
const SDELETE_ARGS = /-accepteula\b[^\n]{0,80}\s[-/]s\b|\s[-/]p\s+\d{1,2}\s(?:[^\n]{0,30}\s)?[-/]s\b/i;
const SDELETE = /\bsdelete/i;
/** The user's data as a path: home and profile folders, data folders, shares, backups, mounts, a drive's root. */
const USER_DATA_PATH =
  /(?:~|\$HOME|\$\{HOME\}|\$env:USERPROFILE|%USERPROFILE%)(?=[\s/\\"']|$)|\/home\/|\/Users\/|[A-Za-z]:\\{1,2}Users\b|\b(?:Documents|Desktop|Pictures|Downloads|OneDrive|Dropbox)\b|\\\\{2}[\w.-]{1,60}\\{1,2}\w|\b(?:Backups?|Shares?|Finance|Archive)\b|\/(?:mnt|media|srv|data|backups?|var\/lib|opt)\b|\b[A-Za-z]:\\{0,2}["']?(?=\s|$)/;
/** A throwaway place: the temp folder, a build or cache folder. */
const THROWAWAY =
  /\/tmp\b|\$TMPDIR|%TEMP%|\$env:TEMP|\\Temp\\|\bnode_modules\b|\b(?:build|dist|cache|\.cache|target)\//i;

/** The tool run by `find -exec` or `xargs`: the folder is named before it. */
const FOLDER_BEFORE = /-exec\s|\bxargs\s/;

export const SECURE_DELETE_HINTS = words(
  "sdelete|accepteula|srm |wipe -|-exec shred|-exec srm|-exec wipe|shred|rm -p",
);

export function secureDeleted(file: AuditText, lines: readonly AuditLine[]): TextHit[] {
  let named: boolean | undefined;
  for (const l of lines) {
    let m = SECURE_WALK.exec(l.text);
    if (!m && SDELETE_ARGS.test(l.text)) {
      named ??= SDELETE.test(file.text);
      if (named) m = SDELETE_ARGS.exec(l.text);
    }
    if (!m) continue;
    // `find ~/Documents … -exec shred`: the folder comes before the tool.
    const target = FOLDER_BEFORE.test(m[0]) ? l.text : l.text.slice(m.index);
    if (USER_DATA_PATH.test(target) && !THROWAWAY.test(target))
      return [{ index: l.index, length: l.text.length }];
  }
  return [];
}
