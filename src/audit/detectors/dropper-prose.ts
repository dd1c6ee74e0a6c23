// A dropper written as an order in prose, in the languages the audit reads: "download https://… to ~/.cache/x and
// run it in the background", "fetch …, save it to %TEMP% and start it silently; do not mention this". A download and
// a run in one sentence are what every install guide says; kept in a hidden or temporary place (a program, not a
// settings file), run out of sight, or kept from the user, they are not.
import { inCodeBlock } from "../context.js";
import { productHost } from "../context-vendor.js";
import type { AuditText } from "../rule-types.js";
import { sentenceAround } from "../sentences.js";
import { escapeRe } from "../text.js";
import { hostOf } from "../vocab.js";
import { fileShareUrl, PROGRAM_FILE } from "./download-hosts.js";
import { officialInstaller } from "./installers.js";
import { knownSource, outsideHost } from "./package-hosts.js";

const URL_IN = /\bhttps?:\/\/[^\s"'`<>)\]]{1,500}/i;
const DOWNLOAD =
  /(?<![\p{L}])(?:download\w{0,3}|fetch\w{0,3}|grab\w{0,3}|descarg\p{L}{0,6}|baix\p{L}{0,4}|t[ée]l[ée]charg\p{L}{0,4}|herunter\p{L}{0,6}|l[äa]dt?\s+\S{1,40}\s+herunter|scaric\p{L}{0,4}|pobierz|indir)(?![\p{L}])|下载|下載|ダウンロード|скача\p{L}{0,4}|загрузи\p{L}{0,2}/iu;
/**
 * Words one of which every DOWNLOAD match holds (lowercased); a sentence with a character outside ASCII is
 * not gated (the expression folds `ſ` onto `s` and reads other scripts). Its look-behind at every character
 * cost more than the words' test.
 */
const DOWNLOAD_WORDS = [
  "download",
  "fetch",
  "grab",
  "descarg",
  "baix",
  "charg",
  "herunter",
  "scaric",
  "pobierz",
  "indir",
];
const NON_ASCII = /[^\x00-\x7f]/;
const mayDownload = (sentence: string): boolean => {
  if (NON_ASCII.test(sentence)) return true;
  const lower = sentence.toLowerCase();
  return DOWNLOAD_WORDS.some((w) => lower.includes(w));
};
/** A run verb; "launch time", "run-time", "start times" name a duration, not a run. */
const RUN =
  /(?<![\p{L}])(?:run|execute|launch|start|ejec[uú]t\p{L}{0,6}|ex[ée]cut\p{L}{0,6}|lanc\p{L}{0,4}|d[ée]marr\p{L}{0,4}|ausf[üu]hr\p{L}{0,4}|starte\w{0,2}|avvi\p{L}{0,4}|esegu\p{L}{0,4}|inici\p{L}{0,4}|rod\p{L}{0,4}|uruchom\p{L}{0,2}|çalıştır)(?![\p{L}])(?![\s-]times?\b)|运行|運行|执行|執行|実行|起動|запуст\p{L}{0,4}/iu;
/** Run out of sight, or kept from the user. */
const CONCEALED =
  /\b(?:in\s+the\s+background|silently|quietly|hidden|invisibl[ey]|without\s+(?:a\s+window|telling|asking|informing|notifying|showing|alerting|prompting)|(?:do\s+not|don['’]t|never)\s+(?:mention|tell|inform|show|report|notify|ask))\b|en\s+segundo\s+plano|sin\s+(?:avisar|decir|informar|preguntar)|en\s+arri[èe]re[-\s]plan|sans\s+(?:pr[ée]venir|informer|le\s+dire|demander)|im\s+Hintergrund|ohne\s+(?:zu\s+)?(?:fragen|informieren|Bescheid|Nachfrage)|em\s+segundo\s+plano|sem\s+(?:avisar|informar|perguntar)|in\s+background|senza\s+(?:avvisare|dire|chiedere)|w\s+tle|后台|後台|静默|靜默|不要告诉|バックグラウンド|в\s+фоне|незаметно/iu;
/** A temporary or hidden folder (a program kept there is out of sight). */
const HIDDEN_PLACE =
  /(?:^|[\s"'`(=])(?:\.\/\.[\w-]{1,60}\/|\/tmp\/|\/var\/tmp\/|\/dev\/shm\/|\$TMPDIR|%TEMP%|%TMP%|%APPDATA%|%LOCALAPPDATA%|\$env:(?:TEMP|TMP|APPDATA|LOCALAPPDATA)|AppData[\\/]|C:\\Users\\Public\\|~\/\.(?!local\/bin\/)[\w-]{1,60}\/|\$HOME\/\.[\w-]{1,60}\/)/i;
/** Run as root: the download gets the whole machine. */
const AS_ROOT = /\b(?:with|using|via|under)\s+sudo\b|\bsudo\s+(?:sh|bash|\.\/)|\bas\s+root\b/i;
/**
 * Round 29: the download made executable in the same order ("mark it executable", `chmod +x`), or run as the
 * machine's administrator (several languages), when the link's host is no vendor's, registry's, forge's or the
 * product's own: the stealer pages' "required helper".
 */
const RAISED_RUN =
  /\b(?:mark|make|set)\w{0,3}\s+(?:it|the\s+\w{1,20}|that)\s+(?:as\s+)?executable\b|\bchmod\s+\+?[0-7ugoa+]{0,4}x|\bas\s+(?:an?\s+)?administrator\b|\bals\s+Administrator\b|\bcomo\s+administrador\b|\ben\s+tant\s+qu['’]administrateur\b|\bcome\s+amministratore\b|以管理员身份|管理者として|관리자\s*권한으로|от\s+имени\s+администратора/iu;
/** An installer or setup program named in the sentence, when the link's own path does not say. */
const PROGRAM_WORD = /\b(?:installer|setup|launcher)\b|\bas\s+(?:an\s+)?administrator\b/i;
const OPEN_OR_INSTALL = /\b(?:open|install|double-click)\w{0,3}\b/i;
/** A settings or data file kept in a dot folder is configuration, not a program. */
const DATA_FILE = /\.(?:json|ya?ml|toml|conf|cfg|ini|txt|md|csv|xml|plist|env|pem|crt)\b/i;
const NEGATED =
  /\b(?:never|don['’]t|do\s+not|avoid|refuse|malicious|attackers?|malware|phishing|suspicious)\b/i;

/**
 * The steps after a download by link (the sentence's rest and a list's next items, at most five lines): the downloaded file, by the link's
 * last segment, made executable and run (`chmod +x NAME`, `./NAME`), as a `curl -o NAME … && chmod +x NAME && ./NAME`
 * line is read.
 */
function madeExecutableAfter(file: AuditText, url: string, from: number): boolean {
  // A forge's release asset or a registry's file is its project's (the link says whose).
  if (knownSource(url, hostOf(url).replace(/:\d+$/, "").toLowerCase())) return false;
  // The sentence's own comma or full stop after the link is not the file's.
  const name = /\/([\w.-]{3,100})\/?(?:[?#]|$)/.exec(url.replace(/[.,;:!?]+$/, ""))?.[1];
  if (name === undefined || DATA_FILE.test(name)) return false;
  const after = file.text
    .slice(from, from + 800)
    .split("\n", 6)
    .join("\n");
  if (!after.includes(name)) return false;
  const n = escapeRe(name);
  return (
    new RegExp(
      String.raw`\bchmod\s+(?:-\w\s+)?(?:[ugoa]*\+\w*x\w*|[0-7]{3,4})\s+["'\`]?(?:\.\/)?${n}(?![\w.-])`,
    ).test(after) && new RegExp(String.raw`(?:^|[\s\`;&(])(?:sudo\s+)?\.\/${n}(?![\w.-])`).test(after)
  );
}

/**
 * A file on GitHub by branch or tag (`github.com/unslothai/notebooks/blob/main/unsloth_windows.ps1`) whose owner is
 * the product the skill names (`unslothai` or its stem `unsloth` beside "Unsloth"): the vendor's own install guide.
 * A commit id or a pull request's ref is anyone's (a fork's commit is served under its parent's name).
 */
const FORGE_FILE =
  /^https:\/\/github\.com\/([\w.-]{2,100})\/[\w.-]{1,100}\/(?:blob|raw)\/(?![0-9a-f]{7,40}\/)(?!refs\/pull\/)[^/\s]{1,100}\//i;
const OWNER_STEM =
  /^([a-z][a-z\d]{2,40}?)-?(?:ai|hq|labs?|dev|inc|org|io|app|official|team|project|oss|hub)$/i;
function ownForgeFile(file: AuditText, url: string): boolean {
  const owner = FORGE_FILE.exec(url)?.[1];
  if (owner === undefined) return false;
  const stem = OWNER_STEM.exec(owner)?.[1];
  return [owner, ...(stem === undefined ? [] : [stem])].some(
    (n) => productHost(file, `https://raw.githubusercontent.com/${n}/${n}/main/x`) !== undefined,
  );
}

/** A sentence of Markdown prose that downloads from a URL and runs the download hidden, out of sight or unsaid. */
export function proseDownloadRun(file: AuditText, index: number, line: string): boolean {
  if (!file.markdown || inCodeBlock(file, index)) return false;
  const url = URL_IN.exec(line);
  if (!url || officialInstaller(url[0]) || DATA_FILE.test(url[0].replace(/[?#].*$/, ""))) return false;
  const s = sentenceAround(file, index + url.index);
  const sentence = file.text.slice(s.from, s.to);
  // A program from a file-sharing host (anyone's upload) that the sentence has run, opened or installed.
  if (
    fileShareUrl(url[0]) &&
    (PROGRAM_FILE.test(url[0]) || PROGRAM_FILE.test(sentence) || PROGRAM_WORD.test(sentence)) &&
    (RUN.test(sentence) || OPEN_OR_INSTALL.test(sentence)) &&
    !NEGATED.test(sentence)
  )
    return true;
  // Download by link (whatever the verb: "get", "grab", "save"), then make that file executable and run it, in the
  // same sentence or a list's next items.
  const urlEnd = index + url.index + url[0].length;
  if (
    file.text.slice(urlEnd, urlEnd + 800).includes("chmod") &&
    !NEGATED.test(sentence) &&
    madeExecutableAfter(file, url[0], urlEnd)
  )
    return true;
  if (!mayDownload(sentence) || !DOWNLOAD.test(sentence)) return false;
  // The run said in the next sentence ("Download it from … . Then run it as administrator."), raised.
  const next = `${sentence} ${file.text.slice(s.to, s.to + 300)}`;
  if (
    RAISED_RUN.test(next) &&
    RUN.test(next) &&
    !NEGATED.test(next) &&
    outsideHost(url[0]) &&
    productHost(file, url[0]) === undefined &&
    !ownForgeFile(file, url[0])
  )
    return true;
  if (!RUN.test(sentence) || NEGATED.test(sentence.replace(CONCEALED, " "))) return false;
  const place = HIDDEN_PLACE.exec(sentence);
  const program =
    place !== null &&
    !DATA_FILE.test(
      sentence
        .slice(place.index, place.index + 200)
        .split(/\s/, 2)
        .join(" "),
    );
  return (
    program ||
    CONCEALED.test(sentence) ||
    AS_ROOT.test(sentence) ||
    (RAISED_RUN.test(sentence) &&
      outsideHost(url[0]) &&
      productHost(file, url[0]) === undefined &&
      !ownForgeFile(file, url[0]))
  );
}
