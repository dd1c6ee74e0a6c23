// The audit's shared vocabulary: hosts and URLs, programs that run what they are fed, paths that
// hold credentials, and the ways data leaves a machine. Every expression has bounded repetition, so
// matching stays linear in the input (bench/audit-linear.mjs).

/** A URL's host is one that is made for receiving or hosting anonymous data. */
export const EXFIL_HOSTS =
  /(?:^|\.)(?:webhook\.site|requestbin\.(?:com|net)|pipedream\.net|ngrok(?:-free)?\.(?:io|app|dev)|serveo\.net|loca\.lt|localtunnel\.me|pastebin\.com|paste\.ee|hastebin\.com|ghostbin\.\w+|dpaste\.(?:com|org)|rentry\.(?:co|org)|transfer\.sh|0x0\.st|termbin\.com|file\.io|interact\.sh|oast\.(?:fun|live|site|online|pro|me)|burpcollaborator\.net|canarytokens\.com|glot\.io|trycloudflare\.com|controlc\.com|justpaste\.it|paste\.rs|pastes\.dev|privatebin\.net|bin\.sh|ix\.io|sprunge\.us|mega\.nz|anonfiles\.com|gofile\.io|catbox\.moe|temp\.sh|bashupload\.com)$/i;
/** Hosts whose pages hold text to copy: a link to one plus "paste into Terminal" is a dropper. */
export const PASTE_HOSTS =
  /(?:^|\.)(?:pastebin\.com|paste\.ee|hastebin\.com|ghostbin\.\w+|dpaste\.(?:com|org)|rentry\.(?:co|org)|glot\.io|controlc\.com|justpaste\.it|paste\.rs|pastes\.dev|privatebin\.net|ix\.io|sprunge\.us|termbin\.com|gist\.githubusercontent\.com|gist\.github\.com|telegra\.ph|notion\.site|codepen\.io|jsfiddle\.net|replit\.com)$/i;
/** Webhook endpoints of chat services, matched on host and path. */
export const WEBHOOK_URL =
  /\bhttps?:\/\/(?:(?:www\.|ptb\.|canary\.)?discord(?:app)?\.com\/api\/webhooks\/|hooks\.slack\.com\/services\/|api\.telegram\.org\/bot|outlook\.office\.com\/webhook\/|[\w.-]{1,100}\.webhook\.office\.com\/)/gi;
export const URL_RE = /\bhttps?:\/\/([^\s/"'`<>)\]]{1,300})[^\s"'`<>)\]]{0,2000}/gi;

/** A host written as an IP address that is not loopback, private, link-local or shared. */
export function isPublicIp(host: string): boolean {
  const m = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})(?::\d+)?$/.exec(host);
  if (!m) return false;
  const [a, b, c] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if ([a, b, c, Number(m[4])].some((n) => n > 255)) return false;
  if (a === 0 || a === 10 || a === 127 || a >= 224) return false;
  if (a === 169 && b === 254) return false;
  if (a === 172 && b >= 16 && b <= 31) return false;
  if (a === 192 && b === 168) return false;
  if (a === 100 && b >= 64 && b <= 127) return false;
  // The 1.2.3.4-style example docs are full of. The documentation ranges (192.0.2/24, 198.51.100/24,
  // 203.0.113/24) are ordinary addresses: tests and write-ups name an attacker's machine that way.
  if (a === 1 && b === 2 && c === 3) return false;
  return true;
}

/** Hosts that publish a port of the user's own machine (tunnels), by the domain every name of theirs ends in. */
const TUNNEL_HOSTS =
  /(?:^|\.)(?:ngrok(?:-free)?\.(?:io|app|dev)|trycloudflare\.com|loca\.lt|localtunnel\.me|serveo(?:usercontent)?\.(?:net|com)|lhr\.life|localhost\.run|pinggy\.(?:link|online|io)|bore\.pub|tunnelmole\.net|devtunnels\.ms|loclx\.io|playit\.gg)$/i;
export const isTunnelHost = (host: string): boolean => TUNNEL_HOSTS.test(host);

export const hostOf = (url: string): string =>
  /^https?:\/\/(?:[^@/\s]{0,200}@)?(\[[0-9a-f:.]{0,64}\](?::\d+)?|[^\s/?#"'`<>)\]&;=,|]{1,300})/i.exec(
    url,
  )?.[1] ?? "";
export const isExfilHost = (host: string): boolean => EXFIL_HOSTS.test(host.replace(/:\d+$/, ""));
export const isPasteHost = (host: string): boolean => PASTE_HOSTS.test(host.replace(/:\d+$/, ""));

/** A host on this machine: plain http to it never crosses a network. */
export function isLoopbackHost(host: string): boolean {
  const h = host.toLowerCase().replace(/:\d+$/, "");
  return (
    h === "localhost" ||
    h.endsWith(".localhost") ||
    /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(h) ||
    h === "[::1]" ||
    h === "0.0.0.0"
  );
}

/**
 * A host only the user's own network reaches: a private or shared (carrier-grade NAT, Tailscale) IPv4 address,
 * a machine's bare name (`http://nas:8080`, resolved by the local search domain; a name, never digits, which
 * can spell a public address), an mDNS or internal name, or a tailnet machine (`*.ts.net`; Tailscale Funnel, which exposes one publicly,
 * serves HTTPS only, so plain http to it stays inside the tailnet). No outside attacker receives data there.
 */
export function isPrivateNetworkHost(host: string): boolean {
  const h = host.toLowerCase().replace(/:\d+$/, "");
  const m = /^(\d{1,3})\.(\d{1,3})\.\d{1,3}\.\d{1,3}$/.exec(h);
  if (m) {
    const [a, b] = [Number(m[1]), Number(m[2])];
    return (
      a === 10 ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      (a === 100 && b >= 64 && b <= 127)
    );
  }
  // One label, no dots: resolved by the local search domain only (`YOUR_IP`, `SERVER_IP`: a placeholder no DNS serves).
  if (/^[a-z][a-z0-9_-]{0,62}$/.test(h)) return true;
  // `.corp` and `.home` are reserved by ICANN and never delegated; `.intranet` is not in the root.
  return /^[a-z0-9-]{1,63}(?:\.[a-z0-9-]{1,63}){0,8}\.(?:local|internal|lan|corp|intranet|home\.arpa|localdomain|ts\.net)$/.test(
    h,
  );
}

/** A private network host written as a name, not an address: a raw address serves no name a certificate vouches for. */
export const isPrivateNetworkName = (host: string): boolean =>
  !/^[\d.]{1,40}(?::\d+)?$/.test(host) && isPrivateNetworkHost(host);

/**
 * A URL no install one-liner from a real project uses: plain http (to a host outside the user's own network),
 * a raw public IP, a paste/tunnel host.
 */
export const untrustedUrl = (url: string): boolean => {
  const host = hostOf(url);
  return (
    (/^http:\/\//i.test(url) && !isLoopbackHost(host) && !isPrivateNetworkHost(host)) ||
    isPublicIp(host) ||
    isExfilHost(host)
  );
};

/** Programs that run what they are fed; settings may stand before them (`| ENV="$HOME/.bashrc" bash -`, pnpm's install). */
export const SHELLS = String.raw`(?:[A-Za-z_]\w{0,40}=(?:"[^"\n]{0,200}"|'[^'\n]{0,200}'|[^\s"'|;&]{0,200})\s+){0,8}(?:(?:nohup|setsid)\s+)?(?:sudo\s+(?:-\S{1,30}\s+){0,6})?(?:env\s+(?:[^\s=]{1,64}=\S{0,200}\s+){0,8})?(?:/(?:usr/(?:local/)?)?bin/)?(?:(?:ba|z|da|k|fi|c|tc)?sh|python[23]?(?:\.\d{1,2})?|node|perl|ruby|php|iex|Invoke-Expression)`;
export const FETCHERS = "curl|wget|iwr|irm|Invoke-WebRequest|Invoke-RestMethod";

/** `curl … | sh`, `bash <(curl …)`, `sh -c "$(wget …)"`, `iex (iwr …)`. */
export const PIPE_TO_SHELL = new RegExp(
  String.raw`\b(?:${FETCHERS})\b[^\n|;&]{0,300}\|\s*(?:${SHELLS})\b(?!\s*[-.]?\w{0,64}\s*=)|\b(?:(?:ba|z|da|k)?sh|source|\.)\s+(?:-\w{1,30}\s+){0,6}["']?\s*(?:<\(|\$\()\s*(?:${FETCHERS})\b[^\n)]{0,300}|\b(?:iex|Invoke-Expression)\s*(?:-Command\s+)?\(?\s*(?:\(?\s*New-Object\s+(?:System\.)?Net\.WebClient\)?\.DownloadString|iwr|irm|Invoke-WebRequest|Invoke-RestMethod)\b[^\n]{0,200}`,
  "gi",
);

/**
 * Browser-wallet extension storage (by extension id: MetaMask, Phantom, Coinbase Wallet, TronLink, Binance,
 * Trust Wallet, Ronin, Exodus), any extension's settings store, Discord's token store, a Solana keypair,
 * Telegram's session folder and the macOS keychain file: what stealers zip and upload.
 */
const WALLET_AND_APP_STORES = String.raw`\b(?:nkbihfbeogaeaoehlefnkodbefgpgknn|bfnaelmomeimhlpmgjnjophhpkkoljpa|hnfanknocfeofbddgcijnmhnfnkdnaad|ibnejdfjmmkpcnlpebklmnkoeoihofec|fhbohimaelbohpjbbldcngcnapndodjp|egjidjbpglichdcondbcbdnbeeppgdph|fnjhmkhhmkbjkkabndcnnogagogbneec|aholpfdialjgjfhomihkjbmgjidlcdno)\b|Local Extension Settings\b|\bdiscord\w{0,10}["']?[\\/,\s]{1,4}["']?Local Storage\b|Local Storage["']?[\\/,\s]{1,4}["']?leveldb\b|solana\/id\.json\b|Telegram Desktop["']?[\\/,\s]{1,4}["']?tdata\b|\.keychain-db\b`;

/** A path separator: `/` or `\`, or the quotes and comma between joined segments (`".aws", "credentials"`, `'.aws' 'credentials'`). */
const SEP = String.raw`(?:[/\\]{1,2}|["']\s{0,3}[,+/]?\s{0,3}["'])`;

/**
 * A key path as the argument of ssh's own tools (`ssh-add KEY`, `ssh -i KEY`, `ssh-keygen -f KEY`, `IdentityFile KEY`,
 * `chmod 600 KEY`): the key is used or made there, never read out. What stands right before the path.
 */
const KEY_USED = String.raw`(?:\bssh-add(?:\s{1,4}-\w{1,4}){0,3}|\bssh-keygen\b[^\n|;&]{0,120}\s-f|\b(?:ssh|scp|sftp|ssh-copy-id|autossh)\b[^\n|;&]{0,120}\s-i|\bIdentityFile|\bchmod\s{1,4}(?:-R\s{1,4})?[0-7]{3,4})\s{1,4}["']?(?:~|\$HOME|\$\{HOME\}|\/(?:home|Users)\/[\w.-]{1,40})?\/?`;

/**
 * Paths (and commands) that hold credentials on a developer's machine. Public keys (`.pub`),
 * `known_hosts` and `~/.ssh/config` are not secrets and do not count.
 */
// ASCII only: credential-exfil-prose's fast row drops any part holding another character.
export const CREDENTIAL_PATH = String.raw`(?<!${KEY_USED})\.ssh\b(?!${SEP}(?:known_hosts|config\b|authorized_keys|[\w.-]{0,60}\.pub\b))|(?<!${KEY_USED}(?:\.ssh[/\\])?)\bid_(?:rsa|ed25519|ecdsa|dsa)\b(?!\.pub)|\.aws${SEP}(?:credentials|config)\b|\.config${SEP}gcloud\b|application_default_credentials\.json|\.azure(?:${SEP}|\b(?=["']))|\.kube${SEP}config\b|\.docker${SEP}config\.json|\bCookies\b(?<=(?:Chrome|Chromium|Brave|Edge|Default|Profile[ _]?\d{0,3})${SEP}(?:Network${SEP})?Cookies)|\bbw\s+(?:export|list\s+items)\b|\bgit\s+credential(?:-manager)?\s+(?:fill|get)\b|\bgh\s+auth\s+status\b[^\n|]{0,40}(?:--show-token|\s-t\b)|\bnetsh\s+wlan\s+show\s+profiles?\b[^\n]{0,200}\bkey\s*=\s*clear\b|\/etc\/NetworkManager\/system-connections\b|\blpass\s+export\b|\bop\s+item\s+list\b[^\n]{0,80}\|\s*op\s+item\s+get\b|\.npmrc\b|\.pypirc\b|\.netrc\b|\.git-credentials\b|\.vault-token\b|/etc/shadow\b|\bsecurity\s+(?:find-(?:generic|internet)-password|dump-keychain)\b|login\.keychain|Library/Keychains|Login Data\b|(?<![\n;{(][ \t]*)(?<!^[ \t]*)Local State\b|\bCookies\b(?=[^\n]{0,80}(?:Chrome|Chromium|Brave|Edge|Firefox|profile))|\.mozilla/firefox|\bkey[34]\.db\b|\blogins\.json\b|\bwallet\.dat\b|\.electrum\b|\b(?:Electrum|Exodus|MetaMask)\b(?='?s?(?:\s*(?:,|and|or|&)\s*[\w-]{1,20}){0,3}(?:\s*[/\\]|[\s-]+(?:extensions?|vaults?|wallets?|folders?|director(?:y|ies)|files?|data|storage|keystores?|profiles?|seeds?|backups?|leveldb)\b))|\.ethereum${SEP}keystore|\b[\w*]{0,20}\.keystore\b|\bseed\s+phrases?\b|\.gnupg(?:${SEP}|\b(?=["']))|\.config${SEP}gh${SEP}hosts\.yml|\.claude${SEP}\.credentials|\.codex${SEP}auth\.json|\.bash_history\b|\.zsh_history\b|${WALLET_AND_APP_STORES}`;
export const CREDENTIAL_RE = new RegExp(CREDENTIAL_PATH, "gi");
/**
 * Dumping the environment or a .env file straight into a command. One key cut out of a .env file
 * (`grep '^KEY=' .env | cut -d= -f2-`) is not a dump, and `.env` is not the `env` command.
 */
export const ENV_DUMP = String.raw`(?:\bcat\s+[^\n|]{0,200}\.env\b|@\.env\b|<\s*\.env\b|\$\(\s*(?:env|printenv|cat\s+\S{0,200}\.env)\b[^)\n]{0,80}\)|(?<!\.)\b(?:env|printenv)\s*(?:\|(?!\||\s*(?:e|f)?grep\s+(?:-\w{1,12}\s+){0,3}["']?[\w^$.*-]{1,60}["']?[ \t]{0,8}(?:$|\r|\n|;|&&|\|\||#|\x60))|>{1,2}\s*\S)|\.env\s*(?:\|(?!\||\s*(?:e|f)?grep\s+(?:-\w{1,12}\s+){0,3}["']?[\w^$.*-]{1,60}["']?[ \t]{0,8}(?:$|\r|\n|;|&&|\|\||#|\x60)|\s*cut\s+-d\s*["']?=)|>{1,2}\s*\S)|JSON\.stringify\(\s*process\.env\s*\)|\bos\.environ\.items\(\)|\bdict\(\s*os\.environ\s*\)|\bGet-ChildItem\s+Env:[^\n|]{0,40}\|\s*(?:ConvertTo|Out-String)|(?:=\s*|\|\s*)?\b(?:Get-ChildItem|gci|dir|ls|Get-Item)\s+env:\\?\*?\s*(?:\||\)|$)|\bos\.Environ\(\)|\btoJSON\(\s*secrets\s*\)|\bENV\.(?:to_h|to_a|each)\b|\bSystem\.getenv\(\s*\)|\bopen\([^\n)]{0,120}\.env["']\s*\)|\bread(?:File(?:Sync)?|_text)\((?:[^\n()]{0,60}\(\))?[^\n)]{0,120}\.env["']|(?:\b(?:cat|strings|od|xxd|base64)\s+(?:-\S{1,10}\s+){0,3}|<\s*|\bopen\(\s*|\bread\w{0,12}\(\s*|\bGet-Content\s+)["']?(?:\/proc\/[^\s/;|&"']{1,40}|\$\{?\w{1,20}\}?)\/environ\b|\bexport\s+-p\s*(?:\||>)|\bGetEnvironmentVariables\s*\(\s*\)|\b(?:pickle|json|yaml|marshal|toml)\.dumps?\(\s*(?:dict\(\s*)?os\.environ\b|\b(?:str|repr)\(\s*os\.environ\s*\)|\bos\.environ\.copy\(\)\s*\)|\bpyperclip\.paste\s*\(|\bclipboardy\.read(?:Sync)?\s*\(|\bGetClipboardData\s*\(|\bClipboard\]::GetText\b|\bprocess\[["']env["']\]|\bObject\.(?:entries|keys|assign|fromEntries)\(\s*process\.env\s*\)|\bpbpaste\b|\bxclip\s+-o\b|\bxsel\s+-o\b|\bwl-paste\b|\bGet-Clipboard\b|\b(?:trufflehog|gitleaks|detect-secrets)\b[^\n]{0,100}(?:\$HOME|~(?:\/|(?=[\s"']|$))|\/Users\/|\/home\/))`;

/** Something that sends data off the machine (not a plain download). */
export const NETWORK_SINK =
  /\bcurl\b[^\n]{0,300}?(?:\s(?:-d|--data(?:-binary|-raw|-urlencode)?|-F|--form|-T|--upload-file)\b|\s-X\s*["']?(?:POST|PUT|PATCH))|\bwget\b[^\n]{0,300}--post-(?:data|file)|\b(?:nc|ncat|netcat|telnet)\s+(?:-\w{1,30}(?:\s+\d{1,6})?\s+){0,6}[\w.-]{1,253}\s+\d{2,5}\b|\brequests\.(?:post|put|patch)\s*\(|\b(?:axios|got|httpx|session)\.(?:post|put|patch)\s*\(|\bmethod\s*[:=]\s*["'](?:POST|PUT|PATCH)["']|\bhttps?\.request\s*\(|\burlopen\s*\([^\n)]{0,300}(?:data\s*=|\?)|(?<!new\s{1,4})\bRequest\s*\(\s*[^,\n()]{1,200},\s*(?!(?:headers|method|origin_req_host|unverifiable)\s*=|None\b)[\w("']|\bInvoke-(?:WebRequest|RestMethod)\b[^\n]{0,300}-Method\s+["']?(?:Post|Put|Patch)|\b(?:http|https|xh)\s+(?:-{1,2}[\w-]{1,12}\s+){0,4}(?:POST|PUT|PATCH)\b|\.request\s*\(\s*["'](?:POST|PUT|PATCH)["']|\/api\/webhooks\/\d|\|\s*ssh\s+(?:-\w{1,10}\s+){0,4}[\w.-]{1,64}@[\w.-]{1,253}|--header[= ]["']?[\w-]{1,60}:\s*[^"'\n]{0,60}(?:\$\(|`)|\bscp\s+[^\n]{0,300}\s\S{1,200}@[\w.-]{1,253}:|\bsocket\.(?:send|sendall|sendto)\s*\(|\bsendBeacon\s*\(|\bsmtplib\b|\bnodemailer\b|\bSend-MailMessage\b|\b(?:mail|mailx|sendmail|mutt|swaks)\s+(?:-s\b|[^\n]{0,80}@[\w-]{1,63}\.)|\bftp\.(?:stor|put)|\brsync\b[^\n]{0,300}\s(?:[\w.-]{1,64}@)?[\w-]{1,63}\.[\w.-]{1,190}:|\brsync:\/\/|\bgit\s+push\b|\bgethostbyname\s*\(|(?<!-)\b(?:dig|nslookup|host|drill|Resolve-DnsName)\b(?!\s*[=:])[^\n]{0,120}(?:\$\(|\$\{?\w|`|\{)|\bhttps?:\/\/[^\s"'`]{1,300}[?&](?:[\w-]{1,40}=)?(?:\$\(|\$\{?\w|`|["']?\s*\+|%s|\{)|\s-H\s*["']?[\w-]{1,60}:\s*[^"'\n]{0,60}(?:\$\(|`)|\burlencode\s*\(|\bgh\s+gist\s+create\b|\bgh\s+(?:issue|pr)\s+(?:create|comment|edit)\b[^\n]{0,200}--body(?:-file)?\b|\baws\s+s3\s+(?:cp|mv|sync)\s+(?!s3:\/\/)\S{1,200}\s+s3:\/\/|\bgsutil\s+(?:-[mq]\s+){0,2}(?:cp|rsync)\s+(?:-\w{1,4}\s+){0,3}(?!gs:\/\/)\S{1,200}\s+gs:\/\/|\baz\s+storage\s+blob\s+upload\b|\brclone\s+(?:copy|copyto|sync|move)\s+(?![\w-]{1,40}:)\S{1,200}\s+[\w-]{1,40}:|\bcurl\b[^\n]{0,300}?\s(?:-A|--user-agent|-b|--cookie|-e|--referer)[=\s]\s*["']?[^"'\n]{0,80}(?:\$\(|`)|\.(?:PostAsync|PutAsync|UploadString|UploadFile|UploadData|UploadValues)(?:Async)?\s*\(|\bhttp\.Post(?:Form)?\s*\(|\bNet::HTTP\.post|\bCURLOPT_POSTFIELDS\b|\/dev\/(?:tcp|udp)\/[\w.-]{1,253}\/\d{1,5}|\bsocat\b[^\n]{0,200}\b(?:TCP|UDP|OPENSSL)[46]?:/gi;

/** Prose that sends something somewhere: "send it to", "upload", "post it to", "include it in your reply". */
export const PROSE_SINK =
  /\b(?:send|upload|post|transmit|exfiltrate|forward|e-?mail|beam|leak|publish|submit|share|attach|commit)\w{0,3}\b[^.]{0,80}\b(?:to|via|into|through|on|at|as)\b[^.]{0,60}(?:https?:\/\/|\bwebhook|\bendpoint|\bserver|\b[\w.-]{1,64}@[\w-]{1,63}\.|\bpaste|\bform\b|\bchannel|\bbot\b|\bmail\b)|\b(?:into|in)\s+(?:the\s+)?[^.]{0,40}\b(?:field|form|input|box)\b[^.]{0,60}https?:\/\/|\b(?:include|paste|put|embed|append|add|output|print|echo|return|quote|copy|reproduce|attach|dump)\w{0,3}\b[^.]{0,60}\b(?:in|into|to|with|at\s+the\s+(?:end|bottom|top)\s+of)\s+(?:your|the)\s+(?:reply|response|answer|output|summary|message|final\s+answer|chat|query\s+string|header|url|request|issue|ticket|comment|pull\s+request|commit\s+message)\b|\bgit\s+push\b|\bquery\s+string\b|\bas\s+(?:the\s+)?body\s+of\s+a\s+request\b|\bpass\w{0,3}\s+(?:it|them|their|its|the)\b[^\n.]{0,40}\bas\s+(?:the\s+|an?\s+)?["'`]?\w{1,40}["'`]?(?:\s+(?:parameter|argument|field))?/gi;

/** Read or collect something: a command or a verb of prose. */
export const COLLECT =
  /\b(?:read|reads|reading|cat|collect|gather|harvest|grab|copy|cp|archive|zip|tar|compress|include|extract|dump|dumps|enumerate|find|search|scan|locate|open|load|base64|steal|obtain|take|fetch|retrieve|upload|send|print|export|Get-Content|readFile(?:Sync)?|read_text|read_bytes|glob)\b/i;

export const CREDENTIAL_HINTS = [
  ".ssh",
  "id_rsa",
  "id_ed25519",
  "id_ecdsa",
  "id_dsa",
  ".aws/",
  ".config/gcloud",
  "application_default",
  ".azure/",
  ".kube/config",
  ".docker/config",
  ".npmrc",
  ".pypirc",
  ".netrc",
  ".git-credentials",
  ".vault-token",
  "/etc/shadow",
  "-password",
  "dump-keychain",
  "login.keychain",
  "library/keychains",
  "login data",
  "local state",
  "cookies",
  ".mozilla",
  "key3.db",
  "key4.db",
  "logins.json",
  "wallet.dat",
  "electrum",
  "exodus",
  "metamask",
  "keystore",
  "seed phrase",
  ".gnupg",
  "gh/hosts",
  // The same file written as a path's parts (`Path.home() / '.config' / 'gh' / 'hosts.yml'`).
  "hosts.yml",
  ".claude/.credentials",
  ".codex/auth",
  "_history",
  "nkbihf",
  "bfnael",
  "hnfank",
  "ibnejd",
  "fhbohi",
  "egjidj",
  "fnjhmk",
  "aholpf",
  "local extension settings",
  "local storage",
  "solana/id.json",
  "tdata",
  "keychain-db",
  ".aws\\",
  ".aws'",
  '.aws"',
  ".azure\\",
  ".azure'",
  '.azure"',
  ".kube\\",
  ".kube'",
  '.kube"',
  ".docker\\",
  ".docker'",
  '.docker"',
  ".ssh\\",
  ".gnupg",
  "gcloud",
  ".ethereum",
  "bw export",
  "bw list",
  "lpass export",
  "op item",
  "git credential",
  "show-token",
  "key=clear",
  "system-connections",
];
export const ENV_DUMP_HINTS = [
  ".env",
  "printenv",
  "env |",
  "env|",
  "env >",
  "env>",
  '["env"]',
  "['env']",
  "$(env",
  "process.env",
  "os.environ",
  "env:",
  "os.environ()",
  "env.to_",
  "env.each",
  "getenv()",
  "tojson(secrets",
  "pbpaste",
  "xclip",
  "xsel",
  "wl-paste",
  "get-clipboard",
  "trufflehog",
  "gitleaks",
  "detect-secrets",
  "/environ",
  "export -p",
  "getenvironmentvariables",
  "pyperclip",
  "clipboardy",
  "getclipboarddata",
  "clipboard]::gettext",
];
export const FETCH_HINTS = ["curl", "wget", "iwr", "irm", "invoke-", "iex", "new-object"];
