// The words of credential-handoff.ts: a credential read in code of any language, the file or variable it is
// handed to, and the sends of languages other than shell and Python (the per-file sink list is mostly
// those two). Each list comes from the languages' own documentation of reading files and sending data.
import { CREDENTIAL_PATH, ENV_DUMP } from "../vocab.js";
import { TOOL_CREDENTIAL_PATH } from "./exfil-words.js";

/**
 * Credential stores the shared path list leaves out because prose names them harmlessly, safe to add where a
 * read, a hand-off and a send must all be there: database client passwords, a bare GPG home, the Telegram
 * session folder, a `.env` read whole by a shell command (a program's own `.env`
 * read line by line is its configuration).
 */
const MORE_STORES = String.raw`\.pgpass\b|rclone[/\\]rclone\.conf\b|\.config[/\\]hcloud[/\\]cli\.toml|\.config[/\\]hub\b|credentials\.tfrc\.json|\.my\.cnf\b|\.gnupg\b|\.s3cfg\b|\.boto\b|\.terraform\.d[/\\]credentials|TelegramDesktop[/\\]tdata\b|\.oci[/\\]config\b|\.config[/\\]doctl\b|\b(?:base64|xxd|gzip|zip|tar|cp|scp|od)\s+(?:-\S{1,10}\s+){0,3}["']?(?:[~$\w.-]{0,100}\/)?\.env(?![\w.-])`;
/** A whole environment handed on: `env: process.env`, `{...process.env}`, `dict(os.environ)`, `ENV.to_h`. */
const ENV_WHOLE = String.raw`(?:[:=(,]\s{0,4}|\.\.\.)process\.env\s*[,)}\]]|\bos\.environ\s*[,)}\]]|\b(?:env|printenv)\s*>{1,2}\s*\S`;
export const HANDOFF_CREDENTIAL = new RegExp(
  `${CREDENTIAL_PATH}|${MORE_STORES}|${ENV_DUMP}|${ENV_WHOLE}`,
  "i",
);

/** The cheap test before the costly one: a file without one of these words holds no credential read. */
export const HANDOFF_HINT =
  /\.ssh|id_(?:rsa|ed25519|ecdsa)|\.aws|gcloud|application_default|\.azure|\.kube|\.docker|npmrc|pypirc|netrc|git-credentials|gnupg|pgpass|my\.cnf|s3cfg|\.boto|\.oci|doctl|vault-token|keychain|login data|local state|cookies|logins\.json|key[34]\.db|wallet|electrum|exodus|metamask|keystore|tdata|leveldb|local storage|hosts\.yml|_history|\.env\b|environ|process\.env|env:|printenv|\benv\s*>|tojson\(\s*secrets|getenv\(\s*\)|getenvironmentvariables|\.credentials|auth\.json|shadow|clipboard|pbpaste|rclone|hcloud|tfrc|\.config\/hub|oauth_creds|huggingface|wrangler|vercel|netlify|\.fly|supabase|railway|stripe|gradle|nuget|composer|\.sbt|ivy2|databricks|snowflake|\.dbt|kaggle|firebase|\.expo|twilio|circleci|glab|\.tsh|doppler|microsoft|filezilla|\.purple|signal|slack/i;

/** Reading, copying or packing a file (on the credential's line or the three after). */
export const READS =
  /\b(?:cat|cp|tar|zip|7z|base64|xxd|gzip|open|fopen|read\w{0,12}|Read\w{0,12}|load|copy\w{0,6}|Copy\w{0,6}|Copy-Item|Get-Content|gc|type|glob|Glob|GetFiles|file_get_contents|binread|slurp|rsync|Compress-Archive|ZipFile|tarfile|stringify|dumps?|Environ|getenv|Get-ChildItem)\b|\.(?:add|write)\(|<\s*["'$~]/;

/** Writing, packing or copying somewhere: where the credential's text is handed to. */
export const WRITES =
  /(?:^|[^<>=!-])>{1,2}\s*["'$/~\w.]|\b(?:Out-File|Set-Content|Add-Content|Compress-Archive|Copy-Item|Export-Clixml|tee|ZipFile|tarfile|file_put_contents|fwrite|appendFile\w{0,4}|writeFile\w{0,4}|WriteFile|WriteAll\w{0,8}|write_text|write_bytes|binwrite|copyfile|copytree|copy2?|make_archive)\b|\b(?:tar|zip|7z|cp|rsync)\s+-?\w|["'](?:tar|zip|7z|cp|rsync|Compress-Archive)["']\s*,|\b(?:File|IO|fs)(?:::|\.)(?:write|copy|Copy)\w{0,8}|\.(?:write|add|dump|Copy|CopyTo)\(|\bopen\s*\([^\n)]{0,200}["'](?:w|a|wb|ab|w\+|a\+)["']/;

/** A name given a value: `x = …`, `x := …`, `$x = …`, `my $x =`, `KEY ?= …` (Make), `as fh:`, `for f in …`. */
export const ASSIGNS_G =
  /^\s*(?:(?:const|let|var|my|local|export|set|readonly|declare|val|auto|string|String)\s+)?\$?([A-Za-z_]\w{0,40})(?:\s*\[[^\]\n]{0,60}\])?(?:\s*,\s*\$?\w{1,40})*\s*(?::=|\+?=|\?=|\|=)(?![=>])|\bas\s+([A-Za-z_]\w{0,40})\s*:|\bfor(?:each)?\s*\(?\s*(?:(?:const|let|var)\s+)?\$?([A-Za-z_]\w{0,40})\s+(?:in|of)\b|\badd_argument\(\s*["']--?([A-Za-z_][\w]{0,40})["'][^\n]{0,200}\bdefault\s*=|\|\s*([A-Za-z_]\w{0,40})\s*\|/g;

/** An environment variable set for a later step or file: `export X=`, `$env:X =`, `os.environ["X"] =`, `X=… >> $GITHUB_ENV`. */
export const ENV_SET_G =
  /\bexport\s+([A-Z_][A-Z0-9_]{2,60})=|\$env:([A-Za-z_]\w{2,60})\s*=(?!=)|\bos\.environ\[\s*["'](\w{3,60})["']\s*\]\s*=(?!=)|\bprocess\.env(?:\.(\w{3,60})|\[\s*["'](\w{3,60})["']\s*\])\s*=(?!=)|\bENV\[\s*["'](\w{3,60})["']\s*\]\s*=(?!=)|\b(?:Setenv|putenv|SetEnvironmentVariable)\(\s*["'](\w{3,60})["']|["']?\b([A-Z_][A-Z0-9_]{2,60})=[^\n]{0,300}>>\s*["']?\$\{?GITHUB_(?:ENV|OUTPUT)\b/g;

/** Names that every line passes on (loop counters, errors): they would tie the whole file together. */
export const NOT_A_NAME = new Set([
  "i",
  "j",
  "k",
  "n",
  "_",
  "e",
  "ok",
  "err",
  "ex",
  "the",
  "and",
  "for",
  "self",
  "this",
]);

/** A temporary or per-user cache folder asked of the runtime or written out. */
export const TEMP_PLACE =
  /\/tmp\/|\/var\/tmp\/|\/dev\/shm\/|\$\{?TMPDIR|%TEMP%|\$env:(?:TEMP|TMP|LOCALAPPDATA|APPDATA)\b|\btempfile\.\w{1,20}\(|\btmpdir\(\)|\bGetTempPath\(\)|\bTempDir\(\)|java\.io\.tmpdir|\bDir\.tmpdir\b|\btemp_dir\(\)|\bsys_get_temp_dir\(\)|\.cache[/\\]/i;

/** A file name worth following: data or an archive by its extension, or a dot-file (`.metrics-cache`). */
export const STAGE_NAME_G =
  /(?<![\w.*$%{-])(\.[A-Za-z][\w-]{2,40}|[\w-]{2,60}\.(?:json|txt|log|tgz|tar|gz|zip|7z|rar|dat|db|bin|csv|ya?ml|xml|b64|enc|cache|out|bak|pem|tmp|dump|sqlite|ndjson))(?![\w-]|\.\w)/g;
/** A quoted folder or file name on a line that asks for the temporary folder (`Path.Combine(GetTempPath(), "sync")`). */
export const QUOTED_NAME_G = /["']([\w][\w.-]{3,60})["']/g;
/** Dot-names that are folders every tool has, not a hand-off. */
export const COMMON_DOT =
  /^\.(?:git|github|gitignore|gitattributes|gitmodules|config|local|cache|vscode|venv|bashrc|zshrc|profile|npmignore|dockerignore|editorconfig|prettierrc|eslintrc|nvmrc|tool-versions|env|ssh|aws|kube|docker|azure|gnupg|mozilla|npmrc|netrc|pypirc|json|txt|log|tgz|zip|yml|yaml|ldb|exe|dll|so|md|sh|py|js|ts|ps1|rb|go)$/i;

/**
 * Sends of other languages (inventory, round 27): Go `http.NewRequest("POST"`, `net.Dial`, `smtp.SendMail`;
 * Ruby `Net::HTTP::Post`, RestClient/Faraday/HTTParty, `TCPSocket`; Node `net.connect`, `dns.resolve`,
 * `sendMail`; Rust reqwest `.post(…)` with a body, `TcpStream::connect`; Java `.POST(`, `setDoOutput`,
 * `new Socket(`; PHP `CURLOPT_UPLOAD`, `fsockopen`, `'method' => 'POST'`; Lua `http.request(url, body)`,
 * `socket.tcp`; Perl `->post(`, `IO::Socket::INET`; Python `Request(…, data=`, `storbinary`, `sftp.put`,
 * `upload_file`; PowerShell `-InFile`; and argv lists (`exec.Command("git", …, "push"`, `["curl", "-F"`).
 */
export const CODE_SEND =
  /\bhttp\.NewRequest(?:WithContext)?\(\s*(?:ctx\s*,\s*)?(?:"(?:POST|PUT|PATCH)"|http\.Method(?:Post|Put|Patch))|\bnet\.Dial\w{0,8}\(|\bsmtp\.SendMail\(|\bnet\.Lookup\w{2,6}\(|\bNet::HTTP::(?:Post|Put|Patch)\b|\b(?:RestClient|Faraday|HTTParty|Excon|Typhoeus)\.(?:post|put|patch)\b|\bTCPSocket\.(?:new|open)\b|\bNet::SMTP\b|\bnet\.(?:connect|createConnection)\(|\bdns(?:\.promises)?\.(?:resolve\w{0,6}|lookup)\(\s*\x60|\.sendMail\(|\bnew\s+WebSocket\(|\.post\([^\n]{0,300}\)\s*\.(?:body|json|form|multipart|send)\(|\bTcpStream::connect\b|\bUdpSocket\b|\.POST\(|\bBodyPublishers\.of\w{0,8}\(|\bsetDoOutput\(\s*true|\bnew\s+Socket\(|\bTransport\.send\(|\bCURLOPT_UPLOAD\b|\bfsockopen\(|["']method["']\s*=>\s*["'](?:POST|PUT)["']|\bhttp\.request\(\s*[^,()\n]{1,200},\s*[\w"']|\bsocket\.(?:tcp|udp|connect)\(|->\s*(?:post|put|request)\(|\bIO::Socket::INET\b|\bRequest\([^\n]{0,300}\bdata\s*=|\bstorbinary\(|\bsftp\.put\(|\.put_object\(|\.upload_(?:file|fileobj)\(|\s-InFile\s|\.UploadFile\w{0,5}\(|\bTcpClient\b|\bSmtpClient\b|\bSendAsync\(|\bsocket\.create_connection\(/;
/** A command written as an argv list: `exec.Command("git", "-C", d, "push")`, `["curl", "-T", f, url]`, `system("scp", …)`. */
export const ARGV_SEND =
  /["']git["'][^\n]{0,200}["']push["']|["']curl["'][^\n]{0,200}["'](?:-d|-F|-T|--data[\w-]{0,8}|--upload-file|--form|POST)["']|["'](?:scp|rsync|nc|ncat|sftp)["']\s*,|["']aws["']\s*,\s*["']s3["']\s*,\s*["'](?:cp|sync|mv)["']|["']gsutil["']\s*,\s*["'](?:cp|rsync)["']|["']rclone["']\s*,\s*["'](?:copy|sync)["']/;

/** A file sent whole by its path: `curl -T path`, `-F f=@path`, `--data-binary @path`, `-InFile path`. */
export const SENDS_FILE =
  /\s-T\s|--upload-file\b|[=\s]@["']?[~$/.\w]|\s-InFile\s|\bUploadFile\w{0,5}\(|\bfiles\s*=/;

/** Logins the credential-flow list leaves out: a client's basic auth, an API key header or query parameter. */
export const MORE_LOGIN =
  /\bbasic_auth\b|\s-Headers\s|\bX-API-Key\b|[?&](?:key|api_key|apikey|token|access_token)=/i;

/** A credential file written, not read: `cat > ~/.agent/config.env <<EOF`, `echo … > ~/.npmrc`, `tee ~/.netrc`. */
export const WRITES_STORE =
  /\bcat\s*>|\btee\s|>{1,2}\s*["']?[~$\w./{}-]{0,200}(?:\.env|credentials|config(?:\.json)?|\.npmrc|\.netrc|\.pgpass|\.pypirc)\b/;

/** A credential's own service, by the words of its path: sent there, it is the login it was made for. */
export const OWN_SERVICE: readonly (readonly [RegExp, RegExp])[] = [
  [/\.aws\b|\.s3cfg|\.boto/i, /amazonaws\.com|\baws\s+\w|\bboto3\b|aws-sdk/i],
  [/gcloud|application_default/i, /googleapis\.com|\bgsutil\b|\bgcloud\s|google\.(?:auth|cloud)/i],
  [/\.azure\b/i, /azure\.(?:com|net)|windows\.net|microsoft(?:online)?\.com|\baz\s+\w/i],
  [/\.docker\b/i, /docker\.(?:io|com)|ghcr\.io|\bdocker\s+(?:push|login)\b/i],
  [/npmrc/i, /npmjs\.(?:org|com)|\bnpm\s+(?:publish|whoami)\b/i],
  [/pypirc/i, /pypi\.org|\btwine\b/i],
];
