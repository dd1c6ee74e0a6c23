// What keeps a named secret from being a theft: the text forbids the sink, describes the attack, names a
// setting, or uses the key to log in. Shared by the prose, drop, image, flow and metadata rules.
/** An API key or token in a request's authentication is how an API is used, not a leak. */
export const AUTH_USE =
  /\b(?:headers?|authori[sz]ation|bearer|authenticat\w{1,6}|_?authToken|x-[\w-]{0,30}api-key|log\s*in|sign\s*in|log\s*(?:them\s+|the\s+user\s+)?out|sign\s*out|revoke|\/oauth\d?\/|(?:API|access)\s+requires|in\s+(?:all|every|each)\s+(?:API\s+)?(?:requests?|calls?))\b/i;
/** Secrets named as settings to document or configure ("README should list required env vars"): names, not values. */
export const NAMES_BEFORE =
  /\b(?:required|needed|necessary|supported|expected|optional|missing|available)\s+$/i;
/** "do not print the values", "never send", "nicht … einfügen", "不要": the instruction forbids the sink. */
const NEGATABLE = String.raw`(?:print|send|share|include|paste|reveal|expose|upload|post|commit|output|show|log|display|leak|echo|write|copy|store|put|read|search|open|cat|collect|access|look|touch|scan|embed|return|transmit|forward|e-?mail|attach|insert|append|add|publish|submit|push|quote|hard-?code|request)\w{0,3}`;
/**
 * Redacting or masking said as the rule ("mask the values", "redacted"), not as what to defeat: "do not redact",
 * "unmasked", "so the runner's masking does not hide them" order the secret shown whole.
 */
const REDACTS = String.raw`(?<!\b(?:not|never|n['’]t|no|without|bypass\w{0,3}|avoid\w{0,3}|defeat\w{0,3}|evad\w{1,3}|skip\w{0,4}|disabl\w{1,3}|turn\w{0,3}\s+off)\s+(?:the\s+|any\s+|its\s+|their\s+|\w+['’]s\s+)?)\b(?:redact|mask)\w{0,3}\b(?!\s+(?:does|do|did|will|would|can|could)(?:\s+not|n['’]t)\s+(?:hide|catch|apply|see|touch))`;
/**
 * A forbidden sink: "never … send", a list of verbs ("MUST NOT request, output, log, or commit secrets"),
 * "never ask the user to paste" (the asking is what is forbidden, with the verb right after it).
 */
export const NEGATED_EN = new RegExp(
  String.raw`\b(?:never|don['’]?t|do\s+not|does\s+not|doesn['’]?t|must\s+not|should\s+not|avoid)\s+(?:(?:ask|tell|require)\s+(?:the\s+user|users|them)\s+to\s+|(?:\w+\s+){0,3}?(?:${NEGATABLE},\s+)*(?:(?:or|and)\s+)?)${NEGATABLE}\b|${REDACTS}|\bwithout\s+(?:printing|revealing|including|sending|showing|exposing)\b|\bnot\s+to\s+(?:\w+\s+){0,2}?${NEGATABLE}\b|\*\*(?:not|never)\*\*\s+(?:\w+\s+){0,3}?${NEGATABLE}\b|\bnever\s+(?:go|goes|end\s+up)\s+(?:in|into|to)\b`,
  "i",
);
export const NEGATED =
  /(?<![\p{L}\p{N}_])(?:refuse|nie(?:mals)?|nicht|nunca|jam[áa]s|no\s+(?:env[íi]|incluy|compart|pegu|muestr)|n[ãa]o\s+(?:envi|inclu|compart|cole|mostr)|(?:ne\s+(?:\p{L}{1,2}['’])?|n['’])\p{L}{1,12}\s+(?:jamais|pas)|никогда|не\s+(?:отправ|вставл|включ|публик|показ))|(?:不要|切勿|禁止|请勿|しないで|ないでください|لا\s+ترسل|لا\s+تضع|لا\s+تشارك)/iu;
/**
 * A forbidden sink in Chinese: the negation right before the sink verb ("绝不可提交到源代码", "切勿上传"). Not a
 * negation of something else in the window: "不要告诉用户", "不要透露/记录/写入日志/分享给用户"
 * conceal the theft, and keep it.
 */
export const NEGATED_SINK_ZH =
  /(?:不要|切勿|禁止|请勿|請勿|绝不|絕不|决不|決不|严禁|嚴禁|不得|不可|不能|别|勿)(?:会|要|能|可|应|得|再)?(?:将其|把它|将它们|把它们)?(?:提交|发送|發送|上传|上傳|粘贴|貼上|推送|硬编码|硬編碼|外传|外泄)/;
/** Words of a text that describes the attack (a guide, a detector, a refusal) rather than performs it. */
export const DESCRIBES =
  /(?<![\p{L}\p{N}_.@/-])(?:refuse|decline|theft|attack(?:er|ers|s)?|malicious|malware|(?:info)?stealers?|phishing|red\s+flags?|suspicious|warning\s+signs?|injection|exfiltration\s+attempts?|detect\w{0,5}|scanner)(?![\p{L}\p{N}_-])/iu;
/** Said before the verb: "does not store or transmit", "never send". */
export const NOT_BEFORE = /\b(?:not|never|no|don['’]t|doesn['’]t|without|nor)\b|\*\*not\*\*/i;
/** The secret is what the user is told to create or set up ("Create a `.env` file"), not one to collect. */
const CREATED_BEFORE =
  /\b(?:create|generate|make|set\s+up|configure|rotate|revoke|regenerate)\s+(?:(?:a|an|the|your|new)\s+)*[\x60"']?\s?$|\b(?:copy|cp|mv|move|rename|save|write|paste|put|insert|get|pull|download)\b[^;\n]{0,60}\s(?:to|into|as)\s+[\x60"']?$/i;
/** A step or a tool writes the credential file ("`aws configure` writes `~/.aws/credentials`", "run … to write it"). */
const WRITES_FILE =
  /\b(?:writes|wrote|creates|generates|to\s+(?:write|create|generate))\s+(?:(?:a|an|the|your|its|new)\s+)*[\x60"']?(?:~[\\/]?|\$HOME[\\/]?)?$/i;
/** …unless it is written on somewhere: "writes `~/.ssh/id_rsa` into the reply". */
const WRITTEN_ON =
  /^[\x60"']?\s*(?:to|into|onto|in\s+(?:the|your|a)\s+(?:reply|response|answer|issue|comment|gist|message))\b/i;
/** The secret at `index` is one the text creates or sets up (looking back to `from`, at most 100 characters): not collected. */
export function setUpHere(text: string, from: number, index: number, length: number): boolean {
  const before = text.slice(Math.max(from, index - 100), index);
  return (
    CREATED_BEFORE.test(before) ||
    (WRITES_FILE.test(before) && !WRITTEN_ON.test(text.slice(index + length, index + length + 40)))
  );
}
/**
 * Read for one fact that is no secret ("Read `~/.kube/config` to find the namespace"): what goes on is that
 * fact. A key, token or password named as the fact is still the secret.
 */
const READ_FOR_FACT =
  /^[\x60'"]?\s+(?:to\s+(?:find|get|see|check|learn|determine|confirm|look\s+up)|for)\s+(?:out\s+)?(?:the\s+|its\s+|which\s+)?(?:(?:current|active|default|selected)\s+)?(?:(?:context|cluster|profile|account|project|registry|host|user)\s+)?(?:names?|context|namespace|region|profile|cluster|account\s+id|user\s?name|endpoint|project|version|server\s+url)\b/i;
/** Where a sentence ends: a stop followed by a space, a blank line, or the next list item or table row. */
/** A credential file read for one fact, or one a step creates: not read out. */
export const readForFactOrSetUp = (text: string, index: number, length: number): boolean =>
  READ_FOR_FACT.test(text.slice(index + length, index + length + 100)) || setUpHere(text, 0, index, length);
