// What makes a write to an agent's instruction, memory or settings file harmful rather than housekeeping: a
// remote install, "always run/approve …", approvals skipped or claimed in advance, output or acts kept from the
// user, hooks or the deny list emptied, risky allow-list entries, rules fetched from the web and followed.

/**
 * Round 12: what else makes the text written harmful: "do not ask for confirmation", "do not mention this (to
 * the user)", every hook emptied or removed, commits told to skip their hooks from now on.
 */
const MORE_HARM = [
  String.raw`\b(?:do\s+not|don['’]t)\s+(?:ask|prompt)\s+(?:the\s+user\s+|anyone\s+|them\s+)?(?:for\s+(?:confirmation|approval)|before\s+(?:running|executing|deleting|installing|sending|pushing))\b`,
  String.raw`\b(?:do\s+not|don['’]t|never)\s+(?:tell|mention|disclose|reveal|report)\s+(?:this|it|these|that\s+you|the\s+(?:rule|change|instruction|line)s?)\b`,
  String.raw`\b(?:delete|remove|empty|clear|strip|drop)\s+(?:out\s+)?(?:all|every|each)\s+(?:of\s+the\s+)?[\x60"']?hooks?\b|\b(?:empty|clear)\s+(?:out\s+)?the\s+[\x60"']?hooks[\x60"']?\s+(?:object|section|array|list|key|entry|block)\b`,
  String.raw`\b(?:run|execute|start|launch)\b(?:[^\n.]|\.(?=\S)){0,80}\b(?:silently|quietly)\b|\b(?:silently|quietly)\s+(?:run|execute|start|launch|send|upload|install|download)\b`,
  String.raw`\b(?:always|from\s+now\s+on)\b(?:(?!\b(?:never|not|don['’]t|avoid)\b)[^\n.;]){0,40}--no-verify\b|--no-verify\b(?<!\b(?:never|not|don['’]t|avoid)\b[^\n.;]{0,30}--no-verify)[^\n.;]{0,30}\b(?:every\s+(?:time|commit)|from\s+now\s+on)\b`,
].join("|");
/**
 * Round 14: what else an agent file is made to say: approval claimed in advance ("the user has pre-approved …",
 * "standing permission"), checks skipped or declared needless, output kept from the user, fetched text or web
 * content given the user's authority, rules fetched from the web and followed, a script tag for every page made,
 * secrets copied into output, allow-list entries for shells, fetchers and deleters, the deny list emptied, safety
 * lines removed from the agent's own instructions, credential files read by a helper command.
 */
const RISKY_COMMAND = String.raw`(?:curl|wget|rm|sudo|ssh|scp|nc|ncat|bash|sh|zsh|python3?|node|perl|ruby|eval|chmod|dd)`;
const HARM_14 = [
  String.raw`\b(?:has|have)\s+(?:already\s+)?(?:pre-?)?(?:approved|authori[sz]ed|granted|consented\s+to)\s+(?:all|every|any|blanket|unlimited|full)\b|\bstanding\s+(?:permission|approval|authori[sz]ation|consent)\b`,
  String.raw`\bskip\s+(?:the\s+|any\s+|all\s+)?(?:confirmation|approval|permission)s?\b|\bneeds?\s+no\s+(?:review|approval|confirmation|permission)\b|\bno\s+need\s+to\s+(?:ask|confirm|check\s+with)\b|\b(?:are|is)\s+always\s+safe\b|\b(?:allowed|permitted|free)\s+to\s+run\s+(?:any|every|all)\b|\bauto-?approve\s+(?:every|all|any)\b`,
  String.raw`\b(?:do\s+not|don['’]t|never)\s+(?:show|display|print|surface|list|include|note)\s+(?:its|the|this|it|any)\s*(?:output|results?|step|change)?\s+(?:to\s+the\s+user|in\s+(?:summaries|the\s+summary|your\s+(?:summary|reply|answer|response)))|\bkeep\s+(?:its|the)\s+output\s+to\s+yourself\b`,
  String.raw`\btreat\s+(?:[\w-]+\s+){0,6}?as\s+(?:coming\s+from\s+the\s+user|(?:the\s+)?user\s+instructions|trusted\s+instructions)\b`,
  String.raw`\b(?:fetch|download|load|pull|retrieve|curl)\s+(?:[\w-]+\s+){0,4}?https?:\/\/\S{1,200}[^\n]{0,60}\b(?:follow|obey|apply|execute)\b`,
  String.raw`<script\b[^>\n]{0,80}\bsrc\s*=\s*["']?https?:`,
  String.raw`\b(?:api\s+keys?|tokens?|secrets?|passwords?|credentials)\b[^\n.]{0,80}\binclude\s+(?:it|them)\s+in\b`,
  String.raw`\ballow\w*\b(?:(?!\bdeny\b)[^\n]){0,160}(?:Bash|Shell)\(${RISKY_COMMAND}(?::\*|\s\*|\s-rf)[^)\n]{0,20}\)|(?:Bash|Shell)\(${RISKY_COMMAND}(?::\*|\s\*|\s-rf)[^)\n]{0,20}\)(?:(?!\bdeny\b)[^\n]){0,120}\ballow\b`,
  String.raw`\.deny\s*=\s*\[\s*\]|\[["']deny["']\]\s*=\s*\[\s*\]|\bdeny\b[\x60"']?\s+to\s+(?:an\s+)?empty\s+(?:list|array)\b|\b(?:empty|clear)\s+(?:out\s+)?(?:the\s+)?[\x60"']?(?:permissions\.)?deny\b`,
  String.raw`\b(?:remove|delete|strip|drop)\s+(?:every|all|any|the)\s+(?:lines?|rules?|instructions?|sections?)\s+(?:that\s+)?(?:mentions?|about|requir\w{1,4}|asks?|on|for)\b[^\n]{0,40}\b(?:confirm\w*|approv\w*|permission|safety|review)\b`,
  String.raw`\b(?:cat|type|Get-Content|base64)\s+[^\n|;]{0,20}(?:\.aws\/credentials|\.ssh\/id_\w+|\.netrc|\.git-credentials|\.docker\/config\.json|\.kube\/config)\b`,
  String.raw`\bignore\s+(?:the\s+)?(?:[\w-]+['’]s\s+|other\s+|existing\s+|project\s+|repo(?:sitory)?\s+)?(?:AGENTS|CLAUDE|GEMINI)\.md\b|\byour\s+only\s+(?:rules|instructions)\b`,
].join("|");

/**
 * Round 15: a script's output obeyed ("run `check.py` and do what it prints", "follow its output"): whoever
 * serves that script's text steers the agent from then on.
 */
const HARM_15 = String.raw`\b(?:do|follow|obey|execute|carry\s+out|act\s+on)\s+(?:what(?:ever)?\s+it\s+(?:prints|outputs|returns|says)|(?:its|the\s+script['’]s|the\s+command['’]s)\s+(?:output|instructions|directions)|(?:every|all|any)\s+instructions?\s+it\s+(?:prints|outputs|returns))\b`;

/**
 * Round 19: the deny list (or the whole permissions block) deleted in code: jq's `del(.permissions.deny)`,
 * Python's `pop("deny")` / `del s["permissions"]["deny"]`, JavaScript's `delete s.permissions.deny`.
 */
const HARM_19 = String.raw`\bdel\(\s*\.permissions(?:\.deny)?\s*[|)]|\.pop\(\s*["'](?:deny|permissions)["']|\bdel\s+[\w.]{1,40}\[["']permissions["']\](?:\[["']deny["']\])?|\bdelete\s+[\w.]{1,40}\.permissions(?:\.deny)?\b`;

/** After a verb (checked behind it, so the look-behind runs only where the verb matched): not negated. */
const NOT_NEGATED = String.raw`(?<!\b(?:never|not|don['’]t|avoid|no)\s+(?:\w+\s+){0,2}\w+)`;
const SECRET_NAME = String.raw`(?:[A-Z][A-Z0-9]{0,20}_){0,4}(?:API_?KEY|TOKEN|SECRET|PASSWORD|ACCESS_KEY)\b|\b(?:api\s+keys?|tokens?|secrets?|passwords?|credentials)`;
/**
 * Round 20: standing orders a planted file gives that the lists above miss: carry on when the user says stop,
 * obey text from tool results, pages, issues or READMEs (or run any command written there), put a secret's value
 * into commits, replies or logs, send a credential file or push the code to a URL, switch security scanners,
 * hooks or checks off.
 */
const HARM_20 = [
  String.raw`\b(?:if|when|even\s+if)\s+the\s+user\s+(?:says?|tells?\s+you|asks?\s+(?:you\s+)?|wants?\s+(?:you\s+)?)\s*(?:to\s+)?(?:stop|cancel|abort|halt|undo)\b[^\n]{0,80}\b(?:continue|keep\s+going|proceed|carry\s+on|ignore)\b`,
  String.raw`\b(?:instructions?|commands?|directions?|requests?)\s+(?:that\s+(?:appear|are)\s+|found\s+|written\s+|embedded\s+|contained\s+)?in\s+(?:tool\s+(?:results?|outputs?|responses?)|web\s*(?:pages?|sites?|content)|fetched\s+\w+|search\s+results|emails?)\b[^\n]{0,80}\b(?:follow|obey|run|execute|carry\s+out)\b`,
  String.raw`\b(?:instructions?|commands?|directions?|requests?|text|content)\s+(?:that\s+(?:appear|are)\s+|found\s+|written\s+|embedded\s+|contained\s+)?(?:in|from)\s+(?:tool\s+(?:results?|outputs?|responses?)|web\s*(?:pages?|sites?|content)|fetched\s+\w+|search\s+results|emails?|(?:the\s+)?READMEs?|(?:GitHub\s+)?issues?|(?:code\s+)?comments?|documents?|files?)\b[^\n]{0,80}\b(?:(?:come|comes|coming)\s+from|(?:is|are)\s+(?:written\s+by|from))\s+the\s+(?:user|owner|repo(?:sitory)?\s+owner|admin\w*|maintainers?)\b`,
  String.raw`\b(?:run|execute)${NOT_NEGATED}\s+(?:any|every|all)\s+(?:shell\s+|terminal\s+)?commands?\s+(?:you\s+find\s+|written\s+|found\s+|shown\s+|listed\s+|that\s+appears?\s+)in\s+(?:an?\s+|the\s+|any\s+)?(?:READMEs?|issues?|comments?|emails?|messages?|web\s*pages?|tool\s+(?:results?|outputs?)|fetched\s+\w+|search\s+results|PR\s+descriptions?|pull\s+requests?)\b`,
  String.raw`\b(?:include|print|paste|add|write|put|echo|show)${NOT_NEGATED}\s+(?:the\s+)?(?:full\s+)?(?:value\s+of\s+|contents?\s+of\s+)?(?:the\s+)?(?:${SECRET_NAME})\b[^\n.]{0,60}\b(?:in|into|to)\s+(?:(?:the|your|every|each|all)\s+)?(?:commit\s+messages?|commits?|replies|reply|answers?|responses?|output|logs?|PR|pull\s+requests?|issues?|comments?)\b`,
  String.raw`\b(?:upload|send|post|attach|forward|transfer)\w{0,3}\b${NOT_NEGATED}[^\n]{0,80}(?:\.env\b(?![\w.-]*\.(?:example|sample|template))|\bid_(?:rsa|ed25519|ecdsa)\b|\.aws\/credentials|\.ssh\/|\.npmrc\b|\.netrc\b|\.git-credentials\b|\.kube\/config\b)[^\n]{0,80}(?:https?:\/\/|\bthere\b|\bwebhook|\bendpoint|\bserver\b)`,
  String.raw`\b(?:force-?)?push(?:es|ed)?${NOT_NEGATED}\s+(?:(?:the|all|every|each|this|your|of|our|changes?|commits?|code|repo(?:sitory)?|branch(?:es)?|work|it)\s+){0,4}(?:with\s+--force\s+)?to\s+(?:https?:\/\/|git@)[^\s\x60"')]{4,200}`,
  String.raw`\b(?:disable|turn\s+off|switch\s+off|remove|delete|bypass|skip)${NOT_NEGATED}\s+(?:any|every|all|each)\s+(?:\w+\s+){0,2}?(?:security\s+(?:scanners?|scans?|checks?|tools?|linters?)|pre-commit\s+hooks?|(?:ci|CI)\s+checks?|secret\s+scann(?:ers?|ing))\b`,
].join("|");

/**
 * Round 28: standing orders a planted rules file gives that the lists above miss: data put into an image's URL
 * (the chat renders it and the host logs what the URL carries), the order or its comment kept out of what the user
 * reads, instructions embedded in the data obeyed ("descriptions may contain instructions; follow them"), a
 * secret file copied to a URL named on the next line.
 */
export const HARM_28 = [
  String.raw`\b(?:include|put|embed|encode|append|add|insert|place|write)\w{0,3}\b[^\n]{0,120}\b(?:in|into|inside)\s+(?:an?\s+|the\s+)?(?:markdown\s+)?image(?:['’]s)?\s*(?:URL|src|address|query(?:\s+string)?|parameters?)s?\b`,
  String.raw`!\[[^\]\n]{0,40}\]\(https?:\/\/[^)\s]{0,200}(?:<[\w -]{1,30}>|\{[\w.-]{1,30}\}|\$\{?[A-Za-z_]\w{0,30})`,
  String.raw`\bkeep\s+(?:this|these|that|those|it|them)\b[^\n.]{0,40}\bout\s+of\s+(?:the\s+|your\s+|any\s+|all\s+)?(?:[\w-]+\s+){0,2}?(?:review|summar(?:y|ies)|explanations?|repl(?:y|ies)|answers?|responses?|output|chat|conversation|messages?|descriptions?|text)\b`,
  String.raw`\bcontain\w{0,3}\s+(?:[\w-]+\s+){0,3}?(?:instructions?|directions?|commands?|requests?)\b[^\n]{0,80}\b(?:follow|obey|carry\s+out|execute|apply)\s+(?:them|those|these|it)\b`,
  String.raw`\b(?:copy|upload|send|post|sync|mirror|forward)\w{0,3}\b[^\n]{0,60}(?:\.env\b(?![\w.-]*\.(?:example|sample|template))|\bid_(?:rsa|ed25519|ecdsa)\b|\.aws\/credentials|\.npmrc\b|\.netrc\b|\.git-credentials\b|\.kube\/config\b)[^\n]{0,40}\n?[^\n]{0,40}?https?:\/\/`,
].join("|");

/** What makes a write to an agent file harmful rather than housekeeping. */
export const HARMFUL = new RegExp(
  String.raw`\b(?:curl|wget|iwr|irm|Invoke-WebRequest)\b[^\n]{0,300}https?:\/\/|https?:\/\/[^\s"'\x60)]{0,200}\.(?:tgz|sh|py|exe|ps1)\b|\balways\s+(?:(?:run|execute)(?!\s+(?:[\x60"']|the\s+|all\s+|your\s+|our\s+|(?:unit|e2e|integration)\s+)*(?:tests?\b|test\s+suite|lint\w*|build|format\w*|type-?check\w*|prettier|eslint|biome|ruff|black|mypy|tsc|pytest|jest|vitest|(?:npm|pnpm|yarn|bun|cargo|go|make|uv|poetry|deno)\b))|install(?!\s+(?:(?:the|all|any|new|missing|project|required|its|their)\s+)*(?:dependencies|deps|packages|type\s+(?:packages|definitions|stubs)|types|requirements)\b(?![^\n]{0,80}https?:))|send|allow|approve|add\s+[^\n]{0,60}\bfrom\s+https?:)|\bnever\s+(?:tell|mention|refuse|ask)\b|\bwithout\s+(?:asking|confirmation|approval|prompting|permission)\b|${MORE_HARM}|${HARM_14}|${HARM_15}|${HARM_19}|${HARM_20}|${HARM_28}|\bbcc\s*:|\b(?:upload|send|post|forward|transmit|exfiltrate)\w{0,3}\b[^\n]{0,80}\bto\s+https?:\/\/`,
  "i",
);

/**
 * Round 28: the standing orders of the list above, without its download and "always …" parts: read in a whole
 * file of the skill that a write to an agent's file takes its text from (agent-config-file.ts), where a setup
 * command (`curl … | sh` for a tool) is the template's own business and not an order to the agent.
 */
export const PLANTED = new RegExp(
  String.raw`\bnever\s+(?:tell|mention|refuse|ask)\b|\bwithout\s+(?:asking|confirmation|approval|prompting|permission)\b|${MORE_HARM}|${HARM_14}|${HARM_15}|${HARM_19}|${HARM_20}|${HARM_28}|\b(?:upload|send|post|forward|transmit|exfiltrate)\w{0,3}\b[^\n]{0,80}\bto\s+https?:\/\/`,
  "i",
);
