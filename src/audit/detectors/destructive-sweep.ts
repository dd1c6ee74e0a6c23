// Round 30: the file-system and disk stages of wipers and ransomware written the way a stranger writes them, from the
// write-ups rather than from any sample: a walk that picks the user's documents by a list of extensions and removes,
// overwrites or encrypts each (WhisperGate's file corruptor, Microsoft Threat Intelligence, Jan 2022; BlackCat,
// node-ipc's protestware), a program writing straight to a disk device (`open("/dev/sda", "wb")`,
// `\\.\PhysicalDrive0` opened for writing: the MBR and disk-content wipers of MITRE T1561), and the user's own data
// folders (Documents, Desktop, Pictures…) listed and deleted whole. An indexer or a backup reads or copies the same
// documents; an imaging tool writes to the device the user names (`/dev/sdX`).

import { words } from "../hints.js";
import type { AuditLine, AuditText, TextHit } from "../rule-types.js";
import { lineOf, startsOf, window } from "../text.js";

/** A user document's or data file's extension, quoted or dotted, in a list. */
const DOC_EXT =
  /(?:^|[\s"'`.,[({*|])(docx?|xlsx?|pptx?|pdf|odt|ods|odp|rtf|sql|bak|pst|ost|kdbx|vmdk|vhdx?|jpe?g|png|psd|mp4|mov|zip|7z|rar|sqlite3?|mdb|accdb|csv|dwg|txt|key|pages|numbers)(?=["'`\s,;)\]}|]|$)/gi;
/** The office and personal files no cleaner picks: at least three of a sweep's list are of these. */
const CORE_DOC = /^(?:docx?|xlsx?|pptx?|pdf|odt|ods|pst|kdbx|psd|jpe?g|pages|numbers|accdb|mdb|dwg)$/i;
/** A recursive walk of folders, in a shell or a program. */
const WALKS =
  /\bos\.(?:walk|scandir)\(|\.rglob\(|\bglob\(\s*[^\n)]{0,80}\*\*|\breaddir(?:Sync)?\(|\bopendir(?:Sync)?\(|\bWalkDir\b|\bfilepath\.Walk(?:Dir)?\(|\bFiles\.(?:walk|walkFileTree|find)\(|\bGet-ChildItem\b[^\n]{0,120}-Recurse|\bRecursiveDirectoryIterator\b|\b(?:Enumerate|Get)Files\(|\bfind\s+\S{1,40}\s[^\n]{0,80}-i?name\b|\bDir\.glob\(|\bFind\.find\(|\bfs::read_dir\(/;
/** What destroys the entry: removal, an overwrite in place, a cipher. */
const DESTROYS =
  /\bos\.(?:remove|unlink)\(|\.unlink\(|\bunlinkSync\(|\brmSync\(|\bfs(?:\.promises)?\.(?:rm|unlink)\(|\bos\.Remove\(|\bfs::remove_file\(|\bFiles\.delete(?:IfExists)?\(|\bFile\.(?:Delete|WriteAllBytes|Encrypt)\(|\bRemove-Item\b|\bFileUtils\.rm|\bFile\.delete\(|\bunlink\(|\bshred\b|\s-delete\b|\bopen\([^\n)]{0,80},\s*["'](?:r\+b?|w\+b)["']|\bO_(?:WRONLY|RDWR)\b|\.WriteAt\(|\bos\.urandom\(|\bcreateCipheriv\(|\bFernet\(|\bAES\.new\(|\baes\.NewCipher\(|\bCreateEncryptor\(|\.encrypt\(|-bxor\b|\^\s*key\[|\bSet-Content\b|\btruncate(?:Sync)?\(/;

const TEST_PATH = /(?:^|\/)(?:tests?|spec|__tests__|fixtures?)\//i;
const JPEG = /^jpeg$/;

export const DOC_SWEEP_HINTS = words("docx|xlsx|pptx|kdbx|pst|psd|odt");

/** A list of at least six user-file extensions, three of them office or personal files, walked and destroyed. */
export function docSweep(file: AuditText, lines: readonly AuditLine[]): TextHit[] {
  if (TEST_PATH.test(file.path)) return [];
  const starts = startsOf(file);
  for (const l of lines) {
    const w = window(file.text, starts, lineOf(starts, l.index), 2, 2).text;
    const seen = new Set<string>();
    let core = 0;
    DOC_EXT.lastIndex = 0;
    // A list is short: two hundred matches read are enough (a long line of the same few words stops here).
    let reads = 0;
    for (let m = DOC_EXT.exec(w); m && reads++ < 200; m = DOC_EXT.exec(w)) {
      const e = m[1]!.toLowerCase().replace(JPEG, "jpg");
      if (seen.has(e)) continue;
      seen.add(e);
      if (CORE_DOC.test(e)) core++;
    }
    if (seen.size < 6 || core < 3) continue;
    if (WALKS.test(file.text) && DESTROYS.test(file.text)) return [{ index: l.index, length: l.text.length }];
    return [];
  }
  return [];
}

/** A disk device named in a program: a whole Linux disk, a macOS disk, a Windows physical drive. */
const DEVICE_LITERAL =
  /["'`](?:\/dev\/(?:sd[a-z]|nvme\d{1,2}n\d|vd[a-z]|xvd[a-z]|hd[a-z]|mmcblk\d|r?disk\d{1,2})|\\\\\\\\\.\\\\PhysicalDrive\d|\\\\\.\\PhysicalDrive\d)["'`]/;
/** The device opened for writing: Python, Node, Go, Rust, C/C#'s CreateFile with write access. */
const DEVICE_WRITE =
  /\bopen\(\s*[^\n,)]{1,80},\s*["'](?:wb|r\+b|w\+b|ab|w|r\+)["']|\b(?:openSync|createWriteStream|writeFileSync)\(\s*[^\n,)]{1,80}["'`]?\s*[,)]|\bos\.OpenFile\([^\n)]{1,80}O_(?:WRONLY|RDWR)|\.write\(true\)|\bCreateFile[AW]?\([^\n]{0,120}(?:GENERIC_WRITE|GENERIC_ALL|0x[4C]0000000)|\bFileAccess\.(?:Read)?Write\b|\bFileMode\.Open\b[^\n]{0,40}FileAccess\.(?:Read)?Write/i;

export const DEVICE_WRITE_HINTS = words(
  "/dev/sd|/dev/nvme|/dev/vd|/dev/xvd|/dev/hd|/dev/mmcblk|/dev/disk|/dev/rdisk|physicaldrive",
);

/** Code that opens a whole disk for writing (not `dd`, which the shell rules read). */
export function deviceWrite(file: AuditText, lines: readonly AuditLine[]): TextHit[] {
  if (file.markdown) return [];
  const starts = startsOf(file);
  for (const l of lines) {
    if (!DEVICE_LITERAL.test(l.text)) continue;
    const w = window(file.text, starts, lineOf(starts, l.index), 1, 8).text;
    if (DEVICE_WRITE.test(w)) return [{ index: l.index, length: l.text.length }];
  }
  return [];
}

/** Two or more of the user's own data folders, named in one list. */
const DATA_FOLDERS =
  /["'`](?:Documents|Desktop|Pictures|Downloads|OneDrive|Music|Videos|Photos|Dropbox|Movies)["'`]\s*[,)\]}]\s*["'`]?(?:Documents|Desktop|Pictures|Downloads|OneDrive|Music|Videos|Photos|Dropbox|Movies)\b/;
const HOME_NAMED =
  /\bUserProfile\b|\bexpanduser\(|\bPath\.home\(|\bhomedir\(|\bUserHomeDir\(|\bDir\.home\b|\$HOME\b|\$env:USERPROFILE\b|\buser\.home\b|\bhome_dir\(|getenv\(\s*["'](?:HOME|USERPROFILE)["']/i;
const DELETES_WHOLE =
  /\bDirectory\.Delete\([^\n)]{1,80},\s*true\s*\)|\bshutil\.rmtree\(|\brmSync\([^\n]{0,80}recursive|\bos\.RemoveAll\(|\bfs::remove_dir_all\(|\bRemove-Item\b[^\n]{0,80}-Recurse|\bFileUtils\.rm_r|\brm\s+-[a-z]{0,3}r[a-z]{0,3}f?\b|\bdeleteRecursively\(/i;

export const DATA_FOLDERS_HINTS = words("documents|desktop|pictures|onedrive");

/** The user's data folders listed and each removed whole. */
export function dataFoldersDeleted(file: AuditText, lines: readonly AuditLine[]): TextHit[] {
  const starts = startsOf(file);
  for (const l of lines) {
    if (!DATA_FOLDERS.test(l.text)) continue;
    const w = window(file.text, starts, lineOf(starts, l.index), 4, 6).text;
    if (HOME_NAMED.test(w) && DELETES_WHOLE.test(w)) return [{ index: l.index, length: l.text.length }];
  }
  return [];
}
