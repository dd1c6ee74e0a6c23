// Whether a verb of Chinese, Japanese or Korean prose is said as an order or only describes an act: these
// languages mark a description on the verb or its clause rather than by inflecting the verb (English
// "deletes", "deleted" are read elsewhere). "所有文件都会删除" (all files will be deleted), "被删除" (are
// deleted), "删除了" (deleted), "上传文件时" (when uploading), "削除されます" (is deleted), "削除できる"
// (can delete), "삭제된" (deleted) report what happens; "删除所有文件", "すべて削除して", "모두 삭제하세요" order it.

/** Before the verb in its clause: will, may, already, passive, "causes", "regarded as" (Chinese). */
const ZH_CLAUSE_MARK =
  /会(?![话話议議员員计計面])|會(?![話議員計面])|可能|已经|已經|已|被|将(?:会|要)|將(?:會|要)|无法|無法|不会|不會|导致|導致|造成|视为|視為|一旦/;
/** The agent addressed in the clause ("你会忽略…", "you will ignore"): an order in the future tense. */
const ZH_ADDRESSED = /你|您|智能体|智能體|助手|模型/;
/** "Before / when / during": the verb inside a time clause ("在上传前", "删除文件时"). */
const ZH_TIME_AFTER =
  /^[^，,。；;：:！？!?\n]{0,24}?(?:时候|時候|时|時|期间|期間|之前|以前)[，,。；;：:！？!?\n)）]/;
const ZH_FRAME_BEFORE = /在[^，,。；;：:！？!?\n]{0,16}$/;
/** The end of a "在…时 / 在…前" frame, in the verb's clause. */
const ZH_FRAME_END = /^[^，,。；;：:！？!?\n]{0,16}?(?:前|时|時)/;
/** Right after the verb: done (了, 过), or the verb modifying a noun (的). */
const ZH_AFTER = /^(?:了(?!解)|过(?!滤|程|期|去|来|來)|過(?!濾|程|期|去|來)|的)/;
/** Japanese: passive, potential, past, negative, conditional, or the verb modifying a noun. */
const JA_AFTER =
  /^(?:さ(?:れ|せ)|でき|した(?!がって)|しない|しなけれ|せず|すると|すれば|しても|する(?:場合|際|前|時|とき|ため|\p{Script=Han}|\p{Script=Katakana}))/u;
/** Korean: passive, past, potential, conditional. */
const KO_AFTER = /^\s*(?:되|된|됩|됐|했|할\s*수|하면|하는\s*(?:경우|것|\p{Script=Hangul}{1,4}\s))/u;

const CLAUSE_START = /[，,。；;：:！？!?\n（(→—]/g;

/** The clause before `start` in `text`: back to the last clause break, at most 40 characters. */
function clauseBefore(text: string, start: number): string {
  const back = text.slice(Math.max(0, start - 40), start);
  let cut = -1;
  for (const m of back.matchAll(CLAUSE_START)) cut = m.index;
  return back.slice(cut + 1);
}

/**
 * True when the verb at [start, end) of `text` (Chinese, Japanese or Korean letters) is in a form that
 * describes the act rather than orders it. Latin-letter and Cyrillic verbs are never judged here.
 */
export function describedForm(text: string, start: number, end: number): boolean {
  const verb = text.slice(start, end);
  const after = text.slice(end, end + 30);
  if (/\p{Script=Hangul}/u.test(verb)) return KO_AFTER.test(after);
  if (!/\p{Script=Han}|\p{Script=Hiragana}|\p{Script=Katakana}/u.test(verb)) return false;
  if (JA_AFTER.test(after)) return true;
  if (ZH_AFTER.test(after)) return true;
  const before = clauseBefore(text, start);
  if (ZH_CLAUSE_MARK.test(before) && !ZH_ADDRESSED.test(before)) return true;
  return ZH_TIME_AFTER.test(after) || (ZH_FRAME_BEFORE.test(before) && ZH_FRAME_END.test(after));
}
