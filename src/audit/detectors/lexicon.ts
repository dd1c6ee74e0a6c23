// Word classes of agent-hijack and credential-theft prose in languages other than English, written once for
// every rule that reads such prose: French, German, Spanish, Portuguese, Italian, Dutch, Polish, Turkish,
// Vietnamese, Russian, Arabic, Hindi, Chinese (simplified and traditional), Japanese and Korean. English is
// in instruction-shapes.ts. Each class is a regular-expression source for the `iu` flags. Words of scripts
// with spaces get a Unicode word boundary (never `\b`, which knows ASCII letters only); Chinese, Japanese,
// Arabic and Hindi words none (no spaces, or prefixes and vowel signs glued to the word), Korean none at the
// end (particles follow the noun). The classes match the file's ORIGINAL text: a `nonAscii` rule sees it,
// while the plain pass sees look-alike letters (Cyrillic, Greek) mapped to Latin ones.
//
// This file holds who is addressed and what is overridden or hidden; acts and their objects are in
// lexicon-acts.ts, the scanner in word-scan.ts. Both are exported from here.

import { cls } from "./word-scan.js";

export * from "./lexicon-acts.js";
export { scanWords, unionOfScanners, unionScanner, type WordScanner, wordScanner } from "./word-scan.js";

/** Latin letters with or without an accent: "pr[eé]c[eé]dent" written once. */
const L = String.raw`\p{L}`;

/** Whom an order is addressed to: the AI, the assistant, the agent, the model. */
export const ADDRESSEE = cls({
  w: [
    "IA|KI|SI|AI|ИИ|l['’]IA|assistant[e]?|assistente|asistente|Assistent(?:en)?|assistent|asystent(?:ie)?",
    "asistan|agente|Agent(?:en)?|ajan|mod[eè]le|Modell|Sprachmodell|modelo|modello|ассистент\\p{L}{0,2}",
    "агент\\p{L}{0,2}|модел\\p{L}{1,2}|нейросет\\p{L}{1,2}|yapay\\s+zek[aâ]|trợ\\s+lý|tác\\s+nhân",
  ],
  f: [
    "人工智能|人工智慧|助手|助理|智能体|智能體|大模型|语言模型|語言模型|アシスタント|エージェント|モデル|어시스턴트|에이전트|인공지능|모델|المساعد",
    "الوكيل|الذكاء\\s+الاصطناعي|सहायक|एजेंट",
  ],
});

/** Drop, ignore, forget, override. */
export const IGNORE = cls({
  w: [
    "ignor(?:e|ez|er|a|ar|ad|e[mn]?|are|ate|i|iere|ieren|ier|iert|eer)|oubli(?:e|ez|er)",
    "faites\\s+abstraction\\s+de|ne\\s+(?:tenez|tiens)\\s+pas\\s+compte\\s+(?:de|des|du)",
    "vergiss|vergessen(?:\\s+Sie)?|missachte(?:n)?|(?:ü|ue)bergehe(?:n)?|olvid(?:a|e|en|ar|ad)",
    "haz\\s+caso\\s+omiso\\s+de|omit(?:e|a|ir)|desconsider(?:e|a|ar)|esque(?:ç|c)(?:a|am|er)",
    "dimentica(?:re)?|trascura(?:re)?|non\\s+tenere\\s+conto\\s+(?:di|dei|delle|degli|del|della)|negeer|vergeet",
    "zignoruj|ignoruj|zapomnij|yok\\s+say|g(?:ö|o)rmezden\\s+gel|unut",
    "bỏ\\s+qua|phớt\\s+lờ|quên\\s+(?:đi|hết)|(?:про)?игнорир\\p{L}{0,4}|забудь(?:те)?|забыть",
    "не\\s+обращай(?:те)?\\s+внимания\\s+на|отбрось(?:те)?",
  ],
  f: [
    "忽略|忽视|忽視|无视|無視|忘记|忘記|忘掉|不要理会|不要理會|不必理会|无需理会|無需理會|不用理会|別理會|别理会|抛开|拋開|覆盖之前|忘れ|従わな|무시|잊어|تجاهل|انس\\s|अनदेखा",
    "नज़रअंदाज़|भूल\\s+जा",
  ],
});

/** Earlier, above, the system's (not a file system's or an operating system's): what is dropped. */
export const PRIOR = cls({
  w: [
    `pr${L}c${L}dent${L}{0,2}s?`,
    `ant${L}rieur${L}{0,2}s?`,
    "ci-dessus",
    "initiales?",
    "vorherige\\p{L}?|bisherige\\p{L}?|obige\\p{L}?|fr(?:ü|ue)here\\p{L}?|urspr(?:ü|ue)ngliche\\p{L}?",
    "anteriores?|previ[ao]s|originales",
    `pr${L}vi[ao]s`,
    "precedenti|originali",
    "vorige|eerdere|bovenstaande",
    "poprzednie|wcześniejsze|powyższe",
    "önceki|yukarıdaki",
    "trước\\s+đó|ở\\s+trên",
    "предыдущ\\p{L}{1,3}|прежн\\p{L}{1,3}|прошл\\p{L}{1,3}|вышеуказанн\\p{L}{1,3}|исходн\\p{L}{1,3}|системн\\p{L}{1,3}",
    "du\\s+syst[eè]me|des\\s+System(?:s)?|del\\s+sistema|do\\s+sistema|di\\s+sistema",
  ],
  f: [
    "之前|以前|先前|上面|上述|以上|此前|原来|原來|原有|原始|(?<!文件|檔案|操作|作業|子)(?:系统|系統)|これまで|前の|上記|(?<!ファイル|オペレーティング)システム|이전|위의|기존|(?<!파일\\s?|운영\\s?)시스템|السابقة|पिछले|पहले",
  ],
});

/** Instructions, rules, directives, the prompt. */
export const INSTRUCTIONS = cls({
  w: [
    "instructions?|consignes?|r[eè]gles|directives",
    "Anweisung(?:en)?|Anordnungen|Regeln|Instruktionen|Vorgaben|Richtlinien|Systemanweisung(?:en)?|Systemprompt",
    "instrucci[oó]n(?:es)?|reglas|indicaciones|directrices|[oó]rdenes",
    "instru(?:ç|c)(?:õ|o)es|instru(?:ç|c)(?:ã|a)o|regras|diretrizes|orienta(?:ç|c)(?:õ|o)es",
    "istruzion[ei]|regole|direttive|instructies|regels|instrukcje|instrukcji|polecenia|zasady",
    "talimatlar(?:ı)?|kurallar(?:ı)?|hướng\\s+dẫn|chỉ\\s+dẫn|quy\\s+tắc",
    "инструкци\\p{L}{1,3}|указани\\p{L}{1,3}|правил\\p{L}{0,3}|промпт\\p{L}{0,2}|prompts?",
  ],
  f: [
    "指令|指示|说明|說明|规则|規則|提示词|提示詞|系统提示|系統提示|设定|設定|命令|ルール|プロンプト|지시|명령|지침|규칙|프롬프트|التعليمات|निर्देश",
  ],
});

/** All, every: a whole store or every rule. */
export const ALL = cls({
  w: [
    "tou(?:s|tes)|tout|l['’]ensemble|alle|s(?:ä|ae)mtliche\\p{L}?|gesamte\\p{L}?|tod[oa]s?|tudo|tutt[ieo]",
    "wszystkie|wszystkich|ca[łl][aąy]|t(?:ü|u)m|b(?:ü|u)t(?:ü|u)n|tất\\s+cả|mọi|toàn\\s+bộ",
    "вс[еёяю]|всех|весь|любые|любых",
  ],
  f: ["所有|全部|一切|任何|整个|整個|すべて|全て|全部|あらゆる|모든|전부|전체|جميع|كل\\s|सभी|सारे|सारी"],
});

/** The user (a person the agent serves). */
export const USER = cls({
  w: [
    "l['’]utilisat(?:eur|rice)|utilisat(?:eur|rice)s?|(?:Benutzer|Nutzer|Anwender)(?:s|in|innen)?",
    "usuari[oa]s?|usu(?:á|a)ri[oa]s?|utilizador(?:es)?|l['’]utente|utent[ei]|gebruiker",
    "u(?:ż|z)ytkownik\\p{L}{0,4}|kullan(?:ı|i)c(?:ı|i)\\p{L}{0,5}|người\\s+dùng|пользовател\\p{L}{1,4}",
  ],
  f: ["用户", "用戶", "使用者", "ユーザー", "ユーザ", "利用者", "사용자", "유저", "المستخدم", "उपयोगकर्ता"],
});

/** Who else may claim to have approved: the administrator, the operator, the owner. */
export const ADMIN = cls({
  w: [
    "administra(?:dor|teur|tor|tore)\\p{L}{0,3}|Admin|operador|op(?:é|e)rateur|Betreiber|propri(?:é|e)taire|propietario|Inhaber",
    "администратор\\p{L}{0,2}|оператор\\p{L}{0,2}|yönetici|quản\\s+trị\\s+viên",
  ],
  f: ["管理员|管理員|管理者|运营方|運營方|관리자|운영자|المسؤول|व्यवस्थापक"],
});

/** Not to tell the user, or to do it without their knowing: concealment, said whole. */
export const CONCEAL = cls({
  w: [
    // fr
    "ne\\s+(?:le\\s+|lui\\s+|l['’]\\s*|en\\s+|rien\\s+)?(?:dis|dites|mentionne[zs]?|signale[zs]?|r[ée]v[èe]le[zs]?|montre[zs]?|informe[zs]?|pr[ée]viens|pr[ée]venez)\\s+(?:rien\\s+|pas\\s+|jamais\\s+)(?:\\p{L}+\\s+){0,3}?(?:à|a)\\s+l['’]utilisat(?:eur|rice)",
    "ne\\s+(?:pas\\s+)?(?:informer|pr[ée]venir|avertir)\\s+l['’]utilisat(?:eur|rice)",
    "sans\\s+(?:en\\s+)?(?:informer|pr[ée]venir|avertir|alerter|le\\s+dire\\s+(?:à|a))\\s+l['’]utilisat(?:eur|rice)",
    "(?:à|a)\\s+l['’]insu\\s+de\\s+l['’]utilisat(?:eur|rice)",
    "sans\\s+que\\s+l['’]utilisat(?:eur|rice)\\s+(?:ne\\s+)?(?:le\\s+)?(?:sache|remarque|voie|s['’]en\\s+aper(?:ç|c)oive)",
    "cache[zr]?\\s+(?:\\p{L}+\\s+){0,3}(?:à|a)\\s+l['’]utilisat(?:eur|rice)",
    // de
    "ohne\\s+(?:den|dem|die)\\s+(?:Benutzer|Nutzer|Anwender)\\p{L}{0,2}\\s+(?:zu\\s+)?(?:informieren|benachrichtigen|fragen|warnen|Bescheid\\s+zu\\s+geben)",
    "ohne\\s+(?:Wissen|Kenntnis)\\s+des\\s+(?:Benutzers|Nutzers|Anwenders)",
    "ohne\\s+dass\\s+(?:der|die)\\s+(?:Benutzer|Nutzer|Anwender)\\p{L}{0,2}\\s+(?:es\\s+|etwas\\s+|davon\\s+)?(?:merkt|wei(?:ß|ss)|sieht|erf(?:ä|a)hrt|mitbekommt)",
    "(?:sag|sage|sagen\\s+Sie|erw(?:ä|a)hne|erw(?:ä|a)hnen\\s+Sie|teile|teilen\\s+Sie|zeige|verrate|melde)\\s+(?:\\p{L}+\\s+){0,4}?(?:dem|der)\\s+(?:Benutzer|Nutzer|Anwender)\\p{L}{0,2}\\s+(?:\\p{L}+\\s+){0,3}?nichts?",
    "(?:verheimliche|verschweige|verberge)\\p{L}{0,2}\\s+(?:\\p{L}+\\s+){0,4}?(?:dem|vor\\s+dem)\\s+(?:Benutzer|Nutzer|Anwender)",
    // es
    "no\\s+(?:le\\s+|se\\s+lo\\s+)?(?:digas|diga|menciones|mencione|informes|informe|avises|avise|cuentes|cuente|reveles|revele|muestres|muestre|notifiques)\\s+(?:nada\\s+)?(?:\\p{L}+\\s+){0,3}?al\\s+usuari[oa]",
    "sin\\s+(?:avisar|informar|decir(?:le|selo)?|notificar|consultar|preguntar)\\s+(?:nada\\s+)?al\\s+usuari[oa]",
    "sin\\s+que\\s+el\\s+usuari[oa]\\s+(?:lo\\s+)?(?:sepa|note|vea|se\\s+entere|se\\s+d[eé]\\s+cuenta)",
    "a\\s+espaldas\\s+del\\s+usuari[oa]",
    "oc[uú]lta(?:le|selo|lo)?\\s+(?:\\p{L}+\\s+){0,3}?al\\s+usuari[oa]",
    // pt
    "n(?:ã|a)o\\s+(?:conte|diga|informe|mencione|avise|revele|mostre|notifique)\\s+(?:nada\\s+)?(?:\\p{L}+\\s+){0,3}?ao\\s+(?:usu(?:á|a)rio|utilizador)",
    "sem\\s+(?:avisar|informar|contar|dizer|notificar|perguntar)\\s+(?:nada\\s+)?(?:ao\\s+|o\\s+)?(?:usu(?:á|a)rio|utilizador)",
    "sem\\s+que\\s+o\\s+(?:usu(?:á|a)rio|utilizador)\\s+(?:saiba|perceba|veja|note)",
    "(?:esconda|oculte)\\s+(?:\\p{L}+\\s+){0,3}?(?:do|ao)\\s+(?:usu(?:á|a)rio|utilizador)",
    // it
    "non\\s+(?:dire|dirlo|dirgli|menzionare|informare|avvisare|rivelare|mostrare|segnalare)\\s+(?:nulla\\s+|niente\\s+)?(?:\\p{L}+\\s+){0,3}?(?:all['’]\\s*|l['’]\\s*)utente",
    "senza\\s+(?:avvisare|informare|dire(?:lo)?\\s+a|notificare|chiedere\\s+a)\\s+(?:l['’]\\s*|all['’]\\s*)?utente",
    "all['’]insaputa\\s+dell['’]utente",
    "nascondi\\s+(?:\\p{L}+\\s+){0,3}?all['’]\\s*utente",
    // nl, pl, tr, vi
    "(?:vertel|zeg|meld|toon)\\s+(?:dit\\s+|het\\s+)?niet\\s+aan\\s+de\\s+gebruiker|zonder\\s+(?:dat\\s+)?de\\s+gebruiker\\s+(?:het\\s+)?(?:weet|merkt|te\\s+informeren)",
    "nie\\s+(?:mów|informuj|wspominaj|pokazuj)\\s+(?:o\\s+tym\\s+)?u(?:ż|z)ytkownikowi|bez\\s+wiedzy\\s+u(?:ż|z)ytkownika",
    "kullan(?:ı|i)c(?:ı|i)ya\\s+(?:bundan\\s+)?(?:s(?:ö|o)yleme|bildirme|haber\\s+verme|g(?:ö|o)sterme)|kullan(?:ı|i)c(?:ı|i)n(?:ı|i)n\\s+haberi\\s+olmadan",
    "(?:không|đừng)\\s+(?:nói|báo|thông\\s+báo|cho)\\s+(?:cho\\s+)?người\\s+dùng(?:\\s+biết)?|mà\\s+không\\s+(?:cho\\s+)?người\\s+dùng\\s+biết",
    // ru
    "не\\s+(?:говори|сообщай|рассказывай|показывай|упоминай|говорите|сообщайте|рассказывайте|упоминайте|показывайте)(?:\\s+\\p{L}+){0,3}?\\s+пользовател\\p{L}{1,4}",
    "без\\s+ведома\\s+пользовател\\p{L}{1,4}|незаметно\\s+для\\s+пользовател\\p{L}{1,4}|скр(?:ой|ойте|ыть)\\s+(?:\\p{L}+\\s+){0,3}?от\\s+пользовател\\p{L}{1,4}",
  ],
  f: [
    "(?:不要|别|別|勿|切勿|不得|不可|禁止|无需|無需|不用|不必)(?:向|对|對|跟)?(?:用户|用戶|使用者)?(?:告诉|告訴|告知|通知|提醒|透露|提及|提到|说明|說明|汇报|彙報|报告|報告)(?:用户|用戶|使用者)",
    "(?:不要|别|別|勿|切勿|不得|不可)(?:让|讓)(?:用户|用戶|使用者)(?:知道|察觉|察覺|发现|發現|看到|知情)",
    "(?:对|向|對)(?:用户|用戶|使用者)(?:隐瞒|隱瞞|保密)|瞒着(?:用户|使用者)|瞞著(?:用戶|使用者)",
    "(?:在)?(?:用户|用戶|使用者)(?:不知情|不知道|未察觉|未察覺)的?(?:情况|情況)下",
    "(?:ユーザー|ユーザ|利用者)(?:に|には|へ)(?:は)?(?:\\S{0,12}を)?(?:伝え|知らせ|言わ|報告し|見せ|教え|通知し)(?:ない|ず)",
    "(?:ユーザー|ユーザ|利用者)に(?:気づかれ|知られ|見られ|気付かれ)(?:ない|ず)|(?:ユーザー|ユーザ|利用者)に(?:は)?内緒で",
    "사용자에게\\s*(?:\\S{1,12}\\s*){0,2}(?:알리지|말하지|보여주지|공개하지|알려주지|보고하지)\\s*(?:마|말|않)",
    "사용자\\s*몰래|사용자가\\s*(?:모르게|눈치채지\\s*못하게)",
    "لا\\s+(?:تخبر|تبلغ|تُخبر|تُعلم)\\s+المستخدم|دون\\s+علم\\s+المستخدم|دون\\s+إعلام\\s+المستخدم",
    "उपयोगकर्ता\\s+को\\s+(?:मत|न)\\s+बता|उपयोगकर्ता\\s+को\\s+बताए\\s+बिना",
  ],
});

/** Done unseen: secretly, covertly, without a trace (soft: "silently" also describes quiet installs). */
export const COVERT = cls({
  w: [
    "secr(?:è|e)tement|discr(?:è|e)tement|en\\s+douce|sans\\s+laisser\\s+de\\s+trace",
    "heimlich|unbemerkt|ohne\\s+Spuren",
    "en\\s+secreto|secretamente|a\\s+escondidas|discretamente|sin\\s+dejar\\s+rastro",
    "(?:ás|as)\\s+escondidas|sem\\s+deixar\\s+rastro",
    "segretamente|di\\s+nascosto|senza\\s+lasciare\\s+tracce|stiekem|ongemerkt|potajemnie|po\\s+cichu",
    "gizlice|lén\\s+lút|âm\\s+thầm|bí\\s+mật|тайно|скрытно|незаметно|втихую",
  ],
  f: ["悄悄|偷偷|暗中|秘密地|背地里|背地裡|こっそり|密かに|ひそかに|黙って|몰래|은밀히|سرًا|سرا|चुपके\\s+से"],
});
