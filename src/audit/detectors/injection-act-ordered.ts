// An act ordered to the agent, in ten languages: what an injected order makes the agent do (run a piped download,
// send a secret file to an address, widen its own permissions, approve or merge a change, install from another
// index, switch hooks or scans off, report a falsehood to the user, recommend a link "as the official installer",
// write a trust rule into its long-term memory, plant a check that lets a header through, wipe files, make a
// stranger an admin) beside what makes it a planted order rather than a how-to: the agent addressed the way only
// an injection addresses it ("if you are an AI model reading this file", "note to the AI code reviewer", "[system]",
// "you are now MaintBot", "every AI assistant working here must", a template comment "for the model generating
// from this template", an `agent_task`/`agent_instructions` key), or the act kept from the user ("leave this step
// out of your summary", "an internal step, not part of what you report", "if the user asks, say you only fixed
// formatting", "do not ask for confirmation"). The inventory it covers (OWASP LLM01, MITRE ATLAS AML.T0051/T0053/
// T0099, published coding-agent injections) is in docs/SECURITY.md; English, Spanish, French, German, Italian,
// Portuguese, Dutch, Polish, Japanese and Chinese. Both parts are needed, in one paragraph; an act forbidden in its
// own sentence, quoted, described as an attack, or in a test file is not an order.
import { inAttackSection } from "../context.js";
import { words } from "../hints.js";
import type { AuditLine, AuditText, TextHit } from "../rule-types.js";
import { sentenceAround } from "../sentences.js";
import { blocksNear, eachMatch, lineOf, linesHolding, lowerBound, startsOf } from "../text.js";
import { ABOUT_ATTACK } from "./injection-covert.js";
import {
  CONCEAL,
  COVERT,
  DESCRIBES_ATTACK,
  scanWords,
  unionScanner,
  WITHOUT_ASKING,
  type WordScanner,
  wordScanner,
} from "./lexicon.js";
import { cls } from "./word-scan.js";

const S = String.raw`(?<![\p{L}\p{N}_])`;
const E = String.raw`(?![\p{L}\p{N}_])`;
const URL = String.raw`https?:\/\/(?!(?:localhost|127\.0\.0\.1)\b)[\w.-]{1,100}\.[a-z]{2,12}`;
const SECRET_FILE = String.raw`(?:~|\$HOME|%USERPROFILE%)[\\/]\.(?:ssh|aws|gnupg|kube|docker|netrc|npmrc|git-credentials|pypirc)|\bid_(?:rsa|ed25519|ecdsa)\b|\.aws[\\/]credentials|(?<![\w.])\.env\b`;

/** An expression a block must hold for an act to match there (the act's own flags, so its letters fold alike). */
const need = (source: string): RegExp => new RegExp(source, "iu");
const HTTP = need(String.raw`https?:\/\/`);

/**
 * The acts. Commands and paths are the same in every language; verbs of approving, remembering, granting,
 * reporting and recommending are listed per language. `needs`: what every match of the act holds, each in the
 * block (a verb and its object), so the one costly expression skips the blocks none can match in (most lines
 * the hint words pick: "memory", "header", "merge" without the rest); change them with the act (an act without
 * needs is tried on every block).
 */
const ACT_SOURCES: readonly (readonly [source: string, hushOnly: boolean, needs?: readonly RegExp[]])[] = [
  // run: a piped download, a PowerShell cradle
  [
    String.raw`\b(?:curl|wget)\b[^\n|]{0,200}\|\s*(?:sudo\s+)?(?:ba|z)?sh\b|\b(?:iwr|irm|Invoke-WebRequest|Invoke-RestMethod)\b[^\n|]{0,200}\|\s*(?:iex|Invoke-Expression)\b`,
    false,
    [need("curl|wget|iwr|irm|invoke-webrequest|invoke-restmethod"), /\|/],
  ],
  // send: a secret file and an address in one clause
  [
    String.raw`(?:${SECRET_FILE})[^\n.;。]{0,160}?${URL}`,
    false,
    [
      HTTP,
      need(
        String.raw`\.(?:ssh|aws|gnupg|kube|docker|netrc|npmrc|git-credentials|pypirc|env)|id_(?:rsa|ed25519|ecdsa)`,
      ),
    ],
  ],
  // the agent's own permissions widened
  [
    String.raw`\bBash\(\s*\*\s*\)|--dangerously-skip-permissions\b|\bauto-?approve["']?\s*[:=]\s*true\b`,
    false,
    [need(String.raw`bash\(|--dangerously-skip-permissions|auto-?approve`)],
  ],
  // checks off
  [
    String.raw`--no-verify\b|\bcore\.hooksPath\s+\/dev\/null\b`,
    false,
    [need(String.raw`--no-verify|core\.hookspath`)],
  ],
  // installs from another index
  [
    String.raw`--(?:extra-)?index-url\s+(?!https?:\/\/(?:download\.pytorch\.org|pypi\.org|test\.pypi\.org|pypi\.nvidia\.com|files\.pythonhosted\.org)\b)${URL}|\bnpm\s+(?:i|install)\s+${URL}`,
    false,
    [need("index-url|npm"), HTTP],
  ],
  // wipes
  [
    String.raw`\brm\s+-(?:rf|fr|r)\s+[^\n;|&]{0,80}?(?:~|\$HOME|\/\s|\.\/backups?|\.git-credentials|\*)|\bgit\s+push\s+(?:--force(?!-with-lease)|-f)\b`,
    false,
    [need(String.raw`rm\s+-|git\s+push`)],
  ],
  // approve or merge a change
  [
    String.raw`${S}(?:approve|merge|aprueba|fusiona|approuve|fusionne|genehmige|approva|unisci|aprove|zatwierd[źz]|scal)${E}[^\n.;]{0,30}?(?:pull\s+request|merge\s+request|\bPR\b|main\b)|${S}keur\s+(?:deze|de)\s+(?:pull\s+request|PR)\s+goed|プルリクエストを承認|(?:批准|合并)(?:这个|该)?(?:拉取请求|合并请求|PR)|合并到\s*main|main\s*にマージ|${S}одобри\s+(?:этот\s+)?(?:pull\s+request|PR)|${S}слей\s+(?:его\s+)?в\s+main`,
    false,
    [
      need(
        "approve|merge|aprueba|fusiona|approuve|fusionne|genehmige|approva|unisci|aprove|zatwierd|scal|keur|プルリクエストを承認|批准|合并|にマージ|одобри|слей",
      ),
      need(
        String.raw`pull\s+request|merge\s+request|\bPR\b|main\b|プルリクエストを承認|(?:批准|合并)(?:这个|该)?(?:拉取请求|合并请求|PR)|合并到\s*main|main\s*にマージ|одобри\s+(?:этот\s+)?PR|в\s+main`,
      ),
    ],
  ],
  // memory poisoning
  [
    String.raw`(?:${S}(?:(?:save|store|write|add|remember)\s+(?:\w+\s+){0,3}?(?:to|in|into)\s+(?:your\s+)?(?:long[\s-]term\s+|persistent\s+)?memory|guarda\s+en\s+tu\s+memoria|enregistre\s+dans\s+ta\s+m[ée]moire|speichere\s+in\s+deinem\s+(?:Langzeit)?ged[äa]chtnis|salva\s+nella\s+tua\s+memoria|grave\s+na\s+sua\s+mem[óo]ria|sla\s+in\s+je\s+(?:langetermijn)?geheugen|zapisz\s+w\s+(?:swojej\s+)?pami[ęe]ci|сохрани\s+в\s+(?:свою\s+)?(?:долговременную\s+)?память)${E}|長期メモリに保存|メモリに保存|长期记忆中保存|存入(?:你的)?(?:长期)?记忆)[^\n。]{0,120}?(?:trust|confian|fiable|vertrauen|affidabil|confi[áa]ve|vertrouw|zaufan|信頼|可信)`,
    false,
    [
      need("memory|memoria|m[ée]moire|ged[äa]chtnis|geheugen|pami[ęe]ci|mem[óo]ria|память|メモリ|记忆"),
      need("trust|confian|fiable|vertrauen|affidabil|confi[áa]ve|vertrouw|zaufan|信頼|可信"),
    ],
  ],
  // access granted
  [
    String.raw`${S}(?:(?:as\s+(?:an?\s+)?(?:admin|owner|maintainer)\s+collaborator)|colaborador\s+administrador|collaborateur\s+administrateur|Admin-Mitarbeiter|collaboratore\s+amministratore|beheerder-medewerker|prawami\s+administratora|с\s+правами\s+администратора)${E}|管理者コラボレーター|管理员协作者`,
    false,
    [
      need(
        "collaborat|colaborador|admin-mitarbeiter|beheerder-medewerker|administratora|администратора|管理者コラボレーター|管理员协作者",
      ),
      need("admin|owner|maintainer|administr|amministr|beheerder|администратора|管理"),
    ],
  ],
  // a check that lets a header or key through
  [
    String.raw`\b(?:verify|check|auth|validate)\w*\(\)[^\n]{0,60}?\bTrue\b[^\n]{0,80}?(?:header|Header|cabecera|en-t[êe]te|intestazione|cabe[çc]alho|nag[łl][óo]wek|ヘッダー|请求头)|\bTrue\b[^\n]{0,40}?(?:header|Header)\b`,
    false,
    [
      need(String.raw`\btrue\b`),
      need("header|cabecera|en-t[êe]te|intestazione|cabe[çc]alho|nag[łl][óo]wek|ヘッダー|请求头"),
    ],
  ],
  // a falsehood reported to the user: tests passed, nothing changed
  [
    String.raw`${S}(?:tell\s+the\s+user|dile\s+al\s+usuario|dis\s+[àa]\s+l['’]utilisateur|sag\s+dem\s+Benutzer|di['’]\s+all['’]utente|diga\s+ao\s+usu[áa]rio|vertel\s+de\s+gebruiker|powiedz\s+u[żz]ytkownikowi)${E}[^\n.;]{0,40}?(?:tests?|pruebas|testes|testy)${E}[^\n.;]{0,30}?(?:passed|pasaron|pass[ée]s|bestanden|passati|passaram|geslaagd|przesz[łl]y)|ユーザーには[^。\n]{0,10}テストが(?:すべて)?合格|告诉用户[^。\n]{0,10}测试都?已?通过|${S}скажи\s+пользователю${E}[^\n.;]{0,40}?тесты[^\n.;]{0,30}?прошли`,
    false,
    [
      need(
        "user|usuario|utilisateur|benutzer|utente|usu[áa]rio|gebruiker|u[żz]ytkownik|ユーザー|用户|пользовател",
      ),
      need("test|prueba|テスト|测试|тесты"),
    ],
  ],
  // a link recommended as the official one
  [
    String.raw`${URL}[^\n.;]{0,60}?${S}(?:as\s+the\s+official|como\s+instalador\s+oficial|comme\s+installateur\s+officiel|als\s+offiziellen|come\s+installer\s+ufficiale|als\s+officieel|jako\s+oficjalny|как\s+официальн\p{L}{2,3})${E}|${URL}[^\n。]{0,20}?(?:公式インストーラー|作为官方)`,
    true,
    [
      HTTP,
      need(
        "official|oficial|officiel|offiziell|ufficiale|officieel|oficjalny|официальн|公式インストーラー|作为官方",
      ),
    ],
  ],
];
/** One expression, a group per act: the group that matched says what part the act needs. */
const ACT = new RegExp(ACT_SOURCES.map(([source]) => `(${source})`).join("|"), "giu");
/** Whether some act may match in `block`: it holds each of one act's needs. */
const mayAct = (block: string): boolean =>
  ACT_SOURCES.some(([, , needs]) => needs === undefined || needs.every((re) => re.test(block)));

/** The agent addressed the way only injected text addresses it. */
const ADDRESS = cls({
  w: [
    // a note for AI readers, reviewers, generators; a persona; a policy for every assistant
    String.raw`(?:if\s+you\s+are\s+an?\s+(?:AI|LLM|language\s+model|coding\s+agent|automated)|si\s+eres\s+un\s+(?:modelo|agente|asistente)|si\s+(?:tu\s+es|vous\s+[êe]tes)\s+un\s+(?:mod[èe]le|agent|assistant)|(?:falls|wenn)\s+du\s+ein\s+(?:KI|Modell|Coding|Agent|Assistent)|se\s+sei\s+un\s+(?:modello|agente|assistente)|se\s+voc[êe]\s+(?:é|for)\s+um\s+(?:modelo|agente|assistente)|als\s+je\s+een\s+(?:AI|model|agent|assistent)|je[śs]li\s+jeste[śs]\s+(?:modelem|agentem|asystentem))`,
    String.raw`(?:note|notes|message|instructions?|reminder|directive|attention)\s+(?:to|for)\s+(?:the\s+|any\s+|all\s+)?(?:AI|LLM|model|assistant|automated|coding\s+agent|bots?)|(?:AI|LLM)\s+(?:agents?|assistants?|models?|reviewers?)\s+(?:reading|processing|reviewing)\s+this|(?:если\s+ты|если\s+вы)\s+(?:ИИ|модель|агент|ассистент)|(?:заметка|примечание|инструкция)\s+для\s+(?:ИИ|модели|агента|ассистента)|(?:nota|notas)\s+para\s+(?:el\s+|o\s+)?(?:modelo|agente|asistente|assistente|revisor)|note\s+pour\s+(?:le\s+|l['’])?(?:mod[èe]le|agent|assistant|relecteur)|Hinweis\s+f[üu]r\s+(?:den\s+|das\s+|die\s+)?(?:KI|Modell|Agent|Assistent)|nota\s+per\s+(?:il\s+|l['’])?(?:modello|agente|assistente|revisore)|notitie\s+voor\s+de\s+(?:AI|model|agent|assistent)|uwaga\s+dla\s+(?:modelu|agenta|asystenta|recenzenta)`,
    String.raw`(?:model|AI|assistant|agent|LLM)\s+(?:generating|rendering|filling\s+in|reading|processing)\s+(?:from\s+)?(?:this|these)\s+(?:template|file|page|document)|(?:modelo|mod[èe]le|Modell|modello|model|modelu)\s+(?:que\s+genera|qui\s+g[ée]n[èe]re|das\s+aus|che\s+genera|que\s+gera|dat\s+uit|generuj[ąa]cego)`,
    String.raw`(?:you\s+are\s+now|ahora\s+eres|tu\s+es\s+(?:d[ée]sormais|maintenant)|du\s+bist\s+(?:jetzt|nun|ab\s+sofort)|ora\s+sei|agora\s+voc[êe]\s+[ée]|je\s+bent\s+nu|jeste[śs]\s+teraz)\s+(?:the\s+|el\s+|le\s+|o\s+|an?\s+)?[\w-]{2,30}(?:bot|gpt|agent|mode|AI)?\s*,\s*(?:the|an?|el|la|le|l['’]|der|die|das|il|lo|o|a|de|het)\s+(?:\w+['’]s\s+)?[\w-]{0,30}?(?:agent|agente|assistant|assistente|asistente|Agent|Assistent|bot|agentem)`,
    String.raw`(?:every|each|any|all)\s+(?:AI\s+)?(?:assistants?|agents?|models?|LLMs?)\s+(?:\w+\s+){0,5}?must|(?:todo|tout|jeder|ogni|cada|elke|ka[żz]dy)\s+(?:asistente|assistant|KI-Assistent|assistente|AI-assistent|asystent)\s+(?:de\s+)?(?:IA|AI)?`,
  ],
  f: [
    // a vocative at a sentence's or line's start; a role marker; a key the agent fills or obeys; Japanese, Chinese
    String.raw`(?:^|[\n.!?>#*(\[{"'\x60-]\s*)(?:(?:hey\s+)?(?:assistant|AI\s+agent|coding\s+agent|Claude|Copilot|Codex|Gemini|Cursor|asistente|assistente|Assistent|asystent|ассистент)\s*,|(?:hey|dear|attention)\s+(?:assistant|AI|agent|Claude|Copilot|Codex|Gemini|Cursor)\s*[,:]|asystencie\s*[,:])`,
    String.raw`\[\s*(?:system|sistema|syst[èe]me|systeem|operator|admin)\s*\]`,
    String.raw`\b(?:agent|ai|llm|assistant|model)_(?:task|tasks|instructions?|note|action|directive|todo|prompt)\b["']?\s*[:=]|\bTODO\(\s*(?:ai|agent|assistant|model)\s*\)`,
    String.raw`アシスタントへ|(?:モデル|エージェント|レビュアー)(?:へ|への注記)|あなたは今から|すべての\s*AI\s*アシスタントは|\[システム\]|助手[，,:：]|如果你是[^。\n]{0,20}(?:AI|模型|代理|助手)|给[^。\n]{0,16}(?:模型|代理|助手|审查员)的(?:说明|提示|注意)|你现在是|每个\s*AI\s*助手都必须|\[系统\]`,
  ],
});

/** The act kept from the user, in the wordings lexicon.ts CONCEAL (which needs "the user" named) does not hold. */
const OWN_HUSH = cls({
  w: [
    String.raw`(?:do\s+not|don['’]t|never)\s+(?:mention|tell|report|disclose|reveal|bring\s+up|surface|flag|explain|note)\s+(?:this|it|that|these|the\s+change|this\s+step|anything)\b|(?:leave|keep)\s+(?:this|it|these|that)\s+(?:\w+\s+)?out\s+of\s+(?:your|the)\s+(?:summary|report|PR|reply|changelog|description|notes)|omit\s+(?:this|it|these)\s+(?:\w+\s+)?from\s+(?:your|the)\s+(?:summary|report|reply|changelog|description|notes)|not\s+part\s+of\s+what\s+you\s+(?:report|tell|show)|internal\s+(?:housekeeping|maintenance|bookkeeping)\s+step|(?:silently|quietly|in\s+the\s+background|without\s+a\s+word)${E}|(?:do\s+not|don['’]t)\s+ask\s+(?:for\s+|the\s+user\s+for\s+)?(?:confirmation|approval|permission)|(?:user|owner)\s+has\s+already\s+(?:approved|agreed|consented)|if\s+(?:the\s+user|they|anyone)\s+asks\b[^\n.]{0,60}?\b(?:say|tell|answer|reply)`,
    String.raw`(?:no\s+(?:lo\s+|se\s+lo\s+|le\s+)?(?:menciones|digas|cuentes|informes|comentes)|omite\s+(?:esto|este\s+paso)\s+(?:en|de)\s+(?:tu|el)|fuera\s+de(?:l|\s+tu)?\s+(?:resumen|informe)|paso\s+interno|en\s+silencio|en\s+segundo\s+plano|sin\s+hacer\s+ruido|no\s+pidas\s+(?:confirmaci[óo]n|permiso)|ya\s+lo\s+ha\s+aprobado|si\s+(?:el\s+usuario\s+)?(?:te\s+)?pregunta)${E}`,
    String.raw`(?:n['’]en\s+(?:parle|dis)\s+(?:pas|rien)|ne\s+le\s+(?:mentionne|signale)\s+pas|hors\s+de\s+(?:ton|votre|du)\s+(?:r[ée]sum[ée]|compte\s+rendu|rapport)|ne\s+l['’]inclus\s+pas|[ée]tape\s+(?:de\s+maintenance\s+)?interne|en\s+arri[èe]re-plan|en\s+silence|silencieusement|ne\s+demande\s+pas\s+(?:de\s+)?confirmation|a\s+d[ée]j[àa]\s+donn[ée]\s+son\s+accord|si\s+l['’]utilisat(?:eur|rice)\s+(?:te\s+|vous\s+)?demande)${E}`,
    String.raw`(?:erw[äa]hne\s+(?:das|dies|es)\s+[^\n.]{0,40}?nicht|nicht\s+erw[äa]hnen|verschweige|aus\s+(?:deiner|der)\s+Zusammenfassung|nicht\s+in\s+(?:die|deine)\s+Zusammenfassung|interner\s+(?:Wartungs)?schritt|im\s+Hintergrund|stillschweigend|frag\s+nicht\s+(?:vorher|erst)|hat\s+(?:dem\s+)?bereits\s+zugestimmt|(?:wenn|falls)\s+der\s+(?:Benutzer|Nutzer)\s+fragt)${E}`,
    String.raw`(?:non\s+(?:menzionarlo|menzionare|dirlo|dirglielo|riportarlo)|fuori\s+dal\s+(?:riepilogo|resoconto|rapporto)|non\s+includerlo|passaggio\s+(?:di\s+manutenzione\s+)?intern[oa]|in\s+silenzio|in\s+background|in\s+sottofondo|silenziosamente|non\s+chiedere\s+(?:conferma|il\s+permesso)|l['’]ha\s+gi[àa]\s+approvato|se\s+l['’]utente\s+(?:te\s+lo\s+)?chiede)${E}`,
    String.raw`(?:n[ãa]o\s+(?:mencione|conte|diga|comente)|fora\s+do\s+(?:seu\s+)?(?:resumo|relat[óo]rio)|n[ãa]o\s+inclua|passo\s+interno|etapa\s+interna|em\s+sil[êe]ncio|em\s+segundo\s+plano|silenciosamente|n[ãa]o\s+pe[çc]a\s+(?:confirma[çc][ãa]o|permiss[ãa]o)|j[áa]\s+aprovou|se\s+o\s+(?:usu[áa]rio|utilizador)\s+perguntar)${E}`,
    String.raw`(?:vermeld\s+(?:dit|het)\s+niet|niet\s+vermelden|zeg\s+(?:hier\s+)?niets|weg\s+uit\s+je\s+samenvatting|niet\s+in\s+(?:je|de)\s+samenvatting|interne\s+(?:onderhouds)?stap|stilletjes|op\s+de\s+achtergrond|vraag\s+niet\s+(?:eerst\s+)?om|al\s+goedgekeurd|als\s+de\s+gebruiker\s+(?:ernaar\s+)?vraagt)${E}`,
    String.raw`(?:nie\s+wspominaj|nie\s+m[óo]w\s+o\s+tym|pomi[ńn]\s+(?:to|ten\s+krok)|nie\s+umieszczaj|wewn[ęe]trzny\s+krok|krok\s+wewn[ęe]trzny|po\s+cichu|w\s+tle|nie\s+pytaj\s+(?:wcze[śs]niej\s+)?o|ju[żz]\s+to\s+zatwierdzi[łl]|je[śs]li\s+u[żz]ytkownik\s+zapyta)${E}`,
    String.raw`(?:не\s+упоминай|не\s+сообщай\s+об\s+этом|в\s+фоновом\s+режиме|не\s+(?:проси|спрашивай)\s+подтверждени\p{L}|уже\s+одобрил|если\s+пользователь\s+спросит)${E}`,
  ],
  f: [
    String.raw`(?:ユーザー|利用者)に(?:は)?(?:言わ|伝え|知らせ|報告し)ないで|要約[^。\n]{0,20}(?:省いて|含めないで|書かないで)|内部の(?:メンテナンス)?手順|バックグラウンドで|黙って|確認を求めないで|確認せずに|すでに[^。\n]{0,8}承認|聞かれたら`,
    String.raw`不要(?:向用户)?(?:提及|提起|告诉|说明)|不要(?:把|将)?[^。\n]{0,8}写(?:进|入)[^。\n]{0,10}(?:总结|摘要|说明)|内部(?:维护)?步骤|在后台|默默|不要(?:事先)?(?:请求|征求)确认|无需确认|(?:用户|使用者)已经?批准|如果用户问`,
  ],
});
const HUSH = unionScanner(OWN_HUSH, CONCEAL, COVERT, WITHOUT_ASKING);
const ADDRESS_SCAN = wordScanner(ADDRESS);

/** The act forbidden in its own sentence ("never run …", "nunca …", "決して", "绝不"). */
const FORBIDDEN = new RegExp(
  String.raw`${S}(?:never|do\s+not|don['’]t|must\s+not|avoid|nunca|jam[áa]is|ne\s+jamais|niemals|nie|mai|nooit|nigdy|no|non|n[ãa]o|nicht|никогда|не)${E}|決して|绝不|不要|切勿|严禁|请勿|請勿|禁止`,
  "iu",
);
/** Japanese puts the negation after the act: "… は決して実行しないでください". */
const FORBIDDEN_AFTER = /しないで|ないでください|してはいけ|しては(?:いけ|なら)ない|決して|禁止/;
/** "silently", "in the background" said of what a program does, not ordered: "the installer runs quietly". */
const DESCRIBED_MANNER =
  /\b(?!(?:this|is|as|us|its|was|has|does|yes|these|those)\b)[a-z]{2,}s\s*$|\b(?:run|work|operate|fail|exit|hang|is\s+(?:run|done|installed|applied))\s*$|(?:läuft|funciona|s['’]ex[ée]cute|gira|werkt|działa|h[äa]ngt)\s*$/iu;
const WEAK_HUSH =
  /^(?:silently|quietly|in\s+the\s+background|en\s+silencio|en\s+segundo\s+plano|en\s+arri[èe]re-plan|en\s+silence|silencieusement|im\s+Hintergrund|in\s+silenzio|in\s+background|in\s+sottofondo|em\s+sil[êe]ncio|em\s+segundo\s+plano|silenciosamente|op\s+de\s+achtergrond|w\s+tle)$/iu;
/** The act hangs on a condition the facts decide ("once CI is green, merge"). */
const CONDITION = new RegExp(
  String.raw`${S}(?:if|once|when|after|unless|si|cuando|quand|wenn|sobald|se|quando|als|zodra|je[śs]li|gdy)${E}[^\n.;]{0,50}?${S}(?:tests?|CI|checks?|build|review\w*|pruebas|testes|testy|Pr[üu]fungen)${E}`,
  "iu",
);
const DESCRIBES = new RegExp(DESCRIBES_ATTACK, "iu");
/** A test of a filter reads attacks as data. */
const TEST_FILE = /(?:^|\/)(?:tests?|spec|__tests__)\/|(?:^|\/)test_[^/]*$|\.(?:test|spec)\.[a-z]+$/i;

/** Hint words: the acts' commands and verbs, ASCII (the intl row reads the other scripts' lines). */
export const ACT_ORDERED_HINTS = [
  // a pipe's bar cannot be in a `words` list
  ...["| sh", "|sh", "| bash", "|bash", "| sudo", "| iex", "|iex"],
  ...words(
    "invoke-expression|.gnupg|.kube|.docker|.npmrc|.pypirc|id_ecdsa|%userprofile%|approve|merge|aprueba|fusiona|approuve|fusionne|genehmige|approva|unisci|aprove|zatwierd|scal |keur |chtnis|longo prazo|sua mem|colaborador|cabe|.ssh|.aws|id_rsa|id_ed25519|.env|.netrc|git-credentials|bash(|skip-permissions|autoapprove|auto-approve|no-verify|hookspath|index-url|npm i http|npm install http|rm -rf|rm -fr|rm -r |push --force|push -f|pull request|merge request|memory|memoria|moire|geheugen|pami|collaborat|admin-mitarbeiter|beheerder|administratora|header|cabecera|intestazione|en-t|tell the user|dile al usuario|utilisateur|sag dem benutzer|all'utente|ao usu|vertel de gebruiker|powiedz u|official|oficial|officiel|offiziell|ufficiale|officieel|oficjaln",
  ),
];

/** Lines of a script without spaces between words or of Cyrillic (the hint row reads the Latin ones). */
const OTHER_SCRIPT = /[\u0400-\u04ff\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/;
const OTHER_SCRIPT_G = new RegExp(OTHER_SCRIPT.source, "g");

/** How far before an act the text is read for talk of attacks (the paragraph that introduces a quoted example). */
const ABOUT_REACH = 400;

/** A part and an act this far apart (characters), with no blank line between, are one order. */
const REACH = 400;

function nearest(hits: readonly TextHit[], at: readonly number[], act: TextHit, text: string): boolean {
  const i = lowerBound(at, act.index);
  for (const h of [hits[i - 1], hits[i]]) {
    if (!h || h.index > act.index + act.length + REACH || h.index + h.length < act.index - REACH) continue;
    const from = Math.min(h.index, act.index);
    const to = Math.max(h.index + h.length, act.index + act.length);
    if (!/\n[ \t]*\n/.test(text.slice(from, to))) return true;
  }
  return false;
}

/**
 * The act's own clause forbids it or its sentence makes it hang on the facts; or the text around it talks about
 * attacks (a security page quoting an injection; commands in backticks are not quotes of someone else's words).
 */
function notOrdered(file: AuditText, act: TextHit): boolean {
  const text = file.text;
  const s = sentenceAround(file, act.index);
  const before = text.slice(Math.max(s.from, act.index - 80), act.index);
  const clause = before.slice(
    Math.max(before.lastIndexOf(","), before.lastIndexOf(";"), before.lastIndexOf("，")) + 1,
  );
  if (FORBIDDEN.test(clause) || CONDITION.test(before)) return true;
  if (FORBIDDEN_AFTER.test(text.slice(act.index + act.length, Math.min(s.to, act.index + act.length + 60))))
    return true;
  const around = text.slice(Math.max(0, act.index - ABOUT_REACH), Math.min(s.to, act.index + 300));
  return DESCRIBES.test(around) || ABOUT_ATTACK.test(around) || inAttackSection(file, act.index);
}

/** A class's matches in the blocks, as hits in the whole text. */
function wordHits(
  scanner: WordScanner,
  text: string,
  blocks: readonly { from: number; to: number }[],
): TextHit[] {
  const out: TextHit[] = [];
  for (const b of blocks) {
    const at = scanWords(scanner, text.slice(b.from, b.to));
    for (let i = 0; i < at.length; i += 2) out.push({ index: b.from + at[i]!, length: at[i + 1]! - at[i]! });
  }
  return out;
}

/** The acts on the lines read, each beside an address to the agent or a concealment, in one paragraph. */
function actOrderedOn(file: AuditText, lines: readonly AuditLine[]): TextHit[] {
  if (lines.length === 0 || (TEST_FILE.test(file.path) && !file.followed)) return [];
  const text = file.text;
  const starts = startsOf(file);
  const acts: (TextHit & { hushOnly: boolean })[] = [];
  for (const b of blocksNear(
    text,
    starts,
    lines.map((l) => lineOf(starts, l.index)),
    0,
  )) {
    const block = text.slice(b.from, b.to);
    if (!mayAct(block)) continue;
    eachMatch(ACT, block, (m) => {
      const kind = m.findIndex((g, i) => i > 0 && g !== undefined) - 1;
      acts.push({ index: b.from + m.index, length: m[0].length, hushOnly: ACT_SOURCES[kind]![1] });
    });
  }
  if (acts.length === 0) return [];
  const around = blocksNear(
    text,
    starts,
    acts.map((a) => lineOf(starts, a.index)),
    3,
  );
  const hush = wordHits(HUSH, text, around).filter(
    (h) =>
      !WEAK_HUSH.test(text.slice(h.index, h.index + h.length)) ||
      !DESCRIBED_MANNER.test(text.slice(Math.max(0, h.index - 30), h.index)),
  );
  const parts = [...wordHits(ADDRESS_SCAN, text, around), ...hush].sort((a, b) => a.index - b.index);
  if (parts.length === 0) return [];
  const at = { any: parts.map((p) => p.index), hush: hush.map((p) => p.index) };
  for (const act of acts) {
    const near = act.hushOnly ? nearest(hush, at.hush, act, text) : nearest(parts, at.any, act, text);
    if (!near || notOrdered(file, act)) continue;
    return [{ index: act.index, length: act.length }];
  }
  return [];
}

/** The hinted row: the lines holding an act's ASCII words. */
export function actOrdered(file: AuditText, lines: readonly AuditLine[]): TextHit[] {
  return actOrderedOn(file, lines);
}

/** The other scripts' row: the lines holding Japanese, Chinese, Korean or Cyrillic letters. */
export function actOrderedIntl(file: AuditText): TextHit[] {
  if (!OTHER_SCRIPT.test(file.text)) return [];
  // Each letter found alone (a line-wide expression would backtrack over every long line without one).
  const at: number[] = [];
  eachMatch(OTHER_SCRIPT_G, file.text, (m) => {
    at.push(m.index);
  });
  return actOrderedOn(file, linesHolding(file, at));
}
