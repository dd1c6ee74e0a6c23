// Data sent out in the names a machine looks up: a DNS label built from a file, a secret or a command's output
// and resolved under a domain the sender's server answers for (dig, nslookup, host, ping, Resolve-DnsName, the
// resolver calls of Python, Node, Go, Java, Ruby and .NET, a DNS-over-HTTPS query, a URL whose host is the data),
// a ping whose payload is the data, a DNS tunnel tool, or the same ordered in prose. A lookup of a name held in a
// variable is everyday work (`dig $HOST`); with the data encoded or cut into labels beside it, it is a channel.
import { mentionedOnly } from "../context.js";
import type { AuditLine, AuditText, TextHit } from "../rule-types.js";
import { hitSentences } from "../sentences.js";
import { lineOf, startsOf } from "../text.js";

/** Where a name is looked up: a resolver command or call, a DoH query's name, a URL's host. */
const LOOKUP_AT =
  /(?:^|[\s;&|(`"'=]|\$\()(?:dig|nslookup|host|drill|kdig|ping6?)\s(?!\s*[=:])|\b(?:dns(?:\.promises)?\.(?:resolve\w{0,6}|lookup)|resolver\.(?:resolve|query)|socket\.(?:gethostbyname(?:_ex)?|getaddrinfo)|gethostbyname(?:_ex)?|getaddrinfo|net\.Lookup\w{1,6}|InetAddress\.get(?:All)?ByName|Dns\]?::(?:GetHostAddresses|GetHostEntry|Resolve)|Resolv(?:::DNS\.new)?\.(?:getaddress(?:es)?|getresources?))\s*\(|\bResolve-DnsName\s|(?:dns\.google|cloudflare-dns\.com|quad9\.net|dns\.adguard|nextdns\.io|doh\.|dns-query|\/resolve)[^\s"'<>]{0,40}?[?&]name=|\bhttps?:\/\/(?=\$\()/g;
/** The name is built from something: a substitution, a variable, a format string, a join. */
const BUILT =
  /\$\(|\$\{|\$[A-Za-z_]\w{0,40}|%%?[a-z]\b|%\w{1,20}%|\bf["'][^"'\n]{0,80}\{|`[^`\n]{0,80}\$\{|#\{|["']\s*\+\s*[\w(]|[\w)\]]\s*\+\s*["']\.|\.format\(/;
/** …under a fixed domain, not this network's own. */
const SUFFIX = /\.[a-z0-9-]{1,63}\.[a-z]{2,24}\b/i;
const OWN_SUFFIX = /\.(?:local|lan|internal|localdomain|svc|cluster\.local|home\.arpa|localhost)\b/i;
/** The data encoded for a label, or cut into label-sized chunks. */
const ENCODED =
  /\b(?:xxd|base32|base64|b32encode|b64encode|hexlify|hexdigest|hex|od\s+-\w|Format-Hex|ToBase64String|unpack1?|EncodeToString|tohex|fold\s+-w|cut\s+-c|Substring|substr|slice|chunk\w{0,3}|scan)\b|\[\s*\w{1,10}\s*:\s*\w{1,10}\s*\+\s*\d{1,3}\s*\]|%x|\bfor\s*\/f\b/i;
/** The machine's data in the name itself: the user, a file, the environment. */
const DATA_IN_NAME = /\$\(\s*(?:whoami|id\b|cat\b|env\b|printenv\b|uname\b|head\b|tail\b|base64\b|xxd\b)/;
/** A DNS tunnel tool run against a domain; a ping whose payload pattern is a variable. */
const TUNNEL_OR_PING =
  /\b(?:dnscat2?|iodine|dns2tcpc?|dnsteal|DNSExfiltrator|Invoke-DNSExfiltrator)\b[^\n]{0,120}?(?:--dns\b|domain=|\s[\w-]{1,63}(?:\.[\w-]{1,63}){1,5}\.[a-z]{2,24}\b)|\bping\b[^\n]{0,60}\s-p\s+["']?\$/gi;

/** How far a check around one lookup reads: the lookup's own call, and the lines that build its data. */
const CALL = 240;
const AROUND = 1500;

/** Lookups of names built from encoded or read data under an outside domain, in scripts and code blocks. */
export function lookupExfil(file: AuditText, lines: readonly AuditLine[]): TextHit[] {
  const t = file.text;
  const starts = startsOf(file);
  for (const l of lines.slice(0, 300)) {
    TUNNEL_OR_PING.lastIndex = 0;
    const tool = TUNNEL_OR_PING.exec(l.text);
    if (tool && !mentionedOnly(file, l.index + tool.index))
      return [{ index: l.index + tool.index, length: tool[0].length }];
    LOOKUP_AT.lastIndex = 0;
    let seen = 0;
    for (let m = LOOKUP_AT.exec(l.text); m && ++seen <= 20; m = LOOKUP_AT.exec(l.text)) {
      const at = l.index + m.index;
      const call = t.slice(at, Math.min(at + CALL, l.index + l.text.length));
      const suffix = SUFFIX.exec(call);
      if (!suffix || OWN_SUFFIX.test(call) || !BUILT.test(call.slice(0, suffix.index + 1))) continue;
      const line = lineOf(starts, at);
      const from = Math.max(starts[Math.max(0, line - 8)]!, at - AROUND);
      const near = t.slice(from, Math.min(t.length, at + AROUND, starts[line + 4] ?? t.length));
      // A URL's host built by a substitution needs the machine's data in it (`https://$(whoami).x.net`).
      const url = m[0].startsWith("http");
      if ((DATA_IN_NAME.test(call) || (!url && ENCODED.test(near))) && !mentionedOnly(file, at))
        return [{ index: at, length: Math.max(1, m[0].length) }];
    }
  }
  return [];
}

/** Prose: look each piece up as a subdomain, with the data encoded or cut into pieces. */
const LOOKUP_WORD =
  /\b(?:look(?:s|ing)?\s+(?:it\s+|them\s+|each\s+\w{1,12}\s+)?up|resolv\w{1,4}|nslookup|dig|DNS\s+(?:quer\w{1,4}|lookups?|requests?)|lookups?)\b|resuelv\p{L}{0,3}|consult\p{L}{0,3}\s+DNS|aufl[öo]s\p{L}{0,3}|r[ée]sou\p{L}{0,4}|解析|查询|名前解決/iu;
const LABEL_WORD =
  /\b(?:sub-?domains?|labels?|host\s*names?\s+(?:prefix|label)|prefix(?:ed)?\s+(?:to|of)\s+[\w-]{1,63}\.)\b|subdominios?|Subdomains?|sous-domaines?|subdom[íi]nios?|子域名?|サブドメイン|поддомен/iu;
const PIECES =
  /\b(?:encode\w{0,2}|base32|base64|hex\w{0,5}|split\w{0,3}|chunks?|pieces?|parts?|fragments?)\b|codific\p{L}{0,3}|trozos|divid\p{L}{0,4}|kodier\p{L}{0,3}|teile\p{L}{0,2}|St[üu]ck\p{L}{0,2}|encod\p{L}{0,3}|d[ée]coup\p{L}{0,3}|morceaux|partes|编码|分割|分块|切分|エンコード|分割/iu;
const DATA_NOUN =
  /\b(?:tokens?|keys?|secrets?|passwords?|credentials?|files?|contents?|[A-Z][A-Z0-9]{1,20}_(?:TOKEN|KEY|SECRET|PASSWORD)\w{0,10})\b|(?<![\w.])\.env\b|~\/\.?\w|contenido|Inhalt|contenu|conte[úu]do|令牌|密钥|内容|トークン|ファイル/iu;
const NEGATED_DNS =
  /\b(?:never|don['’]t|do\s+not|avoid|detect\w{0,3}|alert\w{0,3}|attackers?|malicious|malware|adversar\w{1,4}|block\w{0,3}|monitor\w{0,3}|entropy)\b/i;

/** Host names and file names: an attacker's host named `attacker.example` says nothing of the sentence. */
const DOTTED = /[\w-]{1,63}(?:\.[\w-]{1,63})+/g;
/** Sentences of Markdown prose that order data sent out as looked-up names (see LOOKUP_WORD … DATA_NOUN). */
export function lookupExfilProse(file: AuditText, lines: readonly AuditLine[]): TextHit[] {
  for (const { at, length, sentence } of hitSentences(file, lines, LOOKUP_WORD)) {
    if (!LABEL_WORD.test(sentence) || !PIECES.test(sentence) || !DATA_NOUN.test(sentence)) continue;
    if (!SUFFIX.test(sentence) || NEGATED_DNS.test(sentence.replace(DOTTED, " ")) || mentionedOnly(file, at))
      continue;
    return [{ index: at, length }];
  }
  return [];
}
