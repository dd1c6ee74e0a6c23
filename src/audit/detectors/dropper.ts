// Droppers: a paste-site link with "paste it into Terminal", a password-protected archive to run, the OS's own
// checks on a download lifted (quarantine, Gatekeeper, Defender exclusions), a ClickFix lure, and prose that
// orders a download run (dropper-prose.ts).

import { productHost } from "../context-vendor.js";
import type { AuditGate, AuditLine, AuditText, TextHit } from "../rule-types.js";
import { eachMatch, lineOf, startsOf, window } from "../text.js";
import { hostOf, isPasteHost, URL_RE } from "../vocab.js";
import { fileShareIn, PROGRAM_FILE } from "./download-hosts.js";
import { dropperCue, warningNearLink } from "./dropper-cues.js";
import { lureBesideLink, openedByLink } from "./dropper-open.js";
import { proseDownloadRun } from "./dropper-prose.js";
import { officialInstaller } from "./installers.js";
import { knownSource } from "./package-hosts.js";

const TERMINAL_PASTE =
  /\b(?:paste|copy|run|type|enter|execute)\w{0,4}\b[^\n]{0,80}\b(?:in|into|to)\s+(?:the\s+|your\s+|a\s+)?(?:Terminal|command\s+(?:prompt|line)|PowerShell|shell|cmd|console|Run\s+dialog)\b|\bopen\s+(?:the\s+)?Terminal\b[^\n]{0,80}\bpaste\b|(?<![\w])(?:pega|pegue|pegar|copia|copie|copiez|copiar|cole|collez|colle|coller|incolla|incollare|füge|fügen|kopiere|kopieren|einfügen|ejecuta|ejecute|exécutez|esegui)(?![\w])[^\n]{0,80}\b(?:Terminal|PowerShell|consola|console|terminale|Eingabeaufforderung|cmd)\b|(?<![\w])(?:öffne|öffnen|starte|starten|abre|abra|abrir|inicia|ouvrez|ouvre|ouvrir|lancez|apri|aprire|avvia)(?![\w])[^\n]{0,40}\b(?:Terminal|PowerShell|consola|console|terminale|Eingabeaufforderung|cmd|invite\s+de\s+commandes|s[íi]mbolo\s+del\s+sistema)\b[^\n]{0,120}(?<![\w])(?:pega|pegue|pégalo|pegar|copia|copie|copiez|copiar|cole|collez|colle|coller|incolla|incollare|füge|fügen|kopiere|kopieren|einfügen)(?![\w])/i;
const ARCHIVE_PASSWORD =
  /\b(?:unzip|7z|7za|unrar|rar)\b[^\n]{0,120}\s-[pP]\s?\S{1,60}|\b(?:extract|unpack|unzip|open|decompress)\w{0,3}\b[^\n]{0,80}\b(?:password|passcode|passphrase|unlock\s+code|archive\s+key)\b[^\n]{0,30}[:=`"']/i;
/** "archive password: `x`", "the zip's password is x": the password named after the archive it opens. */
const ARCHIVE_NAMED_PASSWORD =
  /\b(?:archive|zip|rar|7z|7-zip)(?:['’]s)?(?:\s+file)?\s+(?:password|passcode|passphrase|pass)\b\s{0,3}(?:is\s+)?[:=`"']/i;
/**
 * A password given as a value (`password: "x"`, `pass "x"`, or bare with a digit: `Passwort: agent2026`) on a line
 * that links an archive to download.
 */
const PASSWORD_VALUE =
  /(?:\b(?:password|passcode|passphrase|pwd|pass|Passwort|Kennwort|contraseña|clave|mot\s+de\s+passe|senha|wachtwoord|hasło|пароль)(?![\p{L}])|密码|密碼|パスワード|비밀번호)(?:\s+(?:del|de|do|da|of|for|für|des|dell['’]|van|the|this|el|le|la|o|a|das|die|der|the)\s+(?:archivo|fichier|arquivo|archive|Archivs?|zip|rar|7z|file|archivio|bestand|pacote|paquete))?\s{0,3}(?:(?:is|ist|es|est|é|lautet|è)\s{0,2}|(?:は|是|为|為|는|은)\s{0,2})?(?:[:=：]?\s{0,3}[`"'「][^`"'」\s]{1,40}[`"'」]|[:=：]\s{0,3}(?=[^\s`"'「]{0,39}\d)[^\s`"'「(),;]{4,40}(?=[\s),;]|$))/iu;
const ARCHIVE_LINK = /\bhttps?:\/\/[^\s"'`<>)]{1,300}\.(?:zip|rar|7z)\b/i;
/**
 * The OS's warning on a downloaded program clicked away: "click More info, then Run anyway" (SmartScreen), "Open
 * Anyway" (Gatekeeper).
 */
const RUN_ANYWAY =
  /\b(?:Run|Open)\s+anyway\b|\b(?:Ejecutar|Abrir)\s+de\s+todas\s+formas\b|\bTrotzdem\s+(?:ausführen|öffnen)\b|\b(?:Exécuter|Ouvrir)\s+quand\s+même\b|\b(?:Executar|Abrir)\s+(?:assim\s+mesmo|mesmo\s+assim)\b/i;
const OS_WARNING =
  /\bSmartScreen\b|\bWindows\s+protected\s+your\s+PC\b|\bGatekeeper\b|\bPrivacy\s+&\s+Security\b|\bunidentified\s+developer\b|\.(?:exe|msi|dmg|pkg|app)\b/i;
/**
 * An order to get past the OS's warning on a downloaded program without "anyway": "ignore the SmartScreen warning",
 * "if macOS blocks it, right-click it and choose Open" (Gatekeeper's bypass that macOS stealers' install pages teach),
 * "it is unsigned, so allow it in SmartScreen", "approve it in Privacy & Security", "let it through Gatekeeper".
 */
const WARNING_DISMISSED =
  /\b(?:ignore|dismiss|bypass|skip|click\s+(?:past|through)|get\s+(?:past|around))\b[^\n]{0,30}?\b(?:SmartScreen|Gatekeeper|unidentified\s+developer|Windows\s+protected\s+your\s+PC|(?:security|Defender|antivirus|macOS|Windows)\s+(?:warning|prompt|alert|pop-?up)s?)\b|\b(?:right|control|ctrl)[-\s]click\w{0,3}\b[^\n]{0,40}?(?:\b(?:choose|select|click|pick|then)\s+|\s(?:>|→|->|›)\s*)["“*]{0,2}Open\b|\b(?:allow|approve|permit|unblock|whitelist|let)\w{0,3}\b[^\n]{0,30}?\b(?:in|through|past|via)\s+(?:the\s+|your\s+)?(?:SmartScreen|Gatekeeper|XProtect|Defender|antivirus|Privacy\s+&\s+Security)\b/i;
/** A program downloaded by link on an outsider's host: a forge's release or a registry's file is its project's. */
const PROGRAM_LINK = /\bhttps?:\/\/[^\s"'`<>)\]]{1,300}/gi;
/** An app or installer named beside an archive link (`CameraAccess.zip` holding `CameraAccess.app`). */
const PROGRAM_NAMED = /\b[\w-]{1,60}\.(?:app|exe|pkg|msi)\b/i;
const ARCHIVE_OR_IMAGE = /\.(?:zip|rar|7z|dmg|iso)(?:[?#]|$)/i;
const programLinked = (near: string): boolean =>
  [...near.matchAll(PROGRAM_LINK)].some(
    (m) =>
      (PROGRAM_FILE.test(m[0]) ||
        (ARCHIVE_OR_IMAGE.test(m[0].replace(/[.,;:!?*]+$/, "")) && PROGRAM_NAMED.test(near))) &&
      !knownSource(m[0], hostOf(m[0]).replace(/:\d+$/, "").toLowerCase()) &&
      !officialInstaller(m[0]),
  );
/**
 * Round 31: any platform's trust warning on what is installed overridden, in words of no one product: "ignore the
 * warning", "if WordPress warns that the plugin is not from the directory, continue", "when it says the app is
 * unverified, proceed". Read beside a link to a program or a package archive (a plugin, an extension) on an
 * outsider's host: installing from there past the warning is the dropper's act whatever the platform.
 */
const WARNING_OVERRIDDEN =
  /\b(?:ignore|dismiss|bypass|skip|click\s+(?:past|through))\w{0,3}\s+(?:the\s+|any\s+|this\s+|that\s+|its\s+|all\s+)?(?:[\w-]{1,20}\s+){0,2}(?:warnings?|security\s+(?:prompts?|alerts?))\b|\b(?:warns?|warned|warning|says|complains?|shows?\s+a\s+warning)\b[^.!?]{0,120}?\b(?:not\s+from|unsigned|unverified|not\s+(?:verified|signed|trusted)|untrusted|unknown)\b[^.!?]{0,80}?[,;:]\s{0,3}(?:just\s+|simply\s+)?(?:continue|proceed|go\s+ahead|accept\s+it|install\s+it\s+anyway|carry\s+on)\b/i;
/** A package archive a platform installs (a plugin, a theme, an extension, a module). */
const PACKAGE_ARCHIVE = /\.(?:zip|vsix|xpi|crx|nupkg|whl|tgz|gem|jar)(?:[?#]|$)/i;
const PACKAGE_WORD = /\b(?:plugins?|extensions?|add-?ons?|themes?|modules?|packages?|connectors?|apps?)\b/i;
/** A program, or a package archive of a plugin or an extension, linked on an outsider's host. */
// The link's path is read, not its host (`help.example.com/` is no DOS program).
const packageLinked = (line: string, near: string): boolean => {
  const packages = PACKAGE_WORD.test(near);
  return [...line.matchAll(PROGRAM_LINK)].some((m) => {
    const path = m[0].replace(/[.,;:!?*]+$/, "").replace(/^[a-z]{2,8}:\/\/[^/]{1,300}/i, "");
    return (
      (PROGRAM_FILE.test(path) || (packages && PACKAGE_ARCHIVE.test(path))) &&
      !knownSource(m[0], hostOf(m[0]).replace(/:\d+$/, "").toLowerCase()) &&
      !officialInstaller(m[0])
    );
  });
};
/** A link to install from, and the platform's warning on it overridden in the lines around. */
// The first 4,000 characters of each (a minified line of links is not read link by link against all of itself).
const overriddenBesideLink = (line: string, w: () => string): boolean => {
  const near = w().slice(0, 4000);
  return WARNING_OVERRIDDEN.test(near) && packageLinked(line.slice(0, 4000), near) && !ATTACK_TALK.test(near);
};
/** Every extended attribute cleared (`xattr -c`, `-cr`): the quarantine flag with them, on what was just downloaded. */
const XATTR_CLEAR = /\bxattr\s+-[a-z]{0,3}c[a-z]{0,3}\s/;
const DOWNLOADS_HERE = /\b(?:curl|wget|Invoke-WebRequest|iwr|urlretrieve|download)\b[^\n]{0,200}https?:\/\//i;

/** The quarantine flag lifted from a file Homebrew installed (`"$(brew --prefix)/bin/ant"`), not from a download. */
const PACKAGE_MANAGED =
  /\bxattr\s+(?:-\w{1,4}\s+){0,4}com\.apple\.quarantine\s+["']?(?:\$\(\s*brew\s+--prefix(?:\s+[\w@.-]{1,60})?\s*\)|\/opt\/homebrew)\/[^\s"';&|]{1,200}["']?\s*$/;
/**
 * The quarantine flag lifted from the product's own program (`xattr -d com.apple.quarantine rclone` in rclone's
 * install guide that links `downloads.rclone.org`): the file names the program and links the product's own host.
 */
const XATTR_TARGET =
  /\bxattr\s+(?:-\w{1,4}\s+){0,4}com\.apple\.quarantine\s+["']?(?:[^\s"';&|]{0,200}\/)?([\w-]{2,60})(?:\.app)?\/?["']?\s*$/;
const HTTPS_LINK = /\bhttps:\/\/[^\s"'`<>)\]]{1,300}/g;
function ownProgramUnquarantined(file: AuditText, line: string): boolean {
  const name = XATTR_TARGET.exec(line)?.[1]?.toLowerCase();
  if (name === undefined) return false;
  let n = 0;
  for (const m of file.text.matchAll(HTTPS_LINK)) {
    if (++n > 40) return false;
    if (productHost(file, m[0])?.toLowerCase() === name) return true;
  }
  return false;
}
const GATEKEEPER_OFF =
  /\bEnableMSAppInstallerProtocol\b[^\n]{0,80}?(?:\/d\s+1\b|-Value\s+1\b|=\s*(?:dword:0{0,7})?1\b)|\bxattr\s+(?:-\w{1,4}\s+){0,4}com\.apple\.quarantine\b|\bspctl\s+--master-disable\b|\bAdd-MpPreference\s+-ExclusionPath\b|\b(?:add|put)\b[^\n]{0,40}\bto\s+(?:the\s+)?(?:Defender|antivirus)\s+exclusions?\b|\bexclusions?\b[^\n]{0,40}\b(?:Defender|antivirus)\b|\bDefender\b[^\n]{0,60}\bexclusions?\b|\bdisable\s+(?:Windows\s+)?Defender\b/i;

/**
 * ClickFix: the Run dialog (Win+R) or a terminal opened and something pasted into it (Ctrl+V, "paste"), beside a
 * link or a verification pretext. "Press Win+R and type services.msc" pastes nothing.
 */
const RUN_DIALOG = /(?:\bWin(?:dows)?(?:\s*key)?\s*\+\s*R\b|⊞\s*\+\s*R\b|\bRun\s+dialog\b)/i;
const PASTED =
  /\bpaste\w{0,3}\b|\bCtrl\s*\+\s*V\b|\bpega\w{0,2}\b|\bcolle[rz]?\b|\beinfügen\b|\bincolla\b|粘贴|貼り付け/i;
/** A fake human check: "verify you are human", "I'm not a robot", a captcha, a verification step (several languages). */
const CLICKFIX_VERIFY =
  /\b(?:verify\s+(?:that\s+)?you(?:['’]re|\s+are)|(?:human|robot|bot)\s+(?:check|verification)|not\s+a\s+(?:robot|bot)|re?captcha|captcha|cloudflare\s+(?:check|verification)|verification\s+(?:step|code|process|required)|one-time\s+verification|prove\s+(?:that\s+)?you)\b|no\s+(?:eres|soy)\s+un\s+robot|pas\s+un\s+robot|kein\s+Roboter|não\s+(?:é|sou)\s+um\s+robô|non\s+(?:sei|sono)\s+un\s+robot|verificación|vérification|Verifizierung|verificação|verifica\s+umana|人机验证|人機驗證|ロボットではありません|로봇이\s*아닙니다/iu;
/** A word CLICKFIX_VERIFY needs, tested first: the expression reads Unicode and most lines given to it hold none. */
const VERIFY_WORD = /verif|vérif|robot|robô|human|\bbot\b|captcha|prove\s|人机|人機|ロボット|로봇/i;
const TERMINAL_WORD =
  /\b(?:Terminal|PowerShell|cmd(?:\.exe)?|command\s+prompt|Run\s+dialog|consola|console|terminale|Eingabeaufforderung|símbolo\s+del\s+sistema|invite\s+de\s+commandes)\b|终端|終端|ターミナル|터미널/iu;
const CLICKFIX_PRETEXT =
  /https?:\/\/|\b(?:verif|vérif)\w{0,10}|\b(?:human|humain|humano|Mensch|captcha|robot|command|commande|comando|Befehl|code|código)\b/i;

/** A write-up of the lure (attackers, victims, ClickFix, a campaign) describes it; it does not run it. */
const ATTACK_TALK =
  /\b(?:attack\w{0,3}|malware|malicious|phishing|scam\w{0,3}|campaign|lure|victims?|threat|ClickFix|fake)\b/i;

/**
 * The expressions the dropper tries on a line before reading the lines around: most lines it reads are any
 * line with a URL, and each is gated by its required words in the scanner's pass (required-words.ts).
 */
export const DROPPER_GATES: readonly RegExp[] = [
  ARCHIVE_PASSWORD,
  GATEKEEPER_OFF,
  ARCHIVE_NAMED_PASSWORD,
  PASSWORD_VALUE,
  RUN_ANYWAY,
  WARNING_DISMISSED,
  XATTR_CLEAR,
  RUN_DIALOG,
  CLICKFIX_VERIFY,
];

/** Whether the line may match an expression (the scanner's gate over its span; every line without one). */
type May = (re: RegExp) => boolean;

/** A password for an archive to download, an OS warning clicked away, or every attribute cleared on a download. */
const droppedArchiveOrWarning = (line: string, w: () => string, may: May): boolean =>
  (may(ARCHIVE_NAMED_PASSWORD) &&
    ARCHIVE_NAMED_PASSWORD.test(line) &&
    /\b(?:download|run|install|extract|unzip|open|launch)\w{0,3}\b/i.test(w())) ||
  (may(PASSWORD_VALUE) && PASSWORD_VALUE.test(line) && (ARCHIVE_LINK.test(w()) || fileShareIn(w()))) ||
  (may(RUN_ANYWAY) && RUN_ANYWAY.test(line) && OS_WARNING.test(w())) ||
  (may(WARNING_DISMISSED) && WARNING_DISMISSED.test(line) && programLinked(w()) && !ATTACK_TALK.test(w())) ||
  (may(XATTR_CLEAR) && XATTR_CLEAR.test(line) && DOWNLOADS_HERE.test(w())) ||
  (may(RUN_DIALOG) &&
    RUN_DIALOG.test(line) &&
    PASTED.test(w()) &&
    CLICKFIX_PRETEXT.test(w()) &&
    !ATTACK_TALK.test(w())) ||
  // A fake human check that has a command pasted into a terminal, wherever the command comes from.
  (may(CLICKFIX_VERIFY) &&
    VERIFY_WORD.test(line) &&
    CLICKFIX_VERIFY.test(line) &&
    PASTED.test(w()) &&
    TERMINAL_WORD.test(w()) &&
    !ATTACK_TALK.test(w()));

/**
 * Droppers: a paste-site link with "paste it into Terminal", a password-protected archive to run, or
 * lifting the OS's own checks on a download (quarantine, Gatekeeper, Defender exclusions).
 */
export function dropper(file: AuditText, lines: readonly AuditLine[], gate?: AuditGate): TextHit[] {
  const out: TextHit[] = [];
  const starts = startsOf(file);
  for (const l of lines) {
    // The lines around are read only when the line itself holds a dropper's part (most hinted lines do not).
    let around: string | undefined;
    const w = () => {
      around ??= window(file.text, starts, lineOf(starts, l.index), 2, 2).text;
      return around;
    };
    let wider: string | undefined;
    const wide = () => {
      wider ??= window(file.text, starts, lineOf(starts, l.index), 8, 8).text;
      return wider;
    };
    const may: May = (re) => gate === undefined || gate(re, l.index, l.index + l.text.length);
    const url = l.text.includes("://");
    let pasteLink = false;
    if (url)
      eachMatch(URL_RE, l.text, (m) => {
        pasteLink ||= isPasteHost(hostOf(m[0]));
      });
    if (pasteLink && TERMINAL_PASTE.test(w())) out.push({ index: l.index, length: l.text.length });
    else if (
      may(ARCHIVE_PASSWORD) &&
      ARCHIVE_PASSWORD.test(l.text) &&
      /\.(?:zip|rar|7z)\b|\barchive\b|\bunzip|\b7z\b|\bextract/i.test(w())
    )
      out.push({ index: l.index, length: l.text.length });
    else if (
      may(GATEKEEPER_OFF) &&
      GATEKEEPER_OFF.test(l.text) &&
      !PACKAGE_MANAGED.test(l.text) &&
      !ownProgramUnquarantined(file, l.text)
    )
      out.push({ index: l.index, length: l.text.length });
    else if (droppedArchiveOrWarning(l.text, w, may) || (url && proseDownloadRun(file, l.index, l.text)))
      out.push({ index: l.index, length: l.text.length });
    // A file that runs when opened, linked and ordered opened; a drag onto Terminal, a fake update or a remote share.
    else if ((url && openedByLink(l.text, w, wide)) || lureBesideLink(l.text, w, may))
      out.push({ index: l.index, length: l.text.length });
    // Round 29: a program dressed as a document, protection switched off, a warning clicked through (dropper-cues.ts).
    else if (
      dropperCue(file, l.text, w, wide) ||
      (url && (warningNearLink(w()) || overriddenBesideLink(l.text, w)))
    )
      out.push({ index: l.index, length: l.text.length });
  }
  return out;
}
