// The lexicon's word classes for acts and their objects (send, read, delete, write, disable; secrets, the
// conversation, the user's files; approvals claimed or skipped): see lexicon.ts for the languages and boundaries.

import { cls } from "./word-scan.js";

/** Send, upload, post, forward. */
export const SEND = cls({
  w: [
    "envo(?:ie|ies|yez|yer|yons)",
    "transmet(?:s|tez|tre)?|transf(?:è|e)re[zr]?|t(?:é|e)l(?:é|e)verse[zr]?|publie[zr]?|poste[zr]?|partage[zr]?|exfiltre[zr]?|redirige[zr]?",
    "sende(?:n|t)?|schick(?:e|en|t)?|(?:ü|ue)bermittle(?:n)?|(?:ü|ue)bertrage(?:n)?|lade\\s+(?:\\p{L}+\\s+){0,4}?hoch|hochladen|poste(?:n)?|leite\\s+(?:\\p{L}+\\s+){0,4}?weiter|weiterleiten",
    "env(?:í|i)(?:a|e|en|ar|ale|alo|alos|ala|alas|a(?:le|lo)s?)|manda(?:r|le)?|mande|transmit(?:e|a|ir)|sub(?:e|a|ir)|publica(?:r)?|comparte|comparta|reenv(?:í|i)(?:a|e|ar)",
    "envie|enviar|encaminh(?:e|a|ar)|carregu?e|fa(?:ç|c)a\\s+upload|compartilh(?:e|a|ar)|publique",
    "invi(?:a|i|are)|trasmett(?:i|ere)|caric(?:a|are)|inoltr(?:a|i|are)|condividi|pubblic(?:a|are)",
    "stuur|verstuur|verzend|stuur\\s+door|doorsturen|uploaden",
    "wy(?:ś|s)lij|wys(?:ł|l)a(?:ć|c)|prze(?:ś|s)lij|przes(?:ł|l)a(?:ć|c)|wgraj|udost(?:ę|e)pnij",
    "g(?:ö|o)nder\\p{L}{0,4}|y(?:ü|u)kle\\p{L}{0,4}|ilet\\p{L}{0,3}|payla(?:ş|s)\\p{L}{0,3}",
    "gửi|tải\\s+lên|chuyển\\s+tiếp|đăng\\s+lên",
    "отправ\\p{L}{1,4}|отошли(?:те)?|перешли(?:те)?|пересла\\p{L}{1,2}|загрузи(?:те)?|выгрузи(?:те)?|переда(?:й|йте|ть)|опубликуй(?:те)?|слей(?:те)?",
    "uploade[nr]|uploader",
  ],
  f: [
    "发送|發送|发到|發到|发给|發給|发往|發往|上传|上傳|提交到|传到|傳到|传给|傳給|转发|轉發|回传|回傳|外发|外發|推送到|同步到|寄给|抄送|送信|送っ|送る",
    "送れ|送り|アップロード|転送|投稿し|전송|보내|업로드|전달|أرسل|ارسل|إرسال|ارفع|भेज|अपलोड",
  ],
});

/** Read, collect, gather, copy (first, before a send). */
export const READ = cls({
  w: [
    "lis|lisez|lire|r(?:é|e)cup(?:è|e)re[zr]?|collecte[zr]?|rassemble[zr]?|extra(?:is|yez|ire)|copie[zr]?|ouvre[zr]?|acc(?:è|e)de[zr]?",
    "lies|lese(?:n)?|auslesen|sammle(?:n)?|sammeln|extrahiere(?:n)?|kopiere(?:n)?|(?:ö|oe)ffne(?:n)?|hole(?:n)?|lies\\s+(?:\\p{L}+\\s+){0,4}?aus",
    "le(?:e|a|er)|recopil(?:a|e|ar)|recoge|recoja|extra(?:e|iga|er)|copi(?:a|e|ar)|obt(?:é|e)n|obtener|abre|abra|accede",
    "leia|ler|colet(?:e|a|ar)|recolh(?:a|er)|extrai(?:a|r)|copi(?:e|ar)|obtenha|abra|acesse",
    "leggi|leggere|raccogli(?:ere)?|estrai|estrarre|copia(?:re)?|ottieni|apri|accedi",
    "lees|verzamel|kopieer|przeczytaj|odczytaj|zbierz|skopiuj|otw(?:ó|o)rz",
    "oku|topla|kopyala|(?:ç|c)(?:ı|i)kar|đọc|thu\\s+thập|sao\\s+chép|lấy",
    "прочита\\p{L}{1,3}|прочти(?:те)?|считай(?:те)?|собери(?:те)?|извлеки(?:те)?|скопируй(?:те)?|получи(?:те)?|открой(?:те)?",
  ],
  f: [
    "读取|讀取|收集|搜集|获取|獲取|提取|复制|複製|导出|導出|抓取|拷贝|拷貝|打包|読み取|読み込|読んで|収集|取得|抽出|コピー|集め|읽어|읽고|수집|가져와|추출",
    "복사|اقرأ|اجمع|पढ़|इकट्ठा",
  ],
});

/** Delete, erase, wipe. */
export const DELETE = cls({
  w: [
    "supprime[zr]?|efface[zr]?|d(?:é|e)trui(?:s|sez|re)|vide[zr]?",
    "l(?:ö|oe)sche(?:n)?|l(?:ö|oe)schen\\s+Sie|entferne(?:n)?|vernichte(?:n)?",
    "elimin(?:a|e|ar)|borr(?:a|e|ar)|suprim(?:e|a|ir)|destru(?:ye|ya|ir)",
    "exclu(?:a|ir)|apag(?:ue|ar)|deletar|remova|elimina(?:re)?|cancella(?:re)?|rimuovi|distruggi",
    "verwijder|wis|usu(?:ń|n)|skasuj|wyma(?:ż|z)|sil|sil\\p{L}{2,4}|xóa|xoá",
    "удал(?:и|ите|ить)|сотри(?:те)?|стереть|уничтож\\p{L}{1,4}|очисти(?:те)?",
  ],
  f: [
    "删除|刪除|删掉|刪掉|删光|清空|清除|抹掉|销毁|銷毀|擦除|削除|消去|消して|消し|삭제|지워|지우|احذف|امسح|हटा|मिटा",
  ],
});

/** The user's secrets: passwords, keys, tokens, credentials, cookies, the environment. */
export const SECRETS = cls({
  w: [
    "mots?\\s+de\\s+passe|identifiants|cl(?:é|e)s?\\s+(?:priv(?:é|e)es?|d['’]API|API|SSH|secr(?:è|e)tes?)|jetons?|secrets|informations\\s+d['’]identification",
    "Passw(?:ö|o|oe)rt(?:er)?|Kennw(?:ö|o|oe)rt(?:er)?|Zugangsdaten|Anmeldedaten|(?:API-|private\\p{L}?\\s+|SSH-)Schl(?:ü|ue)ssel|Geheimnisse",
    "contrase(?:ñ|n)as?|credenciales|claves?\\s+(?:privadas?|de\\s+API|API|SSH|secretas?)|llaves?\\s+privadas?|secretos",
    "senhas?|credenciais|chaves?\\s+(?:privadas?|de\\s+API|API|SSH|secretas?)|segredos",
    "credenziali|chiavi\\s+(?:private|API|SSH|segrete)|chiave\\s+(?:privata|API|SSH)|segreti",
    "wachtwoorden?|inloggegevens",
    "has(?:ł|l)a|has(?:ł|l)o|dane\\s+logowania|klucze?\\s+(?:prywatne?|API|SSH)",
    "(?:ş|s)ifre\\p{L}{0,5}|kimlik\\s+bilgileri\\p{L}{0,3}|(?:ö|o)zel\\s+anahtar\\p{L}{0,5}",
    "mật\\s+khẩu|khóa\\s+(?:riêng|API|bí\\s+mật)|thông\\s+tin\\s+đăng\\s+nhập",
    "парол\\p{L}{0,3}|учётн\\p{L}{1,3}\\s+данн\\p{L}{1,3}|учетн\\p{L}{1,3}\\s+данн\\p{L}{1,3}|(?:приватн|секретн|закрыт)\\p{L}{1,3}\\s+ключ\\p{L}{0,3}|ключ\\p{L}{0,3}\\s+(?:API|SSH|доступа)|токен\\p{L}{0,3}|секрет\\p{L}{0,3}|куки",
    "jetons?|Tokens|cookies\\s+(?:de|des|du|der|del|dos|di)",
  ],
  f: [
    "密码|密碼|凭证|憑證|凭据|憑據|密钥|密鑰|私钥|私鑰|秘钥|令牌|口令|助记词|助記詞|环境变量|環境變數|パスワード|認証情報|資格情報|秘密鍵|APIキー|トークン",
    "シークレット|クッキー|環境変数|비밀번호|암호|자격\\s*증명|인증\\s*정보|개인\\s*키|API\\s*키|토큰|시크릿|쿠키|환경\\s*변수",
    "كلمات?\\s+المرور|كلمة\\s+السر|بيانات\\s+الاعتماد|المفتاح\\s+الخاص|पासवर्ड|क्रेडेंशियल",
  ],
});

/** Paths and names of secrets, the same in every language. */
export const SECRET_PATHS = String.raw`(?:~|\$HOME|%USERPROFILE%)[\\/]\.(?:ssh|aws|gnupg|kube|docker|config[\\/]gh)|\bid_(?:rsa|ed25519|ecdsa)\b|(?<![\w.])\.env(?:\.\w{1,12})?\b|\.aws[\\/]credentials|\.npmrc|\.netrc|\.git-credentials|\.pypirc|\bwallet\.dat\b|\bkeychain\b|Login\s+Data|\b[A-Z][A-Z0-9_]{2,40}_(?:KEY|TOKEN|SECRET|PASSWORD)\b`;

/** The conversation, its history, the system prompt. */
export const CONVERSATION = cls({
  w: [
    "conversation|historique\\s+(?:de\\s+la\\s+conversation|du\\s+chat|des\\s+(?:é|e)changes)|(?:invite|prompt)\\s+(?:du\\s+)?syst(?:è|e)me",
    "Gespr(?:ä|ae)ch(?:sverlauf|e)?|Konversation|Chatverlauf|Unterhaltung|Systemprompt",
    "conversaci(?:ó|o)n|historial\\s+(?:del\\s+chat|de\\s+(?:la\\s+)?conversaci(?:ó|o)n)|prompt\\s+del\\s+sistema",
    "conversa|hist(?:ó|o)rico\\s+(?:do\\s+chat|da\\s+conversa)|prompt\\s+do\\s+sistema",
    "conversazione|cronologia\\s+(?:della\\s+)?chat|prompt\\s+di\\s+sistema|gesprek|chatgeschiedenis",
    "rozmow(?:a|y|ę)|histori(?:a|ę)\\s+czatu|konu(?:ş|s)ma\\p{L}{0,4}|sohbet\\s+ge(?:ç|c)mi(?:ş|s)i",
    "cuộc\\s+trò\\s+chuyện|lịch\\s+sử\\s+trò\\s+chuyện",
    "переписк\\p{L}{1,2}|разговор\\p{L}{0,2}|диалог\\p{L}{0,2}|истори\\p{L}{1,2}\\s+(?:чата|диалога|переписки)|системн\\p{L}{1,3}\\s+промпт\\p{L}{0,2}",
  ],
  f: [
    "对话|對話|聊天记录|聊天記錄|会话|會話|系统提示|系統提示|上下文|会話|チャット履歴|システムプロンプト|대화|채팅\\s*기록|시스템\\s*프롬프트|المحادثة|बातचीत",
  ],
});

/** The user's files, documents, mail, contacts, home folder (with USER or ALL: their whole store). */
export const USER_FILES = cls({
  w: [
    "fichiers|documents|r(?:é|e)pertoire\\s+personnel|dossier\\s+personnel|e-?mails|courriels|contacts",
    "Dateien|Dokumente|Home-Verzeichnis|Heimverzeichnis|Benutzerverzeichnis|E-Mails|Kontakte",
    "archivos|documentos|carpeta\\s+personal|directorio\\s+personal|correos|contactos",
    "arquivos|ficheiros|documentos|pasta\\s+pessoal|e-?mails|contatos",
    "file|documenti|cartella\\s+(?:home|personale)|email|contatti|bestanden|documenten",
    "pliki|plik(?:ów|ow)|dokumenty|dosyalar\\p{L}{0,3}|belgeler\\p{L}{0,3}|tệp|tài\\s+liệu",
    "файл\\p{L}{0,3}|документ\\p{L}{0,3}|домашн\\p{L}{1,3}\\s+(?:каталог|папк|директори)\\p{L}{0,3}|письм\\p{L}{1,3}|контакт\\p{L}{0,3}",
  ],
  f: [
    "文件|檔案|文档|文檔|资料|資料|主目录|家目录|用户目录|用戶目錄|邮件|郵件|联系人|聯絡人|通讯录|通訊錄|照片|ファイル|ドキュメント|書類|ホームディレクトリ",
    "メール|連絡先|파일|문서|홈\\s*디렉터리|이메일|연락처|الملفات|फ़ाइल|फाइल",
  ],
});

/** "Already approved / authorised / consented": an approval the text claims. */
export const APPROVED = cls({
  w: [
    "(?:a|ont)\\s+d(?:é|e)j(?:à|a)\\s+(?:tout\\s+)?(?:approuv(?:é|e)|autoris(?:é|e)|valid(?:é|e)|accept(?:é|e)|donn(?:é|e)\\s+son\\s+(?:accord|consentement))|pr(?:é|e)-?approuv(?:é|e)\\p{L}{0,2}|d(?:é|e)j(?:à|a)\\s+autoris(?:é|e)\\p{L}{0,2}",
    "(?:hat|haben)\\s+(?:\\p{L}+\\s+){0,3}?bereits\\s+(?:\\p{L}+\\s+){0,3}?(?:genehmigt|zugestimmt|autorisiert|freigegeben|erlaubt|best(?:ä|ae)tigt)|(?:bereits|vorab)\\s+(?:genehmigt|autorisiert|freigegeben)",
    "ya\\s+(?:ha|han)\\s+(?:aprobado|autorizado|dado\\s+su\\s+(?:consentimiento|permiso|aprobaci(?:ó|o)n)|aceptado)|ya\\s+est(?:á|a)n?\\s+(?:aprobad|autorizad)\\p{L}{1,2}|preaprobad\\p{L}{1,2}",
    "j(?:á|a)\\s+(?:aprovou|autorizou|deu\\s+(?:o\\s+)?(?:consentimento|permiss(?:ã|a)o)|aceitou)|j(?:á|a)\\s+(?:est(?:á|a)|est(?:ã|a)o|foi|foram)\\s+(?:aprovad|autorizad)\\p{L}{1,2}|pr(?:é|e)-?aprovad\\p{L}{1,2}",
    "ha\\s+gi(?:à|a)\\s+(?:approvato|autorizzato|dato\\s+il\\s+(?:consenso|permesso)|accettato)|gi(?:à|a)\\s+(?:approvat|autorizzat)\\p{L}|pre-?approvat\\p{L}",
    "heeft\\s+(?:al|reeds)\\s+(?:goedgekeurd|toestemming\\s+gegeven)",
    "ju(?:ż|z)\\s+(?:zatwierdzi(?:ł|l)|zaakceptowa(?:ł|l)|wyrazi(?:ł|l)\\s+zgod(?:ę|e))",
    "ya\\s+(?:aprob(?:ó|o)|autoriz(?:ó|o))|j(?:á|a)\\s+(?:aprovaram)|zaten\\s+onaylad(?:ı|i)|đã\\s+(?:phê\\s+duyệt|cho\\s+phép|đồng\\s+ý)",
    "уже\\s+(?:одобрил\\p{L}{0,2}|разрешил\\p{L}{0,2}|авторизовал\\p{L}{0,2}|дал\\p{L}{0,2}\\s+(?:согласие|разрешение)|подтвердил\\p{L}{0,2}|согласил\\p{L}{0,4})|заранее\\s+(?:одобрен|разрешен)\\p{L}{0,2}",
  ],
  f: [
    "已(?:经|經)?(?:批准|授权|授權|同意|许可|許可|确认|確認|允许|允許)(?:了)?|已(?:获|獲)(?:得)?(?:授权|授權|许可|許可|批准)",
    "预先(?:授权|批准)|預先(?:授權|批准)|(?:既に|すでに)(?:\\S{0,8})?(?:承認|許可|同意)|承認済み|許可済み",
    "이미\\s*(?:\\S{0,8}\\s*)?(?:승인|허가|동의)|وافق\\s+(?:بالفعل|مسبقا)|पहले\\s+ही\\s+(?:अनुमति|मंजूरी)",
  ],
});

/** "Without asking / confirming": an approval skipped. */
export const WITHOUT_ASKING = cls({
  w: [
    "sans\\s+(?:demander|confirmation|permission|autorisation|validation|(?:lui\\s+)?poser\\s+de\\s+question)",
    "ohne\\s+(?:nachzufragen|R(?:ü|ue)ckfrage|Best(?:ä|ae)tigung|zu\\s+fragen|Genehmigung|Erlaubnis)",
    "sin\\s+(?:preguntar|pedir\\s+(?:confirmaci(?:ó|o)n|permiso)|confirmaci(?:ó|o)n|permiso)",
    "sem\\s+(?:perguntar|pedir\\s+(?:confirma(?:ç|c)(?:ã|a)o|permiss(?:ã|a)o)|confirma(?:ç|c)(?:ã|a)o|permiss(?:ã|a)o)",
    "senza\\s+(?:chiedere|conferma|permesso|autorizzazione)",
    "zonder\\s+(?:te\\s+vragen|bevestiging|toestemming)|bez\\s+(?:pytania|potwierdzenia|zgody)",
    "sormadan|onay\\s+(?:almadan|istemeden)|không\\s+(?:cần\\s+)?(?:hỏi|xác\\s+nhận)",
    "без\\s+(?:подтверждени\\p{L}|запрос\\p{L}{0,2}|спроса|разрешени\\p{L})|не\\s+спрашивая",
  ],
  f: [
    "无需(?:用户)?确认|無需(?:用戶)?確認|不需要(?:用户)?确认|不要询问|不要詢問|无需询问|无需(?:征得)?(?:用户)?(?:同意|许可)",
    "不经(?:用户)?确认|跳过确认|跳過確認|自动批准|自動批准|自动同意|確認(?:せず|なし|を求めず)|許可を求めず|自動(?:承認|許可)|확인\\s*없이|묻지\\s*않고|자동\\s*승인",
  ],
});

/** Talk about the technique (an attack, an injection, an example of one): a document that describes it. */
export const DESCRIBES_ATTACK = cls({
  w: [
    "injection|attaque\\p{L}{0,2}|attaquant\\p{L}{0,2}|malveillant\\p{L}{0,2}|par\\s+exemple",
    "Injektion|Angriff\\p{L}{0,3}|Angreifer\\p{L}{0,2}|Angreifende\\p{L}{0,1}|b(?:ö|oe)sartig\\p{L}{0,2}|zum\\s+Beispiel|Beispiel",
    "inyecci(?:ó|o)n|ataque\\p{L}{0,2}|atacante\\p{L}{0,2}|malicios[oa]s?|por\\s+ejemplo|ejemplo",
    "inje(?:ç|c)(?:ã|a)o|maliciosos?",
    "iniezione|attacc(?:o|hi)|attaccante|dannos[oi]|per\\s+esempio|esempio",
    "инъекци\\p{L}{1,3}|атак\\p{L}{0,3}|злоумышленн\\p{L}{1,4}|вредоносн\\p{L}{1,4}|например|пример\\p{L}{0,2}",
    "jailbreak|prompt\\s+injection|aanval\\p{L}{0,3}|kwaadaardig\\p{L}{0,2}|bijvoorbeeld|atak\\p{L}{0,4}|wstrzykni\\p{L}{1,5}|z(?:ł|l)o(?:ś|s)liw\\p{L}{1,4}|na\\s+przyk(?:ł|l)ad|sald(?:ı|i)r\\p{L}{1,6}|enjeksiyon\\p{L}{0,3}|k(?:ö|o)t(?:ü|u)\\s+ama(?:ç|c)l(?:ı|i)|(?:ö|o)rne(?:ğ|g)in|tấn\\s+công|độc\\s+hại|ví\\s+dụ",
  ],
  f: [
    "注入|攻击|攻擊|恶意|惡意|越狱|越獄|例如|比如|示例|范例|範例|检测|檢測|インジェクション|攻撃|悪意|脱獄|例えば|検出|인젝션|공격|악성|탈옥|예를\\s*들어|탐지|हमल|इंजेक्शन|दुर्भावनापूर्ण|उदाहरण|هجوم|مهاجم|حقن|خبيث|ضار|مثال",
  ],
});

/** Write, add, append, change (a file's content). */
export const WRITE = cls({
  w: [
    "ajoute[zr]?|(?:é|e)cri(?:s|vez|re)|modifie[zr]?|ins(?:è|e)re[zr]?|remplace[zr]?|mets|mettez",
    "f(?:ü|ue)ge\\s+(?:\\S+\\s+){0,6}?hinzu|hinzuf(?:ü|ue)gen|schreibe?n?|(?:ä|ae)ndere?n?|erg(?:ä|ae)nze?n?|trage\\s+(?:\\S+\\s+){0,6}?ein|ersetze?n?",
    "a(?:ñ|n)ad(?:e|a|ir)|agreg(?:a|ue|ar)|escrib(?:e|a|ir)|modific(?:a|ue|ar)|insert(?:a|e|ar)|reemplaz(?:a|ar)",
    "adicion(?:e|a|ar)|acrescent(?:e|a|ar)|escrev(?:a|e|er)|alter(?:e|a|ar)|insira|substitu(?:a|ir)",
    "aggiungi|aggiungere|scrivi|scrivere|modifica(?:re)?|inserisci|sostituisci",
    "voeg\\s+(?:\\S+\\s+){0,6}?toe|schrijf|wijzig|dodaj|zapisz|zmie(?:ń|n)|ekle|yaz|thêm|ghi\\s+vào|sửa",
    "добав(?:ь|ьте|ить)|запиш(?:и|ите)|измени(?:те)?|допиш(?:и|ите)|впиш(?:и|ите)|замени(?:те)?|внеси(?:те)?",
  ],
  f: [
    "添加|写入|寫入|加入|修改|追加|插入|更新|覆盖|覆蓋|替换|替換|追記|書き込|書き換|変更|挿入|추가|작성|수정|기록|덮어|أضف|اكتب|जोड़|लिख",
  ],
});

/** Switch off, disable, bypass. */
export const DISABLE = cls({
  w: [
    "d(?:é|e)sactive[zr]?|coupe[zr]?|contourne[zr]?",
    "deaktiviere?n?|schalte\\s+(?:\\S+\\s+){0,6}?ab|schalte\\s+(?:\\S+\\s+){0,6}?aus|abschalten|ausschalten|umgehe?n?",
    "desactiv(?:a|e|ar)|desactív(?:a|alo|alos|alas)|apag(?:a|ue|ar)|evit(?:a|e)",
    "desativ(?:e|a|ar)|deslig(?:ue|a|ar)|contorn(?:e|a|ar)",
    "disattiva(?:re)?|disabilita(?:re)?|spegni|aggira",
    "schakel\\s+(?:\\S+\\s+){0,6}?uit|uitschakelen|wy(?:ł|l)(?:ą|a)cz|omi(?:ń|n)|kapat|devre\\s+d(?:ı|i)(?:ş|s)(?:ı|i)\\s+b(?:ı|i)rak|tắt|vô\\s+hiệu\\s+hóa",
    "отключи(?:те|ть)?|выключи(?:те|ть)?|обойди(?:те)?|обойти|деактивируй(?:те)?",
  ],
  f: [
    "禁用|关闭|關閉|停用|绕过|繞過|关掉|關掉|無効化(?:し|す)|無効に|オフに|切って|回避(?:し|す)|비활성화(?:하|해)|꺼|끄고|끄세요|우회(?:하|해)|عطّل|عطل|أوقف|बंद\\s+कर|अक्षम",
  ],
});

/** The agent's own protections, named plainly: its sandbox, safety checks, guardrails, hooks. */
export const SAFETY = cls({
  w: [
    "sandbox(?:ing)?|bac\\s+(?:à|a)\\s+sable|guardrails|garde-fous|v(?:é|e)rifications\\s+de\\s+s(?:é|e)curit(?:é|e)",
    "Sandbox|Sicherheits(?:pr(?:ü|ue)fungen|checks|mechanismen|vorkehrungen|abfragen)|Schutzma(?:ß|ss)nahmen",
    "comprobaciones\\s+de\\s+seguridad|controles\\s+de\\s+seguridad|verifica(?:ç|c)(?:õ|o)es\\s+de\\s+seguran(?:ç|c)a|controlli\\s+di\\s+sicurezza",
    "песочниц\\p{L}{1,2}|проверк\\p{L}{1,2}\\s+безопасности|защит\\p{L}{1,2}",
  ],
  f: [
    "沙箱|沙盒|安全检查|安全檢查|安全限制|护栏|護欄|サンドボックス|安全チェック|安全装置|ガードレール|샌드박스|안전\\s*검사|보안\\s*검사|가드레일",
    "وضع\\s+الحماية|الحماية",
  ],
});

/** Hooks: the agent's guards only with the agent named (git's, a CMS's, a UI library's are not). */
export const HOOKS = cls({ w: ["Hooks?"], f: ["钩子|鉤子|フック|훅"] });

/** Confirmations and permission prompts: the agent's when said with the agent (else an app's dialog). */
export const APPROVAL_PROMPTS = cls({
  w: [
    "confirmations?|demandes?\\s+d['’](?:autorisation|approbation)|autorisations?",
    "Best(?:ä|ae)tigung(?:en|sabfragen)?|Berechtigungs(?:pr(?:ü|ue)fungen|abfragen)|R(?:ü|ue)ckfragen|Freigaben",
    "confirmaciones|permisos|aprobaciones|confirma(?:ç|c)(?:õ|o)es|permiss(?:õ|o)es|aprova(?:ç|c)(?:õ|o)es",
    "conferme|autorizzazioni|permessi|bevestigingen|toestemmingen|potwierdze(?:ń|n)|uprawnie(?:ń|n)|onaylar(?:ı|i)?|xác\\s+nhận",
    "подтверждени\\p{L}{1,2}|разрешени\\p{L}{1,2}|запрос\\p{L}{0,2}\\s+разрешени\\p{L}{1,2}",
  ],
  f: ["确认|確認|权限|權限|审批|審批|许可|許可|承認|승인|확인|권한|허가", "التأكيد|الصلاحيات|अनुमति"],
});

/** The user's choice: ask the user, if the user wants (a setting offered, not ordered). */
export const CONSENT = cls({
  w: [
    "demande[zr]?\\s+(?:(?:à|a)\\s+)?l['’]utilisat(?:eur|rice)|si\\s+l['’]utilisat(?:eur|rice)|frage?n?\\s+(?:Sie\\s+)?(?:den|die)\\s+(?:Benutzer|Nutzer|Anwender)",
    "wenn\\s+(?:der|die)\\s+(?:Benutzer|Nutzer|Anwender)|pregunt(?:a|e|ar)\\s+al\\s+usuari[oa]|si\\s+el\\s+usuari[oa]|pergunt(?:e|a|ar)\\s+ao\\s+usu(?:á|a)rio",
    "se\\s+o\\s+usu(?:á|a)rio|chiedi\\s+all['’]\\s*utente|se\\s+l['’]\\s*utente|спроси(?:те)?\\s+пользовател\\p{L}{1,3}|если\\s+пользовател\\p{L}{1,3}",
  ],
  f: [
    "询问用户|詢問用戶|询问使用者|征得用户|徵得用戶|如果用户|如果用戶|若用户|用户同意|用戶同意|ユーザーに確認|ユーザーの(?:許可|同意|承認)|ユーザーが(?:望|希望)",
    "사용자에게\\s*(?:확인|물어)|사용자가\\s*원하|사용자의\\s*(?:동의|승인)",
  ],
});
