// Audit rules of one family: data leaving the machine.
// Rows of the table that index.ts joins.

import { BROWSER_STORAGE_HINTS, browserStorageSent } from "../detectors/browser-storage.js";
import { CLOUD_METADATA_HINTS, cloudMetadataExfil } from "../detectors/cloud-metadata.js";
import { encodedSecretSent, keylogger, pipedSecretOut, secretsBundled } from "../detectors/code-flow.js";
import { credentialFlow, DB_SECRET_HINTS, TOKEN_COMMAND_HINTS } from "../detectors/credential-flow.js";
import { CREDENTIAL_HAUL_HINTS, credentialHaulSent } from "../detectors/credential-haul.js";
import { deviceCodeSupplied, passwordDialogFaked } from "../detectors/credential-lures.js";
import { pathReads } from "../detectors/credential-paths.js";
import { DROP_HINTS, secretToDrop } from "../detectors/exfil-drop.js";
import { CREDENTIAL_PROSE_GATES, credentialExfilProse } from "../detectors/exfil-prose.js";
import { CREDENTIAL_PROSE_HINTS, TOOL_CREDENTIAL_HINTS } from "../detectors/exfil-words.js";
import {
  CREDENTIAL_EXFIL_GATES,
  CREDENTIAL_EXFIL_HINTS,
  credentialExfiltration,
  exfilHosts,
  publicIpUrls,
  secretsHarvest,
} from "../detectors/exfiltration.js";
import { IMAGE_EXFIL_HINTS, imageExfil } from "../detectors/image-exfil.js";
import { IMAGE_SAID_HINTS, imageExfilSaid } from "../detectors/image-exfil-said.js";
import { lookupExfil, lookupExfilProse } from "../detectors/lookup-exfil.js";
import { scriptArgSent } from "../detectors/script-arg-sent.js";
import { scriptOutputSent } from "../detectors/script-output-sent.js";
import { secretAskedHandedOn } from "../detectors/secret-asked.js";
import { SECRET_FIELD_HINTS, secretInField } from "../detectors/secret-in-field.js";
import { SECRET_KEPT_HINTS, secretAskedKept } from "../detectors/secret-kept.js";
import { secretPutOut } from "../detectors/secret-out.js";
import { SECRET_OUT_HINTS } from "../detectors/secret-out-words.js";
import { SECRET_UNMASKED_HINTS, secretUnmasked } from "../detectors/secret-unmasked.js";
import { SECRETS_TABLE_HINTS, secretsTablePosted } from "../detectors/secrets-table.js";
import { WORKFLOW_SECRETS_HINTS, workflowSecretsDumped } from "../detectors/workflow-secrets.js";
import { words } from "../hints.js";
import type { AuditRule, AuditSkillView } from "../rule-types.js";
import { CREDENTIAL_HINTS } from "../vocab.js";

/** Hint words written `a|b|c` (one line a rule, whatever the formatter does with arrays). */

const EXFIL_HOST_HINTS = words(
  "webhook|requestbin|pipedream|ngrok|serveo|loca.lt|localtunnel|paste|hastebin|ghostbin|rentry|transfer.sh|0x0.st|termbin|file.io|interact.sh|oast.|burpcollaborator|canarytokens|glot.io|trycloudflare|controlc|justpaste|ix.io|sprunge|mega.nz|anonfiles|gofile|catbox|temp.sh|bashupload|discord|hooks.slack.com|api.telegram.org",
);

const SCRIPT_ARG_WHY =
  "the instructions hand a credential file to a script of the skill (as its argument, or a file just filled with it) and the script sends what it is given off the machine";
const ASKED_WHY =
  "the instructions ask the user for a secret only they hold (a one-time or recovery code, a seed phrase, session cookies, a sign-in redirect, a password) and hand it to another party (a mail address, a form on another host, a script that posts it)";
const KEPT_WHY =
  "the instructions ask the user for a secret only they hold (a one-time or verification code, a two-step PIN, a recovery phrase, their password) and keep it where others read it (a ticket or CRM note, a shared sheet, a chat channel), use it to sign in as them, or a message the skill sends asks its readers to enter it at a link; a secret goes only to the service that issued it, typed by its owner";
const SCRIPT_SENT_WHY =
  "the instructions run a script of the skill that reads credential files and prints or writes them, then send its output or file away (a host, a mail address, a webhook, a paste)";

export const EXFILTRATION_RULES: readonly AuditRule[] = [
  // exfiltration: data leaving the machine
  {
    id: "credential-exfiltration",
    hints: CREDENTIAL_EXFIL_HINTS,
    gates: CREDENTIAL_EXFIL_GATES,
    kind: "text",
    severity: "high",
    family: "exfiltration",
    why: "reads a credential file or dumps the environment next to something that sends data away",
    check: credentialExfiltration,
  },
  {
    id: "secret-in-sent-field",
    hints: SECRET_FIELD_HINTS,
    kind: "text",
    markdownOnly: true,
    severity: "high",
    family: "exfiltration",
    why: "orders another service's secret (a session cookie, ~/.netrc, gh hosts.yml, an SSH or private key, a card number, a bank login, a seed phrase, a browser's saved data) put into a field or the body of what the skill sends (a form post, a paste, a sheet row, a ticket): whoever reads that field gets the account; send only the data the task needs",
    check: secretInField,
  },
  {
    id: "credential-exfil-prose",
    hints: CREDENTIAL_PROSE_HINTS,
    gates: CREDENTIAL_PROSE_GATES,
    kind: "text",
    severity: "high",
    family: "exfiltration",
    why: "an instruction collects a credential (keys, tokens, saved passwords, .env, a wallet) and sends or places it somewhere (a URL, mail, an issue, a commit, the reply)",
    check: credentialExfilProse,
  },
  {
    id: "credential-exfil-prose-intl",
    nonAscii: true,
    kind: "text",
    severity: "high",
    family: "exfiltration",
    why: "the same, written in a language other than English: a credential collected and sent or placed somewhere",
    check: credentialExfilProse,
  },
  {
    id: "credential-to-drop",
    hints: DROP_HINTS,
    kind: "text",
    severity: "high",
    family: "exfiltration",
    why: "prose collects a credential (keys, tokens, .env, the environment, a login file) a few lines from a link to a request bin, paste or file-drop site",
    check: secretToDrop,
  },
  {
    id: "credential-flow",
    hints: [...CREDENTIAL_HINTS, ...TOKEN_COMMAND_HINTS, ...TOOL_CREDENTIAL_HINTS, ...DB_SECRET_HINTS],
    kind: "text",
    severity: "high",
    family: "exfiltration",
    why: "a credential file is read into a name that is sent away later in the file (a request, a socket, a push, a prose POST)",
    check: credentialFlow,
  },
  {
    id: "credential-haul-sent",
    hints: [...CREDENTIAL_HAUL_HINTS, ...CREDENTIAL_HINTS, ...TOOL_CREDENTIAL_HINTS],
    kind: "text",
    severity: "high",
    family: "exfiltration",
    why: "prose gathers the places where secrets live (a browser's saved logins, wallets, an authenticator's or a messenger's storage, keys) and ships the haul to another host or a mail address in the same or a later step",
    check: credentialHaulSent,
  },
  {
    id: "credential-script-sent",
    kind: "skill",
    severity: "high",
    family: "exfiltration",
    why: SCRIPT_SENT_WHY,
    check: (skill: AuditSkillView) => scriptOutputSent(skill, SCRIPT_SENT_WHY),
  },
  {
    id: "credential-script-arg",
    kind: "skill",
    severity: "high",
    family: "exfiltration",
    why: SCRIPT_ARG_WHY,
    check: (skill: AuditSkillView) => scriptArgSent(skill, SCRIPT_ARG_WHY),
  },
  {
    id: "user-secret-asked-sent",
    kind: "skill",
    severity: "high",
    family: "exfiltration",
    why: ASKED_WHY,
    check: (skill: AuditSkillView) => secretAskedHandedOn(skill, ASKED_WHY),
  },
  {
    id: "user-secret-asked-kept",
    hints: SECRET_KEPT_HINTS,
    kind: "text",
    severity: "high",
    family: "exfiltration",
    why: KEPT_WHY,
    check: secretAskedKept,
  },
  {
    id: "user-secret-asked-kept-intl",
    nonAscii: true,
    kind: "text",
    severity: "medium",
    family: "exfiltration",
    why: "the same, written in a language other than English: a secret only the user holds asked of them and kept where others read it, used to sign in as them, or asked for at a link in a message sent out",
    check: secretAskedKept,
  },
  {
    id: "secret-put-out",
    hints: SECRET_OUT_HINTS,
    kind: "text",
    markdownOnly: true,
    // Medium (rounds 29 and 30): round 30 made it read the act (the secret is what a verb puts into the place;
    // a mail or SMS skill's own key beside its inbox is left alone), but it still fired on 3 sealed benign
    // skills (the bar for high: 1), and at high it refused 18 of the team's older benign look-alikes
    // (test/fixtures/audit/variants*.json: docs that describe the theft, a key pasted into .env); install asks.
    severity: "medium",
    family: "exfiltration",
    why: "the instructions take a secret's value (a credential file, a command that prints a token or a stored login, a CI secret, a secret's variable) and put it, in the same or a following sentence, where another party reads it (a ticket, an issue or pull-request comment, a gist, a chat channel or webhook, a mail, a shared document or synced folder, an upload or support bundle, the reply, a URL's query, a public push); share a request ID or redacted output instead",
    check: secretPutOut,
  },
  {
    id: "device-code-supplied",
    hints: words("devicelogin|login/device|deviceauth|google.com/device|device.sso."),
    kind: "text",
    // Medium (round 29): on published skills it refused about as many as it caught; see docs/AUDIT-HISTORY.md.
    severity: "medium",
    family: "exfiltration",
    why: "sends the user to a device-login page (microsoft.com/devicelogin, github.com/login/device) with a code the skill itself supplies: signing in with it hands the account to whoever made the code; a sign-in code must come from the user's own tool",
    check: deviceCodeSupplied,
  },
  {
    id: "password-dialog-faked",
    hints: words("hidden answer"),
    kind: "text",
    severity: "high",
    family: "exfiltration",
    why: "draws its own password dialog (display dialog … with hidden answer) and writes the answer to a file, checks it with dscl -authonly, or sends it on: the macOS stealers' prompt; let the system ask (with administrator privileges) and never keep the answer",
    check: passwordDialogFaked,
  },
  {
    id: "secret-unmasked",
    hints: SECRET_UNMASKED_HINTS,
    kind: "text",
    severity: "high",
    family: "exfiltration",
    why: 'secrets are printed with the runner\'s masking or the redaction defeated (reversed, letters spaced, encoded, "do not redact"), so the log shows them in clear',
    check: secretUnmasked,
  },
  {
    id: "cloud-metadata-exfil",
    hints: CLOUD_METADATA_HINTS,
    kind: "text",
    severity: "high",
    family: "exfiltration",
    why: "reads the instance's role credentials from the cloud metadata service (or names that service by a disguised address) and sends them to another host or into the reply",
    check: cloudMetadataExfil,
  },
  {
    id: "browser-storage-sent",
    hints: BROWSER_STORAGE_HINTS,
    kind: "text",
    severity: "high",
    family: "exfiltration",
    why: "code sends the page's cookies or its whole local or session storage (or a stored token by a beacon, an image URL or a redirect) to another host",
    check: browserStorageSent,
  },
  {
    id: "secrets-table-posted",
    hints: SECRETS_TABLE_HINTS,
    kind: "text",
    severity: "high",
    family: "exfiltration",
    why: "reads a database table of keys, tokens or passwords (the secret columns or every column) and puts the rows in a reply, a thread, a ticket, a comment, a message or a URL",
    check: secretsTablePosted,
  },
  {
    id: "workflow-secrets-dumped",
    hints: WORKFLOW_SECRETS_HINTS,
    kind: "text",
    severity: "high",
    family: "exfiltration",
    why: "a CI step dumps every secret of the run at once (toJSON(secrets)) into the build log, an encoding, a request or a file that is then sent",
    check: workflowSecretsDumped,
  },
  {
    id: "markdown-image-exfil",
    // Every shape holds a URL: an image or link, a reference definition, an HTML source, a CSS url(), prose.
    hints: IMAGE_EXFIL_HINTS,
    kind: "text",
    severity: "high",
    family: "exfiltration",
    why: "an image (Markdown inline or by reference, HTML, SVG, CSS url(), or a URL prose says to show as an image) or a link whose URL carries the conversation, a secret or a file's contents: rendering it sends them",
    check: imageExfil,
  },
  {
    id: "image-exfil-said",
    hints: IMAGE_SAID_HINTS,
    kind: "text",
    severity: "high",
    family: "exfiltration",
    why: "tells the agent to show an image or a tracking pixel from another host with the conversation, a secret or a file's contents carried in its address, or code builds an image's address from the conversation or the environment: rendering it sends them",
    check: imageExfilSaid,
  },
  {
    id: "lookup-exfil",
    // A lookup's command or call, a DoH query's name, a URL whose host is a variable, a tunnel tool, a ping's
    // payload; and prose that looks pieces up.
    hints: words(
      "dig |nslookup|host |host\t|drill |kdig|ping|resolve|gethostby|getaddrinfo|lookup|getbyname|gethostaddresses|gethostentry|resolv.|name=|dnscat|iodine|dns2tcp|dnsteal|dnsexfil|://$(|look up|looks up|look it up|look them up|subdomain|subdominio|sous-domaine",
    ),
    kind: "text",
    severity: "high",
    family: "exfiltration",
    why: "sends data out in the names it looks up: a file, a secret or the user's name encoded into DNS labels under an outside domain (dig, nslookup, a resolver call, a DNS-over-HTTPS query), a ping's payload, or a DNS tunnel",
    check: (f, l) => {
      const code = lookupExfil(f, l);
      return code.length > 0 ? code : lookupExfilProse(f, l);
    },
  },
  {
    id: "secrets-harvest",
    hints: words("collect|gather|harvest|grab|extract|dump|steal|copy"),
    kind: "text",
    severity: "high",
    family: "exfiltration",
    why: "collects keys, tokens or passwords and sends them somewhere (a request, a reply, a push)",
    check: secretsHarvest,
  },
  {
    id: "encoded-secret-sent",
    // The encoding is on the secret's line (its words are rarer than a secret's name); a pipeline ends in
    // its sender (`| curl`, `| nc`: a pipe cannot be written in `words`, it splits there).
    hints: [
      ...words(
        "base64|base32|b64encode|b32encode|b16encode|btoa|hexlify|.hex()|xxd|od |od\t|gzip|zlib.compress|buffer.from|tobase64string|encodeuricomponent|'hex'|\"hex\"|curl|wget| nc|\tnc",
      ),
      "|nc",
    ],
    kind: "text",
    severity: "high",
    family: "exfiltration",
    why: "encodes a secret from the environment and sends it (in a header, a query, a body or a DNS name), not as a login",
    check: (f, l) => [...encodedSecretSent(f, l), ...pipedSecretOut(f, l)],
  },
  {
    id: "secrets-bundled",
    hints: words("environ|process.env|getenv|env["),
    kind: "text",
    severity: "high",
    family: "exfiltration",
    why: "gathers several secrets or the whole environment into one object, then serialises or sends it",
    check: secretsBundled,
  },
  {
    id: "keylogger",
    hints: words(
      "listener|on_press|getasynckeystate|setwindowshookex|keyboard.|xinput|iohook|cgeventtapcreate|addglobalmonitor",
    ),
    kind: "text",
    severity: "high",
    family: "exfiltration",
    why: "records keystrokes: a keyboard hook whose keys are written to a file, kept in a buffer or sent",
    check: keylogger,
  },
  {
    id: "credential-path-read",
    hints: CREDENTIAL_HINTS,
    kind: "text",
    severity: "low",
    family: "exfiltration",
    why: "reads a file that holds credentials (SSH keys, cloud credentials, keychains)",
    check: (_f, lines) => pathReads(lines),
  },
  {
    id: "exfil-host",
    hints: EXFIL_HOST_HINTS,
    kind: "text",
    severity: "medium",
    family: "exfiltration",
    why: "names a webhook, paste or tunnel host: a common drop for stolen data",
    check: exfilHosts,
  },
  {
    id: "ip-address-url",
    hints: words("://1|://2|://3|://4|://5|://6|://7|://8|://9"),
    kind: "text",
    severity: "low",
    family: "exfiltration",
    why: "a URL to a raw public IP address: no name to check, often a payload or collection server",
    check: publicIpUrls,
  },
];
