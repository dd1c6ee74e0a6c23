// The words of data-orders-obeyed (injection-data-orders.ts), by role, in twelve languages: who the data's orders
// are addressed to (the agent), the order to carry them out, and what makes that order an injection (kept from
// the user, carried out even if it asks for more, without asking, hidden from a human reader, ranked over the
// user's own request). One expression per role; the detector decides how they combine.
import { words } from "../hints.js";

/** Before a letter-led word: no letter, digit or underscore (\b is ASCII only). */
const L = String.raw`(?<![\p{L}\p{N}_])`;
/** After a word. */
const R = String.raw`(?![\p{L}\p{N}_])`;

/** The agent, as the data's addressee: the AI, an assistant, an agent, a model, a bot, "you". */
const AGENT_EN = String.raw`(?:(?:the|an?|any|all|our|your)\s+)?(?:(?:ai|llm|coding|shopping|research|browsing|support|mail|e-?mail|email|chat|writing|code|web)[\s-]+){0,2}(?:ai|llms?|assistants?|agents?|models?|bots?|copilots?|chatbots?)`;
const ADDRESS_EN = String.raw`${L}(?:(?:meant|intended|aimed|addressed|written|left|directed|destined|targeted|reserved|put\s+there|placed|embedded|hidden|planted|included)\s+(?:[\w'’-]+\s+){0,4}?(?:for|at|to)\s+${AGENT_EN}${R}|(?:meant|intended|aimed|addressed|written|left|directed)\s+(?:for|at|to)\s+you${R}|(?:instructions?|requests?|notes?|hints?|tasks?|orders?|directions?|directives?|commands?|steps|messages?|sections?|lines?|text|comments?|blocks?|notices?|guidance|prompts?)\s+(?:(?:just|only|specifically|directly)\s+)?(?:for|to)\s+(?:${AGENT_EN}|you)${R}|(?:notes?|messages?|instructions?)\s+to\s+(?:${AGENT_EN})${R}|(?:speaks?|talks?|talking|speaking)\s+(?:directly\s+)?to\s+you${R}|addressing\s+you${R}|(?:holds?|contains?|carr(?:y|ies)|includes?|has|have)\s+(?:the\s+)?(?:instructions|orders|directions|directives|commands|tasks|requests)\s+(?:from|by|of)\s+(?:the\s+|our\s+|its\s+|their\s+)?(?:[\w-]+\s+){0,3}?(?:operators?|owners?|maintainers?|admins?|administrators?|team|staff|publishers?|authors?|vendors?|providers?|developers?|company|platform)${R})`;

/** The same in Spanish, Portuguese, French, Italian, German, Dutch and Polish (each preposition with its own nouns). */
const ADDRESS_LATIN = String.raw`${L}(?:(?:para|dirigid[oa]s?\s+(?:a|al|ao|à)|destinad[oa]s?\s+(?:a|al|ao|à))\s+(?:el\s+|la\s+|los\s+|las\s+|al\s+|o\s+|a\s+|os\s+)?(?:asistentes?|assistentes?|agentes?|IA|bots?|modelos?)|(?:pour|destin[ée]e?s?\s+[àa]|adress[ée]e?s?\s+[àa])\s+(?:l['’]\s*|le\s+|la\s+|les\s+)?(?:assistants?|agents?|IA|bots?|mod[eè]les?)|(?:per|(?:rivolt|destinat|indirizzat)[eioa]\s+(?:a|al|all['’]|ai|agli))\s*(?:l['’]\s*|il\s+|lo\s+|gli\s+)?(?:assistente|agente|agenti|IA|bot|modello)|(?:f[üu]r|an)\s+(?:den\s+|die\s+|das\s+|dem\s+)?(?:KI|Assistenten|Agenten|Bots?|Modell|KI-\p{L}+)|(?:voor|aan|bedoeld\s+voor)\s+(?:de\s+|het\s+)?(?:AI|assistent|agent|bot|model|AI-\p{L}+)|dla\s+(?:asystent\p{L}{0,3}|agent\p{L}{0,3}|AI|SI|bot\p{L}{0,2}|model\p{L}{0,2}))${R}|${L}(?:an\s+dich|f[üu]r\s+dich|para\s+ti|para\s+voc[êe]|pour\s+toi|[àa]\s+ton\s+intention|[àa]\s+votre\s+intention|per\s+te|voor\s+jou|dla\s+ciebie|dejarte|deixar-te|te\s+laisser)${R}`;

/** Chinese, Japanese, Korean and Russian. */
const ADDRESS_CJK = String.raw`(?:写给|寫給|留给|留給|给|給|针对|針對|面向|发给|發給)\s*["“「『]?\s*(?:AI|ＡＩ|人工智能|智能体|智能體|助手|助理|代理|模型|机器人|機器人|你)|(?:アシスタント|AI|ＡＩ|エージェント|モデル|ボット|あなた)\s*(?:向け|宛て|宛|への|に向けた|に対する)|(?:어시스턴트|에이전트|AI|모델|봇|당신)\s*(?:에게|한테|를\s*위한|용\s)|${L}(?:для|адресованн\p{L}{0,3})\s+(?:ассистент\p{L}{0,2}|агент\p{L}{0,2}|ИИ|бот\p{L}{0,2}|модел\p{L}{0,2}|тебя|вас)${R}`;

export const ADDRESS_RE = new RegExp(`${ADDRESS_EN}|${ADDRESS_LATIN}|${ADDRESS_CJK}`, "giu");

/**
 * An order to carry out what the data says, pointing back at it: "carry them out", "do what it says", "comply",
 * "cúmplelas", "exécute-les", "befolge sie", "执行", "実行して".
 */
const OBEY_EN = String.raw`${L}(?:carry\s+(?:it|them|that|those|these)\s+out|carry\s+out\s+(?:what|whatever|those|these|them|its|their|each|every|the\s+(?:instructions?|tasks?|steps|requests?|orders?|commands?))|do\s+(?:what|whatever)\s+(?:it|they|that|this|the)\b[^.!?]{0,30}?\b(?:says?|asks?|tells?|requests?|wants?)|do\s+(?:it|so|that)|go\s+ahead|comply|obey\s+(?:it|them|those|these)|follow\s+(?:it|them|those|these|its|their|each|every)|execute\s+(?:it|them|those|these|each|every|its|their|what)|run\s+(?:it|them|those|these|each|what|the\s+commands?\s+(?:it|they)\s+(?:lists?|gives?|contains?|names?))|perform\s+(?:it|them|those|these|each|every|what)|apply\s+(?:it|them|those|these|each|every|what)|act\s+on\s+(?:it|them|those|these|what)|take\s+(?:it|them)|adopt\s+(?:it|them|whatever|what)|honou?r\s+(?:it|them|those|these)|action\s+(?:it|them))${R}`;
const OBEY_LATIN = String.raw`${L}(?:c[úu]mpl\p{L}{0,3}(?:las|los|la|lo)|ejec[úu]ta(?:las|los|la|lo)|h[aá]z(?:lo|la|las|los)|s[íi]gue(?:las|los|la|lo)|obed[ée]ce(?:las|los|la|lo)|apl[íi]ca(?:las|los|la|lo)|ll[ée]va(?:las|los)\s+a\s+cabo|haz\s+lo\s+que\s+(?:pida|pidan|diga|digan)|ex[ée]cute[sz]?-(?:le|la|les)|appliquez?-(?:le|la|les)|(?:suis|suivez)-(?:le|la|les)|fai[st]e?s?-(?:le|la)|ob[ée]i(?:s|ssez)-y|fai[st]e?s?\s+ce\s+qu['’](?:il|elle)s?\s+(?:demande|dit)|befolge[n]?\s+(?:sie|ihn|es|diese|die)|f[üu]hre[n]?\s+(?:sie|ihn|es|diese|die)\b[^.!?]{0,40}?\baus|setze[n]?\s+(?:sie|ihn|es)\s+um|erledige[n]?\s+(?:sie|ihn|es)|tu[en]?,?\s+was\s+(?:sie|er|es)\s+(?:sagt|sagen|verlangt|verlangen)|execute-(?:as|os|a|o)|siga-(?:as|os|a|o)|cumpra-(?:as|os|a|o)|fa[çc]a\s+o\s+que\s+(?:pedem|pede|diz|dizem)|obede[çc]a|esegui(?:le|li|lo|la)|segui(?:le|li|lo|la)|applica(?:le|li|lo|la)|fallo|falli|fai\s+quello\s+che\s+(?:chiedono|chiede|dice|dicono)|obbedisci|voer\s+(?:ze|die|deze|het)\b[^.!?]{0,40}?\buit|volg\s+(?:ze|die|deze|het)|doe\s+wat\s+(?:ze|het)\s+(?:zegt|zeggen|vraagt|vragen)|wykonaj\s+(?:je|to|ich|te)|wykonuj\s+(?:je|to|ich|te)|zastosuj\s+(?:je|to|si[ęe])|zr[óo]b\s+to|post[ęe]puj\s+zgodnie\s+z\s+nimi)${R}`;
const OBEY_CJK = String.raw`照做|照办|照辦|执行|執行|遵照|遵循|按照.{0,8}(?:做|执行|執行|操作)|実行して|実行する|実行し|従って|従う|そのとおりに|その通りに|실행하|실행해|수행하|수행해|따르|그대로\s*(?:실행|수행|처리)|${L}(?:выполняй\p{L}{0,2}|выполни\p{L}{0,2}|исполняй\p{L}{0,2}|следуй|сделай\s+(?:это|то|так))${R}`;

export const OBEY_RE = new RegExp(`${OBEY_EN}|${OBEY_LATIN}|${OBEY_CJK}`, "giu");

/**
 * "If the page asks you to take an action, go ahead and take it": a blanket order over anything the data may ask.
 * Its own addressee and order in one; `INDEFINITE` decides whether what is asked is left open.
 */
const DATA_EN = String.raw`(?:page|site|web\s*page|article|document|doc|pdf|file|mail|e-?mail|message|reply|ticket|issue|comment|post|result|search\s+result|tool|output|response|field|description|entry|note|invite|invitation|event|form|submission|record|text|content|screenshot|image)s?`;
const IF_ASKS_EN = String.raw`${L}(?:if|whenever|when|wherever)\s+(?:a|an|the|any|some|that|this|such\s+an?)\s+(?:[\w-]+\s+){0,2}?${DATA_EN}\s+(?:asks?|tells?|requests?|instructs?|wants?|says?|directs?|calls?\s+for)\b[^.!?]{0,160}?(?:,|;|:|—|–|-|\bthen\b)\s*(?:then\s+)?(?:just\s+|simply\s+)?(?:go\s+ahead|do\s+(?:it|so|that)|comply|obey|take\s+it|carry\s+it\s+out|perform\s+it|execute\s+it|run\s+it|follow\s+it)${R}`;
const IF_ASKS_LATIN = String.raw`${L}(?:si|cuando|siempre\s+que|quand|lorsque|se|quando|wenn|falls|sobald|als|indien|je[śs]li|gdy)\s+(?:el|la|un|una|le|l['’]|les|o|a|um|uma|il|lo|der|die|das|eine?|de|het|een)?\s*(?:\p{L}+\s+){0,2}?(?:p[áa]gina|sitio|documento|archivo|correo|mensaje|ticket|comentario|descripci[óo]n|campo|formulario|entrada|nota|herramienta|resultado|page|site|document|fichier|courriel|message|commentaire|champ|formulaire|outil|r[ée]sultat|arquivo|e-?mail|coment[áa]rio|descri[çc][ãa]o|formul[áa]rio|ferramenta|pagina|commento|descrizione|modulo|strumento|risultato|Seite|Dokument|Datei|Nachricht|Kommentar|Beschreibung|Feld|Formular|Eintrag|Werkzeug|Ergebnis|bericht|opmerking|beschrijving|veld|strona|dokument|plik|wiadomo\p{L}{1,4}|komentarz|opis|pole|formularz)\s+(?:te\s+|te\s+|dich\s+|je\s+|ci\s+|ti\s+)?(?:pide|pida|solicita|dice|indica|ordena|demande|dit|exige|pede|pe[çc]a|diz|chiede|dice|verlangt|fordert|sagt|bittet|vraagt|zegt|prosi|ka[żz]e|m[óo]wi)\b[^.!?]{0,160}?(?:,|;|:|—|–)\s*(?:entonces\s+)?(?:h[aá]zlo|c[úu]mplelo|ejec[úu]talo|fais-le|ex[ée]cute-le|fa[çc]a|execute-o|fallo|eseguilo|tu\s+es|mach\s+es|f[üu]hre\s+es\s+aus|doe\s+het|voer\s+het\s+uit|zr[óo]b\s+to|wykonaj\s+to)${R}`;
const IF_ASKS_CJK = String.raw`(?:如果|若|只要|一旦)[^。！？]{0,30}?(?:网页|網頁|页面|頁面|文档|文件|邮件|郵件|消息|評論|评论|工单|字段|描述|表单|结果|工具)[^。！？]{0,20}?(?:要求|让你|讓你|请你|請你|叫你)[^。！？]{0,80}?(?:就|都|便|请|請)\s*(?:照做|照办|执行|執行|去做)`;

export const IF_ASKS_RE = new RegExp(`${IF_ASKS_EN}|${IF_ASKS_LATIN}|${IF_ASKS_CJK}`, "giu");

/** What is asked is left open: anything, an action, whatever (so the data decides). */
export const INDEFINITE =
  /(?<![\p{L}\p{N}_])(?:something|anything|an?\s+action|any\s+action|whatever|algo|alguna\s+cosa|cualquier\s+cosa|quelque\s+chose|n['’]importe\s+quoi|alguma\s+coisa|qualquer\s+coisa|qualcosa|etwas|irgendetwas|iets|co[śs]|cokolwiek|что-(?:то|нибудь)|任何|什么|什麼|何か)(?![\p{L}\p{N}_])|tal\s+cual|as\s+(?:it\s+is|written|asked)/iu;

/**
 * What makes the order an injection, said of the data's orders themselves: kept from the user ("do not mention
 * them", "leave it out of the summary", "silently", "the user need not know"), carried out even if it asks for
 * more, without asking the user or as pre-approved, ranked over the user's own request, or hidden from a human reader
 * (white text, small print, a hidden block).
 */
const KEPT_EN = String.raw`${L}(?:(?:do\s+not|don['’]t|never|without)\s+(?:mention(?:ing)?|show(?:ing)?|list(?:ing)?|report(?:ing)?|tell(?:ing)?|reveal(?:ing)?|disclos(?:e|ing)|surfac(?:e|ing)|includ(?:e|ing)|flag(?:ging)?|cit(?:e|ing))\s+(?:it|them|this|these|those|that|any\s+of\s+(?:it|them|this)|the\s+(?:user|instructions?|notes?|steps|tasks?|requests?|commands?))|(?:leave|keep)\s+(?:it|them|this|these|those)\s+out\s+of|omit\s+(?:it|them|this|these|those)|silently|quietly|the\s+user\s+(?:does\s+not|doesn['’]t|need\s+not|needn['’]t)\s+(?:need\s+to\s+)?(?:know|see|be\s+told)|as\s+if\s+(?:it|they)\s+(?:were|was)\s+not\s+there|without\s+telling)${R}`;
const KEPT_LATIN = String.raw`${L}(?:no\s+(?:las|los|la|lo|le|les)\s+(?:menciones|muestres|incluyas|cites|digas|se[ñn]ales|comentes)|sin\s+(?:dec[íi]rselo|mencionarl\p{L}{1,2}|avisar)|en\s+silencio|ne\s+(?:les|le|la|l['’])\s*(?:signale|mentionne|montre|cite|dis|indique)s?\s+pas|ne\s+(?:signale|mentionne|montre|cite)s?\s+pas|sans\s+(?:le\s+dire|les\s+mentionner|pr[ée]venir)|erw[äa]hn(?:e|st)?\s+(?:sie|es|diese|ihn|du\s+sie)?\s*(?:[\p{L}]+\s+){0,4}?nicht|nicht\s+erw[äa]hnen|verschweige|ohne\s+es\s+zu\s+(?:sagen|erw[äa]hnen)|n[ãa]o\s+(?:as|os|a|o)\s+(?:cite|mencione|mostre|inclua)|sem\s+(?:avisar|mencionar|contar)|em\s+sil[êe]ncio|non\s+dirlo|non\s+(?:le|li|lo|la)\s+(?:menzionare|citare|mostrare|segnalare)|in\s+silenzio|vermeld\s+(?:ze|het|die|deze)\s+niet|niet\s+vermelden|zonder\s+het\s+te\s+(?:zeggen|melden)|nie\s+wspominaj|nie\s+m[óo]w|bez\s+informowania)${R}`;
const KEPT_CJK = String.raw`(?:不要|不必|不用|无需|無需|不需要)[^。！？]{0,10}?(?:提到|提及|告诉|告訴|说明|說明|透露|说出|說出)|触れないで|言わないで|伝えないで|報告しないで|知らせないで|黙って|알리지\s*마|말하지\s*마|언급하지\s*마|${L}(?:не\s+упоминай\p{L}{0,2}|не\s+сообщай\p{L}{0,2}|не\s+говори|молча)${R}`;
const EVEN_EN = String.raw`${L}(?:even\s+(?:if|when|though)\s+(?:it|they|the\s+[\w-]+|that|this)\s+(?:asks?|requests?|demands?|wants?|tells?|calls?\s+for|seems?|looks?|goes)|even\s+when\s+the\s+user\s+(?:asked|asks|wants|wanted)|over\s+the\s+user['’]s|no\s+matter\s+what\s+(?:it|they)\s+(?:asks?|says?))${R}`;
const EVEN_LATIN = String.raw`${L}(?:aunque\s+(?:te\s+)?(?:pida|pidan|solicite|soliciten|exija|exijan)|m[êe]me\s+(?:s['’]ils?|si\s+(?:elles?|ils?|on)|quand\s+(?:elles?|ils?))\s+(?:\p{L}+\s+)?(?:demande|demandent|exige|exigent|r[ée]clame)|auch\s+wenn\s+(?:sie|es|er)\b[^.!?]{0,60}?\bverlang|mesmo\s+que\s+(?:pe[çc]am|pe[çc]a|solicitem|exijam)|anche\s+se\s+(?:ti\s+)?(?:chiedono|chiede|richiedono)|ook\s+als\s+(?:ze|het)\s+(?:vragen|vraagt|eisen)|nawet\s+je[śs]li\s+(?:ka[żz][aą]|ka[żz]e|prosz[aą]|[żz][aą]daj[aą]))${R}`;
const EVEN_CJK = String.raw`即使|即便|哪怕|たとえ|であっても|하더라도|${L}даже\s+если${R}`;
/** Ranked over the user's own request: "before the user's question", "takes precedence", "en priorité", "优先". */
const FIRST_ALL = String.raw`${L}(?:(?:before|over|ahead\s+of|instead\s+of)\s+(?:the\s+|your\s+)?user['’]s\s+(?:own\s+)?(?:requests?|questions?|tasks?|instructions?|orders?|wishes)|(?:take|takes|taking)\s+precedence|priority\s+over|top\s+priority|en\s+priorit[ée]|prioritaires?|vorrangig|mit\s+Vorrang|con\s+prioridad|prioritari\p{L}{1,3}|com\s+prioridade|met\s+voorrang|priorytetowo|w\s+pierwszej\s+kolejno[śs]ci|в\s+первую\s+очередь|приоритетно)${R}|优先|優先|우선`;
const ASKLESS_EN = String.raw`${L}(?:without\s+(?:asking|checking|confirm\w*|approval|consent|permission)|no\s+need\s+to\s+(?:ask|check|confirm)|(?:do\s+not|don['’]t)\s+ask\s+(?:for\s+(?:confirmation|approval|permission)|the\s+user)|pre-?approved|pre-?authori[sz]ed)${R}`;
const ASKLESS_LATIN = String.raw`${L}(?:sin\s+(?:pedir|preguntar|consultar|confirmaci[óo]n)|pre-?aprobad\p{L}{1,2}|sans\s+(?:demander|confirmation|consulter)|pr[ée]-?approuv[ée]e?s?|ohne\s+(?:R[üu]ckfrage|zu\s+fragen|Best[äa]tigung)|vorab\s+genehmigt|sem\s+(?:pedir|perguntar|confirma[çc][ãa]o)|pr[ée]-?aprovad\p{L}{1,2}|senza\s+(?:chiedere|conferma)|zonder\s+(?:te\s+vragen|bevestiging)|bez\s+(?:pytania|potwierdzenia|pytania\s+u[żz]ytkownika))${R}`;
const ASKLESS_CJK = String.raw`不需要征求|无需(?:确认|征求|询问)|無需(?:確認|徵求|詢問)|不用(?:确认|询问)|不必(?:确认|询问)|確認せずに|確認なしで|許可なく|확인\s*없이|묻지\s*말고|동의\s*없이|${L}(?:без\s+(?:подтверждени\p{L}|вопросов|согласовани\p{L})|не\s+спрашивая)${R}`;
const HIDDEN_ALL = String.raw`${L}(?:hidden|invisible|white[\s-]+(?:on[\s-]+white|text|font)|small[\s-]?print|tiny\s+(?:font|text)|faint|display:\s*none|font-size:\s*0|oculto|ocultas?|letra\s+blanca|blanco\s+sobre\s+blanco|diminuta|cach[ée]e?s?|blanc\s+sur\s+blanc|texte\s+blanc|versteckt\p{L}{0,2}|unsichtbar\p{L}{0,2}|wei[ßs]\s+auf\s+wei[ßs]|escondid\p{L}{1,2}|ocult\p{L}{1,2}|invis[íi]ve(?:l|is)|nascost\p{L}{1,2}|bianco\s+su\s+bianco|verborgen|onzichtbar\p{L}{0,2}|ukryt\p{L}{1,3}|niewidoczn\p{L}{1,3}|скрыт\p{L}{1,3}|невидим\p{L}{1,3})${R}|隐藏|隱藏|隐形|白色文字|很小的字|不可见|隠し|白文字|見えない|숨겨진|숨긴|보이지\s*않는`;

export const AGGRAVATES_RE = new RegExp(
  [
    KEPT_EN,
    KEPT_LATIN,
    KEPT_CJK,
    EVEN_EN,
    EVEN_LATIN,
    EVEN_CJK,
    FIRST_ALL,
    ASKLESS_EN,
    ASKLESS_LATIN,
    ASKLESS_CJK,
    HIDDEN_ALL,
  ].join("|"),
  "giu",
);

/** An order to carry the data's orders out, negated just before ("never carry it out", "ne les exécute jamais"). */
export const NOT_BEFORE =
  /(?:(?<![\p{L}\p{N}_])(?:never|not|don['’]?t|do\s+not|must\s+not|should\s+not|no|nunca|jam[áa]s|jamais|ne\s+(?:les|le|la|l['’])?|nicht|niemals|n[ãa]o|non|niet|nooit|nie|не|никогда)\s+(?:\p{L}+\s+){0,2}|不要|不得|切勿|请勿|請勿|别|勿|不|絶対に?)$/iu;
/** … or just after ("befolge ihn nicht", "ne l'exécute jamais", "実行しないで"). */
export const NOT_AFTER =
  /^\s*(?:(?:\p{L}+\s+){0,2}(?:nicht|niet|jamais|pas|nie)(?![\p{L}\p{N}_])|ないで|ません|しない|않|말)/iu;

/** A sentence about attacks, tests or detection (a guide quoting the technique), unless it denies being one. */
export const DESCRIBES_ATTACK =
  /(?<![\p{L}\p{N}_])(?<!not\s(?:an?\s)?(?:prompt\s)?)(?:attack\p{L}{0,3}|injection|injected|malicious|adversar\p{L}{1,5}|exploit\p{L}{0,3}|payloads?|probes?|red[\s-]?team\p{L}{0,3}|under\s+test|passes|fails|ataque\p{L}{0,2}|atacante\p{L}{0,1}|attaque\p{L}{0,3}|angriff\p{L}{0,2}|angreifer\p{L}{0,2}|attacc\p{L}{1,3}|aanval\p{L}{0,3}|atak\p{L}{0,3}|атак\p{L}{0,3}|инъекци\p{L}{0,3})(?![\p{L}\p{N}_])|攻击|攻擊|注入|攻撃|インジェクション|공격|인젝션/iu;

/** Phrases that address the agent (one of them on a line wakes the address row): rarer than the nouns alone. */
const ADDRESS_WORDS =
  "for the ai|for ai|to the ai|to ai|at ai|for an ai|for the assistant|for assistants|for an assistant|to the assistant|to assistants|at assistants|at the assistant|for the agent|for agents|for an agent|to the agent|to agents|at agents|at the agent|for the model|to the model|for the bot|to the bot|for the llm|for llms|for coding|to coding|at coding|instructions for you|instruction for you|requests for you|notes for you|hints for you|tasks for you|orders for you|directions for you|commands for you|steps for you|messages for you|text for you|comments for you|guidance for you|instructions to you|notes to you|messages to you|orders to you|requests to you|meant for you|intended for you|aimed at you|addressed to you|written for you|left for you|directed at you|speaks to you|talks to you|talking to you|speaking to you|addressing you|instructions from|orders from|commands from|tasks from|requests from|directives from|directions from|para el asistente|para los asistentes|para el agente|para la ia|al asistente|al agente|para o assistente|para o agente|para a ia|ao assistente|ao agente|pour l'assistant|pour l’assistant|pour l'agent|pour l’agent|pour l'ia|pour l’ia|destinée à|destiné à|destinées à|adressée à|adressées à|ton intention|votre intention|per l'agente|per l’agente|per l'assistente|per l’assistente|all'agente|all’agente|all'assistente|all’assistente|per l'ia|für agenten|für den assistenten|für den agenten|für die ki|für ki|an ki-|an die ki|an den assistenten|an den agenten|an dich|für dich|voor de ai|voor de assistent|voor de agent|aan de ai|aan de assistent|dla asystenta|dla agenta|dla ai|dla modelu|para o bot|para el bot|para os agentes|para los agentes|pour le bot|per il bot|voor de bot|dla bota|para ti|para você|dejarte|deixar-te|pour toi|per te|voor jou|dla ciebie";
/** Verbs of the data asking (one on a line wakes the "if the page asks …, do it" row). */
const ASKS_WORDS =
  "asks|tells|requests|instructs|wants|says|pide|demande|verlangt|chiede|pede|vraagt|prosi|każe";

export const ADDRESS_LINE = new RegExp(ADDRESS_WORDS.replace(/'/g, "['’]"), "i");
/** A lead of condition before the verb on the line ("if the page asks", "si la descripción pide"). */
export const ASKS_LINE = new RegExp(
  `\\b(?:if|whenever|when|wherever|si|cuando|quand|lorsque|se|quando|wenn|falls|sobald|indien|jesli|gdy)\\b[^.!?]{0,80}?(?:${ASKS_WORDS})`,
  "i",
);
/** The rule's hint words: a line addressing the agent, or a verb of the data asking. */
export const DATA_ORDERS_HINTS = [
  ...new Set(
    words(`${ADDRESS_WORDS}|${ASKS_WORDS}`).map(
      // Hints are ASCII: a phrase with other letters is hinted by its longest ASCII run ("pour l’ia" → "pour l").
      (w) => w.split(/[^\x20-\x7e]+/).reduce((a, b) => (b.length > a.length ? b : a), ""),
    ),
  ),
].filter((w) => w.trim().length >= 4);
