// Round 29 (audit-drop2): droppers by link told the way fresh lures tell them, the act a step or two from the link:
// a program dressed as a document (`Invoice.pdf.exe`, `Video.mp4 .exe`); the machine's antivirus or real-time
// protection switched off for the run ("turn off real-time protection", 「退出杀毒软件」, „Virenschutz deaktivieren“);
// the OS's warning clicked through in the languages dropper.ts does not read (「このまま開く」, 「仍要打开」);
// and an archive said to be protected (its key given elsewhere) for a program the file links.
import type { AuditText } from "../rule-types.js";

/** A document's or a medium's extension, then a program's: Windows hides the last one. */
const DOUBLE_EXTENSION =
  /[\w)\]-]\.(?:pdf|docx?|xlsx?|pptx?|txt|rtf|csv|jpe?g|png|gif|webp|mp[34]|mov|avi|mkv|wav|html?)(?:\s{1,12}|_{1,3})?\.(?:exe|scr|com|pif|bat|cmd|lnk|vbs|vbe|js|jse|wsf|hta|msi|jar|cpl)(?![\w-])/i;
/** Antivirus or real-time protection switched off, paused or quit (several languages). */
const PROTECTION_OFF =
  /\b(?:turn|switch|shut)\w{0,3}\s+off\b[^\n]{0,40}\b(?:antivirus|anti-virus|real-?time\s+protection|Windows\s+Security|Defender|security\s+software|AV)\b|\b(?:disabl|deactivat|paus|exit|quit|clos|stop)\w{0,4}\s+(?:the\s+|your\s+)?(?:antivirus|anti-virus|real-?time\s+protection|Windows\s+Security|Windows\s+Defender|Defender|security\s+software|AV)\b|\b(?:antivirus|anti-virus|real-?time\s+protection|Defender)\b[^\n]{0,30}\b(?:off|disabled)\b|(?:关闭|退出|暂停|禁用|關閉|停用)[^\n]{0,12}(?:杀毒|殺毒|防病毒|安全软件|安全軟體|杀软|防护|防護|Defender)|(?:Virenschutz|Virenscanner|Antivirenprogramm|Echtzeitschutz)\w{0,3}[^\n]{0,30}(?:deaktivier|ausschalt|abschalt|beend)|desactiv\p{L}{1,6}[^\n]{0,30}(?:antivirus|protecci[óo]n\s+en\s+tiempo\s+real)|d[ée]sactiv\p{L}{1,6}[^\n]{0,30}(?:antivirus|protection\s+en\s+temps\s+r[ée]el)|desativ\p{L}{1,6}[^\n]{0,30}(?:antiv[íi]rus|prote[çc][ãa]o\s+em\s+tempo\s+real)|отключ\p{L}{1,6}[^\n]{0,30}(?:антивирус|защит)|(?:ウイルス対策|セキュリティソフト|ウイルスバスター)[^\n]{0,20}(?:無効|オフ|停止|終了)/iu;
/**
 * A word PROTECTION_OFF needs, tested first: the expression reads Unicode letters and runs on every line of a link,
 * most of which name no protection.
 */
const PROTECTION_WORD =
  /antiv|anti-virus|prote|securi|defender|\bAV\b|viren|echtzeit|杀|殺|防|安全|停用|антивирус|защит|ウイルス|セキュリティ/i;
/** The OS's warning on a downloaded program clicked through, in languages RUN_ANYWAY (dropper.ts) does not read. */
const RUN_ANYWAY_INTL =
  /このまま開く|開くをクリック|仍要打开|仍然打开|仍要运行|仍然运行|仍要執行|仍要開啟|무시하고\s*열기|그래도\s*열기|(?:Вс[её]\s+равно|всё\s+равно)\s+(?:открыть|выполнить|запустить)|Выполнить\s+в\s+любом\s+случае/iu;
/** A download or a program named: what the warning or the switched-off protection is for. */
const PROGRAM_NEAR =
  /\bhttps?:\/\/|\bdownload\w{0,3}\b|下载|下載|ダウンロード|다운로드|скача|herunter|descarg|t[ée]l[ée]charg|baix/iu;
/** An archive said to be protected or locked, its key given elsewhere. */
const ARCHIVE_PROTECTED =
  /\b(?:archive|zip|rar|7z|7-zip)\b[^\n.]{0,40}\b(?:is|are)\s+(?:therefore\s+|also\s+)?(?:password[-\s])?(?:protected|encrypted|locked)\b|\b(?:password[-\s]protected|encrypted|locked)\s+(?:archive|zip|rar|7z)\b/i;
const ARCHIVE_LINK = /\bhttps?:\/\/[^\s"'`<>)]{1,300}\.(?:zip|rar|7z)\b/i;
/** A program or an archive by its name (a CJK quote may close it). */
const PROGRAM_FILE =
  /\.(?:exe|msi|msix|dmg|pkg|app|appimage|scr|bat|cmd|ps1|vbs|hta|jar|zip|rar|7z)(?![\w-])/i;
/** A write-up or a warning names the lure; it does not hand it out. */
const TALK =
  /\b(?:attack\w{0,3}|malware|malicious|phishing|scam\w{0,3}|campaign|lure|victims?|threat\w{0,3}|ClickFix|fake|never|don['’]t|do\s+not|avoid|suspicious|trojan|stealer)\b|不要|切勿|绝不|決して|しないで/iu;

/** Words the cues need, lowercased (a line without one is not read). */
export const DROPPER_CUE_HINTS = [
  ".exe",
  ".scr",
  ".pif",
  ".bat",
  ".cmd",
  ".lnk",
  ".vbs",
  ".hta",
  ".msi",
  ".jar",
  "antivir",
  "anti-virus",
  "protection",
  "defender",
  "security",
  "protected",
  "encrypted",
  "locked",
];

/**
 * Whether the line, read with the lines around it (`w`, two either side; `wide`, eight), hands out a program dressed
 * as a document, has protection switched off or the warning clicked through for a download, or says the linked
 * archive is protected.
 */
export function dropperCue(file: AuditText, line: string, w: () => string, wide: () => string): boolean {
  if (DOUBLE_EXTENSION.test(line) && !TALK.test(w())) return true;
  if (
    PROTECTION_WORD.test(line) &&
    PROTECTION_OFF.test(line) &&
    PROGRAM_NEAR.test(wide()) &&
    PROGRAM_FILE.test(wide()) &&
    !TALK.test(w())
  )
    return true;
  if (RUN_ANYWAY_INTL.test(line) && !TALK.test(w())) return true;
  // The sentence may wrap: the lines around, joined.
  return (
    /protect|encrypt|lock/i.test(line) &&
    ARCHIVE_PROTECTED.test(w().replace(/\s+/g, " ")) &&
    ARCHIVE_LINK.test(file.text) &&
    !TALK.test(w())
  );
}

/** Whether the line and the two around hold an OS warning clicked through in another language beside a program: read from a link's line. */
export function warningNearLink(w: string): boolean {
  return (
    (RUN_ANYWAY_INTL.test(w) ||
      (PROTECTION_WORD.test(w) && PROTECTION_OFF.test(w) && PROGRAM_FILE.test(w))) &&
    !TALK.test(w)
  );
}
