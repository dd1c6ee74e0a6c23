import { inCodeBlock } from "../context.js";
import type { AuditLine, AuditText, TextHit } from "../rule-types.js";
import { boundsAround, eachMatch, lineOf, startsOf } from "../text.js";
import { CREDENTIAL_PATH } from "../vocab.js";
import { SECRET_SPECIFIC, TOOL_CREDENTIAL_PATH } from "./exfil-words.js";

/**
 * Where stealers look (browser logins and their key, extension storage of wallets and authenticators, wallet
 * files, messenger and game sessions, FTP clients, keychains and password databases), and the tools' and
 * clouds' credential files every rule knows.
 */
const STEALER_TARGET = String.raw`\bLogin\s+Data\b|\bLocal\s+State\b|\blogins\.json\b|\bkey[34]\.db\b|\bcookies\.sqlite\b|\bsignons\.sqlite\b|\bWeb\s+Data\b|\bLocal\s+Extension\s+Settings\b|\b(?:nkbihfbeogaeaoehlefnkodbefgpgknn|bfnaelmomeimhlpmgjnjophhpkkoljpa|hnfanknocfeofbddgcijnmhnfnkdnaad|fhbohimaelbohpjbbldcngcnapndodjp|ibnejdfjmmkpcnlpebklmnkoeoihofec|fnjhmkhhmkbjkkabndcnnogagogbneec|acmacodkjbdgmoleebolmdjonilkdbch|egjidjbpglichdcondbcbdnbeeppgdph|bhghoamapcdpbohphigoooaddinpkbai|dmkamcknogkgcdfhhbddcghachkejeap|aholpfdialjgjfhomihkjbmgjidlcdno)\b|\bwallet\.dat\b|\bexodus\.wallet\b|\b(?:Electrum|Exodus|Atomic|Coinomi|Guarda|Jaxx|Armory|Ethereum)[\\/](?:wallets?|keystore|Local\s+Storage|exodus\.wallet)\b|\bAuthy\s+Desktop\b|\bssfn\w{0,20}|\bloginusers\.vdf\b|\btdata\b|\bTelegram\s+Desktop\b|\b(?:sitemanager|recentservers)\.xml\b|\bWinSCP\.ini\b|\blogin\.keychain(?:-db)?\b|\bdump-keychain\b|\.kdbx\b|\bLocal\s+Storage[\\/]leveldb\b|${CREDENTIAL_PATH}|${TOOL_CREDENTIAL_PATH}|${SECRET_SPECIFIC[2]}`;
const TARGET_G = new RegExp(STEALER_TARGET, "gi");

/** The gathering verb, on the place's line or in the lead a few lines before it (a list under "What to gather:"). */
const GATHER =
  /\b(?:gather|collect|copy|grab|take|pack|zip|compress|archive|bundle|back\s?up|dump|export|extract|harvest|read|scan|search|look\s+(?:under|in|for|through|inside)|find|locate|fetch|pull|include|add|sync)\w{0,3}\b|(?<![\p{L}])(?:sammle|sammeln|kopiere|kopieren|lies|lese|packe|exportiere|suche|hole|nimm|sichere|recopila|recoge|re[úu]ne|copia|lee|busca|comprime|empaqueta|exporta|toma|guarda|copiez?|r[ée]cup[èée]re[rz]?|rassemble[rz]?|lis|lisez|cherche[rz]?|compresse[rz]?|exporte[rz]?|prends|prenez|sauvegarde[rz]?|raccogli|leggi|cerca|comprimi|esporta|prendi|colete|leia|busque|compacte|pegue|verzamel|kopieer|zbierz|skopiuj|topla|kopyala|собери|скопируй|прочитай|найди|заархивируй|возьми|упакуй|сохрани)(?![\p{L}])|收集|复制|读取|打包|压缩|查找|导出|备份|収集|コピー|読み取|圧縮|まとめ|探し|バックアップ|수집|복사|읽|압축|찾아|백업/iu;

/** An address away from the machine: a web address whose host is not this machine's, or a mail address. */
const AWAY_G =
  /https?:\/\/(?!(?:localhost|127\.|0\.0\.0\.0|\[::1\]|host\.docker\.internal)\b)[\w-]{1,63}(?:\.[\w-]{1,63}){1,6}|\b(?!git@)[\w.+-]{1,64}@[\w-]{1,63}(?:\.[\w-]{1,63}){0,4}\.[a-z]{2,12}\b/gi;

/** Verbs that ship a file or a bundle, in English and other languages. */
const SHIP =
  /\b(?:upload|send|sent|post|submit|attach|e-?mail|forward|transfer|transmit|deliver|ship|relay|hand\s+(?:it|them|over|off)|push\s+(?:it|them)|fill\s+(?:in\s+|out\s+)?(?:the|its|their)\s+(?:[\w-]+\s+)?form)\w{0,3}\b|\bPUT\b|(?<![\p{L}])(?:hochladen|hoch(?=\s*[:(])|lade|sende|schick\p{L}{0,2}|[üu]bermittle|[üu]bertrage|Anhang|sube|s[úu]bel\p{L}{0,2}|env[íi]a\p{L}{0,3}|env[íi]e\p{L}{0,3}|manda\p{L}{0,3}|adjunta\p{L}{0,3}|carga\p{L}{0,3}|envoie\p{L}{0,2}|envoyez|t[ée]l[ée]verse\p{L}{0,2}|transmet\p{L}{0,3}|joins|joignez|d[ée]pose\p{L}{0,2}|invia\p{L}{0,3}|carica\p{L}{0,3}|allega\p{L}{0,3}|trasmetti|envie|enviar|carregue|anexe|suba|transfira|stuur|wy[śs]lij|prze[śs]lij|g[öo]nder|y[üu]kle|отправ\p{L}{0,4}|загруз\p{L}{0,4}|перешл\p{L}{0,3}|прикреп\p{L}{0,4}|выгруз\p{L}{0,4}|передай)(?![\p{L}])|发送|上传|提交|附上|附加|发到|发给|传到|送信|アップロード|添付|送って|送り|転送|提出|전송|업로드|보내|첨부|제출/gu;
const SHIP_I = new RegExp(SHIP.source.replace(String.raw`|\bPUT\b`, ""), "giu");
/** What the ship verb takes in English: the haul itself, pointed back at (`them`, `the archive`, `everything`). */
const HAUL =
  /\b(?:it(?![-@\w]|\.\w)|them|everything|all\s+of\s+(?:it|them)|(?:the|this|that|these|those|each|every|one)\s+(?:[\w-]+\s+)?(?:archive|zip|bundle|folders?|files?|backups?|cop(?:y|ies)|tarball|package|collection|dump|export|contents|data|vault|directory|directories)|these|those|with\s+(?:the\s+)?(?:[\w-]+\s+)?(?:files?|archive|zip|bundle|folders?)\s+attached)\b/i;
/** A sentence that forbids, or a passage that describes an attack rather than orders one. */
const NOT_ORDERED =
  /\b(?:never|don['’]?t|do\s+not|must\s+not|should\s+not|nunca|jamais|niemals|nie|non|não|no\s+(?:env[íi]e|sub[ae])\w*)\b|(?<![\p{L}])(?:не\s+(?:отправ|загруж|передава)|不要|禁止|しないで|하지\s+마)|\b(?:attackers?|malware|stealers?|infostealers?|threat\s+actors?|IOCs?|indicators?\s+of\s+compromise|exfiltrat\w{0,6}|malicious|phishing|forensic\w{0,3}|incident\s+response|detections?|YARA|Sigma|MITRE|T15(?:55|52|39)|Angreifer|Schadsoftware|atacantes?|attaquants?|maliciel|恶意|窃取|攻撃者|злоумышленн\w{0,4}|вредонос\w{0,4})\b/iu;
/** The user's own place or a login: the haul stays theirs. */
const OWN_PLACE =
  /\b(?:your\s+own|your\s+(?:personal\s+|private\s+|encrypted\s+)?(?:server|bucket|NAS|drive|storage|machine|computer|device|laptop|account)|the\s+new\s+(?:PC|machine|computer|laptop|Mac)|self-hosted|you\s+control|authori[sz]ation|bearer|--password-stdin|1Password|Bitwarden|KeePass\w{0,2}|LastPass|Dashlane)\b/i;

/**
 * The environment sieved for secrets by name, as stealers do (`every variable whose name contains KEY, TOKEN or
 * SECRET`): the sieve is the gathering, and its values the haul. The names' words are written in capitals.
 */
const NAME_SIEVE_G =
  /\b(?:[Vv]ariables?|[Vv]ars?|[Ee]ntries|[Ss]ettings)\s+(?:whose\s+names?\s+(?:contains?|includes?|ends?\s+(?:in|with)|starts?\s+with|match(?:es)?)|(?:named|matching|containing|ending\s+(?:in|with)|with\s+names?\s+(?:containing|matching|ending\s+(?:in|with)))\b)|(?<![\p{L}])(?:[Vv]ariables?\s+cuyos?\s+nombres?\s+(?:contiene|contengan?|incluy\p{L}{1,3}|termin\p{L}{1,3})|[Vv]ariablen,?\s+(?:deren|mit)\s+Namen?\b|[Vv]ariables?\s+dont\s+le\s+nom\s+(?:contient|finit|se\s+termine)|[Vv]ari[áa]veis\s+cujos?\s+nomes?\s+(?:cont[ée]m|incluem|terminam)|[Vv]ariabili\s+il\s+cui\s+nome\s+(?:contiene|finisce)|переменн\p{L}{0,4},?\s+(?:имя|имена|в\s+имени|в\s+именах)\p{L}{0,3})|(?:名称|名字|变量名)(?:中)?(?:包含|含有|带有)|名前に/gu;
/** The names' words: the sieve keeps secrets (`KEY`, `*_TOKEN`, `SECRET`, `PASSWORD`, `PRIVATE`, `MNEMONIC`). */
const SECRET_NAMES =
  /(?<![A-Za-z])(?:KEY|TOKEN|SECRET|PASS(?:WORD)?|PASSWD|PRIVATE|MNEMONIC|CREDENTIALS?|AUTH)(?![a-z])/;
/** The values go, not the names alone. */
const VALUES =
  /\bvalues?\b|\bcontents?\b|\bValores?\b|\bWerte?\b|\bvaleurs?\b|\bvalori\b|\bзначени\p{L}{0,3}|值|値|값/iu;
const NAMES_ONLY =
  /\bnames?\s+only\b|\bonly\s+(?:the|their)\s+names?\b|\bnot\s+(?:the\s+|their\s+)?values?\b|\bwithout\s+(?:the\s+|their\s+)?values?\b|\bredact\w{0,3}|\bmask\w{0,3}/i;

const SIEVE_LOOK = /nam|nom|matching|containing|ending/i;
/** The environment sieved for secrets, and the values shipped to an address in the same paragraph. */
function sieveSent(file: AuditText, starts: readonly number[], lines: readonly AuditLine[]): TextHit[] {
  for (const l of lines) {
    // The sieve's words all hold "nom", "name" or "nam" (`whose name`, `cuyo nombre`, `dont le nom`, `variables named`).
    if (!SIEVE_LOOK.test(l.text)) continue;
    NAME_SIEVE_G.lastIndex = 0;
    const m = NAME_SIEVE_G.exec(l.text);
    if (!m || !SECRET_NAMES.test(l.text.slice(m.index, m.index + m[0].length + 80))) continue;
    const index = l.index + m.index;
    const w = boundsAround(file.text, starts, index, 2, 3, 500);
    const para = file.text.slice(w.from, w.to);
    if (!VALUES.test(para) || NAMES_ONLY.test(para) || NOT_ORDERED.test(para) || OWN_PLACE.test(para))
      continue;
    AWAY_G.lastIndex = 0;
    if (AWAY_G.test(para) && (SHIP.test(para) || SHIP_I.test(para))) return [{ index, length: m[0].length }];
  }
  return [];
}

/** A region's settings, not a secret: `~/.aws/config`. */
const CONFIG_ONLY = /\.aws.config$/i;

/** A public key is meant to be handed out. */
const PUBLIC_KEY = /\.pub\b|\bpublic\s+keys?\b/i;
/** "Zip these", "pack them", "alles", "todo": the ship step points back at the listed places. */
const POINTS_BACK =
  /\b(?:these|those|them|everything|all\s+of\s+(?:it|them)|the\s+(?:files|folders|items)\s+above)\b|(?<![\p{L}])(?:alles|todo|tout|tutto|tudo|всё|все)(?![\p{L}])|全部|すべて|全て|모두/iu;

/** How far after the gathered place a later step may ship it (a skill's steps, not the whole file). */
const REACH = 3000;

/** The place at `index` is gathered: a gathering verb in its sentence or in the lead up to four lines before. */
function gathered(file: AuditText, starts: readonly number[], index: number): boolean {
  const w = boundsAround(file.text, starts, index, 4, 0, 600);
  const line = lineOf(starts, index);
  const lineEnd = line + 1 < starts.length ? starts[line + 1]! : file.text.length;
  const rest = file.text.slice(index, lineEnd);
  // The place's own sentence ends at its stop: "macOS keeps passwords in `login.keychain-db`. Search …" says where.
  const stop = rest.search(/[.!?。](?:\s|$)/);
  const upTo = stop < 0 ? lineEnd : index + stop;
  if (NOT_ORDERED.test(file.text.slice(w.from, lineEnd))) return false;
  const before = file.text.slice(Math.max(starts[line]!, index - 80), index);
  if (LEFT_OUT.test(before) || WHERE_IT_LIVES.test(before) || quotedOnLine(before)) return false;
  if (GATHER.test(file.text.slice(w.from, upTo))) return true;
  // Or a later sentence of its paragraph gathers it by pointing back ("… under `tdata`. Zip it and …").
  const next = file.text.slice(upTo, Math.min(file.text.length, upTo + 300));
  const para = next.indexOf("\n\n");
  return POINTED.test(para < 0 ? next : next.slice(0, para));
}

/** A gathering verb that points back at the place just named: "Copy it", "zip the folder", "comprime la carpeta". */
const POINTED = new RegExp(
  String.raw`(?:${GATHER.source})\s+(?:(?:all\s+of\s+)?(?:it|them|this|these|those|the\s+(?:whole\s+)?(?:folder|file|files|directory|store|database))\b|(?:lo|la|los|las|le|les|tout|todo|tudo|ihn|sie|es|alles|den\s+Ordner|la\s+carpeta|le\s+dossier|a\s+pasta|la\s+cartella)(?![\p{L}]))`,
  "iu",
);

/** The place is left out of what is gathered: "it excludes `~/.aws` and `~/.ssh`", "everything except `tdata`". */
const LEFT_OUT =
  /(?:\b(?:exclud\w{0,4}|except|omit\w{0,4}|skip\w{0,4}|without|never|not|redact\w{0,4}|strip\w{0,4}|leav\w{1,3}\s+out|ignor\w{1,4}|sauf|sans|ohne|au[ßs]er|excepto|salvo|sin|tranne|senza|exceto)\b|(?<![\p{L}])(?:кроме|без)(?![\p{L}])|除了|不含|以外|除外)(?:[^.!?\n]|\.(?=\S)){0,60}$/iu;

/** Where the secret lives, said of it: "your keys are stored in `~/.aws/credentials`", "it is saved as …". */
const WHERE_IT_LIVES =
  /\b(?:(?:is|are|gets?|was|were)\s+(?:saved|stored|kept|written|created|placed|cached)|lives?|resides?|keeps?\s+\S+(?:\s+\S+)?)\s+(?:in|at|as|under|to)\s+[\x60"']?\S{0,60}$/i;
/** Inside a quotation on its line (a quoted prompt or example): an odd count of double quotes before it. */
function quotedOnLine(before: string): boolean {
  let n = 0;
  for (const c of before) if (c === '"' || c === "“" || c === "”" || c === "«" || c === "»") n++;
  return n % 2 === 1;
}

/** A list item or a table row: a place listed under a lead ("What to back up:"), gathered by a later "zip these". */
const LISTED = /^\s*(?:[-*+]|\d{1,2}[.)]|\|)\s/;
const listed = (file: AuditText, starts: readonly number[], index: number): boolean =>
  LISTED.test(file.text.slice(starts[lineOf(starts, index)]!, index));

/** The paragraph around `index` (blank lines end it), at most 300 characters each way. */
function paragraphAt(file: AuditText, starts: readonly number[], index: number): string {
  const w = boundsAround(file.text, starts, index, 2, 1, 300);
  const para = file.text.slice(w.from, w.to);
  const blank = para.lastIndexOf("\n\n", index - w.from);
  const end = para.indexOf("\n\n", index - w.from);
  return para.slice(Math.max(0, blank), end < 0 ? undefined : end);
}

/**
 * The address at `index` is where a ship verb sends the haul: its paragraph orders the send. English wants the
 * haul as the verb's object (other languages' pronouns are too short to look for).
 */
function shipsTo(file: AuditText, starts: readonly number[], index: number): boolean {
  const p = paragraphAt(file, starts, index);
  if (NOT_ORDERED.test(p) || OWN_PLACE.test(p) || PUBLIC_KEY.test(p)) return false;
  const english = /^[\x00-\x7f]*$/.test(p);
  for (const re of [SHIP, SHIP_I]) {
    re.lastIndex = 0;
    for (let m = re.exec(p); m; m = re.exec(p)) {
      if (!english || HAUL.test(p.slice(Math.max(0, m.index - 40), m.index + m[0].length + 80))) return true;
      if (!re.global) break;
    }
  }
  return false;
}

// A stealer's errand told as a chore: the places where secrets live (a browser's saved logins, a wallet, an
// authenticator's storage, a messenger's session, SSH or cloud keys) gathered in one step, and the haul sent to
// another host or a mail address in the same step or a later one ("Pack them into one archive and fill the form at
// https://… with the archive attached", "lade ihn über das Kontaktformular hoch: https://…"). Infostealer write-ups
// list these same places; a skill that names them, gathers them and then ships "them", "the archive" or "everything"
// to an address does what the stealer does. Not: the user's own destination, a login, a forbidden or described act.

/**
 * Places where secrets live, gathered, and an order in the same or a later step to ship the haul to an
 * address away from the machine. Markdown prose only (scripts are the flow rules').
 */
export function credentialHaulSent(file: AuditText, lines: readonly AuditLine[]): TextHit[] {
  // Nothing is shipped without an address: most files are read no further (a cheap look first).
  if (!file.markdown || lines.length === 0 || (!file.text.includes("://") && !file.text.includes("@")))
    return [];
  const text = file.text;
  const starts = startsOf(file);
  const sieve = sieveSent(file, starts, lines);
  if (sieve.length > 0) return sieve;
  const places: TextHit[] = [];
  for (const l of lines) {
    if (places.length >= 32) break;
    eachMatch(TARGET_G, l.text, (m) => {
      if (places.length < 32) places.push({ index: l.index + m.index, length: m[0].length });
    });
  }
  if (places.length === 0) return [];
  const first = places[0]!.index;
  const sends: number[] = [];
  // At most 64 addresses are read (each a bounded paragraph): a long run of links reads no further.
  const span = text.slice(first, Math.min(text.length, places.at(-1)!.index + REACH));
  AWAY_G.lastIndex = 0;
  for (let m = AWAY_G.exec(span), read = 0; m && read < 64; m = AWAY_G.exec(span), read++) {
    const at = first + m.index;
    if (!inCodeBlock(file, at) && shipsTo(file, starts, at)) sends.push(at);
  }
  if (sends.length === 0) return [];
  for (const p of places) {
    if (CONFIG_ONLY.test(text.slice(p.index, p.index + p.length))) continue;
    if (quotedOnLine(text.slice(starts[lineOf(starts, p.index)]!, p.index))) continue;
    const after = sends.filter((s) => s > p.index && s - p.index <= REACH);
    if (after.length === 0) continue;
    // Listed places are gathered by the step that ships them ("Zip these and email the zip to …").
    const near = after[0]! - p.index <= 800 && POINTS_BACK.test(paragraphAt(file, starts, after[0]!));
    if (gathered(file, starts, p.index) || (listed(file, starts, p.index) && near)) return [p];
  }
  return [];
}

/** Rare words of the places (and the shared credential paths' words), for the rule's hints. */
export const CREDENTIAL_HAUL_HINTS = [
  "login data",
  "local state",
  "logins.json",
  "key3.db",
  "key4.db",
  "cookies.sqlite",
  "signons.sqlite",
  "web data",
  "extension settings",
  "wallet",
  "authy",
  "ssfn",
  "loginusers",
  "tdata",
  "telegram desktop",
  "sitemanager",
  "recentservers",
  "winscp",
  "keychain",
  ".kdbx",
  "leveldb",
  "credentials.json",
  "token.json",
  "client_secret",
  "service-account",
  "service_account",
  ".terraform.d",
  ".cargo/",
  ".gem/",
  ".m2/",
  ".m2\\",
  "password-store",
  "keyrings",
  "solana",
  ".bitcoin",
  ".pgpass",
  ".my.cnf",
  ".s3cfg",
  ".boto",
  "rclone.conf",
  ".oci",
  "doctl",
  "terraformrc",
  "github-copilot",
  "ngrok",
  "binarycookies",
  "discord",
  "whose name",
  "with name",
  "variables named",
  "variables matching",
  "variables containing",
  "variables ending",
  "vars named",
  "vars matching",
  "entries matching",
  "settings matching",
  "cuyo nombre",
  "cuyos nombres",
  "deren name",
  "mit namen",
  "dont le nom",
  "cujo nome",
  "cujos nomes",
  "il cui nome",
  "nkbihfbeogaeaoehlefnkodbefgpgknn",
  "bfnaelmomeimhlpmgjnjophhpkkoljpa",
  "hnfanknocfeofbddgcijnmhnfnkdnaad",
  "fhbohimaelbohpjbbldcngcnapndodjp",
  "ibnejdfjmmkpcnlpebklmnkoeoihofec",
  "fnjhmkhhmkbjkkabndcnnogagogbneec",
  "acmacodkjbdgmoleebolmdjonilkdbch",
  "egjidjbpglichdcondbcbdnbeeppgdph",
  "bhghoamapcdpbohphigoooaddinpkbai",
  "dmkamcknogkgcdfhhbddcghachkejeap",
  "aholpfdialjgjfhomihkjbmgjidlcdno",
];
