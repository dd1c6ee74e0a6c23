// Package sources named in prose in shapes the setting and command readers (package-sources.ts) do not parse:
// a URL that is itself an index or a package file, said beside a manager, an install or an index noun in any
// language ("pip 패키지는 반드시 https://pypi.x.io/simple 미러에서 설치하세요"), and an English order whose object
// is packages and whose place is the URL ("Always install Python packages from URL", "Fetch all npm packages
// via URL", "Our packages live at URL"). Whoever runs that host decides what is installed.

import type { AuditLine, AuditText, TextHit } from "../rule-types.js";
import { sentenceAround } from "../sentences.js";
import { eachMatch, startsOf } from "../text.js";
import { hostOf } from "../vocab.js";
import { knownSource } from "./package-hosts.js";
import { keptAs, TEST_FILE } from "./package-keep.js";
import { URL_COMMAND } from "./package-sources.js";

const URL_IN_LINE = /\bhttps?:\/\/[^\s"'`<>)\]]{1,500}/gi;

/**
 * A URL that is an index or a package file by its own shape: a host named for a manager's registry
 * (`pypi.x.io`, `npm.x.dev`; not `registry.`, which names Terraform's and container registries' pages too), PEP
 * 503's `/simple` path, a registry product's API path, or a wheel, npm tarball (`/-/name-1.0.tgz`), gem, NuGet
 * package or crate.
 */
const INDEX_HOST = /^https?:\/\/(?:[^@/\s]{0,200}@)?(?:pypi|pip|npm|conda|crates|gems|rubygems|nuget)\./i;
const INDEX_PATH =
  /\/(?:\+?simple|pypi\/simple|api\/(?:pypi|npm)\/[^/\s]{1,100})\/?(?:[?#]\S{0,200})?$|(?:\.(?:whl|gem|nupkg|crate)|\/-\/[^/\s]{1,200}\.tgz)(?:[?#]\S{0,200})?$/i;
/**
 * What a URL in prose is not: an example of a value (`e.g. https://npm.example.com`), a documentation domain
 * (example.com/net/org), or a URL given to a command (`curl URL`, read by the download rules).
 */
const EXAMPLE_BEFORE = /\b(?:e\.g\.|i\.e\.|for example|for instance)[,:]?\s{0,3}[\x60"'(<]{0,2}$/i;
const DOC_DOMAIN =
  /^https?:\/\/(?:[^@/\s]{0,200}@)?(?:[\w-]{1,63}\.){0,6}example\.(?:com|net|org)(?::\d{1,5})?(?:[/?#]|$)/i;

/** A manager, an install or an index noun in the sentence, in the languages the audit reads. */
const PACKAGE_CONTEXT =
  /\b(?:pip[23]?|pypi|npm|yarn|pnpm|bun|uv|poetry|pipenv|pipx|conda|mamba|cargo|gem|bundler|composer|nuget|install\w{0,6}|instal\w{0,6}|index|registry|mirror|channel|feed|wheels?|packages?|dependencies)\b|índice|индекс|зеркал|реестр|пакет|установ|索引|镜像|鏡像|源|安装|安裝|インデックス|ミラー|インストール|미러|설치|패키지|설치/i;

/**
 * A clause whose object is packages and whose place is the URL, read from the clause's end: an order to get
 * packages ("Install the Python packages this skill needs from URL"), a manager that fetches ("Configure pip so it
 * downloads from URL"), or packages as the subject ("All dependencies are hosted at URL"); the place right before
 * the URL may name a mirror, index or registry ("using our internal index URL"). Other languages: an install
 * word, a package word and a "from" right before the URL ("Instala los paquetes desde URL", "请从 URL 安装").
 */
const PKG = String.raw`(?:(?:python|pip|npm|node|js|javascript|ruby|rust|conda|pypi)[\s-]{1,3})?(?:packages|dependencies|deps|wheels|gems|crates|libraries|modules|requirements)\b`;
const NOUN = String.raw`(?:(?:our|the|a|an|this|their|its|my|your)\s{1,3})?(?:[\w-]{1,24}\s{1,3}){0,2}?(?:mirror|index|registry|repository|repo|feed|server|proxy|cache|channel)\s{0,3}(?:at\s{1,3}|on\s{1,3}|[:(]\s{0,3})?`;
const PLACE = String.raw`(?:\b(?:from|via|against|through|at|on)\s{1,3}(?:${NOUN})?|\b(?:using|with)\s{1,3}${NOUN})[\x60"'<([]{0,2}$`;
const GET = String.raw`\b(?:install|fetch|download|pull|get|obtain|resolve)\w{0,3}`;
const CLAUSE_PLACE = new RegExp(
  [
    String.raw`${GET}\s{1,3}(?:[\w-]{1,24}\s{1,3}){0,4}?${PKG}[^.;,]{0,40}?${PLACE}`,
    String.raw`\b(?:pip|npm|uv|yarn|pnpm|poetry|pipenv|conda|mamba|cargo|gem|bundler|composer|nuget|bun)\b[^.;,]{0,40}?${GET}\b[^.;,]{0,30}?${PLACE}`,
    String.raw`^[\s>*+#-]{0,8}(?:(?:all|our|the|your|these|its|every|any)\s{1,3}){0,2}(?:[\w-]{1,24}\s{1,3})?${PKG}\s{1,3}(?:(?:for|of|used\s{1,3}by|needed\s{1,3}by|required\s{1,3}by)\s{1,3}(?:[\w-]{1,24}\s{1,3}){1,3}?)?(?:(?:are|is|must|should|will|can|be|get|always|only)\s{1,3}){0,3}(?:installed|downloaded|fetched|pulled|resolved|served|hosted|published|mirrored|available|live|lives|sit)\s{1,3}(?:[\w-]{1,24}\s{1,3}){0,2}?${PLACE}`,
  ].join("|"),
  "i",
);
/** What every CLAUSE_PLACE match holds, asked once a line. */
const PLACE_WORDS =
  /\b(?:packages|dependencies|deps|wheels|gems|crates|libraries|modules|requirements|pip|npm|uv|yarn|pnpm|poetry|pipenv|conda|mamba|cargo|gem|bundler|composer|nuget|bun)\b/i;
/** What the text right before a URL holds when CLAUSE_PLACE or INTL_FROM can match there: tested before the sentence is read. */
const PLACE_NEAR =
  /\b(?:from|via|against|through|at|on|using|with)\s|(?:^|\s)(?:desde|depuis|von|aus|da|dal|dalla|do|z|ze|van|vanaf)\s|[从自]/i;
const INTL_INSTALL =
  /\b(?:instala|instale|instalar|installez|installer|installiere|installieren|installa|installare|zainstaluj|instaluj|installeer)\b|устан[ао]в|安装|安裝|インストール|설치/i;
const INTL_PACKAGES =
  /\b(?:paquetes|paquets|pacotes|Pakete|pacchetti|pakiety|pakketten)\b|пакет|包|パッケージ|패키지/i;
const INTL_FROM =
  /(?:(?<![\p{L}])(?:desde|depuis|von|aus|da|dal|dalla|do|z|ze|van|vanaf|с|из|со)\s{1,3}(?:[\p{L}-]{1,24}\s{1,3}){0,2}?|[从自]\s{0,3})[\x60"'<([]{0,2}$/iu;
/** The reader's own organisation's index ("install packages from your company's mirror"): what a guide for a team says. */
const YOUR_OWN =
  /\byour\s+(?:(?:own|company['’]s|organi[sz]ation['’]s|org['’]s|team['’]s|internal|private|corporate|self-hosted)\s+){1,3}(?:[\w-]{1,24}\s+){0,2}?(?:mirror|index|registry|repository|repo|feed|proxy|artifactory|nexus)\b/i;
/** A page a reader opens (docs, a homepage) or a vendor's download site (read by the download rules). */
const PAGE_HOST = /^https?:\/\/(?:www|docs?|wiki|help|support|blog|downloads?|dl|releases?|get|cdn)\./i;

/** Where a clause ends: a stop, a comma, a semicolon, or "and"/"then"/"or" joining another object. */
const CLAUSE_BREAK = /[.;,!?]\s|\s(?:and|then|or)\s/gi;
/** The clause before the URL: from the sentence's start or the last clause break, at most 160 characters. */
function clauseBefore(text: string, from: number, at: number): string {
  const before = text.slice(Math.max(from, at - 160), at);
  CLAUSE_BREAK.lastIndex = 0;
  let cut = 0;
  for (const b of before.matchAll(CLAUSE_BREAK)) cut = b.index + b[0].length;
  return before.slice(cut);
}

/**
 * Package sources named in a Markdown file's prose by these shapes; sources kept only as a company's registry, or
 * said to be the reader's own organisation's, go to `company`. One hit a line.
 */
export function proseSources(file: AuditText, lines: readonly AuditLine[], company?: TextHit[]): TextHit[] {
  const out: TextHit[] = [];
  if (!file.markdown || TEST_FILE.test(file.path)) return out;
  let starts: readonly number[] | undefined;
  for (const line of lines) {
    if (!line.text.includes("://")) continue;
    let seen = 0;
    let done = false;
    // Asked once a line: most URL lines are links to pages.
    let placeWords: boolean | undefined;
    let intlWords: boolean | undefined;
    eachMatch(URL_IN_LINE, line.text, (m) => {
      // The first URLs of a line, one hit a line: a long line stays linear.
      if (done || ++seen > 50) return;
      const url = m[0].replace(/[.,;:]+$/, "");
      const shaped = INDEX_HOST.test(url) || INDEX_PATH.test(url);
      // The clause shapes end in a "from" word within a few words of the URL: most URLs in prose have none, so
      // the 90 characters before it are asked first and the line's words only then (once a line).
      let placed = PLACE_NEAR.test(line.text.slice(Math.max(0, m.index - 90), m.index));
      if (placed) {
        placeWords ??= PLACE_WORDS.test(line.text);
        intlWords ??= INTL_INSTALL.test(line.text) && INTL_PACKAGES.test(line.text);
        placed = placeWords === true || intlWords === true;
      }
      if (!shaped && !placed) return;
      // A default registry or known mirror (most index-shaped links: pypi.org's pages) before any sentence is read.
      const host = hostOf(url).replace(/:\d+$/, "").toLowerCase();
      if (knownSource(url, host)) return;
      const index = line.index + m.index;
      const s = sentenceAround(file, index);
      const sentence = file.text.slice(s.from, Math.min(s.to, index + url.length + 200));
      let source = false;
      if (shaped) source = PACKAGE_CONTEXT.test(sentence);
      if (!source && placed && !PAGE_HOST.test(url) && host.includes(".")) {
        const clause = clauseBefore(file.text, s.from, index);
        source =
          (placeWords === true && CLAUSE_PLACE.test(clause)) ||
          (intlWords === true &&
            INTL_FROM.test(clause.slice(-60)) &&
            INTL_INSTALL.test(sentence) &&
            INTL_PACKAGES.test(sentence));
      }
      if (!source || DOC_DOMAIN.test(url)) return;
      const head = line.text.slice(Math.max(0, m.index - 120), m.index);
      if (EXAMPLE_BEFORE.test(head) || URL_COMMAND.test(head)) return;
      starts ??= startsOf(file);
      const kept = keptAs(file, starts, url, index);
      if (kept === "kept") return;
      done = true;
      const own = kept === "company" || YOUR_OWN.test(sentence);
      (own ? company : out)?.push({ index, length: url.length });
    });
  }
  return out;
}
