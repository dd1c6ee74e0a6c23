// Credential files named in a list of paths under the home folder and read one by one: `for p in [".ssh/id_rsa",
// ".aws/credentials", ".kube/config"]: open(join(home, p))`, Go's `range []string{…}` with `filepath.Join(home, p)`,
// a JavaScript array mapped through `path.join(os.homedir(), p)`. The joined-path signal (chain-evidence.ts) reads a
// join whose parts are on its own line; here the names are on the list's line and the join is on the next ones. A
// signal (never shown): chain-collect-send weighs it with a send anywhere in the skill.
import { mentionedOnly } from "../context.js";
import type { AuditLine, AuditText, TextHit } from "../rule-types.js";
import { CREDENTIAL_RE } from "../vocab.js";

/** A string literal (a path's name, relative to the home folder). */
const LITERAL = /(["'`])([^"'`\n]{2,80})\1/g;
/** The home folder, anywhere in the file: the names are relative to it. */
const HOME =
  /\bexpanduser\s*\(|\bhomedir\s*\(|\bPath\.home\s*\(|\bUserHomeDir\s*\(|\bhome_dir\s*\(|\$HOME\b|\$\{HOME\}|\bos\.Getenv\(\s*"HOME"|\benviron(?:\.get\(|\[)\s*["'](?:HOME|USERPROFILE)|\benv::home_dir|\bprocess\.env\.(?:HOME|USERPROFILE)\b|\bGetFolderPath\s*\(|["'`]~["'`]/;
/** The names joined to a folder and read, on the list's line or the next four. */
const JOINED =
  /\b(?:join|joinpath|Join|resolve|Combine)\s*\(|\/\s*\w{1,20}\s*\)|\$\{?\w{1,20}\}?\/\$\{?\w{1,20}/;
const READS =
  /\b(?:open|read_text|read_bytes|readFile(?:Sync)?|ReadFile|ReadAll|cat|Get-Content|load|copy|copyfile|createReadStream|ReadAllText|ReadAllBytes|File\.read|fs::read(?:_to_string)?|write|add|Create)\b/;
/** At least this many names of credential files on one line: a list of them, not one file the tool configures. */
const MIN_LISTED = 2;
const AFTER = 600;

/** A line listing credential files by their names under the home folder, joined to it and read just after. */
export function listedCredentials(file: AuditText, lines: readonly AuditLine[]): TextHit[] {
  if (file.markdown) return [];
  let home: boolean | undefined;
  for (const l of lines) {
    let listed = 0;
    for (const m of l.text.slice(0, 2000).matchAll(LITERAL)) {
      const name = m[2]!;
      if (/^[~/$%]/.test(name)) continue;
      CREDENTIAL_RE.lastIndex = 0;
      if (CREDENTIAL_RE.test(`~/${name}`)) listed++;
      if (listed >= MIN_LISTED) break;
    }
    CREDENTIAL_RE.lastIndex = 0;
    if (listed < MIN_LISTED) continue;
    home ??= HOME.test(file.text);
    if (!home) return [];
    const next = file.text
      .slice(l.index, l.index + l.text.length + AFTER)
      .split("\n", 5)
      .join("\n");
    if (JOINED.test(next) && READS.test(next) && !mentionedOnly(file, l.index + l.text.search(/\S|$/)))
      return [{ index: l.index, length: Math.max(1, l.text.length) }];
  }
  return [];
}

/** Names of credential files as a list writes them (lowercase ASCII hint words). */
export const LISTED_CREDENTIAL_HINTS = [
  ".ssh/",
  ".aws/",
  ".kube/",
  ".netrc",
  ".git-credentials",
  ".docker/",
  "gcloud/",
  ".npmrc",
  ".pypirc",
  ".azure/",
  ".gnupg",
];
