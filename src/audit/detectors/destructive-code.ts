// Destruction in code, in every shell and language: the home folder, a user's data folders, a drive or
// the root removed recursively (every spelling of rm, rd/rmdir/del, Remove-Item and its aliases, and the
// recursive deletes of Python, Node, Go, Ruby, C#, Rust and Java), disks erased, shadow copies deleted,
// every repository / resource group / database of an account deleted in one go, production data dropped.
// What a skill removes of its own (a build folder, its temp dir, a cache under the home folder) ends in
// a longer path and does not match: the target must END at the home folder, the root, a drive or a user
// data folder.

import { words } from "../hints.js";
import type { AuditLine, AuditText, TextHit } from "../rule-types.js";
import { lineAt, lineOf, startsOf, window } from "../text.js";
import { everyDiskErased, FED_LOOP, PLATFORM_MASS, SDK_MASS } from "./destructive-kinds.js";

/** The user's data folders under home, and where developers keep their clones: removing one is removing the user's work. */
const USER_DATA = String.raw`(?:Documents|Desktop|Downloads|Pictures|Music|Movies|Videos|Photos|Library|OneDrive|Dropbox|\.ssh|\.gnupg|\.config|projects|code|src|repos|git|Developer|source[\\/]repos)`;
/**
 * Where a shell argument ends: a space, a separator, a bracket or backtick, the line's end, or a closing quote
 * followed by one of those (`"$HOME"/.cache` goes on past its quote: a longer path).
 */
const ARG_END = String.raw`(?=[\s;&|)\`]|["'](?:[\s;&|)\]},\`]|$)|$)`;

/** The home folder, the root or a user data folder in a POSIX shell (quotes around any part). */
const SH_HOME = String.raw`["']?(?:~|\$HOME|\$\(HOME\)|\$\{HOME(?::[?-][^}\n]{0,40})?\}|\$\{?USERPROFILE\}?|\/home\/\$\{?USER\}?|\/Users\/\$\{?USER\}?)["']?`;
/** The working directory or the repository's top (`"$PWD"`, `$(git rev-parse --show-toplevel)`): the user's project. */
const SH_CWD = String.raw`["']?(?:\$PWD|\$\{PWD\}|\$\(pwd\)|\$\(git\s+rev-parse\s+--show-toplevel\))["']?`;
// The root ends at a space or separator, not a quote: `'; rm -rf /'` in a string is a docs example of an
// injected command (a run string is LANG_RUN_ROOT below).
/** Round 22: every user's home, or a system folder whole (`rm -rf /home/*`, `/etc`, an ESXi datastore). */
const SH_SYSTEM = String.raw`["']?\/(?:home|Users|srv|etc|usr|var|boot|vmfs\/volumes)\/?\*?["']?${ARG_END}`;
const SH_TARGET = String.raw`(?:${SH_SYSTEM}|${SH_HOME}(?:\/(?:\*|\.\[!\.\]\*|\.\*|${USER_DATA}\/?\*?))?\/?["']?${ARG_END}|["']?\/\*?(?=[\s;&|)]|$)|${SH_CWD}\/?\*?["']?${ARG_END})`;

/** `rm` with a recursive flag in any spelling (`-rf`, `-r -f`, `-fR`, `--recursive --force`), then the target. */
const RM_RECURSIVE = String.raw`\brm\s+(?=(?:-{1,2}[\w=-]{1,25}\s+){0,5}(?:-[a-zA-Z]{0,5}[rR]|--recursive\b))(?:-{1,2}[\w=-]{1,25}\s+){1,6}${SH_TARGET}`;

/** PowerShell: the home folder, the profile, a drive root, or a user data folder (any slash, quotes). */
const PS_TARGET = String.raw`["']?(?:(?:\$HOME|\$env:USERPROFILE|\$env:HOMEDRIVE\$env:HOMEPATH|\$\{env:USERPROFILE\}|~|\[Environment\]::GetFolderPath\(\s*["']?(?:UserProfile|MyDocuments|Desktop)["']?\s*\))(?:[\\/](?:\*|${USER_DATA}[\\/]?\*?)?)?|[A-Za-z]:\\{1,2}\*?(?:\.\*)?|C:\\{1,2}Users\\{0,2}\*?)["']?(?=[\s;|),]|$)`;
const PS_REMOVE = String.raw`(?:\bRemove-Item|(?:^|[\s;|({])(?:ri|rm|del|rd|rmdir|erase))`;
const PS_RECURSE = String.raw`\s-(?:Recurse|Rec|Recu|r)\b`;
const REMOVE_ITEM = String.raw`${PS_REMOVE}\s(?:[^\n;|]{0,160}\s)?(?:-(?:Path|LiteralPath)\s+)?${PS_TARGET}[^\n;|]{0,120}${PS_RECURSE}|${PS_REMOVE}(?:\s[^\n;|]{0,120})?${PS_RECURSE}[^\n;|]{0,120}\s(?:-(?:Path|LiteralPath)\s+)?${PS_TARGET}`;

/** cmd.exe: `rd /s /q`, `rmdir /S /Q`, `del /f /s /q` of the profile, a drive root or a user data folder. */
const CMD_TARGET = String.raw`["']?(?:%USERPROFILE%|%HOMEDRIVE%%HOMEPATH%|%HOMEPATH%|[A-Za-z]:|C:\\Users(?:\\%USERNAME%)?)(?:\\(?:${USER_DATA})?)?\\?(?:\*(?:\.\*)?)?["']?(?=[\s&|]|$)`;
const CMD_FLAGS = String.raw`(?:\/[a-zA-Z](?::\w{1,4})?\s+){0,4}`;
const CMD_DELETE = String.raw`\b(?:rd|rmdir)\s+(?=[^\n&|]{0,20}\/[sS]\b)${CMD_FLAGS}${CMD_TARGET}|\b(?:rd|rmdir)\s+${CMD_TARGET}\s+\/[sSqQ]\b[^\n&|]{0,10}\/[sSqQ]\b|\b(?:del|erase)\s+(?=[^\n&|]{0,30}\/[sS]\b)${CMD_FLAGS}${CMD_TARGET}`;

/** Disks and volumes erased: wipefs, sgdisk, diskutil on the internal disk, nvme/hdparm erase, format/Clear-Disk on Windows. */
const DISK = String.raw`\bwipefs\s+(?:-\w{1,6}\s+){0,3}(?:-a\b|--all\b)[^\n]{0,40}\/dev\/|\bsgdisk\s+(?:-\w{1,6}\s+){0,3}(?:--zap-all|-Z)\s+\/dev\/|\bdiskutil\s+(?:eraseDisk|zeroDisk|randomDisk|secureErase|eraseVolume|reformat|partitionDisk)\b[^\n]{0,80}\b(?:\/dev\/)?disk[01](?:s\d{1,2})?\b|\bnvme\s+(?:format|sanitize)\b[^\n]{0,40}\/dev\/nvme|\bhdparm\b[^\n]{0,80}--security-erase\b|\bformat(?:\.com)?\s+[A-Za-z]:\s*(?:\/[a-zA-Z]|$)|\bClear-Disk\b(?![^\n]{0,160}\s-Confirm(?::\s*\$true)?(?![:\w]))[^\n]{0,120}-RemoveData\b|\bFormat-Volume\b[^\n]{0,160}(?:-Force\b|-Confirm:\s*\$false\b)|\bRemove-Partition\b[^\n]{0,120}-Confirm:\s*\$false\b|\bdd\b[^\n]{0,120}\bof=\/dev\/(?:vd[a-z]|xvd[a-z]|nvme\d)|>\s*\/dev\/(?:nvme\d|vd[a-z]|xvd[a-z]|hd[a-z]|mmcblk\d|disk\d)\b|PhysicalDrive\d{1,2}["'][^\n]{0,120}(?:GENERIC_(?:WRITE|ALL)|["'](?:r\+b?|wb\+?|rb\+|w\+b)["']|FileAccess\.(?:Write|ReadWrite))`;

/** Backups gone: shadow copies deleted by wmic, WMI/CIM or diskshadow, or their storage shrunk so Windows drops them. */
const BACKUPS = String.raw`\bwmic(?:\.exe)?\s+shadowcopy\s+delete\b|\bvssadmin(?:\.exe)?\s+resize\s+shadowstorage\b[^\n]{0,120}\/maxsize=\d{1,4}\s?(?:MB|KB)\b|\bWin32_ShadowCopy\b[^\n]{0,120}(?:\.Delete\(\)|\bRemove-(?:CimInstance|WmiObject)\b)|\bdelete\s+shadows\s+(?:\/)?all\b|\bbcdedit\b[^\n]{0,60}\bbootstatuspolicy\s+ignoreallfailures\b`;

/** The home folder in a language's own words. */
export const LANG_HOME = String.raw`(?:os\.path\.expanduser\(\s*["']~\/?["']\s*\)|(?:pathlib\.)?Path\.home\(\)|Path\(\s*["']~["']\s*\)\.expanduser\(\)|os\.environ(?:\.get\(\s*|\[\s*)["'](?:HOME|USERPROFILE)["']\s*[\])]|os\.getenv\(\s*["'](?:HOME|USERPROFILE)["']\s*\)|(?<![\w.$])getenv\(\s*["'](?:HOME|USERPROFILE)["']\s*\)|\$_SERVER\[\s*["']HOME["']\s*\]|(?:os\.)?homedir\(\)|process\.env(?:\.HOME|\.USERPROFILE|\[\s*["'](?:HOME|USERPROFILE)["']\s*\])|os\.Getenv\(\s*"(?:HOME|USERPROFILE)"\s*\)|Dir\.home|ENV\[\s*["']HOME["']\s*\]|File\.expand_path\(\s*["']~\/?["']\s*\)|Environment\.GetFolderPath\(\s*Environment\.SpecialFolder\.(?:UserProfile|MyDocuments|Personal|Desktop)\s*\)|Environment\.GetEnvironmentVariable\(\s*"(?:USERPROFILE|HOME)"\s*\)|(?:dirs|home)::home_dir\(\)|(?:std::)?env::var(?:_os)?\(\s*"(?:HOME|USERPROFILE)"\s*\)|\$ENV\{\s*["']?(?:HOME|USERPROFILE)["']?\s*\}|System\.getProperty\(\s*"user\.home"\s*\))(?:\.unwrap\(\)|\.expect\([^)\n]{0,60}\)|\?|!)?`;
/** The working directory in a language's own words: the user's project the skill was started in. */
const LANG_CWD = String.raw`(?:os\.getcwd\(\)|process\.cwd\(\)|(?:pathlib\.)?Path\.cwd\(\)|os\.Getwd\(\)|Dir\.pwd|Directory\.GetCurrentDirectory\(\)|(?:std::)?env::current_dir\(\)(?:\.unwrap\(\)|\?)?)`;
/** A user data folder joined onto the home folder (`path.join(os.homedir(), 'Documents')`, `Path.home() / "Desktop"`). */
const LANG_HOME_DATA = String.raw`(?:(?:os\.path\.join|path\.join|path\.resolve|filepath\.Join|File\.join|Path\.Combine|Paths\.get)\(\s*${LANG_HOME}\s*,\s*["'\`]${USER_DATA}["'\`]\s*\)|${LANG_HOME}\s*\/\s*["']${USER_DATA}["'])`;
/** Recursive deletes of each language (the path is the first argument). */
const LANG_DELETE = String.raw`(?:\bshutil\.rmtree|\bos\.removedirs|\bfs(?:\.promises)?\.(?:rmSync|rm|rmdirSync|rmdir|removeSync|remove)|(?<![\w.])(?:rmSync|rimraf(?:\.sync)?|rimrafSync)|(?<![\w.$])rm(?=\(\s*(?:path\.|os\.|homedir))|\bos\.RemoveAll|\bFileUtils\.(?:rm_rf|rm_r|remove_dir|remove_entry(?:_secure)?|deleteDirectory)|\bDirectory\.Delete|\bremove_dir_all|\bMoreFiles\.deleteRecursively|(?<![\w.])(?:remove_tree|rmtree))`;
/** Every entry of the home folder by a glob (`Dir.glob(File.join(Dir.home, "*"))`, `glob.glob(os.path.join(home, "*"))`). */
const LANG_HOME_GLOB = String.raw`(?:Dir\.glob|glob\.glob|glob\.sync|globSync)\(\s*(?:File\.join|os\.path\.join|path\.join)\(\s*${LANG_HOME}\s*,\s*["'\`]\*{1,2}["'\`]\s*\)\s*\)`;
const LANG = String.raw`${LANG_DELETE}\(\s*(?:${LANG_HOME_DATA}|${LANG_HOME_GLOB}|${LANG_HOME}|${LANG_CWD})\s*[,)]|\bnew\s+DirectoryInfo\(\s*${LANG_HOME}\s*\)\.Delete\(\s*true\s*\)`;
/** `execSync('rm -rf ' + os.homedir())`, `f"rm -rf {Path.home()}"`, `["rm", "-rf", os.path.expanduser("~")]`. */
const LANG_SHELL_STRING = String.raw`["'\`]rm\s+-\w{0,4}[rR]\w{0,4}\s*(?:["'\`]\s*\+\s*|\$\{\s*|\{\s*)${LANG_HOME}|["']rm["']\s*,\s*(?:["']-\w{1,5}["']\s*,\s*){1,3}${LANG_HOME}\s*[\]),]`;

/** `os.system("rm -rf /")`, `execSync('sudo rm -rf /*')`: the root removed by a string a call runs. */
const LANG_RUN_ROOT = String.raw`\b(?:system|popen|exec(?:Sync|File)?|spawnSync|run|call|check_call|check_output|Popen|shell_exec|passthru|Command)\s*\(\s*[\[(]?\s*["'\`](?:sudo\s+)?rm\s+-\w{0,4}[rR]\w{0,4}\s+(?:--no-preserve-root\s+)?\/\*?["'\`]`;

/** find over the home folder or a user data folder that deletes, shreds or empties what it finds, with no filter. */
const FIND_FILTER = String.raw`-(?:i?name|i?path|i?wholename|i?regex|mtime|mmin|atime|amin|ctime|newer\w{0,4}|size|empty|user|perm)\b`;
/** find over the home folder, a user data folder or the root, its list piped to xargs or a one-line read loop that destroys each. */
const FIND_PIPED = String.raw`\bfind\s+(?:${SH_HOME}(?:\/(?:${USER_DATA})\/?)?|["']?\/)["']?\s(?:(?!${FIND_FILTER})[^\n|]){0,120}\|\s*(?:xargs\s+(?:-\S{1,4}\s+){0,4}(?:sudo\s+)?(?:rm|shred|truncate|srm|wipe)\b|while\s+(?:IFS=\S{0,4}\s+)?read\b[^\n]{0,160}(?:\bdd\b[^\n]{0,80}\bof=["']?\$|\b(?:shred|rm|truncate)\s[^\n]{0,40}["']?\$\{?\w{1,20}\}?["']?\s*(?:;|$)))`;
const FIND = String.raw`\bfind\s+${SH_HOME}\/(?:${USER_DATA})\/?["']?\s(?:(?!${FIND_FILTER})[^\n]){0,120}(?:-delete\b|-exec\s+(?:rm|shred|truncate|srm|wipe)\b)|\bfind\s+${SH_HOME}\/?["']?\s(?:(?!${FIND_FILTER})[^\n]){0,120}-exec\s+(?:shred|truncate|srm|wipe)\b`;
/** rsync --delete whose destination is the home folder or the root (from an empty folder: the fast rm). */
/** The home folder moved into /dev/null, or made unreadable to its owner (`chmod -R 000 ~`). */
const GONE = String.raw`\bmv\s+(?:-\w{1,4}\s+){0,3}${SH_HOME}(?:\/\*?)?["']?\s+\/dev\/null\b|\bchmod\s+(?:-\w{1,4}\s+){0,2}-R\s+0{3,4}\s+${SH_TARGET}|\bchmod\s+0{3,4}\s+-R\s+${SH_TARGET}`;
/** find over the home folder whose -exec overwrites what it finds with random bytes or zeros. */
const FIND_OVERWRITE = String.raw`\bfind\s+${SH_HOME}\/?["']?\s[^\n]{0,300}-exec\s[^\n]{0,100}\/dev\/(?:u?random|zero)\b[^\n]{0,40}>`;
/** zip moving the home folder or a data folder into a password-locked archive (`-m` deletes what it packs). */
const ZIP_MOVE = String.raw`\bzip\s(?=[^\n]{0,120}\s-[a-zA-Z]{0,5}m)(?=[^\n]{0,120}\s-[a-zA-Z]{0,5}[Pe](?:\s|$))[^\n]{0,200}\s${SH_TARGET}`;
const RSYNC = String.raw`\brsync\b[^\n]{0,120}\s--delete(?:-\w{1,10})?\b[^\n]{0,160}\s(?:${SH_HOME}|["']?)\/?["']?\s*$`;

/** Data and cloud: production or backup stores deleted, a production database emptied. */
const PROD = "(?:prod|production|live|backups?)";
/** A production resource group, project or namespace deleted, or everything in a production namespace. */
/** Round 23: a hosting platform's app, database, bucket or project deleted by its own CLI (the resource's name follows). */
const PLATFORM_DELETE = String.raw`\b(?:fly(?:ctl)?\s+(?:apps\s+destroy|volumes\s+destroy)|wrangler\s+(?:r2\s+bucket|d1|kv\s+namespace)\s+delete|neonctl\s+(?:projects|branches|databases)\s+delete|supabase\s+projects\s+delete|vercel\s+(?:project\s+)?(?:rm|remove)|netlify\s+sites:delete|heroku\s+apps:destroy|doctl\s+databases\s+delete|scw\s+(?:rdb|instance)\s+[\w-]{2,20}\s+delete|railway\s+(?:delete|down))\b`;
const PROD_PLACE = String.raw`${PLATFORM_DELETE}[^\n]{0,60}?[\s=/"'][\w.-]{0,40}(?<![A-Za-z0-9])(?:prod|production|live)(?![A-Za-z0-9])|\baz\s+group\s+delete\b[^\n]{0,120}(?:--name|--resource-group|-n|-g)[\s=]+["']?[\w.-]{0,40}${PROD}(?!uct)[\w.-]{0,40}|\bgcloud\s+projects\s+delete\s+["']?[\w-]{0,30}${PROD}(?!uct)|\bkubectl\s+delete\s+(?:ns|namespaces?)\s+["']?(?:prod|production|live)(?:-[\w-]{1,30})?["']?(?=\s|$)|\bkubectl\s+delete\s+[\w,]{1,60}\s+[^\n]{0,40}--all\b[^\n]{0,60}\s(?:-n|--namespace)[\s=]+["']?(?:prod|production|live)\b|\bkubectl\s+delete\s+[\w,]{1,60}\s+[^\n]{0,40}(?:-n|--namespace)[\s=]+["']?(?:prod|production|live)\b[^\n]{0,60}\s--all\b`;
const CLOUD = String.raw`\bdocker\s+system\s+prune\b(?=[^\n]{0,60}\s(?:-\w{0,3}a|--all)\b)(?=[^\n]{0,60}\s(?:-\w{0,3}f|--force)\b)[^\n]{0,60}\s--volumes\b|\baws\s+(?:--\S{1,40}\s+){0,4}s3\s+rm\s+["']?s3:\/\/[\w.-]{0,40}${PROD}[\w.-]{0,40}\/?\S{0,100}\s[^\n]{0,40}--recursive\b|\bgsutil\s+(?:-m\s+)?rm\s+-[rRa]\w{0,3}\s+["']?gs:\/\/[\w.-]{0,40}${PROD}|\bs3cmd\s+(?:del|rm)\b(?=[^\n]{0,80}\s(?:--recursive|-r)\b)[^\n]{0,80}\ss3:\/\/[\w.-]{0,40}(?:${PROD}|archive|snapshot)|\baws\s+(?:--\S{1,40}\s+){0,4}rds\s+delete-db-(?:instance|cluster)\b[^\n]{0,160}(?:--skip-final-snapshot|--delete-automated-backups)\b[^\n]{0,200}$|\baws\s+(?:--\S{1,40}\s+){0,4}dynamodb\s+delete-table\s+--table-name\s+["']?[\w.-]{0,40}${PROD}|\bredis-cli\b[^\n]{0,120}${PROD}[^\n]{0,120}\bFLUSH(?:ALL|DB)\b|\b(?:psql|mysql|sqlcmd|mongosh?)\b[^\n]{0,80}\b(?:PROD(?:UCTION)?|prod(?:uction)?)\w{0,30}[^\n]{0,80}\bDELETE\s+FROM\s+[\w."\`]{1,60}\s*(?:;|["']|$)|\bcurl\b[^\n]{0,60}(?:-X\s*|--request\s+)["']?DELETE\b[^\n]{0,40}https?:\/\/(?!localhost\b|127\.)[^\s/"']{1,80}\/(?:_all|\*)(?:\?[^\s"']{0,80})?["']?(?=[\s;&|)\x60]|$)`;
/** A whole stack destroyed without a prompt, or a schema or database dropped: production only (PROD_NEAR). */
const STACK_OR_SCHEMA = String.raw`\b(?:terraform|tofu|terragrunt)\s+(?:-chdir=\S{1,200}\s+)?(?:run-all\s+)?(?:destroy\b|apply\s+(?:-\S{1,40}\s+){0,4}-destroy\b)[^\n]{0,120}(?:-auto-approve|--auto-approve)\b|\bpulumi\s+destroy\b[^\n]{0,120}(?:--yes|\s-y|--skip-preview)\b|\bcdk\s+destroy\b[^\n]{0,120}(?:--force|\s-f)\b|\bDROP\s+(?:SCHEMA|DATABASE)\s+(?:IF\s+EXISTS\s+)?[\w"\x60.]{1,60}|\bTRUNCATE\s+TABLE\s+(?:ONLY\s+)?[\w"\x60.]{1,60}`;
const STACK_OR_SCHEMA_ONE = new RegExp(STACK_OR_SCHEMA, "i");
/** Production named on the line or the three above (`terraform workspace select prod`, "the production Postgres"). */
const PROD_NEAR = /(?<![A-Za-z0-9])(?:prod|production)(?![A-Za-z0-9])|\blive\b/i;
/** A warning against the command; "do not ask", "don't tell the user" order it done quietly instead. */
const NEGATED =
  /\b(?:never|don['’]?t|do\s+not|not|avoid|must\s+not)\b(?!\s+(?:ask|confirm|prompt|tell|wait|mention|inform|notify|show|check\s+with))/i;
/** The prod/backups shapes above need the word in the resource's name on the same line. */
const RDS_PROD = new RegExp(
  String.raw`delete-db-(?:instance|cluster)\b[^\n]{0,120}[\s=/"'](?:[\w.-]{0,40}${PROD})`,
  "i",
);

/** The home folder, a user data folder, a drive or the root removed recursively, in any shell or language. */
export const DESTRUCTIVE_HOME = new RegExp(
  [
    RM_RECURSIVE,
    REMOVE_ITEM,
    CMD_DELETE,
    LANG,
    LANG_SHELL_STRING,
    LANG_RUN_ROOT,
    FIND,
    FIND_PIPED,
    FIND_OVERWRITE,
    RSYNC,
    GONE,
    ZIP_MOVE,
  ].join("|"),
  "gim",
);
export const DESTRUCTIVE_HOME_HINTS = words(
  // Each shape's own words: "rm " alone is in "form ", "del " in "model ", "rd " in every "word ".
  'rm -|rm  |rm\t|rm ~|rm $|rm "|rm \'|remove-item|ri -|ri $|ri ~|ri c:|del -|del /|del $|del ~|rd -|rd /|rd "|rd %|rd $|rd ~|rmdir|erase /|erase -|rmtree|removedirs|rmsync|.rm(|rm(path|rm(os|rm(home|rimraf|fs.remove|fse.remove|removeall|rm_rf|rm_r(|remove_dir|remove_entry|deletedirectory|directory.delete|directoryinfo|deleterecursively|"rm"|\'rm\'|find ~|find $|find "|find \'|find /|rsync|zip -|remove_tree|mv ~|mv $|mv "|chmod -r 0|chmod 000|chmod 0000',
);

/** A disk or volume erased, or the system's restore points and shadow copies deleted. */
export const DISK_WIPE = new RegExp([DISK, BACKUPS].join("|"), "gim");
export const DISK_WIPE_HINTS = [
  ...words(
    "wipefs|sgdisk|diskutil|nvme|hdparm|format.com|clear-disk|physicaldrive|of=/dev/|> /dev/|>/dev/|shadowcopy|shadowstorage|delete shadows|bootstatuspolicy|format-volume|remove-partition",
  ),
  // `format X:` of a drive letter ("format " alone is on every other line of docs).
  ...[..."abcdefghijklmnopqrstuvwxyz"].map((c) => `format ${c}:`),
];

/** Production or backup data stores deleted or emptied. */
export const DESTRUCTIVE_DATA = new RegExp(`${CLOUD}|${PROD_PLACE}|${STACK_OR_SCHEMA}`, "gim");
/** `rds delete-db-*` counts only for a production or backup instance. */
export const destructiveDataAccept = (h: TextHit, f: AuditText): boolean => {
  const m = f.text.slice(h.index, h.index + h.length);
  if (STACK_OR_SCHEMA_ONE.test(m)) {
    // Around the match, not the whole line: a long line of matches stays linear.
    const starts = startsOf(f);
    const line = lineOf(starts, h.index);
    const lineEnd = line + 1 < starts.length ? starts[line + 1]! : f.text.length;
    const end = Math.min(lineEnd, h.index + h.length + 300);
    const here = f.text.slice(Math.max(starts[line]!, h.index - 300), end);
    const above = f.text.slice(Math.max(starts[Math.max(0, line - 3)]!, h.index - 1200), end);
    return !NEGATED.test(here) && PROD_NEAR.test(above);
  }
  return !/\brds\s+delete-db-/i.test(m) || RDS_PROD.test(m);
};
/**
 * Round 22: prose that says "… and run `DROP SCHEMA public CASCADE`" or "Install the job: `…`" orders the span
 * run, though the order is not at the clause's start (where the shared mention test looks for one); "never run
 * `…`" does not.
 */
export function runsSpan(f: AuditText, index: number): boolean {
  // Up to the code span's opening backtick (the command may start before the match: `(crontab -l; echo 'rm …`).
  const near = f.text.slice(Math.max(0, index - 200), index);
  const tick = near.lastIndexOf("`");
  if (tick < 0 || near.includes("\n", tick)) return false;
  const before = near.slice(Math.max(0, tick - 60), tick + 1);
  return (
    (/\b(?:run|execute|issue|enter)\s+`$/i.test(before) ||
      /(?:^|\n[\s>*#-]*|[.!?]\s+)(?:run|execute|install|add|schedule|enter|paste)\b[^`\n.!?:]{0,50}:\s*`$/i.test(
        before,
      )) &&
    !/\b(?:never|not|don['’]t|avoid)\s+(?:\w+\s+)?(?:run|execute|issue|enter|install|add|schedule|paste)\b[^`\n]{0,50}`$/i.test(
      before,
    )
  );
}
export const DESTRUCTIVE_DATA_HINTS = words(
  "s3 rm|gsutil|s3cmd|apply -destroy|apps destroy|volumes destroy|bucket delete|d1 delete|namespace delete|branches delete|databases delete|sites:delete|apps:destroy|vercel rm|vercel remove|railway delete|railway down|scw |x delete|xdelete|request delete|group delete|projects delete|kubectl delete|delete-db-|delete-table|flushall|flushdb|delete from|prune|terraform destroy|tofu destroy|terragrunt destroy|run-all destroy|pulumi destroy|cdk destroy|drop schema|drop database|truncate table",
);

// ---- Everything of a kind: a list of all the account's repositories, groups, buckets, namespaces or
// databases fed to the same tool's delete (a pipe to xargs, a loop over `$(…)`, a forEach), over up to 4 lines.
const MASS: readonly (readonly [RegExp, RegExp])[] = [
  [/\bgh\s+repo\s+list\b/, /\bgh\s+repo\s+delete\b|\bgh\s+api\s+(?:-X|--method)\s+DELETE\s+["']?\/?repos\//],
  ...SDK_MASS,
  [/\baz\s+group\s+list\b/, /\baz\s+group\s+delete\b/],
  [
    /\baz\s+(?:vm|storage\s+account|sql\s+server|webapp)\s+list\b/,
    /\baz\s+(?:vm|storage\s+account|sql\s+server|webapp)\s+delete\b/,
  ],
  [
    /\baws\s+(?:--\S{1,40}(?:\s+[^\s-]\S{0,60})?\s+){0,4}s3\s+ls\b|\bs3api\s+list-buckets\b/,
    /\baws\s+(?:--\S{1,40}(?:\s+[^\s-]\S{0,60})?\s+){0,4}s3\s+(?:rb|rm)\b/,
  ],
  [/\baws\s+(?:--\S{1,40}\s+){0,4}rds\s+describe-db-instances\b/, /\brds\s+delete-db-instance\b/],
  [/\baws\s+(?:--\S{1,40}\s+){0,4}dynamodb\s+list-tables\b/, /\bdynamodb\s+delete-table\b/],
  [/\baws\s+(?:--\S{1,40}\s+){0,4}iam\s+list-users\b/, /\biam\s+delete-user\b/],
  [/\bgcloud\s+projects\s+list\b/, /\bgcloud\s+projects\s+delete\b/],
  [/\bgcloud\s+compute\s+instances\s+list\b/, /\bgcloud\s+compute\s+instances\s+delete\b/],
  [/\bgcloud\s+sql\s+instances\s+list\b/, /\bgcloud\s+sql\s+instances\s+delete\b/],
  // Round 31: namespaces picked by a label (`-l app.kubernetes.io/part-of=demo`) are the skill's own, not every one.
  [/\bkubectl\s+get\s+(?:ns|namespaces?)\b(?![^\n|]{0,80}\s(?:-l|--selector)[\s=])/, /\bkubectl\s+delete\b/],
  // Round 23: every cluster the user's kubeconfig reaches.
  [/\bkubectl\s+config\s+get-contexts\b/, /\bkubectl\b[^\n]{0,80}\sdelete\s/],
  [/\bdocker\s+volume\s+ls\b/, /\bdocker\s+volume\s+rm\b/],
  [/\bpg_database\b|\bpsql\b[^\n]{0,80}\s-l\b|\\l\b/, /\bdropdb\b|\bDROP\s+DATABASE\b/i],
  [/\bSHOW\s+DATABASES\b/i, /\bDROP\s+DATABASE\b/i],
  [/\blistDatabases\b|\bgetDBNames\s*\(/, /\bdropDatabase\s*\(/],
  [/\bheroku\s+apps\b(?!:)/, /\bheroku\s+apps:destroy\b/],
  // Round 28: every drive of a Windows machine listed and its folders deleted (the PyPI and NuGet wipers).
  [
    /\bos\.listdrives\s*\(|\bDriveInfo\.GetDrives\s*\(|\bGetLogicalDriveStrings\w?\s*\(|\bGet-PSDrive\b[^\n]{0,40}FileSystem/,
    /\brmtree\s*\(|\bDirectory\.Delete\s*\(|\bRemove-Item\b[^\n]{0,120}-Recurse|\bos\.remove\s*\(|\bremove_dir_all\s*\(/,
  ],
  // Round 28: every Cloud Function of a Firebase project listed and deleted.
  [/\bfirebase\s+functions:list\b/, /\bfirebase\s+functions:delete\b/],
  // Every remote branch deleted (merged ones pruned is housekeeping: MERGED_ONLY), every repository through the API.
  [
    /\bgit\s+branch\s+(?:-\w{1,3}\s+){0,2}-r\b|\bgit\s+ls-remote\s+--heads\b/,
    /\bgit\s+push\s+\S{1,40}\s+(?:--delete|-d)\b/,
  ],
  [/\bgh\s+api\b[^\n]{0,80}\b(?:user|orgs\/\S{1,40})\/repos\b/, /\bgh\s+api\s+(?:-X|--method)\s+DELETE\b/],
];
const MERGED_ONLY = /--merged\b/;
/** PowerShell's list piped straight into the delete cmdlet (`Get-ADUser -Filter * | Remove-ADUser`). */
const PS_PIPE = /\|\s*Remove-/i;
/**
 * Round 22: every backup, snapshot, key, account or repository of a kind listed and fed to its delete (Code Spaces,
 * ransomware's backup purge, an insider deleting every user or repository). A list narrowed by a filter, a tag,
 * an age or a keep rule is retention, not destruction (NARROWED, read over the same lines).
 */
const MASS_NARROWED: readonly (readonly [RegExp, RegExp])[] = [
  [/\bec2\s+describe-snapshots\b/, /\bec2\s+delete-snapshot\b/],
  [/\brds\s+describe-db-(?:cluster-)?snapshots\b/, /\brds\s+delete-db-(?:cluster-)?snapshot\b/],
  [
    /\bbackup\s+list-(?:recovery-points-by-backup-vault|backup-vaults)\b/,
    /\bbackup\s+delete-(?:recovery-point|backup-vault)\b/,
  ],
  [/\bgcloud\s+compute\s+snapshots\s+list\b/, /\bgcloud\s+compute\s+snapshots\s+delete\b/],
  [/\baz\s+snapshot\s+list\b/, /\baz\s+snapshot\s+delete\b/],
  [
    // Every bucket of the project (a bare `ls`), not one bucket's folder.
    /\bgsutil\s+(?:-m\s+)?ls\s*(?:-p\s+\S{1,60}\s*)?(?=$|[|;)&`])|\bgcloud\s+storage\s+ls\s*(?:--project[=\s]\S{1,60}\s*)?(?=$|[|;)&`])|\bgcloud\s+storage\s+buckets\s+list\b/,
    /\bgsutil\s+(?:-m\s+)?(?:rm|rb)\b|\bgcloud\s+storage\s+(?:rm|buckets\s+delete)\b/,
  ],
  [/\bkms\s+list-(?:keys|aliases)\b/, /\bkms\s+schedule-key-deletion\b/],
  [/\bgcloud\s+kms\s+keys\s+(?:versions\s+)?list\b/, /\bgcloud\s+kms\s+keys\s+versions\s+destroy\b/],
  [/\bvault\s+secrets\s+list\b/, /\bvault\s+secrets\s+disable\b/],
  [/\brestic\b[^\n]{0,80}\bsnapshots\b/, /\brestic\b[^\n]{0,80}\bforget\b/],
  [/\bborg\s+list\b/, /\bborg\s+delete\b/],
  [
    /\bGet-(?:ADUser|ADObject|ADOrganizationalUnit)\b[^\n|]{0,60}-Filter\s+["'{(]?\s*\*|\bGet-(?:Mg|AzureAD|Msol)User\b[^\n|]{0,60}-All\b/i,
    /\bRemove-(?:AD|Mg|AzureAD|Msol)User\b|\bRemove-AD(?:Object|OrganizationalUnit)\b/i,
  ],
  [
    /\/(?:user|orgs\/[^/\s"']{1,60}|users\/[^/\s"']{1,60})\/repos\b|\/api\/v4\/(?:projects|groups)\b/,
    // The repository itself (`/repos/OWNER/NAME`), not a hook or a branch under it.
    /(?:-X|--request)\s*["']?DELETE\b[^\n]{0,200}\/repos\/[^/\s"']{1,100}\/[^/\s"'?]{1,100}["']?(?=\s|$)|\/repos\/[^/\s"']{1,100}\/[^/\s"'?]{1,100}["']?\s[^\n]{0,100}(?:-X|--request)\s*["']?DELETE\b|\brequests\.delete\(\s*f?["'][^"'\n]{0,80}\/repos\/[^/\s"']{1,100}\/[^/\s"'?]{1,100}["']/,
  ],
  // Round 28: Az PowerShell's list of every resource group, VM, storage account or database piped to its Remove-.
  [
    /\bGet-Az(?:ResourceGroup|VM|StorageAccount|SqlDatabase|SqlServer|WebApp|KeyVault)\b/i,
    /\bRemove-Az(?:ResourceGroup|VM|StorageAccount|SqlDatabase|SqlServer|WebApp|KeyVault)\b/i,
  ],
  [
    /\bvim-cmd\s+vmsvc\/getallvms\b|\besxcli\s+vm\s+process\s+list\b/,
    // Round 28: every VM's snapshots removed (the ESXi ransomware's step before encrypting the disks).
    /\bvim-cmd\s+vmsvc\/(?:destroy|snapshot\.removeall)\b|\brm\s+-\w{0,4}[rf]\w{0,4}\s[^\n]{0,40}\/vmfs\/volumes\b/,
  ],
];
/** A list narrowed to some of the kind: a filter, a query on time, tag or name, an age, a keep rule, a grep. */
const NARROWED =
  /--filters?\b|\bFilters=|\[\?|\btag:|--(?:older|newer)-than\b|--keep-|--(?:before|created-before)\b|-mtime\b|\bStartTime\b|\bCreat(?:ion|ed)(?:Date|Time)\b|\|\s*(?:grep|Select-String|Where-Object|where|\?)(?:\s|\{)|\bselect\(|-Filter\s+["'{(]?\s*(?!["'{(]?\s*\*)[^\s*]|-SearchBase\b/i;
/** How a list reaches a delete: a pipe to xargs or a read loop, a command substitution, a forEach or a loop. */
const FED =
  /\|\s*(?:xargs|while\s+read|ForEach-Object|%)|\$\(|`[^`\n]{1,200}`|\.forEach\s*\(|\bfor\s+\w{1,40}\s+in\b|\bforeach\b|\bfor\s*\(\s*(?:const|let|var)\s+\w{1,40}\s+of\b|:=\s*range\b/i;
/** diskpart's system disk cleaned: `select disk 0` then `clean` (a script, or echoed into diskpart). */
const SELECT_DISK_0 = /\bselect\s+disk\s+(?:0|%%?[a-zA-Z])(?![\w%])/i;
const CLEAN = /(?:^|[&|;]\s*(?:echo\s+)?|\n\s*|\becho\s+)clean(?:\s+all)?\b/i;

/** Every repository, resource group, bucket, namespace or database of an account deleted in one go; disk 0 cleaned. */
export function destructiveMass(file: AuditText, lines: readonly AuditLine[]): TextHit[] {
  const starts = startsOf(file);
  for (const l of lines) {
    const w = window(file.text, starts, lineOf(starts, l.index), 0, 3).text;
    if (SELECT_DISK_0.test(l.text) && CLEAN.test(w.slice(SELECT_DISK_0.exec(w)!.index)))
      return [{ index: l.index, length: l.text.length }];
    if (everyDiskErased(l.text, w)) return [{ index: l.index, length: l.text.length }];
    const fed = FED.test(w);
    if (!fed && !PS_PIPE.test(w)) continue;
    for (const [list, del] of fed ? MASS : []) {
      const m = list.exec(l.text);
      // `docker volume rm $(docker volume ls -q)`: the delete comes first, fed by the substitution after it.
      const before = m ? l.text.slice(0, m.index) : "";
      const fedBack = m !== null && /\$\(\s*$/.test(before) && del.test(before);
      if (m && !MERGED_ONLY.test(w) && (fedBack || del.test(w.slice(m.index))))
        return [{ index: l.index, length: l.text.length }];
    }
    if (NARROWED.test(w)) continue;
    for (const [list, del] of FED_LOOP.test(w) ? PLATFORM_MASS : []) {
      const m = list.exec(l.text);
      if (m && del.test(w.slice(m.index))) return [{ index: l.index, length: l.text.length }];
    }
    for (const [list, del] of MASS_NARROWED) {
      const m = list.exec(l.text);
      const before = m ? l.text.slice(0, m.index) : "";
      if (m && ((/\$\(\s*$/.test(before) && del.test(before)) || del.test(w.slice(m.index))))
        return [{ index: l.index, length: l.text.length }];
    }
  }
  return [];
}
export const DESTRUCTIVE_MASS_HINTS = words(
  "helm list|helm ls|buckets.all|list_buckets|getbuckets|listbuckets|describe_db_instances|describe_db_clusters|describedbinstances|resource_groups.list|resourcegroups.list|instances.all|describe_instances|list_database_names|get-azresourcegroup|get-azvm|get-azstorageaccount|get-azsqldatabase|get-azsqlserver|get-azwebapp|get-azkeyvault|listdrives|getdrives|getlogicaldrive|get-psdrive|functions:list|describe-snapshots|describe-db-snapshots|describe-db-cluster-snapshots|list-recovery-points|list-backup-vaults|snapshots list|snapshot list|gsutil ls|gsutil -m ls|storage ls|buckets list|kms list-keys|kms list-aliases|versions list|kms keys list|secrets list|restic|borg list|get-aduser|get-mguser|get-azureaduser|get-msoluser|get-adobject|get-adorganizationalunit|/repos|/api/v4/|getallvms|vm process list|gh repo list|gh api|branch -r|ls-remote|group list|vm list|account list|server list|webapp list|instances list|projects list|s3 ls|list-buckets|describe-db-instances|list-tables|list-users|kubectl get|volume ls|pg_database|psql|show databases|listdatabases|getdbnames|heroku apps|select disk|get-contexts|fly apps|flyctl apps|fly volumes|wrangler|neonctl|scw |doctl|hcloud|linode-cli|vercel|netlify|supabase|run services list|container list|manageddevice|lsblk|/dev/sd|/dev/hd|/dev/vd|/dev/xvd|/dev/nvme|/dev/mmcblk|/dev/mtdblock|/dev/disk|get-disk|get-physicaldisk|diskdrive|/sys/block|/proc/partitions|fdisk -l",
);

// ---- Across lines: the home folder held in a name, or its entries walked, then removed ----

/**
 * Round 23: `name = <folder>` in any language, the one test both the home-flow and the walk rules use:
 * `const base = os.homedir()`, `home, _ := os.UserHomeDir()`, `let home = dirs::home_dir().unwrap();`,
 * `root := "/"`, `$root = $env:USERPROFILE`, and a fallback after it (`process.env.USERPROFILE || os.homedir()`).
 * `folder` is the folder expression's source; `name` the name's (a capturing group, or one name escaped).
 */
export function assignsFolder(folder: string, name: string): RegExp {
  return new RegExp(
    String.raw`(?:^|[\s;(,])(?:(?:const|let|var|val|my|local|export|set|readonly|final|string|String|auto|Path|File)\s+)?\$?${name}\)?(?:\s*,\s*(?:_|err))?\s*:?=\s*(?:${folder})\s*(?:(?:\|\||\?\?|\bor\b)[^\n;]{1,80})?(?:[;)]?\s*(?:$|#|\/\/|\{)|;)`,
    "m",
  );
}
/** The home folder as a shell or PowerShell word (`"$HOME"`, `~/`, `${HOME:-/root}`, `$env:USERPROFILE`). */
const SHELL_HOME_VALUE = String.raw`["']?(?:~\/?|\$HOME\/?|\$\{HOME(?::[-=?][^}\n]{0,40})?\}\/?|\$env:USERPROFILE|%USERPROFILE%)["']?`;
/** `name = <home>` in any language (`home, _ := os.UserHomeDir()`: the first name). */
const ASSIGN_HOME = assignsFolder(
  String.raw`${LANG_HOME}|${SHELL_HOME_VALUE}|os\.UserHomeDir\(\)`,
  String.raw`(\w{1,40})`,
);
/** The entries of a folder `%s` names (a home expression or a name holding one), one name each. */
const LOOP_OVER = String.raw`\bfor\s+\$?(\w{1,40})\s+in\s+(?:%s\.(?:iterdir\(|r?glob\(\s*["']\*{1,2}(?:\/\*)?["']\s*\))|os\.listdir\(\s*%s\s*\)|os\.scandir\(\s*%s\s*\)|["']?%s["']?\/(?:${USER_DATA}\/)?\*["']?(?=[\s;]|$))|\bforeach\s*\(\s*\$(\w{1,40})\s+in\s+\(?\s*(?:Get-ChildItem|gci|ls|dir)\s+(?:-\w{1,12}\s+){0,3}["']?%s["']?\s*\)|\b(?:readdirSync|readdir)\(\s*%s\s*\)[^\n]{0,40}\.forEach\(\s*(?:async\s*)?\(?\s*(\w{1,40})|\bfor\s+(\w{1,40})\s*,\s*\w{1,40}\s*,\s*\w{1,40}\s+in\s+os\.walk\(\s*%s\s*\)|\bfor\s*\(\s*(?:const|let|var)\s+(\w{1,40})\s+of\s+(?:await\s+)?(?:fs\.|fsp\.|promises\.)?(?:readdirSync|readdir)\(\s*%s\s*\)|\bfind\s+["']?%s(?:\/(?:${USER_DATA})\/?)?["']?\s(?:(?!${FIND_FILTER})[^\n|]){0,120}\|\s*while\s+(?:IFS=\S{0,4}\s+)?read\s+(?:-\w{1,3}\s+){0,2}(\w{1,40})|\bDir\.(?:children|entries|each_child)\(\s*%s\s*\)(?:\.each)?\s*(?:do\s*\|\s*(\w{1,40})\s*\||\{\s*\|\s*(\w{1,40})\s*\|)|\bforeach\s*\(\s*(?:scandir|glob)\(\s*\$?%s[^\n)]{0,20}\)\s+as\s+\$(\w{1,40})`;
const HOME_SHELL_WORDS = String.raw`~|\$HOME|\$\{HOME\}|\$env:USERPROFILE`;
const loopOver = (folder: string): RegExp => new RegExp(LOOP_OVER.replaceAll("%s", folder), "m");
const LOOP_HOME = loopOver(`(?:${LANG_HOME}|${HOME_SHELL_WORDS})`);

/** The loop's name: whichever of LOOP_OVER's groups matched. */
const loopName = (m: RegExpExecArray | null): string | undefined =>
  m?.[1] ?? m?.[2] ?? m?.[3] ?? m?.[4] ?? m?.[5] ?? m?.[6] ?? m?.[7] ?? m?.[8] ?? m?.[9];
/**
 * A walk (os.walk, for..of readdir, find piped to a read loop) whose body picks what it removes by name, suffix
 * or age is a cleaner, not a wiper. The older loop shapes (listdir, iterdir, glob, a shell glob) keep reading
 * their body whatever it tests: a wiper that skips dotfiles is still a wiper.
 */
const filteredWalk = (m: RegExpExecArray | null, body: string): boolean =>
  (m?.[4] ?? m?.[5] ?? m?.[6]) !== undefined && LOOP_FILTER.test(body);
export const LOOP_FILTER =
  /\bif\b[^\n]{0,80}(?:\.?(?:endswith|startswith|endsWith|startsWith)\b|fnmatch|\.suffix\b|\.name\s*(?:==|in\b)|\bmatch\(|\.test\(|getmtime|st_mtime|mtime|\s(?:==|!=|in)\s*["'([])|\bcase\s+["']?\$|\[\[\s*["']?\$\w{1,40}["']?\s*==/i;
const ASSIGN_OR_LOOP = /=|\bfor(?:each)?\b|\bwhile\s|\.each\b/i;

/** What removes (or empties) the thing a name holds, `%s` the name. */
const REMOVES_NAME = String.raw`${LANG_DELETE}\(\s*&?(?:%s|(?:os\.path\.join|path\.join|filepath\.Join|File\.join|Path\.Combine)\(\s*[\w.()]{1,40}\s*,\s*%s|(?:os\.path\.join|path\.join|filepath\.Join|File\.join|Path\.Combine|Paths\.get)\(\s*%s\s*,\s*["'\`]${USER_DATA}["'\`]\s*\))\s*[,)]|\b(?:rm|shred)\s+(?:-{1,2}[\w=-]{1,25}\s+){0,5}["']?(?:\$\{?%s\}?|\{\s*%s\s*\})["']?(?:\/?\*|\/)?["']?${ARG_END}|["']rm["']\s*,\s*(?:["']-\w{1,5}["']\s*,\s*){1,3}%s\s*[\]),]|["'\`]rm\s+(?:-{1,2}[\w=-]{1,25}\s+){1,5}["'\`]\s*(?:\.|\+)\s*(?:escapeshellarg\(\s*|Shellwords\.escape\(\s*|shlex\.quote\(\s*)?\$?%s\b|(?:^|[;&|]\s*|\bdo\s+)(?::\s*)?>\s*["']?\$\{?%s\}?["']?\s*(?:;|$)|\btruncate\s+-s\s*0\s+["']?\$\{?%s\}?|\bRemove-Item\s+(?:-\w{1,12}\s+){0,3}["']?\$%s\b[^\n]{0,80}${PS_RECURSE}|\b%s\.(?:unlink|rmdir|Delete)\(|\bnew\s+DirectoryInfo\(\s*%s\s*\)\.Delete\(|\bos\.(?:remove|unlink)\(\s*%s\s*\)|\bunlinkSync\(\s*%s\s*\)`;
/**
 * What removes each entry a loop names: a file joined onto the walked folder (`os.remove(os.path.join(root, f))`,
 * `Path(root, f).unlink()`) or overwritten by dd. Only for a loop's name: a name holding home joined with a file
 * (`os.remove(os.path.join(home, '.tool.json'))`) removes one file, not the folder.
 */
const REMOVES_EACH = String.raw`${REMOVES_NAME}|\bos\.(?:remove|unlink)\(\s*os\.path\.join\(\s*%s\s*,|\bPath\(\s*%s\s*,[^)\n]{0,60}\)\.unlink\(|\bdd\b[^\n]{0,80}\bof=["']?\$\{?%s\}?["']?(?=\s|$)`;
const removesName = (text: string, name: string, each: boolean): boolean =>
  new RegExp((each ? REMOVES_EACH : REMOVES_NAME).replaceAll("%s", name), "im").test(text);

/**
 * Round 22: a second name copied from the one holding home (`TARGET="$BASE/"`, `victim = home`) and removed in
 * the same window: the path built in two steps.
 */
function removesAlias(after: string, name: string): boolean {
  const alias = new RegExp(
    String.raw`(?:^|[\s;])(?:(?:export|local|readonly|const|let|var|my)\s+)?\$?(\w{1,40})\s*:?=\s*["'\x60]?\$?\{?${name}\}?[\\/]?["'\x60]?\s*;?\s*$`,
    "gm",
  );
  let k = 0;
  for (const m of after.matchAll(alias)) {
    if (++k > 3) break;
    if (m[1] !== name && removesName(after, m[1]!, false)) return true;
  }
  return false;
}

/**
 * The home folder (or a user data folder's entries) reaching a recursive delete across lines: a name set to
 * the home folder and removed within 30 lines, or a loop over home's entries (or over a name holding home)
 * removing each within 6. A name joined with a subfolder (`path.join(home, '.cache', 'x')`) is not the name
 * and does not count.
 */
export function destructiveFlow(file: AuditText, lines: readonly AuditLine[]): TextHit[] {
  const starts = startsOf(file);
  const names: string[] = [];
  for (const l of lines) {
    const cd = MAY_CD.test(l.text) ? CD_HOME.exec(l.text) : null;
    if (cd) {
      const hit = wipedAfterCd(file, starts, l, cd.index + cd[0].length);
      if (hit) return [hit];
    }
    // An assignment or a loop is needed on the line: most lines naming `~/` or `environ` have neither.
    if (!ASSIGN_OR_LOOP.test(l.text)) continue;
    const a = ASSIGN_HOME.exec(l.text);
    const loop = a ? null : LOOP_HOME.exec(l.text);
    const name = a?.[1] ?? loopName(loop);
    if (!name) continue;
    const line = lineOf(starts, l.index);
    const after = window(file.text, starts, line, 0, loop ? 6 : 30).text;
    if (filteredWalk(loop, after)) continue;
    if (removesName(after, name, loop !== null) || (a && removesAlias(after, name)))
      return [{ index: l.index, length: l.text.length }];
    if (a && names.length < 8 && !names.includes(name)) names.push(name);
  }
  if (names.length === 0) return [];
  // A loop over a name that holds home (`for e in os.listdir(home)`), anywhere below it.
  const overName = loopOver(`(?:\\$?\\{?(?:${names.join("|")})\\}?)`);
  for (let i = 0; i < starts.length; i++) {
    const text = window(file.text, starts, i, 0, 0).text;
    const loop = overName.exec(text);
    const name = loopName(loop);
    const body = name ? window(file.text, starts, i, 0, 6).text : "";
    if (name && !filteredWalk(loop, body) && removesName(body, name, true))
      return [{ index: starts[i]!, length: text.length }];
  }
  return [];
}

/**
 * Round 19: the working folder moved to the home folder (`cd "$HOME"`, Python's os.chdir, Node's process.chdir),
 * then everything in it removed: `git clean -x` (a repository made in home deletes every untracked file there),
 * `rm -rf *`, PowerShell's `Remove-Item * -Recurse`. Read until the next change of folder, ten lines at most.
 */
const CD_HOME =
  /(?:^|[;&|]\s*|\bthen\s+)\s*(?:cd|pushd|Set-Location)\s+["']?(?:~|\$HOME|\$\{HOME\}|\$env:USERPROFILE|\/)["']?\/?["']?\s*(?:$|[;&|#])|\bos\.chdir\(\s*(?:os\.path\.expanduser\(\s*["']~["']\s*\)|Path\.home\(\)|os\.environ\[["']HOME["']\])\s*\)|\bprocess\.chdir\(\s*(?:os\.)?homedir\(\)\s*\)/;
/** Asked first, a plain search: most lines the hints send here change no folder. */
const MAY_CD = /cd\s|chdir|Set-Location/;
const CD_ELSEWHERE = /(?:^|[;&|]\s*)\s*(?:cd|pushd|popd|Set-Location)\b|\b(?:os|process)\.chdir\(/;
const WIPES_HERE =
  /\bgit\s+clean\s+-\w{0,6}[xX]|\brm\s+-\w{0,4}[rR]\w{0,4}\s+(?:-\S{1,20}\s+){0,3}(?:\.\/?\*?|\*|\.\[!\.\]\*)(?=\s|$|;|&)|\bRemove-Item\s+(?:-Path\s+)?["']?(?:\.\\)?\*["']?[^\n]{0,60}-Recurse|\bshutil\.rmtree\(\s*["']\.["']|\b(?:rmSync|rm)\(\s*["']\.["'][^\n]{0,40}\brecursive/i;
function wipedAfterCd(
  file: AuditText,
  starts: readonly number[],
  l: AuditLine,
  from: number,
): TextHit | undefined {
  const n = lineOf(starts, l.index);
  for (let k = n; k <= Math.min(starts.length - 1, n + 10); k++) {
    const t = k === n ? l.text.slice(from) : lineAt(file.text, starts, k);
    if (k > n && CD_ELSEWHERE.test(t)) return undefined;
    const w = WIPES_HERE.exec(t);
    if (w) return { index: (k === n ? l.index + from : starts[k]!) + w.index, length: w[0].length };
  }
  return undefined;
}

export const DESTRUCTIVE_FLOW_HINTS = words(
  "dir.children|dir.entries|dir.each_child|scandir(|$_server|cd ~|cd /|chdir|set-location|find ~|expanduser|path.home|homedir|environ|getenv|env::var|$env{|userhomedir|dir.home|env[|expand_path|getfolderpath|home_dir|user.home|$home|${home|~/|=~|= ~|=\"~|='~|userprofile|iterdir|listdir|scandir|readdir|foreach",
);

/** A field beside the command that says it must be refused (`{ command: "rm -rf /", expectDeny: true }`). */
const EXPECTED_REFUSED =
  /\b(?:expect(?:ed)?_?(?:Deny|Denied|Block(?:ed)?|Reject(?:ed)?|Refus(?:e|ed|al))|should_?(?:Block|Deny|Reject|Refuse)|must_?(?:Block|Deny|Reject))\b["']?\s*[:=]\s*(?:true|True)\b|\b(?:expect(?:ed)?|decision|verdict|behaviou?r)\b["']?\s*[:=]\s*["'](?:deny|denied|block(?:ed)?|reject(?:ed)?|refuse[sd]?)["']/i;

/**
 * A case of a permission or guard test: the destructive command is the input a test expects to be denied, on
 * the same line (300 characters either side, so a long line stays linear). It runs nothing.
 */
export function expectedRefused(file: AuditText, index: number): boolean {
  const starts = startsOf(file);
  const line = lineOf(starts, index);
  const lineEnd = line + 1 < starts.length ? starts[line + 1]! : file.text.length;
  const from = Math.max(starts[line]!, index - 300);
  // The command is a string value of a test case's key, not a line of a script.
  if (!CASE_VALUE.test(file.text.slice(from, index))) return false;
  return EXPECTED_REFUSED.test(file.text.slice(from, Math.min(lineEnd, index + 300)));
}
const CASE_VALUE = /\b(?:command|cmd|input)["']?\s*:\s*["'`]$/i;

/**
 * A device written as a name to fill in (`/dev/sdX`, `/dev/diskN`, `/dev/nvmeXn1`, `/dev/<disk>`): a guide to
 * flashing an SD card or formatting a new disk, with the reader to pick the device. Upper-case X, Y, Z or N
 * stand where a device's letter or number goes; no device is named that way.
 */
const PLACEHOLDER_DEVICE =
  /^\/dev\/(?:(?:sd|hd|vd|xvd)[XYZ?]|r?disk[NX#?]|nvme[XN]n?|nvme\d{1,2}n[XN]|mmcblk[XN]|<[^<>\s]{1,40}>|\{[^{}\s]{1,40}\}|(?:YOUR|TARGET|THE)[_-]?\w{0,20}|DEVICE|DISK)(?![a-z])/;

/** The device the destructive command at `h` names is a placeholder (the last `/dev/` name in the match's reach). */
export function placeholderDevice(file: AuditText, h: TextHit): boolean {
  const nl = file.text.indexOf("\n", h.index);
  const end = Math.min(nl < 0 ? file.text.length : nl, h.index + h.length + 80);
  const span = file.text.slice(h.index, end);
  // The device the match ends on or just after: `dd … of=/dev/sdX`, `mkfs.ext4 /dev/nvme…`, `shred … /dev/sd…`.
  const at = span.lastIndexOf("/dev/", Math.max(0, h.length - 1));
  if (at < 0) return false;
  return PLACEHOLDER_DEVICE.test(span.slice(at, at + 60));
}
