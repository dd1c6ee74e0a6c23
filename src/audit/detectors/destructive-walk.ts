// A program that walks the whole home folder, the root or a drive and removes or overwrites each file it finds:
// the file-system stage of wipers and ransomware (node-ipc's protestware overwrote every file under `/`, NoEscape
// and Moneybird walk the disk and rewrite each file) written as an ordinary loop. A walk of the project, a build
// folder or a temporary folder is not read; a removal picked by name, suffix or age is a cleaner. An overwrite
// keeps no such excuse: no skill rewrites every document under the home folder.

import type { AuditLine, AuditText, TextHit } from "../rule-types.js";
import { lineOf, startsOf, window } from "../text.js";
import { assignsFolder, LANG_HOME, LOOP_FILTER } from "./destructive-code.js";

/** PowerShell's home, profile or system drive, and a drive's root from Get-PSDrive (`$_.Root`). */
const PS_BROAD = String.raw`["']?(?:\$env:USERPROFILE|\$HOME|\$env:HOMEDRIVE|\$env:SystemDrive|\$\w{1,20}\.Root)\b\\?["']?(?![\w.\\/$])`;
/** The whole home folder, the root, a drive, every user's home, or three levels above the project. */
const BROAD = String.raw`(?:${LANG_HOME}|(?:Paths\.get|Path\.of)\(\s*${LANG_HOME}\s*\)|os\.UserHomeDir\(\)|["'\`](?:\/|[A-Za-z]:[\\/]{0,2}|\/(?:home|Users)\/?|C:\\{1,2}Users\\{0,2}|~\/?|(?:\.\.[\\/]){2,}(?:\.\.)?[\\/]?)["'\`]|os\.sep|os\.path\.abspath\(\s*os\.sep\s*\)|(?:pathlib\.)?Path\(\s*["'](?:\/|~)["']\s*\)(?:\.expanduser\(\))?|path\.parse\(\s*process\.cwd\(\)\s*\)\.root|path\.resolve\(\s*["'](?:\.\.[\\/]){2,}(?:\.\.)?[\\/]?["']\s*\)|${PS_BROAD})`;
/** A name or a broad folder, the walk's root. */
const ROOT = String.raw`(${BROAD}|[A-Za-z_]\w{0,39})`;
/** A walk over `ROOT` in Python, Node, Go, Rust, Java or C# (group 1: the root). */
const WALK = new RegExp(
  [
    String.raw`\bos\.(?:walk|listdir|scandir)\(\s*${ROOT}\s*[,)]`,
    String.raw`${ROOT}\.(?:rglob\(\s*["']\*|glob\(\s*["']\*\*|iterdir\(\s*\))`,
    String.raw`\b(?:readdirSync|readdir|opendirSync|opendir)\(\s*${ROOT}\s*[,)]`,
    String.raw`\bfilepath\.Walk(?:Dir)?\(\s*${ROOT}\s*,`,
    // Round 29: one level listed (Go's os.ReadDir, .NET's GetDirectories), each entry then removed whole.
    String.raw`\b(?:os|ioutil)\.ReadDir\(\s*${ROOT}\s*\)`,
    String.raw`\bDirectory\.(?:GetDirectories|EnumerateDirectories|GetFiles|EnumerateFiles|GetFileSystemEntries|EnumerateFileSystemEntries)\(\s*${ROOT}\s*\)`,
    String.raw`\b(?:WalkDir::new|fs::read_dir)\(\s*&?${ROOT}\s*\)`,
    String.raw`\bFiles\.(?:walk|walkFileTree|list|find)\(\s*(?:Paths\.get\(|Path\.of\()?\s*${ROOT}`,
    // Round 23: PowerShell's recursive listing (the ransomware and CaddyWiper ports).
    String.raw`\b(?:Get-ChildItem|gci)\s+(?:-(?:Path|LiteralPath)\s+)?(${PS_BROAD}|\$\w{1,40}(?![\w.\\/:]))(?=[^\n|]{0,80}\s-Recurse\b)`,
    String.raw`\bDirectory\.(?:GetFiles|EnumerateFiles|GetFileSystemEntries|EnumerateFileSystemEntries)\(\s*${ROOT}\s*,[^\n]{0,60}AllDirectories`,
  ].join("|"),
);
const BROAD_ONE = new RegExp(`^${BROAD}$`);

/** The loop body read after a walk: a ransomware body (read, encrypt, write, remove) takes ten lines or more. */
const BODY = 12;
/** What removes the entry the loop holds. */
const REMOVES =
  /\bos\.(?:remove|unlink|rmdir)\(|\.unlink\(\s*(?:missing_ok\s*=\s*True\s*)?\)|\bshutil\.rmtree\(|\b(?:unlinkSync|rmSync|rmdirSync)\(|\bfs(?:\.promises)?\.(?:rm|unlink)\(|\bos\.Remove(?:All)?\(|\bfs::remove_(?:file|dir_all)\(|\bFiles\.delete(?:IfExists)?\(|\bFiles::delete(?:IfExists)?\b|\.toFile\(\)\.delete\(\)|\bFile\.Delete\(|\bDirectory\.Delete\(|\bRemove-Item\b/;
/**
 * The file written is the entry, not a report beside the walk: not a string literal, not a name for an output
 * (`open(report_path, "w")` in a disk-usage scan of `/`).
 */
const WRITTEN = String.raw`\s*(?!["'\x60]|[\w.]{0,30}(?:report|out|log|csv|result|summary|index|manifest|dest)\w{0,20}\s*[,)])`;
/** What overwrites it in place (its contents replaced, encrypted or cut to nothing). */
const OVERWRITES = new RegExp(
  String.raw`\b(?:(?:writeFileSync|writeFile|truncateSync)\(|open\((?=[^\n)]{0,120},\s*["'](?:r\+b?|wb?\+?)["'])|os\.(?:WriteFile|Truncate|truncate)\(|ioutil\.WriteFile\(|fs::write\(|File::create\(|Files\.write\(|File\]?(?:\.|::)WriteAll(?:Bytes|Text)\()${WRITTEN}|\.write_(?:bytes|text)\(`,
);
/** "Skip hidden entries" is not a filter: the wiper still takes everything else. */
const SKIPS_HIDDEN = /startswith\(\s*["']\.["']\s*\)[^\n]{0,20}(?::\s*continue|continue)/i;
/** Round 23: a cipher or an XOR applied in the loop (Node, Python, Go, C#, PowerShell). */
const ENCRYPTS =
  /\bcreateCipheriv\(|\bFernet\(|\bAES\.new\(|\baes\.NewCipher\(|\bcipher\.NewGCM\(|\bCreateEncryptor\(|\.encrypt\(|-bxor\b|\bxor\w{0,8}\(/i;
/** The original renamed to the locker's suffix. */
const RENAMES =
  /\b(?:os\.(?:rename|replace|Rename)|renameSync|fs(?:\.promises)?\.rename|File\.Move|Rename-Item|Move-Item)\b|\.rename\(/;
/** PowerShell's pick of some entries: a filter, an include list, a Where-Object. */
const PS_FILTER = /\s-(?:Filter|Include|Exclude)\b|\|\s*(?:Where-Object|where|\?)\s*\{/i;
/** A function that lists a folder: its name (a recursive walker called on a broad root below). */
const DEF =
  /(?:\bfunction\s+(\w{1,40})\s*\(|\bdef\s+(\w{1,40})\s*\(|\b(?:const|let|var)\s+(\w{1,40})\s*=\s*(?:async\s*)?(?:function\b|\([^)\n]{0,60}\)\s*=>|\w{1,20}\s*=>)|\bfunc\s+(\w{1,40})\s*\(|\bfn\s+(\w{1,40})\s*\()/g;
const LISTS = /\b(?:readdirSync|readdir|listdir|scandir|read_dir|ReadDir|iterdir|rglob|os\.walk)\b/;

/** Whether the loop body at `body` destroys each entry (a removal not picked by name or age, or any overwrite). */
function destroysEach(body: string): boolean {
  if (OVERWRITES.test(body)) return true;
  // Ransomware picks documents by suffix: encrypting then removing or renaming the original keeps no excuse.
  if (ENCRYPTS.test(body) && (REMOVES.test(body) || RENAMES.test(body))) return true;
  if (!REMOVES.test(body)) return false;
  return !(LOOP_FILTER.test(body) || PS_FILTER.test(body)) || SKIPS_HIDDEN.test(body);
}

/** `name = <broad folder>` somewhere in the file (`home = os.path.expanduser("~")`, `root := "/"`). */
const holdsBroad = (text: string, name: string): boolean => assignsFolder(BROAD, name).test(text);

function broadRoot(text: string, found: string, seen: Map<string, boolean>): boolean {
  if (BROAD_ONE.test(found)) return true;
  const root = found.replace(/^\$/, "");
  if (!/^\w{1,40}$/.test(root)) return false;
  let b = seen.get(root);
  if (b === undefined) {
    b = seen.size < 8 && holdsBroad(text, root);
    seen.set(root, b);
  }
  return b;
}

/** A walker function's name, when the lines above `line` (12 at most) open one that destroys what it lists. */
function walkerAbove(file: AuditText, starts: readonly number[], line: number): string | undefined {
  const above = window(file.text, starts, line, 12, 0).text;
  let name: string | undefined;
  for (const d of above.matchAll(DEF)) name = d[1] ?? d[2] ?? d[3] ?? d[4] ?? d[5];
  if (!name) return undefined;
  const body = window(file.text, starts, line, 0, 10).text;
  return destroysEach(body) ? name : undefined;
}

/**
 * A call of the walker `name` on a broad folder, or (round 23) on a name holding one (`const base = os.homedir();
 * walk(base)`, node-ipc's shape), `&home` in Rust. The first eight calls are read.
 */
function calledOnBroad(text: string, name: string, seen: Map<string, boolean>): TextHit | undefined {
  const call = new RegExp(String.raw`(?<![\w.])${name}\(\s*&?(?:${BROAD}|(\$?\w{1,40}))\s*\)`, "g");
  let k = 0;
  for (const m of text.matchAll(call)) {
    if (++k > 8) break;
    if (m[1] === undefined || broadRoot(text, m[1], seen)) return { index: m.index, length: m[0].length };
  }
  return undefined;
}

/**
 * A walk over the home folder, the root or a drive (directly or through a name holding it) whose body, within
 * eight lines, overwrites each entry, or removes it with no test on its name or age; or a function listing a
 * folder and destroying its entries, called on one of them.
 */
export function destructiveWalk(file: AuditText, lines: readonly AuditLine[]): TextHit[] {
  const starts = startsOf(file);
  const seen = new Map<string, boolean>();
  const walkers: string[] = [];
  for (const l of lines) {
    const line = lineOf(starts, l.index);
    const w = WALK.exec(l.text);
    const root = w ? w.slice(1).find((g) => g !== undefined) : undefined;
    if (w && root && broadRoot(file.text, root, seen)) {
      if (destroysEach(window(file.text, starts, line, 0, BODY).text))
        return [{ index: l.index + w.index, length: w[0].length }];
      continue;
    }
    if (walkers.length < 4 && LISTS.test(l.text)) {
      const name = walkerAbove(file, starts, line);
      if (name && !walkers.includes(name)) walkers.push(name);
    }
  }
  for (const name of walkers) {
    const hit = calledOnBroad(file.text, name, seen);
    if (hit) return [hit];
  }
  return [];
}

export const DESTRUCTIVE_WALK_HINTS = [
  "os.walk",
  "listdir",
  "scandir",
  "rglob",
  "iterdir",
  ".glob(",
  "readdir",
  "opendir",
  "filepath.walk",
  "walkdir::",
  "read_dir",
  "files.walk",
  "files.list",
  "files.find",
  "getfiles",
  "getdirectories",
  "enumeratedirectories",
  "enumeratefiles",
  "getfilesystementries",
  "enumeratefilesystementries",
  "get-childitem",
  "gci ",
];
