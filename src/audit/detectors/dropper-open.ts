// Droppers by link whose file runs when it is opened (ATT&CK T1204.002, T1218): an HTML application, a Windows
// script, a shortcut, a screensaver, a management console, a OneNote page, a macro document, a macOS .command or a
// Linux .desktop launcher, a disk image to mount and run from; a macro document with "Enable Content"; a download
// dragged onto Terminal (macOS stealers' install pages); a fake update ("your browser is out of date") linking a
// program; a Windows search or WebDAV link to a remote share. Installers (.exe, .msi, .dmg, .pkg) are what every
// vendor links: they stay with the other dropper shapes (a trust ask, a file-sharing host, a warning clicked away).
import { hostOf } from "../vocab.js";
import { PROGRAM_FILE } from "./download-hosts.js";
import { officialInstaller } from "./installers.js";
import { knownSource } from "./package-hosts.js";

const LINK = /\bhttps?:\/\/[^\s"'`<>)\]]{1,500}/gi;
/** A link's last path segment ending in one of these extensions (alternatives of an expression). */
const endsIn = (ext: string) => new RegExp(String.raw`\.(?:${ext})$`, "i");
/** Files that run code when opened. */
const OPENS_AS_CODE_EXT =
  "hta|vbs|vbe|jse|wsf|wsh|lnk|scr|msc|one|docm|xlsm|pptm|dotm|xltm|xlam|ppam|xll|command|desktop|cpl|library-ms|searchconnector-ms|appref-ms|settingcontent-ms|application|chm|reg|appinstaller";
/** A disk image (mounted, then a program in it is run) and a script WSH runs on a double-click. */
const IMAGE_EXT = "iso|img|vhdx?";
const SCRIPT_JS_EXT = "js";
/** Documents a macro runs in once "Enable Content" is clicked. */
const OFFICE_EXT = "docx?|docm|xlsx?|xlsm|xlsb|pptx?|pptm|dotm|rtf";
/** Browser and editor extensions. */
const EXTENSION_EXT = "crx|xpi|vsix";
/** Phone apps and profiles installed from a link (banking trojans, rogue MDM enrolment). */
const MOBILE_EXT = "apk|xapk|apks|ipa|mobileconfig";
/** Archives whose contents the text then has the user run. */
const ARCHIVE_EXT = "zip|rar|7z";
/** The last segment of a link's path names a file that runs code when opened. */
const OPENS_AS_CODE = endsIn(OPENS_AS_CODE_EXT);
const IMAGE = endsIn(IMAGE_EXT);
const SCRIPT_JS = endsIn(SCRIPT_JS_EXT);
/**
 * Any file name the checks of `openedByLink` read (a cheap test before the links' hosts are looked up): built from
 * their extensions, so a new one cannot be left out of the gate.
 */
const NAMED_FILE = new RegExp(
  String.raw`\.(?:${[OPENS_AS_CODE_EXT, IMAGE_EXT, SCRIPT_JS_EXT, OFFICE_EXT, EXTENSION_EXT, MOBILE_EXT, ARCHIVE_EXT].join("|")})(?![\w-])`,
  "i",
);
const MOBILE = endsIn(MOBILE_EXT);
/**
 * What a sideloaded phone app or profile needs the user to allow: installs from unknown sources, the accessibility
 * or overlay or device-admin permissions, or trust in the profile's certificate (Android and iOS, several languages).
 */
const SIDELOAD_ALLOWED =
  /\bunknown\s+(?:sources?|apps)\b|\binstall\s+unknown\s+apps\b|\ballow\w{0,3}\s+(?:(?:installs?|installation|apps?)\s+)?from\s+this\s+source\b|\bAccessibility\b|\b(?:Display|Draw)\s+over\s+other\s+apps\b|\bDevice\s+admin\w{0,10}\b|\bProfile\s+Downloaded\b|\bInstall\s+Profile\b|\bCertificate\s+Trust\s+Settings\b|\btrust\s+(?:the\s+|this\s+)?(?:certificate|profile|developer|enterprise)\b|\bor[ií]genes?\s+desconocid[oa]s?\b|\bfontes?\s+desconhecidas?\b|\bsources?\s+inconnues?\b|\bunbekannten?\s+(?:Quellen|Apps)\b|\bAccesibilidad\b|\bAcessibilidade\b|\bBedienungshilfen\b|\bAccessibilit[ée]\b|\borigini\s+sconosciute\b|\bAccessibilit[àa]\b|неизвестн\p{L}{0,4}\s+источник|Специальные\s+возможности|출처를\s*알\s*수\s*없는|알\s*수\s*없는\s*앱|접근성|未知来源|未知來源|未知应用|未知應用|无障碍|無障礙|提供元不明|不明なアプリ|ユーザー補助/iu;
const ARCHIVE = endsIn(ARCHIVE_EXT);
/** A script or shortcut inside a downloaded archive, named so the user runs it. */
const SCRIPT_IN_ARCHIVE = /\b[\w-]{1,60}\.(?:vbs|vbe|js|jse|wsf|wsh|hta|lnk|bat|cmd|ps1|scr|cpl|command)\b/i;
/** A program or shortcut run from a mounted image. */
const PROGRAM_IN_IMAGE = /\b[\w-]{1,60}\.(?:exe|lnk|msi|bat|cmd|scr)\b/i;
const OPENED =
  /\b(?:open|run|launch|double[-\s]?click|click|mount|execute|start|load|import|enable\s+(?:content|macros|editing)|allow\s+launching)\w{0,3}\b/i;
/** Opened or run, in the other languages the audit reads (a double-click on a script runs it under Windows). */
const OPENED_INTL =
  /(?<![\p{L}])(?:doble\s+clic|double-cliqu\p{L}{0,3}|Doppelklick|doppio\s+clic|clique\s+duas\s+vezes|clique\s+duplo|dwukrotnie|abr[ea]\p{L}{0,3}|ejecut\p{L}{1,4}|ouvr\p{L}{1,4}|ex[ée]cut\p{L}{1,4}|[öo]ffne\p{L}{0,2}|starte\p{L}{0,2}|ausf[üu]hr\p{L}{0,3}|apri\p{L}{0,3}|esegui\p{L}{0,3}|execut\p{L}{1,4}|двойн\p{L}{0,3}\s+щелч\p{L}{0,3}|открой\p{L}{0,2}|запусти\p{L}{0,2})(?![\p{L}])|双击|雙擊|打开|打開|运行|運行|ダブルクリック|開いて|実行|더블\s*클릭|실행/iu;
const DOUBLE_CLICKED = /\bdouble[-\s]?click\w{0,3}\b|\b[wc]script(?:\.exe)?\b/i;
/** A write-up or a warning names the lure; it does not hand it out. */
const TALK =
  /\b(?:attack\w{0,3}|malware|malicious|phishing|scam\w{0,3}|campaign|lure|victims?|threat\w{0,3}|ClickFix|fake|never|don['’]t|do\s+not|avoid|suspicious|blocked?\s+by\s+default)\b/i;

/**
 * The official store named only to send the user away from it ("don't send customers to the Play Store"): the
 * lure's own words, not a warning about it (TALK's "don't").
 */
const STORE_AVOIDED =
  /\b(?:never|don['’]t|do\s+not|avoid)\s+(?:[\w-]{1,20}\s+){0,4}?(?:the\s+|our\s+)?(?:Play\s+Store|Google\s+Play|App\s+Store|Microsoft\s+Store|Galaxy\s+Store|plugin\s+directory|official\s+(?:store|listing|site))\b/gi;
/** TALK's words outside a line that sends the user away from the store. */
const talk = (text: string): boolean =>
  TALK.test(
    text.includes("tore") || text.includes("directory") || text.includes("official")
      ? text.replace(STORE_AVOIDED, " ")
      : text,
  );

/** Macros switched on for a document the text links. */
const ENABLE_MACROS = /\bEnable\s+(?:Content|Macros|Editing)\b/i;
const OFFICE_LINK = endsIn(OFFICE_EXT);
/** A downloaded file dragged onto a Terminal window: its path (or its script) runs there. */
const DRAGGED_TO_TERMINAL =
  /\bdrag\w{0,4}\b[^\n]{0,100}?\b(?:on|onto|into|to|in)\s+(?:an?\s+|the\s+|your\s+)?(?:open\s+)?Terminal\b/i;
/**
 * A fake update: the user's browser, player or meeting client said to be out of date, beside a program link (SocGholish,
 * ClearFake, FakeUpdates). A developer tool's upgrade ("your Node.js is out of date") links the vendor's download.
 */
const UPDATE_LURE =
  /\b(?:is|are)\s+(?:out\s+of\s+date|outdated)\b|\b(?:update|upgrade)\s+(?:is\s+)?required\b|\bmust\s+be\s+updated\b|\bcritical\s+(?:security\s+)?update\b|\bneeds?\s+(?:an?\s+)?(?:urgent\s+)?update\b/i;
const USER_APP =
  /\b(?:browser|Chrome|Firefox|Edge|Safari|Opera|Brave|Flash|Java|(?:media\s+|video\s+)?player|codec|Teams|Zoom|Webex|Skype|driver)s?\b/i;
/**
 * A browser or editor extension side-loaded from an outsider's host: "Load unpacked" (Developer mode), Firefox's
 * .xpi, VS Code's "Install from VSIX" (extension-borne stealers). A forge release is its project's.
 */
const SIDELOAD = /\bLoad\s+unpacked\b|--load-extension\b|\bInstall\s+from\s+VSIX\b|--install-extension\b/i;
const EXTENSION_FILE = endsIn(EXTENSION_EXT);
const EXTENSION_ARCHIVE = endsIn(`${EXTENSION_EXT}|zip`);
/** A Windows search link or UNC path to a WebDAV share: what is opened there is an outsider's file. */
const REMOTE_SHARE =
  /\bsearch(?:-ms)?:[^\s`"']{0,300}?crumb=location:(?:\\\\|%5c%5c|https?:)|\\\\[\w.-]{1,253}@(?:SSL|\d{2,5})(?:@\d{2,5})?\\{1,2}DavWWWRoot\b/i;

/** The links of a text that are on an outsider's host (not a vendor's installer, not a registry or a forge release). */
function outsiders(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(LINK)) {
    const url = m[0].replace(/[.,;:!?*]+$/, "");
    if (!knownSource(url, hostOf(url).replace(/:\d+$/, "").toLowerCase()) && !officialInstaller(url))
      out.push(url);
  }
  return out;
}
/** A link's last path segment (query and fragment cut). */
const lastSegment = (url: string): string =>
  /\/\/[^/]{1,300}(?:\/[^?#]{0,500})?/.exec(url)?.[0].replace(/^.*\//, "") ?? "";

/**
 * Whether `line` (with `w()` the lines around it, `wide()` more of them) links a file that runs when opened and orders it opened, or holds
 * one of the lure's other shapes beside an outsider's link.
 */
export function openedByLink(line: string, w: () => string, wide: () => string = w): boolean {
  // Most lines with a link name none of these files: the hosts are read only when one does.
  if (!NAMED_FILE.test(line)) return false;
  const links = line.includes("://") ? outsiders(line) : [];
  // Round 29: the window's own tests once a call, not once a link (a long line of archive links was quadratic).
  let inArchive: boolean | undefined;
  let inImage: boolean | undefined;
  const scriptInArchive = (): boolean => {
    inArchive ??= SCRIPT_IN_ARCHIVE.test(w());
    return inArchive;
  };
  const programInImage = (): boolean => {
    inImage ??= PROGRAM_IN_IMAGE.test(w());
    return inImage;
  };
  for (const url of links) {
    const name = lastSegment(url);
    if (OPENS_AS_CODE.test(name) || (IMAGE.test(name) && programInImage()))
      return OPENED.test(w()) && !TALK.test(w());
    if (SCRIPT_JS.test(name)) return (DOUBLE_CLICKED.test(w()) || OPENED_INTL.test(w())) && !TALK.test(w());
    if (OFFICE_LINK.test(name) && ENABLE_MACROS.test(w())) return !TALK.test(w());
    // The permissions are asked in the steps after a table or list of the apps' links: a wider window.
    if (MOBILE.test(name)) return SIDELOAD_ALLOWED.test(wide()) && !talk(wide());
    if (ARCHIVE.test(name) && scriptInArchive() && (OPENED.test(w()) || OPENED_INTL.test(w())))
      return !TALK.test(w());
    if (EXTENSION_FILE.test(name))
      return /\b(?:install|load|drag|add)\w{0,3}\b/i.test(w()) && !TALK.test(w());
  }
  return false;
}

/** The lure's shapes that need an outsider's link in the lines around: a drag onto Terminal, a fake update, a remote share. */
export function lureBesideLink(line: string, w: () => string, may: (re: RegExp) => boolean): boolean {
  if (may(DRAGGED_TO_TERMINAL) && DRAGGED_TO_TERMINAL.test(line))
    return outsiders(w()).length > 0 && !TALK.test(w());
  if (may(UPDATE_LURE) && UPDATE_LURE.test(line))
    return (
      USER_APP.test(w()) && outsiders(w()).some((u) => PROGRAM_FILE.test(lastSegment(u))) && !TALK.test(w())
    );
  if (may(REMOTE_SHARE) && REMOTE_SHARE.test(line)) return OPENED.test(w()) && !TALK.test(w());
  if (may(SIDELOAD) && SIDELOAD.test(line))
    return outsiders(w()).some((u) => EXTENSION_ARCHIVE.test(lastSegment(u))) && !TALK.test(w());
  if (may(ENABLE_MACROS) && ENABLE_MACROS.test(line))
    return outsiders(w()).some((u) => OFFICE_LINK.test(lastSegment(u))) && !TALK.test(w());
  return false;
}
