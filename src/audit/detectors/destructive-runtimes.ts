// The home folder deleted in the runtimes destructive-code.ts's expressions do not read (Kotlin, Swift, Dart, Deno,
// Elixir, Julia, R, Java's Files.walk (on one line: the rule reads hinted lines), PowerShell's .NET call, VBScript, a Lua or PHP string), a container given the
// host's root and told to delete it, zsh glob qualifiers; and backups or snapshots destroyed by the tools that keep
// them (rclone, ZFS, restic, Borg, Time Machine, wbadmin, Velero). Each names the home folder, the host root or a
// whole backup store in the call itself: a build folder, one archive or a keep policy is left alone.
import { DESTRUCTIVE_HOME, DISK_WIPE, LANG_HOME } from "./destructive-code.js";

/** The home folder in these runtimes (beside destructive-code.ts's LANG_HOME). */
const HOME = String.raw`(?:${LANG_HOME}|FileManager\.default\.homeDirectoryForCurrentUser|NSHomeDirectory\(\)|Platform\.environment\[\s*["']HOME["']\s*\]!?|System\.user_home!?\(\)|Deno\.env\.get\(\s*["'](?:HOME|USERPROFILE)["']\s*\)!?|Deno\.homeDir\(\)|homedir\(\)|path\.expand\(\s*["']~["']\s*\)|Sys\.getenv\(\s*["']HOME["']\s*\)|System\.getenv\(\s*"(?:HOME|USERPROFILE)"\s*\)|getenv\(\s*["']HOME["']\s*\)|\$_SERVER\[\s*["'](?:HOME|DOCUMENT_ROOT)["']\s*\])`;
const RECURSIVE_TRUE = String.raw`recursive\s*[:=]\s*(?:true|TRUE|T)\b`;

const RUNTIME_HOME = [
  String.raw`\bFile\(\s*${HOME}\s*\)\.deleteRecursively\(`,
  String.raw`\bDirectory\(\s*${HOME}\s*\)\.delete(?:Sync)?\(\s*${RECURSIVE_TRUE}`,
  String.raw`\bremoveItem\(\s*(?:at|atPath):\s*(?:URL\(\s*fileURLWithPath:\s*)?${HOME}\s*\)`,
  String.raw`\bDeno\.remove(?:Sync)?\(\s*${HOME}\s*,\s*\{\s*${RECURSIVE_TRUE}`,
  String.raw`\bFile\.rm_rf!?\(\s*${HOME}\s*\)`,
  String.raw`\brm\(\s*${HOME}\s*[;,]\s*(?:force\s*=\s*true\s*,\s*)?${RECURSIVE_TRUE}`,
  String.raw`\bunlink\(\s*${HOME}\s*,\s*${RECURSIVE_TRUE}`,
  String.raw`\[(?:System\.)?IO\.Directory\]::Delete\(\s*(?:\$HOME|\$env:USERPROFILE|${HOME})\s*,\s*\$true`,
  String.raw`\bFileUtils\.(?:deleteDirectory|forceDelete|cleanDirectory)\(\s*new\s+File\(\s*${HOME}\s*\)`,
  String.raw`\bFiles\.walk\(\s*(?:Paths\.get|Path\.of)\(\s*${HOME}\s*\)\s*\)[^\n]{0,240}?(?:Files::delete\b|Files\.delete(?:IfExists)?\(|\.delete\(\))`,
  String.raw`\bDeleteFolder\b[^\n]{0,120}%USERPROFILE%`,
  String.raw`["']rm\s+-\w{0,4}[rR]\w{0,4}\s*["']\s*\.\.\s*(?:${HOME}|home\w{0,10}|HOME)\b`,
  String.raw`\bRecursiveDirectoryIterator\(\s*${HOME}[^\n]{0,300}?\bunlink\(`,
  String.raw`(?<=\b(?:docker|podman)\s+run\b[^\n]{0,120}\s)(?:-v|--volume)[\s=]["']?\/:\/[\w-]{1,20}["']?[^\n]{0,120}\brm\s+-\w{0,4}[rR]\w{0,4}\s+(?:--no-preserve-root\s+)?["']?\/[\w-]{1,20}(?:\/(?:\*|home|Users|var|etc|srv|root)\b|["'\s]|$)`,
  String.raw`\brm\s+-\w{0,4}[rR]\w{0,4}\s+["']?(?:~|\$HOME)\/\*\([DN.]{1,4}\)`,
].join("|");

/** Backup stores and snapshots destroyed whole. */
const BACKUP_STORE = [
  String.raw`\brclone\s+(?:purge|delete)\s+["']?[\w.-]{1,40}:[\w./-]{0,80}backup`,
  String.raw`\bzfs\s+destroy\s+(?:-\w{1,4}\s+){0,3}-\w{0,3}[rR]\w{0,3}\s+["']?[\w./-]{1,80}(?:\s|$)|\bzpool\s+destroy\b`,
  String.raw`\brestic\b[^\n]{0,160}\bforget\b[^\n]{0,80}--keep-(?:last|within)[\s=]+0\b`,
  // A whole Borg repository (one archive is `repo::name`; a prefix or a keep rule prunes).
  String.raw`\bborg\s+delete\b(?![^\n]{0,200}(?:::|--(?:prefix|glob-archives|match-archives|first|last|keep)))[^\n]{0,200}`,
  String.raw`\bwbadmin(?:\.exe)?\s+delete\s+(?:catalog|systemstatebackup|backup)\b`,
  String.raw`\bvelero\s+backup\s+delete\s+[^\n]{0,60}--all\b`,
].join("|");

export const DESTRUCTIVE_HOME_ALL = new RegExp(`${DESTRUCTIVE_HOME.source}|${RUNTIME_HOME}`, "gim");
export const DISK_WIPE_ALL = new RegExp(`${DISK_WIPE.source}|${BACKUP_STORE}`, "gim");

/** Hint words of the shapes above. */
export const RUNTIME_HOME_HINTS =
  "deleterecursively|deletesync(|removeitem(|deno.remove|file.rm_rf|recursive=true|recursive = true|recursive=t|recursive: true|io.directory]::delete|fileutils.|files.walk(|deletefolder|recursivedirectoryiterator|docker run|podman run|rm -";
export const BACKUP_STORE_HINTS =
  "rclone purge|rclone delete|zfs destroy|zpool destroy|restic|borg delete|wbadmin|velero backup delete";
