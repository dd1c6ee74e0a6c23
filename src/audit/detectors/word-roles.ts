// Words that change what a match of the lexicon's classes means in its place, for the other-language order
// shapes (instruction-lang.ts): "conflicting with" makes the rules named the standard kept, an obtain verb makes
// an address the place a key comes from, a narrowing word makes a deletion a cleanup.

const START = String.raw`(?<![\p{L}\p{N}_])`;
const END = String.raw`(?![\p{L}\p{N}_])`;
/** Words with a Unicode word boundary (`w`) and words matched anywhere (`f`), as one expression. */
const words = (w: readonly string[], f: readonly string[]) =>
  new RegExp(`${START}(?:${w.join("|")})${END}|${f.join("|")}`, "iu");

/**
 * "That conflicts with": what follows (or, in a language that puts the verb last, what comes just before) is
 * the standard kept, not what is dropped ("ignore content that conflicts with the system rules").
 */
export const CONFLICT = words(
  [
    "contredi\\p{L}{0,4}|en\\s+conflit|widersprich\\p{L}{0,2}|widerspr(?:ä|ae)che\\p{L}{0,2}|im\\s+Widerspruch|contradi\\p{L}{1,4}",
    "en\\s+conflicto|em\\s+conflito|in\\s+conflitto|in\\s+strijd|sprzeczn\\p{L}{1,3}|(?:ç|c)eli(?:ş|s)en|mâu\\s+thuẫn|противореч\\p{L}{1,5}|конфликту\\p{L}{1,3}",
  ],
  ["相冲突|相衝突|冲突|衝突|矛盾|相悖|抵触|抵觸|不一致|不符|违背|違背|に反する|と反する|충돌|상충|위배|모순"],
);

/** Obtain, get, sign up: an address named with one is where a key comes from, not where data goes. */
export const OBTAIN = words(
  [
    "obtene[zr]|obtiens|obt(?:é|e)n(?:ga|er)?|obtenha|obter|erhalten|holen\\s+Sie|ottieni|ottenere|verkrijg|uzyskaj|edinin|получи(?:те|ть)?",
  ],
  ["获取|獲取|获得|獲得|申请|申請|注册|註冊|领取|領取|取得|生成|创建|創建|発行|入手|발급|받으세요|받기"],
);

/** Only some: inactive, expired, old, temporary, duplicate (a cleanup, not a wipe). */
export const NARROWED = words(
  [
    "inacti\\p{L}{1,4}|inaktiv\\p{L}{0,2}|expir(?:é|e)\\p{L}{0,3}|abgelaufen\\p{L}{0,2}|caducad\\p{L}{1,2}|expirad\\p{L}{1,2}|scadut\\p{L}|temporai\\p{L}{1,3}|tempor(?:ä|a)r\\p{L}{0,2}|tempor(?:á|a)ri\\p{L}{1,2}|doublons?|Duplikate|duplicad\\p{L}{1,2}",
    "неактивн\\p{L}{1,3}|устаревш\\p{L}{1,3}|временн\\p{L}{1,3}|дубл\\p{L}{1,4}",
  ],
  [
    "非活跃|非活躍|不活跃|不活躍|过期|過期|旧的|舊的|临时|臨時|重复|重複|多余|多餘|无用|無用|失效|非アクティブ|期限切れ|古い|一時|비활성|만료|임시|중복",
  ],
);
