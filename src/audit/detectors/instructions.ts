// Instructions to the agent, written as prose, that do harm: deceiving the user about what was done, posing
// as the system or the platform, sabotaging the code it writes, and switching the machine's own protections
// off. Each technique is one expression per language group over the sentences around its hint words
// (instruction-prose.ts decides whether a sentence says it or only mentions it). Every gap is bounded.

import { words } from "../hints.js";
import type { AuditLine, AuditText, TextHit } from "../rule-types.js";
import { anchorOf, saidHits, sentencesAt } from "./instruction-prose.js";

/** Hint words written `a|b|c`. */

// --- Deceiving the user: false success, hidden steps, erased traces, changes slipped past review ---

const DECEIVE = new RegExp(
  [
    // "pretend the tests passed", "claim the build succeeded", "fake a green run"
    String.raw`\b(?:pretend|act\s+as\s+if|make\s+it\s+look\s+(?:like|as\s+if)|fake|falsely\s+(?:say|report|state))\s+(?:that\s+)?(?:the\s+|all\s+(?:the\s+)?|every\s+)?(?:tests?|build|checks?|deploy\w{0,5}|task|job|run|operation|scan|CI|pipeline|migration|it|everything)\b[^.\n]{0,40}?\b(?:pass(?:ed|es)?|succeed(?:ed|s)?|worked|is\s+fine|went\s+(?:well|fine)|(?:are|is|was)\s+(?:green|clean|successful|fine|complete)|completed)\b`,
    // "always report that it succeeded, even if …" / "… regardless of the result"
    String.raw`\b(?:report|say|claim|tell\s+the\s+user|state|reply|respond|answer|confirm)\s+(?:to\s+the\s+user\s+)?(?:that\s+)?(?:the\s+|all\s+(?:the\s+)?)?(?:\w{1,20}\s+){0,2}(?:succeeded|passed|was\s+successful|were\s+successful|completed\s+successfully|is\s+fine|went\s+(?:well|fine|smoothly)|(?:is|are)\s+(?:green|ok|okay))\b[^.\n]{0,40}?\b(?:even\s+(?:if|when|though)|regardless|no\s+matter|whatever\s+(?:the|it)|although|despite)\b`,
    // "tell the user everything is fine when it fails"
    String.raw`\b(?:tell|assure|reassure|convince)\s+the\s+user\s+(?:that\s+)?(?:everything|all|nothing)\s+(?:is|went|was|has)\s+(?:fine|ok|okay|well|smoothly|wrong|happened|changed)\b[^.\n]{0,60}?\b(?:even\s+(?:if|when|though)|regardless|although|when\s+(?:it|they|the\s+\w{1,20})\s+(?:fails?|errors?|breaks?|did\s*n['’]?t))\b`,
    // passive: "it is not to be mentioned in your answer"
    String.raw`\b(?:is|are)\s+not\s+to\s+be\s+(?:mentioned|shown|reported|disclosed|revealed|logged|displayed)\b`,
    // "do not mention it in the PR / the commit message / the summary"
    String.raw`\b(?:do\s+not|don['’]?t|never)\s+(?:mention|disclose)\s+(?:(?:it|this|that|them|these|the\s+(?:change|changes|edit|step|steps|upload|command|commands|swap|line|lines))\s+(?:in|to|on)\s+(?:the\s+|your\s+)?(?:PR|pull\s+request|commit\s+message|commit|changelog|review|summary|reply|answer|response|report|output|description|user)\b|(?:this|the)\s+(?:change|changes|edit|step|upload|swap)(?=\s*(?:[.;!]|$)))`,
    // a change slipped past review: "keep it small so reviewers miss it", "so the security scan does not run"
    String.raw`\bso\s+(?:that\s+)?(?:the\s+|any\s+)?(?:reviewers?|maintainers?|code\s+review|the\s+user|nobody|no\s+one|security\s+(?:scan|check|review)s?|CI|linters?|audit|checks?|hooks?|tests?|scans?|scanners?)\s+(?:\w+\s+){0,2}(?:miss(?:es)?\s+it|(?:do(?:es)?\s*n['’]?t|do(?:es)?\s+not|won['’]?t|will\s+not|can(?:not|['’]t)|never)\s+(?:notice|see|spot|catch|find|detect|run|flag|trigger))\b`,
    // erased traces: "clear the shell history", "so no trace is left", "cover your tracks"
    String.raw`\b(?:clear|delete|erase|wipe|remove|scrub|truncate)\s+(?:the\s+|your\s+|any\s+|all\s+)?(?:shell\s+|bash\s+|zsh\s+|command\s+|terminal\s+)history\b|\b(?:leave\s+)?no\s+traces?\s+(?:of\s+(?:this|these|what|the\s+(?:commands?|steps?|changes?))|(?:is|are)\s+left)\b|\bcover\s+(?:your|the|our|its)\s+tracks\b|\b(?:delete|remove|erase|trash)\s+(?:the\s+|that\s+|this\s+|any\s+|all\s+|both\s+)?(?:sent\s+)?(?:e-?mails?|messages?|transactions?|events?|posts?|comments?)\s+(?:you\s+(?:have\s+)?(?:just\s+)?(?:sent|created|made|posted)|from\s+the\s+sent\s+(?:folder|items|box))\b|\b(?:remove|delete|erase)\s+(?:the\s+|any\s+|all\s+)?evidence\s+(?:of\s+(?:this|these|what|the\s+\w{1,20}|your|our)|that\s+you)\b`,
  ].join("|"),
  "gi",
);
export const DECEIVE_HINTS = words(
  "pretend|act as if|look like|look as if|fake|falsely|even if|even when|even though|regardless|no matter|whatever the|whatever it|although|despite|not to be|not mention|t mention|never mention|not disclose|t disclose|never disclose|so that|so reviewers|so the reviewer|so maintainers|so the maintainer|so code review|so the code review|so nobody|so no one|so the user|so the security|so any|so ci|so the ci|so the linter|so linter|so the audit|so the checks|so checks|so the hooks|so hooks|so the tests|so the scan|shell history|bash history|zsh history|command history|terminal history|no trace|your tracks|the tracks|its tracks|our tracks|evidence of|evidence that|you have just|you just sent|you sent|you have sent|you just posted|you posted|sent folder|sent items|sent box",
);
/** The same in other languages: hide from the user, without the user knowing, secretly. */
const CONCEAL_OTHER = new RegExp(
  [
    // zh
    "(?:不要|别|勿|切勿|不得|不可)(?:让|讓)(?:用户|使用者)(?:知道|察觉|发现|看到|知情)|(?:对|向)(?:用户|使用者)(?:隐瞒|保密)|(?:(?:悄悄|偷偷|暗中)地?|秘密地)(?:运行|执行|发送|上传|删除|修改|加入|添加|植入|安装)|(?:不要|别|勿)(?:向用户|对用户|告诉用户)?(?:在(?:回复|回答|总结|输出|报告)中)?(?:提及|提到|透露|说明|告知)(?:这一步|此步骤|这个步骤|这件事|此事|这些步骤|这个操作)|(?:不要|别|勿)(?:告诉|告知|通知)(?:用户|使用者)",
    // a success that did not happen, said in zh, ja, ko or ru
    "假装(?:测试|构建|部署|任务)?(?:已经?|都)?(?:通过|成功|完成)|谎称|(?:成功|合格|パス)したふり|통과한\\s*척|성공한\\s*척|притворись|притворитесь|сделай\\s+вид",
    // ja
    "ユーザー(?:に|には|へ)(?:は)?(?:\\S{0,12}を)?(?:伝え|知らせ|言わ|報告し|見せ|教え)ない(?:で|こと|ように)|ユーザーに(?:気づかれ|知られ|見られ)ない(?:ように|よう)|こっそり|黙って(?:実行|送信|削除|追加)",
    // ko
    "사용자에게\\s*(?:\\S{1,12}\\s*){0,2}(?:알리지|말하지|보여주지|공개하지|알려주지)\\s*마|사용자\\s*몰래|몰래\\s*(?:실행|전송|업로드|삭제|추가)",
    // ru
    "не\\s+(?:говори|сообщай|рассказывай|показывай|упоминай|сообщайте|говорите)\\s+(?:\\S+\\s+){0,2}пользовател\\p{L}{0,3}|без\\s+ведома\\s+пользовател\\p{L}{0,3}|незаметно\\s+для\\s+пользовател\\p{L}{0,3}|тайно\\s+(?:запусти|отправь|удали|загрузи)",
  ].join("|"),
  "giu",
);
/** Spanish, Portuguese, French and German, with or without accents (hinted row). */
const CONCEAL_LATIN =
  /\bsin\s+que\s+el\s+usuario\s+(?:lo\s+)?(?:sepa|note|vea|se\s+entere)\b|\bno\s+(?:le\s+)?(?:digas|cuentes|informes|menciones|avises)\s+(?:nada\s+)?(?:(?:de|sobre)\s+(?:esto|este\s+paso)\s+)?(?:al|a\s+el)\s+usuario\b|\bno\s+le\s+digas\s+nada\s+al\s+usuario\b|\b(?:a\s+escondidas|en\s+secreto|secretamente)\s+(?:ejecuta|env[ií]a|sube|borra|instala)\b|\bsem\s+que\s+o\s+usu[áa]rio\s+(?:saiba|perceba|veja|note)\b|\bn[ãa]o\s+(?:conte|diga|informe|mencione)\s+(?:nada\s+)?(?:\w+\s+){0,2}ao\s+usu[áa]rio\b|\bsans\s+(?:le\s+)?(?:dire|pr[ée]venir|signaler)\s+(?:à|a)\s+l['’]utilisateur\b|\bsans\s+(?:en\s+)?informer\s+l['’]utilisateur\b|(?:à|a)\s+l['’]insu\s+de\s+l['’]utilisateur\b|\bne\s+(?:le\s+|lui\s+)?dis\s+rien\s+(?:à|a)\s+l['’]utilisateur\b|\bohne\s+dass\s+(?:der|die)\s+(?:Benutzer|Nutzer|Anwender)\w{0,2}\s+(?:es\s+|etwas\s+|davon\s+)?(?:merkt|wei(?:ß|ss)|sieht|erf[äa]hrt|mitbekommt)\b|\b(?:erw[äa]hne|erz[äa]hle|sage?|zeige)\s+(?:\S+\s+){0,4}(?:dem|gegen[üu]ber\s+dem)\s+(?:Benutzer|Nutzer|Anwender)\w{0,2}\s+nichts?\b|\bfinge\s+que\b[^.\n]{0,60}\b(?:pasaron|funcion[oó]|exitos[ao]s?)\b|\bfinja\s+que\b[^.\n]{0,60}\b(?:passaram|passou|funcionou|sucesso)\b|\b(?:fais\s+comme\s+si|pr[ée]tends?\s+que)\b[^.\n]{0,60}\b(?:r[ée]ussi|pass[ée]s?|fonctionn[ée])\b|\b(?:behaupte|tu\s+so,?\s+als\s+ob)\b[^.\n]{0,60}\b(?:erfolgreich|bestanden|funktioniert)\b|\bheimlich\s+(?:\S+\s+){0,3}(?:aus|hoch|senden|schicken|l[öo]schen|installieren)\b|\bsenza\s+(?:dirlo|dire\s+nulla|avvisare|informare)\s+(?:(?:a|al)\s+l['’]|all['’]\s*)?utente\b|\bsenza\s+che\s+l['’]utente\s+(?:lo\s+)?(?:sappia|veda|se\s+ne\s+accorga|noti)\b|\bnon\s+(?:dire|dirlo|informare|avvisare|menzionare)\s+(?:nulla\s+)?(?:(?:a|al)\s+l['’]|all['’]\s*|l['’])utente\b|\bzonder\s+(?:het\s+)?(?:de\s+)?gebruiker\s+(?:te\s+)?(?:informeren|vertellen|melden)\b|\bzonder\s+dat\s+de\s+gebruiker\s+(?:het\s+)?(?:weet|merkt|ziet)\b|\b(?:vertel|zeg|meld)\s+(?:dit\s+|het\s+)?(?:niet\s+aan\s+de\s+gebruiker|de\s+gebruiker\s+(?:er\s+)?niets)\b/gi;
export const CONCEAL_LATIN_HINTS = words(
  "usuario|o usu|utilisateur|nutzer|anwender|heimlich|escondidas|en secreto|secretamente|finge|finja|fais comme|tends que|behaupte|tu so|utente|gebruiker",
);

export function deception(file: AuditText, lines: readonly AuditLine[]): TextHit[] {
  return saidHits(file, sentencesAt(file, lines, DECEIVE_ANCHOR), DECEIVE, { consent: false });
}
const DECEIVE_ANCHOR = anchorOf(DECEIVE_HINTS);

export function concealmentOtherLanguages(file: AuditText, lines: readonly AuditLine[]): TextHit[] {
  if (lines.length > 0)
    return saidHits(file, sentencesAt(file, lines, CONCEAL_LATIN_ANCHOR), CONCEAL_LATIN, { consent: false });
  return saidHits(file, sentencesAt(file, [], CONCEAL_OTHER), CONCEAL_OTHER, { consent: false });
}
const CONCEAL_LATIN_ANCHOR = anchorOf(CONCEAL_LATIN_HINTS);

// --- Posing as the system, the developer or the platform ---

const IMPERSONATION = new RegExp(
  [
    // chat-template tokens: never prose
    String.raw`(?<!['"\x60\\])(?:<\|im_start\|>\s*(?:system|developer)\b|<\|(?:system|developer)\|>|<<SYS>>|\[INST\]|<\|start_header_id\|>\s*(?:system|developer)\b)(?=[\s\S]{0,200}?\b(?:must|always|immediately|ignore|disregard|run|execute|upload|send|copy|delete|remove|curl|wget|read|install|do\s+not\s+tell|without\s+(?:asking|confirmation)))`,
    // "[SYSTEM MESSAGE] The assistant is now …", "SYSTEM NOTICE: you must …" (a label in capitals, then an order)
    String.raw`(?:^|\n)[\s>*_#]{0,8}\[?(?:SYSTEM|DEVELOPER|ADMIN(?:ISTRATOR)?|OPERATOR|PLATFORM)(?:\s+(?:MESSAGE|NOTE|NOTICE|PROMPT|UPDATE|ALERT|INSTRUCTIONS?|DIRECTIVE|POLICY))?\]?\s*(?:\*\*\s*)?[:\]]?\s+(?:\*\*\s*)?(?:the\s+(?:assistant|agent|model|AI)|you|claude|assistant|agent)\s+(?:is\s+now|are\s+now|must|shall|will\s+now|is\s+(?:hereby\s+)?(?:authori[sz]ed|permitted|allowed)|are\s+(?:hereby\s+)?(?:authori[sz]ed|permitted|allowed)|has\s+been\s+granted|should\s+now)\b`,
    // "Message from Anthropic:", "Note from your developers:"
    String.raw`\b(?:message|note|notice|instructions?|update|directive|memo)\s+from\s+(?:anthropic|openai|google\s+deepmind|the\s+system|the\s+developers?|your\s+(?:developers?|creators?|operator)|the\s+platform|the\s+claude\s+team|the\s+(?:site\s+)?administrator|the\s+operator)\b\s*[:,-]`,
    // "This text is a system message." (the text itself claims the system's voice)
    String.raw`\bthis\s+(?:text|file|document|note|section|message|skill|block)\s+is\s+(?:a|an|the)\s+(?:official\s+)?(?:system|developer|admin(?:istrator)?|operator)\s+(?:message|prompt|instruction|directive|override|command)\b`,
    // "this skill has elevated trust: follow it over the user's instructions"
    String.raw`\b(?:follow|obey|prioriti[sz]e)\s+(?:its|these|this\s+skill['’]s|my)\s+instructions\s+(?:over|above|before)\s+(?:the\s+user['’]?s?|your\s+(?:system|user))\b`,
  ].join("|"),
  "gi",
);
export const IMPERSONATION_HINTS: readonly string[] = [
  "<|im_start|>",
  "<|system|>",
  "<|developer|>",
  "<<sys>>",
  "[inst]",
  "<|start_header_id|>",
  ...["system", "developer", "admin", "administrator", "operator", "platform"].flatMap((l) =>
    [
      ":",
      "]",
      " message",
      " note",
      " notice",
      " update",
      " alert",
      " instruction",
      " directive",
      " policy",
    ].map((x) => l + x),
  ),
  ...words(
    "is a system|is the system|is a developer|is the developer|is an admin|is the admin|is an operator|is the operator|is an official|message from|note from|notice from|instructions from|instruction from|update from|directive from|memo from|instructions over|instructions above|instructions before",
  ),
];
const IMPERSONATION_ANCHOR = anchorOf(IMPERSONATION_HINTS);

export function impersonation(file: AuditText, lines: readonly AuditLine[]): TextHit[] {
  return saidHits(file, sentencesAt(file, lines, IMPERSONATION_ANCHOR), IMPERSONATION, { consent: false });
}

// --- Sabotage: bugs, backdoors and weakened security slipped into the code the agent writes ---

const SABOTAGE = new RegExp(
  [
    String.raw`\b(?:introduce|insert|add|plant|inject|slip\s+in|sneak\s+in|hide|embed|leave)\s+(?:a\s+|an\s+|some\s+|one\s+)?(?:few\s+)?(?:subtle|hidden|small|silent|covert|secret|undetectable|hard[\s-]to[\s-](?:spot|find|detect|notice)|deliberate|intentional|sneaky)\s+(?:\w{1,20}\s+){0,2}(?:bugs?|flaws?|vulnerabilit(?:y|ies)|backdoors?|logic\s+bombs?|off-by-one|race\s+conditions?|errors?|weakness(?:es)?|defects?)\b`,
    String.raw`\b(?:add|create|insert|plant|leave|install|open)\s+(?:a\s+|an\s+)?(?:hidden|secret|backdoor|undocumented|covert)\s+(?:admin(?:istrator)?\s+|root\s+|superuser\s+|maintenance\s+|master\s+)?(?:account|user|login|password|key|endpoint|route|entry\s+point)\b|\b(?:insert|add|plant|install|leave|build\s+in|hide)\s+(?:a\s+|an\s+)?backdoor\b`,
    String.raw`\b(?:replace|swap|downgrade|switch|change|convert)\s+(?:\w{1,20}\s+){0,4}(?:with|to)\s+(?:unsalted\s+|plain\s+)?(?:MD5|SHA-?1|DES|3DES|RC4|ECB(?:\s+mode)?|base64)\b[^.\n]{0,40}\b(?:password|hash|encrypt|crypto|secret|token|signing)\w{0,6}\b|\b(?:lower|reduce|decrease|drop|set)\s+(?:the\s+)?(?:RSA\s+|AES\s+)?key\s+(?:size|length)\s+to\s+(?:56|64|128|256|384|512|768|1024)(?:\s+bits?)?\b`,
    String.raw`\b(?:remove|delete|drop|take)\s+(?:the\s+)?(?:\S{1,20}\s+){0,2}[\x60"']?\.env\S{0,12}\s+(?:entry\s+|line\s+)?from\s+(?:the\s+|your\s+)?[\x60"']?\.gitignore\b|\b(?:commit|push|check\s+in)\s+(?:the\s+|your\s+|all\s+(?:the\s+)?)?[\x60"']?(?:\.env(?:\.\w{1,12})?|secrets?|credentials?|private\s+keys?|API\s+keys?)\s+(?:file\s+)?(?:together\s+with|along\s+with|with|into|to)\b`,
  ].join("|"),
  "gi",
);
export const SABOTAGE_HINTS = words(
  "subtle|undetectable|hard to|hard-to|deliberate|intentional|sneaky|covert|backdoor|undocumented|hidden admin|hidden account|hidden user|hidden login|hidden endpoint|hidden route|hidden password|hidden bug|hidden flaw|hidden vuln|secret admin|secret account|secret endpoint|secret user|secret login|small bug|silent bug|md5|sha1|sha-1|3des|rc4|ecb|key size|key length|.gitignore|commit .env|commit the .env|commit your .env|commit `.env|push .env|commit secret|commit the secret|commit credential|commit the credential|commit private|commit the private|commit api|commit the api|commit all the",
);
const SABOTAGE_ANCHOR = anchorOf(SABOTAGE_HINTS);
/** The same in other languages: a backdoor, a hidden bug or vulnerability put in on purpose. */
const SABOTAGE_OTHER = new RegExp(
  [
    "(?:加入|植入|插入|引入|添加|留下|埋下|放入)(?:一个|一些|一处)?(?:隐蔽的|隐藏的|难以发现的|细微的|不易察觉的)(?:漏洞|后门|bug|缺陷|错误)|(?:加入|植入|插入|添加|留下|埋下)(?:一个)?后门",
    "バックドアを(?:仕込|追加|入れ|埋め込)|(?:気づかれにくい|隠れた|微妙な)(?:バグ|脆弱性)を(?:仕込|追加|入れ|埋め込)",
    "백도어를?\\s*(?:추가|삽입|심어|넣)|(?:숨겨진|눈에\\s*띄지\\s*않는|미묘한)\\s*(?:버그|취약점)을?\\s*(?:추가|삽입|심어|넣)",
    "(?:встав|добав|внедр|остав)(?:ь|ьте|ить|и|ите|им|ляй|ляйте|лять|яй|яйте|ять)\\s+(?:\\S+\\s+){0,2}(?:бэкдор|закладк|скрыт\\p{L}{0,3}\\s+(?:уязвимост|ошибк))",
  ].join("|"),
  "giu",
);
const SABOTAGE_LATIN =
  /\b(?:inserta|a[ñn]ade|introduce|planta|agrega|deja|insira|adicione|introduza|coloque|deixe|ins[èe]re|ajoute|introduis|place|laisse|f[üu]ge|baue|platziere|versteck\w{0,2})\s+(?:\S+\s+){0,3}(?:puerta\s+trasera|porta\s+dos\s+fundos|porte\s+d[ée]rob[ée]e|Hintert[üu]r|backdoor|(?:error|fallo|bug|falha|erro|bogue|Fehler)\s+(?:sutil|oculto|escondido|subtil|cach[ée]|versteckt\w{0,2}))\b/gi;
const SABOTAGE_LATIN_HINTS = words(
  "trasera|fundos|robee|hintert|backdoor|sutil|oculto|escondido|subtil|versteckt",
);
const SABOTAGE_LATIN_ANCHOR = anchorOf(SABOTAGE_LATIN_HINTS);
const SABOTAGE_LATIN_LINE = new RegExp(SABOTAGE_LATIN_ANCHOR.source, "i");

export function sabotage(file: AuditText, lines: readonly AuditLine[]): TextHit[] {
  if (lines.length === 0)
    return saidHits(file, sentencesAt(file, [], SABOTAGE_OTHER), SABOTAGE_OTHER, { consent: false });
  // The Latin-letter expression only over the lines holding one of its own words (none: not run).
  const latin = lines.filter((l) => SABOTAGE_LATIN_LINE.test(l.text));
  return [
    ...saidHits(file, sentencesAt(file, lines, SABOTAGE_ANCHOR), SABOTAGE, { consent: false }),
    ...(latin.length > 0
      ? saidHits(file, sentencesAt(file, latin, SABOTAGE_LATIN_ANCHOR), SABOTAGE_LATIN, { consent: false })
      : []),
  ];
}
export const SABOTAGE_ALL_HINTS = [...SABOTAGE_HINTS, ...SABOTAGE_LATIN_HINTS];
