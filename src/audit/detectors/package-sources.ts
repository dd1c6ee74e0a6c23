// Package sources that are not a manager's default, for every manager: the commands that set one, the
// config files a skill ships or writes (pip.conf, pyproject's uv/poetry indexes, Pipfile, .condarc, .npmrc,
// .yarnrc.yml, bunfig.toml, Gemfile, .cargo/config.toml, GOPROXY, composer.json, nuget.config, pom.xml,
// build.gradle, apt sources, yum repos) and prose that tells the agent to set one. Whoever runs that host
// decides what is installed (dependency confusion, a look-alike mirror). Managers that check signatures
// whatever the host (apt, yum/dnf, Maven/Gradle over HTTPS) count only with the checks turned off.
// package-index.ts's customIndex reads pip/npm index options; this file reads the rest (what keeps a source:
// package-keep.ts).

import type { AuditLine, AuditText, TextHit } from "../rule-types.js";
import { eachMatch, startsOf } from "../text.js";
import { decodedValue } from "./package-hidden.js";
import { around, CHECKS_OFF, keptAs, keptSource, TEST_FILE } from "./package-keep.js";

/**
 * What stands right before a URL that makes it a package source: a setting (`index-url =`, `registry=`,
 * `npmRegistryServer:`, `GOPROXY=`, `baseurl=`, `<url>`), an option (`--index`, `--source`, `-c` after conda),
 * or a command that adds one (`gem sources --add`, `dotnet nuget add source`, `poetry source add NAME`,
 * `brew tap NAME`, `deb [trusted=yes]`, `conda config --add channels`). Group 1: the manager family.
 */
export const SOURCE_BEFORE = new RegExp(
  "(?:" +
    [
      // settings: key then = or :
      String.raw`\b(?:(?:extra[-_])?index[-_]url|default[-_]index|find[-_]links|npmRegistryServer|registry|registryUrl|registry-url|(?:package|pip)[-_]index(?:[-_]url)?|channel_alias|GOPROXY|PIP_[A-Z_]{0,20}(?:URL|LINKS)|UV_[A-Z_]{0,20}(?:INDEX[A-Z_]{0,10}|LINKS)|NPM_CONFIG_REGISTRY|BUN_CONFIG_REGISTRY|CONDA_CHANNELS|YARN_NPM_REGISTRY_SERVER|BUNDLE_MIRROR__[A-Z_]{1,60}|CARGO_REGISTRIES_[A-Z_]{1,60}_INDEX)["']?\]?\s{0,4}[=:]\s{0,4}\[?\s{0,4}["']?(?:[\w-]{1,40}=)?`,
      // options
      String.raw`(?:\s|^)--(?:(?:extra-)?index(?:-url)?|default-index|registry|source|channel|add-repo|repository|find-links)(?:=|\s{1,4})["']?(?:[\w-]{1,40}=)?`,
      String.raw`\b(?:conda|mamba|micromamba)\b[^\n|;&]{0,120}\s-c\s{1,4}["']?`,
      String.raw`\b(?:pip[23]?|pip3\.\d{1,2}|python[23]?\s+-m\s+pip|py\s+-m\s+pip)\b[^\n|;&]{0,160}\s-[if]\s{1,4}["']?`,
      // commands that add a source
      String.raw`\bgem\s+sources?\s+(?:--add|-a)\s{1,4}["']?`,
      String.raw`\b(?:dotnet\s+)?nuget\s+(?:add\s+source|sources?\s+add\b[^\n]{0,80}?-source)\s{1,4}["']?`,
      String.raw`\bpoetry\s+config\s+repositories\.[\w-]{1,60}\s{1,4}["']?`,
      String.raw`\bdotnet\s+(?:add\s+(?:\S{1,200}\s+)?package|restore|tool\s+(?:install|update))\b[^\n|;&]{0,160}\s-s\s{1,4}["']?`,
      String.raw`\bpoetry\s+source\s+add\s+(?:--\S{1,40}\s+){0,3}[\w.-]{1,60}\s+(?:--\S{1,40}\s+){0,3}["']?`,
      String.raw`\bbrew\s+tap\s+[\w.-]{1,60}\/[\w.-]{1,60}\s+["']?`,
      // Round 29: R's repos option (a Conan remote was read too, and refused a company's own Artifactory: left out)
      String.raw`\brepos\s{0,3}=\s{0,3}(?:c\(\s{0,3}(?:\w{1,20}\s{0,3}=\s{0,3})?)?["']`,
      String.raw`\bconda\s+config\s+--(?:add|append|prepend)\s+(?:channels|default_channels)\s+["']?`,
      String.raw`\b(?:npm|pnpm|yarn|bun)\s+config\s+set\s+(?:npmScopes\.[\w-]{1,60}\.|@[\w-]{1,60}:)?(?:registry|npmRegistryServer)(?:=|\s{1,4})["']?`,
      String.raw`\bbundle\s+config\s+(?:set\s+)?(?:--(?:global|local)\s+)?mirror\.\S{1,200}\s+["']?`,
      String.raw`\bcomposer\s+config\s+(?:-g\s+|--global\s+)?repo(?:sitories)?\.[\w.-]{1,60}\s+(?:composer|vcs|git|artifact)\s+["']?`,
      String.raw`-(?:SourceLocation|Location|Source)\s{1,4}["']?`,
      String.raw`\bsource\s{1,4}\(?["']`,
      String.raw`\bdeb(?:-src)?\s+(?:\[[^\]\n]{0,200}\]\s+)?`,
      String.raw`\b(?:baseurl|mirrorlist|metalink)\s{0,3}=\s{0,3}`,
      String.raw`<url>\s{0,4}`,
      String.raw`\b(?:url\s{0,4}(?:=\s{0,4})?(?:uri\(\s{0,4})?|(?:git|file)\s{0,4}=\s{0,4})["']`,
      String.raw`"url"\s{0,4}:\s{0,4}"`,
      String.raw`\bvalue\s{0,3}=\s{0,3}"`,
      String.raw`^\s{0,12}-\s{1,4}["']?`,
      // an install straight from a URL (an archive, a git URL, a package file): the URL is one of its arguments
      String.raw`\b(?:(?:pip[23]?|pip3\.\d{1,2}|pipx|uv\s+pip|uv\s+tool|python[23]?\s+-m\s+pip|py\s+-m\s+pip|pipenv|easy_install)\s+install|uv\s+add|poetry\s+add|(?:npm|pnpm|bun)\s+(?:i|install|add)|yarn\s+(?:global\s+)?add|gem\s+install|cargo\s+install|rpm\s+-[a-zA-Z]{0,4}[iU][a-zA-Z]{0,4}|(?:dnf|yum|zypper)\s+(?:install|in)|apk\s+add|brew\s+install)(?:\s+[^\s|;&\`()"']{1,200}){0,8}?\s+["']?`,
      // the same as an argument list (`["pip", "install", "https://…whl"]`, `"-m", "pip", "install", …`)
      String.raw`["'](?:pip[23]?|pip3\.\d{1,2}|pipx)["']\s{0,4},\s{0,4}["']install["']\s{0,4},(?:\s{0,4}["'][^"'\n]{0,100}["']\s{0,4},){0,8}\s{0,4}[fr]?["']`,
      // Chocolatey's `-s`, winget's `source add --arg`
      String.raw`\bchoco(?:latey)?\b[^\n|;&]{0,160}\s-s\s{1,4}["']?`,
      String.raw`\bwinget\s+source\s+add\b[^\n|;&]{0,120}\s(?:-a|--arg)\s{1,4}["']?`,
    ].join("|") +
    String.raw`)(?:sparse\+|git\+|registry\+)?$`,
  "i",
);

/**
 * The last character of every SOURCE_BEFORE match (before `sparse+`, `git+` or `registry+`): a space, a quote, `=`,
 * `:`, `[` or `>`. A URL after anything else (a link's `(`, `<`, a backquote) is not tried: SOURCE_BEFORE is
 * `$`-anchored, so V8 tries every shape from each of the window's 220 places.
 */
const SOURCE_TAIL = /[\s"'=:[>+]$/;
/** SOURCE_BEFORE's match in the text before a URL (the same answer, the expression tried only where it can end). */
export const sourceShape = (before: string): RegExpExecArray | null =>
  SOURCE_TAIL.test(before) ? SOURCE_BEFORE.exec(before) : null;

/**
 * Rarer shapes, tried only on a line holding one of their words (RARE_WORDS): a remote script or package run
 * straight from its URL (the first argument after options) by uv, uvx, pipx or deno; a Gemfile's gem given its
 * own source or git host; setuptools' `dependency_links` (pip followed them); docs naming a source setting
 * ("set `PIP_INDEX_URL` to URL").
 */
const RARE_BEFORE = new RegExp(
  "(?:" +
    [
      String.raw`\b(?:uv\s+(?:run|tool\s+(?:run|install))|uvx|pipx\s+run|deno\s+(?:run|install|x))(?:\s+--?[\w-]{1,40}(?:=[^\s|;&]{1,100})?){0,8}\s+(?:--from(?:=|\s{1,4}))?["']?`,
      String.raw`^\s{0,8}gem\s+["'][^"'\n]{1,60}["'][^\n]{0,160}?(?:\b(?:source|git):\s{0,3}|:(?:source|git)\s{0,3}=>\s{0,3})["']`,
      String.raw`\bdependency_links\s{0,3}=\s{0,3}\[\s{0,4}["']`,
      // Poetry's repository by environment (`POETRY_REPOSITORIES_<NAME>_URL=`)
      String.raw`\bPOETRY_REPOSITORIES_[A-Z0-9_]{1,60}_URL["']?\s{0,4}[=:]\s{0,4}["']?`,
      String.raw`\b(?:PIP_(?:EXTRA_)?INDEX_URL|PIP_FIND_LINKS|UV_(?:DEFAULT_|EXTRA_)?INDEX(?:_URL)?|NPM_CONFIG_REGISTRY|GOPROXY|YARN_NPM_REGISTRY_SERVER)\b[\`'"]?(?:\s{1,3}(?:environment\s+)?(?:variable|env(?:ironment)?\s+var(?:iable)?|setting))?\s{1,3}to\s{1,4}[\`'"<]?`,
    ].join("|") +
    ")$",
  "i",
);
const RARE_WORDS =
  /\b(?:uvx?|pipx|deno|gem|dependency_links)\b|[A-Z]_(?:URL|INDEX|LINKS)\b|REGISTRY\b|GOPROXY\b/;

/**
 * Managers that check signatures whatever the host: a source of theirs counts only with those checks off; apt
 * and yum repositories over plain http are normal (the packages are signed), a Maven/Gradle repository or an
 * rpm fetched over plain http is not.
 */
const SIGNED_SOURCE =
  /\bdeb(?:-src)?\s|\b(?:baseurl|mirrorlist|metalink)\s{0,3}=|--add-repo|\brpm\s|\b(?:dnf|yum|zypper)\s|<url>/i;
/** Maven and Gradle repositories: signed artifacts checked by default, plain http refused by default. */
const JVM_SECTION = /<(?:plugin)?[Rr]epository>|<mirror>|\bmaven\s*\{|\bivy\s*\{/;
const SIGNED_OVER_HTTP = /\bdeb(?:-src)?\s|\b(?:baseurl|mirrorlist|metalink)\s{0,3}=|--add-repo/i;
/** Generic keys (`url =`, `"url":`, `value="`, a list item, `<url>`) count only under a section that holds sources. */
const GENERIC_KEY =
  /(?:\b(?:url\s{0,4}(?:=\s{0,4})?(?:uri\(\s{0,4})?|(?:git|file)\s{0,4}=\s{0,4})["']|"url"\s{0,4}:\s{0,4}"|\bvalue\s{0,3}=\s{0,3}"|^\s{0,12}-\s{1,4}["']?|<url>\s{0,4})(?:sparse\+|git\+|registry\+)?$/i;
const SOURCE_SECTION =
  /\[\[(?:tool\.uv\.index|tool\.poetry\.source|tool\.pdm\.source|source|index)\]\]|\[tool\.uv\.sources\]|\[tool\.poetry\.(?:group\.[\w-]{1,40}\.)?(?:dev-)?dependencies\]|\[(?:dev-|build-|workspace\.)?dependencies\]|\[(?:dev-)?packages\]|\[patch\.[\w.-]{1,60}\]|\[source\.[\w.-]{1,60}\]|\[registries\.[\w.-]{1,60}\]|<(?:plugin)?[Rr]epository>|<mirror>|<add\s+key=|\bmaven\s*\{|"repositories"|(?:^|\n):sources:|\b(?:default_|custom_)?channels\s*:/;
/** Settings files by their own keys (`registry=` in .npmrc, `source "…"` in a Gemfile): the file must be one. */
const FILE_KEY =
  /(?:\bregistry["']?\s{0,4}[=:]\s{0,4}\[?\s{0,4}["']?|\bsource\s{1,4}\(?["'])(?:sparse\+|git\+|registry\+)?$/i;
/** An option (`--source`, `-Source`, `--registry`) is a package source only beside a package manager. */
const OPTION =
  /(?:(?:\s|^)--(?:(?:extra-)?index(?:-url)?|default-index|registry|source|channel|add-repo|repository|find-links)(?:=|\s{1,4})|-(?:SourceLocation|Location|Source)\s{1,4})["']?(?:[\w-]{1,40}=)?(?:sparse\+|git\+|registry\+)?$/i;
const MANAGER_WORD =
  /\b(?:pip[23]?|pipx|uv|npm|pnpm|yarn|bun|npx|poetry|pipenv|gem|cargo|conda|mamba|micromamba|dotnet|nuget|choco|winget|apk|composer|bundle|go|dnf|yum|zypper|Install-Package|Install-Module|Install-Script|Register-PSRepository|Set-PSRepository|Register-PackageSource|Register-PSResourceRepository)\b/i;

/**
 * A direct reference (PEP 508 `name @ URL`): a source in a requirements or project file, or beside a manager. Read
 * only when the text before the URL ends in `@` (this and the next shape are kept out of SOURCE_BEFORE, which every
 * URL is tried against).
 */
const DIRECT_REF = /(?:^|[\s"',[])[A-Za-z0-9][\w.-]{0,99}(?:\[[^\]\n]{0,80}\])?\s{0,4}@\s{0,4}(?:git\+)?$/;
/**
 * A requirement line of a file pip reads by `-r` whatever its name (`deps.txt`): a VCS URL opening the line
 * (`git+https://…`, `-e git+…`, `name @ git+…`), or `name @ URL` of a wheel or archive.
 */
const REQUIREMENT_VCS =
  /^\s{0,8}(?:(?:-e|--editable)(?:=|\s{1,4}))?(?:[A-Za-z0-9][\w.-]{0,99}(?:\[[^\]\n]{0,80}\])?\s{0,4}@\s{0,4})?(?:git|hg|svn|bzr)\+$/;
const REQUIREMENT_REF = /^\s{0,8}[A-Za-z0-9][\w.-]{0,99}(?:\[[^\]\n]{0,80}\])?\s{0,4}@\s{0,4}$/;
const ARCHIVE_URL = /\.(?:whl|tar\.gz|tgz|zip)(?:#[^\s]{0,200})?$/i;
const REQUIREMENTS_LIKE = /\.(?:txt|in)$/i;
const requirementLine = (before: string, url: string): boolean =>
  REQUIREMENT_VCS.test(before) || (REQUIREMENT_REF.test(before) && ARCHIVE_URL.test(url));
const DIRECT_REF_FILE =
  /(?:^|\/)(?:requirements[\w.-]{0,40}\.(?:txt|in)|constraints[\w.-]{0,40}\.txt|pyproject\.toml|setup\.(?:py|cfg)|Pipfile|environment\.ya?ml)$/i;
/** `"name": "URL"`: a source only as a dependency of a package.json. */
const DEPENDENCY_VALUE = /"[\w@/.-]{1,214}"\s{0,4}:\s{0,4}"(?:git\+)?$/;
const PACKAGE_JSON = /(?:^|\/)package\.json$/i;

/** Whether the line at `index` of a JSON file sits in an object whose key is `key` (the nearest object key above). */
function inObject(text: string, index: number, key: RegExp): boolean {
  const above = text.slice(Math.max(0, index - 6000), index);
  let last: string | undefined;
  for (const m of above.matchAll(/"([\w-]{1,60})"\s{0,4}:\s{0,4}\{/g)) last = m[1];
  return last !== undefined && key.test(last);
}

/** Files of a manager's settings (shipped, or named by the heredoc or write a few lines above). */
const CONFIG_NAME =
  /(?:^|[\s/"'`>])(?:pip\.(?:conf|ini)|pyproject\.toml|uv\.toml|poetry\.toml|Pipfile|\.condarc|\.gemrc|condarc|environment\.ya?ml|\.npmrc|Cargo\.toml|\.yarnrc(?:\.yml)?|bunfig\.toml|Gemfile|config\.toml|\.cargo\/config|composer\.json|nuget\.config|NuGet\.Config|pom\.xml|settings\.xml|build\.gradle(?:\.kts)?|settings\.gradle(?:\.kts)?|sources\.list(?:\.d\/[\w.-]{1,60})?|[\w.-]{1,60}\.repo|go\.env|\.bundle\/config)(?=$|[\s"'`;)])/i;

/**
 * A settings file's part, template or example to merge or copy (`composer.fragment.json`, `.npmrc.example`,
 * `pip.conf.template`): read as the file it becomes.
 */
const CONFIG_VARIANT =
  /\.(?:fragment|template|tmpl|tpl|example|sample|dist|partial|snippet|patch|default|orig)(?=\.|$)/gi;

/** A package-manager word, a source noun and a URL in one sentence: prose that tells the agent to set a source. */
const PROSE_MANAGER =
  /\b(?:pip|pypi|npm|yarn|pnpm|bun|conda|mamba|gem|bundler|cargo|crates|composer|nuget|poetry|uv|pipenv|maven|gradle|homebrew|brew)\b|\bgo\s+modules?\b|包管理|パッケージ/i;
const PROSE_SOURCE =
  /(?:\b(?:index(?:-url)?|registry|mirror|source|channel|feed|repository|repo|proxy|tap|Index|Registry|Spiegel|Quelle|Paketquelle|Paketindex|Paketspiegel|registro|índice|indice|espejo|fuente|dépôt|miroir|espelho|repositório|repositorio|lustro|rejestr)\b|源|镜像|鏡像|索引|仓库|倉庫|レジストリ|ミラー|インデックス|リポジトリ|미러|저장소|레지스트리)/i;
/**
 * Words holding a source noun that name no package source: "open source", "source code", 资源 (resources),
 * 开源 (open source), 来源 (where something comes from). The noun must also stand near the URL it sets.
 */
const NOT_SOURCE = /open[\s-]?source|source[\s-]code|资源|开源|来源|電源|电源/gi;
export const URL_COMMAND =
  /\b(?:git\s+(?:clone|remote\s+add\s+\S{1,60}|submodule\s+add)|curl|wget|iwr|irm|Invoke-WebRequest|Invoke-RestMethod)\b(?:\s+-{1,2}[\w-]{1,30}(?:[=\s]\S{1,60})?){0,6}\s+["']?$/i;
const CLAUSE_END = /https?:\/\/|[.;,!?](?:\s|$)|\s(?:and|und|et|y|e)\s|[。；，]/;
const PROSE_SET =
  /\b(?:set|use|point|add|configure|switch|replace|change|install\s+from|pull\s+from|fetch\s+from|setze|setzen|verwende|verwenden|nutze|füge|trage|usa|use|configura|configure[zr]?|utilise[zr]?|ajoute[zr]?|remplace[zr]?|defina|adicione|aggiungi|imposta)\b|设置|使用|配置|添加|替换|設定|使用して|追加/i;

/**
 * An order to install from a source named right before its URL, in one sentence: "install `x` from our mirror at
 * URL", "Instala `x` con pip desde nuestro espejo URL", "pip で社内ミラー URL から…インストール". A package word or a
 * manager in the sentence; the noun (a mirror, registry, index, channel or repository, not "source" or "feed",
 * which name pages) within a few words before the URL.
 */
const INSTALL_VERB =
  /\b(?:install|installs|installing|installiere|installieren|installez|installer|instala|instale|instalar|installa|installare|zainstaluj)\b(?![./-])|安装|安裝|インストール|설치/i;
const PACKAGE_WORD =
  /\b(?:pip|pypi|npm|yarn|pnpm|bun|conda|mamba|gems?|bundler|cargo|crates?|composer|nuget|poetry|uv|pipenv|wheels?|packages?|paquetes?|Pakete?|paquets?|pacotes?|pacchett[oi]|pakiet(?:y|u)?)\b|包管理|软件包|安装包|依赖|パッケージ|패키지/i;
/** What every INSTALL_VERB match holds. */
const INSTALL_WORD = /instal|安装|安裝|インストール|설치/i;
const NOUN_BEFORE_URL =
  /(?:\b(?:mirror|registry|index|channel|repository|repo|Spiegel|Paketquelle|Paketindex|Paketspiegel|espejo|índice|registro|miroir|dépôt|espelho|repositório|repositorio|lustro)\b|镜像|鏡像|仓库|倉庫|レジストリ|ミラー|リポジトリ|インデックス|미러|저장소|레지스트리)[^.;!?\n。]{0,25}$/i;
/**
 * A package index named as a setting in prose, a list or a table right before its URL (`**Package index:** URL`,
 * `| index-url | URL |`, `package_index: URL`), or an order that points a manager at the URL ("point pip at URL",
 * "tell npm to use URL", "replace PyPI with URL").
 */
const PROSE_KEY =
  /\b(?:(?:python\s+)?package[\s_-]?(?:index(?:[\s_-]url)?|source|registry|mirror|feed|repository)|pip[\s_-]index(?:[\s_-]url)?|pypi[\s_-](?:mirror|index)|npm[\s_-]registry|(?:extra[\s_-])?index[\s_-]url)(?:\*\*|`)?\s{0,3}[:|=](?:\*\*)?\s{0,3}(?:\|\s{0,3})?[\x60"'<]?$/i;
const PROSE_POINT =
  /\b(?:point|direct|tell|configure|switch|set)\s+(?:pip|npm|uv|yarn|pnpm|poetry|pipenv|conda|mamba|cargo|gem|bundler|composer|nuget)\b[^.\n]{0,40}?\b(?:at|to|with)\s{1,3}[\x60"'<]?$|\breplace\s+(?:pypi(?:\.org)?|npmjs(?:\.org)?|the\s+(?:default|public|npm|pip|pypi)\s+(?:registry|index)|crates\.io|rubygems(?:\.org)?)\b[^.\n]{0,40}?\bwith\s{1,3}[\x60"'<]?$/i;
const POINT_WORD =
  /pip|npm|pypi|uv|yarn|poetry|conda|mamba|cargo|gem|bundler|composer|nuget|crates|rubygems/i;
const POINT_VERB = /\b(?:point|direct|tell|configure|switch|set|replace)\b/i;
const SENTENCE_END = /[.!?](?:\s|$)|[。！？]/g;

/** The sentence around `[at, end)` of `text` (at most 200 characters before and 160 after). */
function sentenceOf(text: string, at: number, end: number): string {
  const before = text.slice(Math.max(0, at - 200), at);
  let from = 0;
  for (const m of before.matchAll(SENTENCE_END)) from = m.index + m[0].length;
  const after = text.slice(end, end + 160);
  SENTENCE_END.lastIndex = 0;
  const stop = SENTENCE_END.exec(after)?.index ?? after.length;
  return before.slice(from) + text.slice(at, end) + after.slice(0, stop);
}

/** A page the reader is sent to (`(see URL)`, `see also URL`), not a setting. */
const SEE_PAGE = /\bsee\s{1,3}(?:also\s{1,3})?$/i;
const URL_IN_LINE = /\bhttps?:\/\/[^\s"'`<>)\]]{1,500}/gi;

interface Source {
  readonly hit: TextHit;
  readonly http: boolean;
  readonly signed: boolean;
  readonly httpOk: boolean;
}

/** The package sources a line names (a URL in a setting, option, command or install), before any keep-filter. */
function sourcesIn(file: AuditText, starts: readonly number[], line: AuditLine, config: boolean): Source[] {
  const out: Source[] = [];
  let seen = 0;
  // The install order of prose is read only on a line with an install word (one test a line, not one a URL).
  let installs: boolean | undefined;
  const installWord = () => (installs ??= INSTALL_WORD.test(line.text));
  let rare: boolean | undefined;
  let lineWords: { see: boolean; key: boolean } | undefined;
  let pointWords: boolean | undefined;
  const requirementsLike = REQUIREMENTS_LIKE.test(file.path);
  eachMatch(URL_IN_LINE, line.text, (m) => {
    // The first URLs of a line: a source is not buried behind hundreds of others, and a long line stays linear.
    if (++seen > 100) return;
    const before = line.text.slice(Math.max(0, m.index - 220), m.index);
    let shape = sourceShape(before);
    if (shape === null) {
      rare ??= RARE_WORDS.test(line.text);
      if (rare) shape = RARE_BEFORE.exec(before);
    }
    let kind: "no" | "plain" | "signed" = "no";
    if (shape) kind = shapeHolds(file, starts, line, shape[0], config);
    else if (requirementsLike && requirementLine(before, m[0])) kind = "plain";
    else if (/[@"]\s{0,4}(?:git\+)?$|^\s{0,16}'$/.test(before.slice(-20)))
      kind = urlValue(file, starts, line, before);
    else {
      const from = Math.max(0, m.index - 200);
      const sentence = line.text.slice(from, m.index + m[0].length + 120);
      // A URL given to a command (`git clone URL`, `curl URL`) is that command's, read by its own rules.
      const head = line.text.slice(Math.max(0, m.index - 120), m.index);
      let command: boolean | undefined;
      const given = () => (command ??= URL_COMMAND.test(head));
      // Each shape's words are asked once a line: most URL lines hold none of them.
      lineWords ??= {
        see: /\bsee\b/i.test(line.text),
        key: /index|registry|mirror|package/i.test(line.text),
      };
      const words = lineWords;
      // The line's manager and verb words only after a point order in the 80 characters (two scans of a long line).
      const point = () => (pointWords ??= POINT_WORD.test(line.text) && POINT_VERB.test(line.text));
      const tail = head.slice(-80);
      if (words.see && SEE_PAGE.test(tail)) return;
      if (((words.key && PROSE_KEY.test(tail)) || (PROSE_POINT.test(tail) && point())) && !given())
        kind = "plain";
      if (kind === "no" && PROSE_MANAGER.test(sentence) && PROSE_SET.test(sentence) && !given()) {
        // The source noun near the URL (100 characters before, 60 after), words that only hold one blanked.
        const near = sentence.replace(NOT_SOURCE, (w) => " ".repeat(w.length));
        const at = m.index - from;
        // After the URL up to the next URL or clause: a noun there names what comes next ("docs at A and the repository at B").
        const after = near.slice(at + m[0].length, at + m[0].length + 60).split(CLAUSE_END, 1)[0]!;
        if (PROSE_SOURCE.test(near.slice(Math.max(0, at - 100), at) + after)) kind = "plain";
      }
      // Cheapest first: a source noun just before the URL is rare.
      if (
        kind === "no" &&
        installWord() &&
        NOUN_BEFORE_URL.test(head) &&
        NOUN_BEFORE_URL.test(head.replace(NOT_SOURCE, " ")) &&
        !given()
      ) {
        const whole = sentenceOf(line.text, m.index, m.index + m[0].length);
        if (INSTALL_VERB.test(whole) && PACKAGE_WORD.test(whole)) kind = "plain";
      }
    }
    if (kind === "no") return;
    const url = m[0].replace(/[.,;:]+$/, "");
    out.push({
      hit: { index: line.index + m.index, length: url.length },
      http: /^http:/i.test(url),
      signed: kind === "signed",
      httpOk: shape !== null && SIGNED_OVER_HTTP.test(shape[0]),
    });
  });
  return out;
}

/**
 * A direct reference (`name @ URL`), a package.json dependency or an import map's specifier given as a URL, or
 * an item of setup.py's `dependency_links` list on a line of its own.
 */
function urlValue(
  file: AuditText,
  starts: readonly number[],
  line: AuditLine,
  before: string,
): "no" | "plain" {
  if (DIRECT_REF.test(before))
    return DIRECT_REF_FILE.test(file.path) || MANAGER_WORD.test(line.text.slice(0, 400)) ? "plain" : "no";
  if (/^\s{0,16}["']$/.test(before))
    return LINKS_LIST.test(around(file, starts, line.index, 8, 0, 1500)) ? "plain" : "no";
  if (PACKAGE_JSON.test(file.path))
    return DEPENDENCY_VALUE.test(before) && inObject(file.text, line.index, /dependencies$/i)
      ? "plain"
      : "no";
  return IMPORT_MAP.test(file.path) &&
    DEPENDENCY_VALUE.test(before) &&
    inObject(file.text, line.index, /^imports$/)
    ? "plain"
    : "no";
}

/** setuptools' `dependency_links = [` opened above a list item (and not closed before it). */
const LINKS_LIST = /\bdependency_links\s{0,3}=\s{0,3}\[[^\]]{0,1500}$/;
/** Deno's settings and import maps: a bare specifier mapped to a URL is where that import is fetched from. */
const IMPORT_MAP = /(?:^|\/)(?:deno\.jsonc?|import[_-]map\.json|[\w.-]{1,60}\.importmap)$/i;

/**
 * Whether a matched shape is a source here (generic keys under a sources section, file keys in a settings file,
 * options beside a manager), and whether its manager checks signatures whatever the host.
 */
function shapeHolds(
  file: AuditText,
  starts: readonly number[],
  line: AuditLine,
  shape: string,
  config: boolean,
): "no" | "plain" | "signed" {
  // A proxy the install goes through is no source: TLS to the index still holds.
  if (/(?:\s|^)--proxy[=\s]\s{0,3}["']?$/.test(shape)) return "no";
  const configHere = () => config || CONFIG_NAME.test(around(file, starts, line.index, 6, 0, 1500));
  if (GENERIC_KEY.test(shape)) {
    const above = around(file, starts, line.index, 8, 0, 1500);
    if (!configHere() || !SOURCE_SECTION.test(above)) return "no";
    return JVM_SECTION.test(above) ? "signed" : "plain";
  }
  if (FILE_KEY.test(shape))
    return configHere() || MANAGER_WORD.test(line.text.slice(0, 400)) ? "plain" : "no";
  if (OPTION.test(shape) && !MANAGER_WORD.test(around(file, starts, line.index, 1, 0, 600))) return "no";
  return SIGNED_SOURCE.test(shape) ? "signed" : "plain";
}

/**
 * A source option or setting given a name instead of a URL (`--index-url "$INDEX"`, `"--index-url", MIRROR`,
 * `--source $feed`, `PIP_INDEX_URL=$X`, a Makefile's `$(INDEX)`): group 1, 2, 3 or 4 is the name.
 */
const BY_NAME =
  /(?:(?:^|[\s"'])--(?:(?:extra-)?index(?:-url)?|default-index|registry|source|find-links|channel)(?:=|["']?\s{0,4},?\s{0,4})|\s-[if]\s{1,4}|-(?:SourceLocation|Source)\s{1,4}|\b(?:PIP_[A-Z_]{0,20}URL|UV_[A-Z_]{0,20}INDEX[A-Z_]{0,10}|NPM_CONFIG_REGISTRY|npm_config_registry|GOPROXY)=|\bconfig\s+set\s+(?:global\.)?(?:index-url|registry)\s{1,4})["']?(?:\$\{?([A-Za-z_]\w{0,40})\}?|\{([A-Za-z_]\w{0,40})\}|([A-Za-z_]\w{0,40})(?=\s{0,4}[,)\]])|\$\(([A-Za-z_]\w{0,40})\))/g;

/** What every BY_NAME match holds, tested first (most lines hinted for this rule are code with `index` in it). */
const BY_NAME_WORDS =
  /--(?:extra-|default-)?index|--registry|--source|--find-links|--channel|\s-[if]\s|-Source|URL=|INDEX[A-Z_]{0,10}=|REGISTRY=|registry=|GOPROXY=|config\s+set/;

/** A default given to an environment variable's value (`os.environ.get("X", URL)`, `process.env.X || URL`). */
const DEFAULT_OF = String.raw`(?:(?:os\.environ\.get|os\.getenv|getenv)\(\s{0,3}["'][\w-]{1,60}["']\s{0,3},\s{0,3}|process\.env\.\w{1,60}\s{0,3}(?:\|\||\?\?)\s{0,3})?`;
/** A name set from a decoded string: no URL to read, its offset. */
const decodedOf = (text: string, name: string): { url: string; index: number } | undefined => {
  const index = decodedValue(text, name);
  return index === undefined ? undefined : { url: "", index };
};

/** The URL a name is set to in the file (`INDEX=https://…`, `MIRROR = "https://…"`, `$feed = "https://…"`, `INDEX ?= …`), and where. */
function urlOfName(text: string, name: string): { url: string; index: number } | undefined {
  const set = new RegExp(
    String.raw`(?:^|[\s;(])(?:export\s+|set\s+|const\s+|let\s+|var\s+|\$)?${name}\s{0,3}[:?+]?=\s{0,3}${DEFAULT_OF}["']?(https?:\/\/[^\s"'\`<>)\]]{1,500})`,
    "m",
  ).exec(text);
  return set ? { url: set[1]!, index: set.index + set[0].length - set[1]!.length } : undefined;
}

/** Sources given by a name set to a URL elsewhere in the file, beside a manager (`names`: each name looked up once a file). */
function sourcesByName(
  file: AuditText,
  starts: readonly number[],
  line: AuditLine,
  names: Map<string, { url: string; index: number } | undefined>,
  out: TextHit[],
): void {
  let seen = 0;
  let manager: boolean | undefined;
  eachMatch(BY_NAME, line.text, (m) => {
    // The first names of a line: a long line stays linear.
    // The manager may stand on the lines above (an argument list wrapped one item a line).
    if (++seen > 20) return;
    manager ??=
      MANAGER_WORD.test(line.text.slice(0, 400)) ||
      MANAGER_WORD.test(around(file, starts, line.index, 2, 0, 400));
    if (!manager) return;
    const name = m[1] ?? m[2] ?? m[3] ?? m[4]!;
    if (!names.has(name)) names.set(name, urlOfName(file.text, name) ?? decodedOf(file.text, name));
    const set = names.get(name);
    // A name set from a decoded string has no host to keep (package-hidden.ts).
    if (!set || (set.url !== "" && keptSource(file, starts, set.url, set.index))) return;
    out.push({ index: line.index + m.index, length: m[0].length });
  });
}

/** An argument list wrapped one item a line: the option's value is the next line's first item (`"--index-url",\n INDEX,`). */
const WRAPPED_OPTION = /["']--(?:(?:extra-)?index(?:-url)?|registry|find-links)["']\s{0,4},\s{0,4}$/;
function withNextItem(file: AuditText, line: AuditLine): AuditLine {
  if (!WRAPPED_OPTION.test(line.text.slice(-80))) return line;
  const next = file.text.slice(line.index + line.text.length + 1, line.index + line.text.length + 200);
  return { index: line.index, text: `${line.text} ${next.split("\n", 1)[0]!.trim()}` };
}

/**
 * Package sources on hosts that are not a manager's default or a known mirror: high, unless the source is a
 * company's own (HTTPS with the user's credentials, a private host) or, for managers that check signatures,
 * unless those checks stay on.
 */
export function packageSources(file: AuditText, lines: readonly AuditLine[], company?: TextHit[]): TextHit[] {
  const out: TextHit[] = [];
  const starts = startsOf(file);
  const config =
    CONFIG_NAME.test(`/${file.path}`) || CONFIG_NAME.test(`/${file.path.replace(CONFIG_VARIANT, "")}`);
  // A test's fixture installs nothing.
  if (TEST_FILE.test(file.path)) return out;
  const names = new Map<string, { url: string; index: number } | undefined>();
  for (const line of lines) {
    if (!line.text.includes("://")) {
      if (/[$,{]/.test(line.text) && BY_NAME_WORDS.test(line.text))
        sourcesByName(file, starts, withNextItem(file, line), names, out);
      continue;
    }
    for (const s of sourcesIn(file, starts, line, config)) {
      const url = file.text.slice(s.hit.index, s.hit.index + s.hit.length);
      const kept = keptAs(file, starts, url, s.hit.index);
      if (kept === "kept") continue;
      // Managers that check signatures: a source counts only with those checks off (or over plain http where refused).
      if (
        s.signed &&
        !CHECKS_OFF.test(around(file, starts, s.hit.index, 8, 8, 1500)) &&
        !(s.http && !s.httpOk)
      )
        continue;
      // Kept as a company's registry (credentials asked): the caller may report it lower.
      if (kept === "company") company?.push(s.hit);
      else out.push(s.hit);
    }
  }
  return out;
}
