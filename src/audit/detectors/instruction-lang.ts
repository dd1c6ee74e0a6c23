// Agent-hijack orders in languages other than English, read by technique rather than phrase: each shape is a
// combination of word classes of lexicon.ts found in one sentence (any order, so verb-last languages read
// too), never a fixed wording. The shapes: earlier instructions dropped; the user's secrets, conversation or
// files sent to an address the text names; an act hidden from the user; an approval claimed for everything;
// the user's files wiped; an act on their secrets done secretly. Sentences are read in prose, comments, HTML
// comments and data files alike (a tool schema's description is prose to the agent); a sentence that forbids,
// describes or catalogues the technique is not an order (instruction-prose.ts `said`, plus the lexicon's
// words for attacks and examples).
import { inAttackSection, inCodeBlock } from "../context.js";
import { words } from "../hints.js";
import type { AuditLine, AuditText, TextHit } from "../rule-types.js";
import { LETTERS_OF_OTHER_LANGUAGES, otherLetters, sentenceAround } from "../sentences.js";
import { eachMatch, lineOf, linesHolding, memoOffsets, nonAsciiSpans, quoted, startsOf } from "../text.js";
import { FORBIDS, type Span, said } from "./instruction-prose.js";
import {
  ADDRESSEE,
  ADMIN,
  ALL,
  APPROVAL_PROMPTS,
  APPROVED,
  CONCEAL,
  CONSENT,
  CONVERSATION,
  COVERT,
  DELETE,
  DESCRIBES_ATTACK,
  DISABLE,
  HOOKS,
  IGNORE,
  INSTRUCTIONS,
  PRIOR,
  READ,
  SAFETY,
  SECRET_PATHS,
  SECRETS,
  SEND,
  scanWords,
  USER,
  USER_FILES,
  unionOfScanners,
  WITHOUT_ASKING,
  type WordScanner,
  wordScanner,
} from "./lexicon.js";
import { describedForm } from "./verb-forms.js";
import { CONFLICT, NARROWED, OBTAIN } from "./word-roles.js";

const re = (source: string, flags = "iu") => new RegExp(source, flags);
/** Negations that are the technique itself: blanked before asking whether the sentence forbids. */
const OWN_NEGATIONS = re(`${CONCEAL}|${IGNORE}|${WITHOUT_ASKING}`, "giu");
const DESCRIBES_RE = re(DESCRIBES_ATTACK);

/** An address the text names: a URL off this machine without a placeholder, a mail address, an IP. */
const DESTINATION =
  /https?:\/\/(?!(?:localhost|127\.\d{1,3}\.\d{1,3}\.\d{1,3}|\[::1\]|0\.0\.0\.0)(?:[:/]|$))(?![^\s/]{0,80}[<{$])[\w.-]{1,100}\.[a-z]{2,12}(?![\w-])|(?<=[\w.+-])@[\w-]{1,63}\.(?:[\w-]{1,63}\.){0,4}(?!(?:svg|png|jpe?g|gif|webp|ico|js|ts|json|ya?ml|md|css|html?|py|sh|txt|lock|toml|xml)\b)[a-z]{2,12}\b|\b(?!127\.|0\.0\.0\.0\b|10\.|192\.168\.|172\.(?:1[6-9]|2\d|3[01])\.)(?:\d{1,3}\.){3}\d{1,3}\b|\bwebhook\b|\bPOST\b/gi;
/** An API called with the user's key (a header, a bearer token): how a service is used, not a leak. */
const AUTH_USE =
  /\b(?:authori[sz]ation|bearer|x-api-key|headers?)\b|en-t[êe]te|Kopfzeile|cabecera|encabezado|cabe[çc]alho|intestazione|заголов|请求头|請求頭|ヘッダ|헤더/giu;
/** The user's home or their own files, named. */
const HOME =
  /(?<![\w~])~\/?(?=[\s*"'\x60)）。，、]|$)|\$HOME\b|%USERPROFILE%|主目录|家目录|用户目录|用戶目錄|ホームディレクトリ|홈\s*디렉터리|домашн|personnel|Home-Verzeichnis|Heimverzeichnis|Benutzerverzeichnis|personal|pessoal|personale/giu;
/**
 * The instructions as the object right before a verb-last "ignore": 以前の指示を(すべて)無視, 이전 지시를 무시,
 * निर्देशों को अनदेखा, talimatları yok say, alle vorherigen Anweisungen ignorieren (a particle, or a space in a
 * script that has them: "設定忘れ", a pitfall's title, is not one).
 */
const OBJECT_BEFORE =
  /^(?:[\p{M}\p{L}]{0,3}\s+(?:को\s+)?|\s*(?:を|は|를|을|는|은)\s*)(?:すべて|全て|全部|完全に|모두|전부|다|सभी)?\s*$/u;

/** How a class is found in a region: a lexicon scanner, or a plain global expression. */
type Finder = WordScanner | RegExp;
const F = {
  addressee: wordScanner(ADDRESSEE),
  admin: wordScanner(ADMIN),
  approvalPrompts: wordScanner(APPROVAL_PROMPTS),
  consent: wordScanner(CONSENT),
  disable: wordScanner(DISABLE),
  hooks: wordScanner(HOOKS),
  safety: wordScanner(SAFETY),
  all: wordScanner(ALL),
  approved: wordScanner(APPROVED),
  conceal: wordScanner(CONCEAL),
  conversation: wordScanner(CONVERSATION),
  covert: wordScanner(COVERT),
  delete: wordScanner(DELETE),
  ignore: wordScanner(IGNORE),
  instructions: wordScanner(INSTRUCTIONS),
  prior: wordScanner(PRIOR),
  read: wordScanner(READ),
  secrets: wordScanner(SECRETS),
  send: wordScanner(SEND),
  user: wordScanner(USER),
  userFiles: wordScanner(USER_FILES),
  secretPaths: new RegExp(SECRET_PATHS, "g"),
  destination: DESTINATION,
  authUse: AUTH_USE,
  home: HOME,
} satisfies Record<string, Finder>;
type ClassName = keyof typeof F;

/** Verb classes whose matches a described form (verb-forms.ts) leaves out: "会删除", "被删除", "削除される". */
const VERBS: ReadonlySet<ClassName> = new Set(["ignore", "send", "delete", "disable", "read"]);
const CJK = /\p{Script=Han}|\p{Script=Hiragana}|\p{Script=Katakana}|\p{Script=Hangul}/u;
/** A preposition right before an address after an obtain verb: "obtenez votre clé sur https://…". */
const AT_SOURCE = /(?:sur|auf|bei|von|en|em|su|op|na|from|at|de|desde|от|на)\s*$/iu;

/**
 * A match of a class that is not what the class stands for in its place: a verb in a form that describes
 * the act; an address a key is obtained from ("在 https://… 获取 API 密钥"); instructions that are the
 * standard kept ("忽略与系统规则相冲突的内容", "ignorez ce qui contredit les instructions").
 */
function notMeant(name: ClassName, text: string, from: number, to: number): boolean {
  if (VERBS.has(name)) return describedForm(text, from, to);
  if (name === "destination") {
    if (
      OBTAIN.test(
        text
          .slice(to, to + 12)
          .replace(/^[\s)）]+/, "")
          .slice(0, 4),
      )
    )
      return true;
    const before = text.slice(Math.max(0, from - 60), from);
    const obtain = OBTAIN.exec(before);
    return obtain !== null && !/[.;。；]/.test(before.slice(obtain.index)) && AT_SOURCE.test(before);
  }
  if (name === "instructions") {
    // Verb-last languages: the rules, then "conflicting" (规则相冲突的内容, 指示と矛盾する, 지침과 충돌하는).
    if (CONFLICT.exec(text.slice(to, to + 8).replace(/^\s?(?:と|과|와|の)?/, ""))?.index === 0) return true;
    // Others: "conflicting with", then the rules (a Chinese 冲突 before them makes them the head noun).
    const before = text.slice(Math.max(0, from - 40), from);
    const c = CONFLICT.exec(before);
    return c !== null && !CJK.test(c[0]) && !/[.;,。；，]/.test(before.slice(c.index));
  }
  return false;
}

/** The verbs a shape starts from (each class scanned only on a line holding its words): a line without one is not read further. */
const anchorsIn = unionOfScanners([F.ignore, F.conceal, F.send, F.delete, F.approved, F.covert, F.disable]);

/**
 * The matches of every class over one region of the text (the sentences of a line), each class scanned once
 * on first need: a shape asks whether a class occurs in a span by a binary search, so a long line of
 * sentences costs one scan per class, not one per sentence.
 */
class Region {
  private readonly found = new Map<ClassName, number[]>();
  constructor(
    private readonly text: string,
    readonly regionFrom: number,
  ) {}
  private of(name: ClassName): number[] {
    let at = this.found.get(name);
    if (!at) {
      const f: Finder = F[name];
      if (f instanceof RegExp) {
        const out: number[] = [];
        eachMatch(f, this.text, (m) =>
          out.push(m.index + this.regionFrom, m.index + this.regionFrom + m[0].length),
        );
        at = out;
      } else at = scanWords(f, this.text).map((x) => x + this.regionFrom);
      at = this.meant(name, at);
      this.found.set(name, at);
    }
    return at;
  }
  /** The pairs of `at` (absolute) whose match means what its class stands for (`notMeant`). */
  private meant(name: ClassName, at: number[]): number[] {
    if (!VERBS.has(name) && name !== "destination" && name !== "instructions") return at;
    const out: number[] = [];
    for (let i = 0; i < at.length; i += 2) {
      const a = at[i]! - this.regionFrom;
      const b = at[i + 1]! - this.regionFrom;
      if (!notMeant(name, this.text, a, b)) out.push(at[i]!, at[i + 1]!);
    }
    return out;
  }
  /** The first match of `name` starting in [from, to) (absolute offsets), as its pair index, or -1. */
  firstIn(name: ClassName, from: number, to: number): number {
    const at = this.of(name);
    let lo = 0;
    let hi = at.length / 2;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (at[mid * 2]! < from) lo = mid + 1;
      else hi = mid;
    }
    return lo < at.length / 2 && at[lo * 2]! < to ? lo : -1;
  }
  has(name: ClassName, span: Span): boolean {
    return this.firstIn(name, span.from, span.to) >= 0;
  }
  /** Start of the first match of `name` in the span, or -1. */
  start(name: ClassName, span: Span): number {
    const i = this.firstIn(name, span.from, span.to);
    return i < 0 ? -1 : this.of(name)[i * 2]!;
  }
  /** Every match of `name` in the span, as [start, end] pairs. */
  each(name: ClassName, span: Span): [number, number][] {
    const at = this.of(name);
    const out: [number, number][] = [];
    for (
      let i = this.firstIn(name, span.from, span.to);
      i >= 0 && i < at.length / 2 && at[i * 2]! < span.to;
      i++
    )
      out.push([at[i * 2]!, at[i * 2 + 1]!]);
    return out;
  }
}

/** A shape over a span of the region: where its order starts (absolute), or -1. */
type Shape = (r: Region, s: Span, text: string) => number;

/** Earlier instructions dropped: ignore/forget + instructions (after it, or before it as a marked object) + earlier/system/all. */
const override: Shape = (r, s, text) => {
  if (!r.has("prior", s) && !r.has("all", s)) return -1;
  for (const [a, b] of r.each("ignore", s)) {
    if (r.firstIn("instructions", b, Math.min(s.to, b + 60)) >= 0) return a;
    const before = r.each("instructions", { from: Math.max(s.from, a - 30), to: a });
    if (before.some(([, e]) => OBJECT_BEFORE.test(text.slice(e, a)))) return a;
  }
  return -1;
};

const secretIn = (r: Region, s: Span) => r.has("secrets", s) || r.has("secretPaths", s);

/** The user's secrets, conversation or files sent to an address the text names (not an API's key header). */
const exfil: Shape = (r, s) => {
  if (!r.has("destination", s) || r.has("authUse", s)) return -1;
  const data =
    secretIn(r, s) ||
    r.has("conversation", s) ||
    (r.has("userFiles", s) && (r.has("user", s) || r.has("all", s) || r.has("home", s)));
  return data ? r.start("send", s) : -1;
};

/**
 * The user's whole store of files wiped: delete + all (qualifying the files: "所有文件", "ファイルをすべて",
 * "tous les fichiers") + files + the user's or their home, the deletion not narrowed ("删除非活跃用户").
 */
const wipe: Shape = (r, s, text) => {
  if (!r.has("user", s) && !r.has("home", s)) return -1;
  const allFiles = r
    .each("userFiles", s)
    .some(([a, b]) => r.has("all", { from: Math.max(s.from, a - 16), to: Math.min(s.to, b + 8) }));
  if (!allFiles) return -1;
  const at = r.start("delete", s);
  return at >= 0 && !NARROWED.test(text.slice(at, Math.min(s.to, at + 24))) ? at : -1;
};

/** An approval claimed for everything: the user already approved + all (or the agent addressed). */
const authority: Shape = (r, s) => {
  const at = r.start("approved", s);
  if (at < 0) return -1;
  // The claim's parts close together: a header block's "Status: approved" lines away from "(user)" is not one.
  const near = { from: Math.max(s.from, at - 60), to: Math.min(s.to, at + 60) };
  return (r.has("user", near) || r.has("admin", near)) && (r.has("all", near) || r.has("addressee", near))
    ? at
    : -1;
};

/** An act secretly done on the user's secrets or files, or to an address. */
const covert: Shape = (r, s) =>
  r.has("covert", s) &&
  (secretIn(r, s) || r.has("destination", s) || r.has("conversation", s)) &&
  (r.has("send", s) || r.has("read", s) || r.has("delete", s))
    ? r.start("covert", s)
    : -1;

/** Hiding from the user, with an act near it (this sentence or up to 200 characters before). */
const concealment: Shape = (r, s) => {
  const at = r.start("conceal", s);
  if (at < 0) return -1;
  const near = { from: Math.max(r.regionFrom, s.from - 200), to: s.to };
  const act = (
    ["send", "read", "delete", "secrets", "secretPaths", "destination", "addressee", "covert"] as const
  ).some((c) => r.has(c, near));
  return act ? at : -1;
};

/**
 * The agent's protections switched off: disable + its sandbox, safety checks or guardrails, or its hooks or
 * confirmations when the agent is named; not a choice handed to the user ("ask the user whether to …").
 */
const safetyOff: Shape = (r, s) =>
  (r.has("safety", s) || ((r.has("approvalPrompts", s) || r.has("hooks", s)) && r.has("addressee", s))) &&
  !r.has("consent", s)
    ? r.start("disable", s)
    : -1;

const SHAPES: readonly Shape[] = [override, exfil, wipe, authority, covert, concealment, safetyOff];

/**
 * Forbidden or described, in any language: a "never" in the clause of the order (up to the comma after it,
 * so a verb-last negation counts and "…, so that nothing is lost" does not), outside the technique's own
 * negations; or talk of attacks and examples anywhere in the sentence.
 */
function mentionedOnly(s: string, at: number): boolean {
  if (REPORTED_INFINITIVE.test(s.slice(Math.max(0, at - 12), at)) && MODEL_NAMED.test(s.slice(0, at)))
    return true;
  const comma = s.slice(at).search(/[,;，；]/);
  const clause = comma < 0 ? s : s.slice(0, at + comma);
  return FORBIDS.test(clause.replace(OWN_NEGATIONS, " ")) || DESCRIBES_RE.test(s.replace(ADDRESSES, " "));
}
/**
 * An order reported as what a text makes a model do: "ein Modell anweist, … zu ignorieren", "instruindo o
 * LLM a ignorar", "istruisce il modello a ignorare" (an infinitive after zu/a/de, a model named before it).
 */
const REPORTED_INFINITIVE = /(?:^|[\s,])(?:zu|a|à|de|d['’]|di)\s*$/iu;
const MODEL_NAMED =
  /(?<![\p{L}\p{N}_])(?:LLMs?|KI|IA|Modell|Sprachmodell|modell[oi]|modelos?|mod[eè]les?|chatbots?|Chatbot)(?![\p{L}\p{N}_])/u;
/** URLs and mail addresses: their words ("example", "beispiel") are names, not talk about an attack. */
const ADDRESSES = /\b(?:https?:\/\/|www\.)\S{1,300}|[\w.+-]{1,64}@[\w.-]{1,255}/gi;

/** Opening and closing quotes of any script. */
const OPENING = /["“„«「『]/g;
const CLOSING = /["”»」』]/;
/** Words that report what someone says, asks, types or what a text holds, before a quote. */
const REPORTS =
  /(?:要求|让|讓|叫|说|說|告诉|告訴|输入|輸入|包含|含有|例如|比如|诸如|諸如|类似|類似|写着|寫著|询问|詢問|回复|回覆|提示词|例えば|など|예를\s*들어)[^:：]{0,12}$|(?<![\p{L}\p{N}_])(?:dire|dis|dites|disant|sagen|sagt|sage|decir|dice|diga|dizer|diz|dica|zeggen|zegt|powiedz|m(?:ó|o)wi|s(?:ö|o)yle|nói|скажи|сказать|говорит|contient|contiene|cont(?:é|e)m|enth(?:ä|a)lt|bevat|zawiera|содержит|par\s+exemple|por\s+ejemplo|por\s+exemplo|per\s+esempio|zum\s+Beispiel|z\.\s?B\.|например)(?![\p{L}\p{N}_])[^:：]{0,12}$/iu;
/** After a closing quote: a quotation particle ("…」と入力", "…"라고 말하면). */
const QUOTE_PARTICLE = /^(?:と|という|って|라고|라는|이라는|이라고)/;

/**
 * The order sits in a quote someone else says or a text holds: "要求智能体"忘记之前的指令"", "用户输入包含"忽略之前的
 * 指令"", "「以前の指示を無視して」と入力": a reporting word before the quote (no colon between: a colon opens
 * direct speech, which may be an order), or a quotation particle after it.
 */
function reportedQuote(text: string, at: number, from: number): boolean {
  const before = text.slice(Math.max(from, at - 80), at);
  let open = -1;
  for (const m of before.matchAll(OPENING)) open = m.index;
  if (open < 0 || CLOSING.test(before.slice(open + 1))) return false;
  if (REPORTS.test(before.slice(0, open))) return true;
  const close = text.slice(at, at + 160).search(CLOSING);
  return close >= 0 && QUOTE_PARTICLE.test(text.slice(at + close + 1, at + close + 5));
}

/** A list item that defines a parameter: "- force - bypasses the check", "- `maxDelete`: aborts when…". */
const DEFINITION_ITEM = /^\s{0,8}[-*+]\s+(?:`[^`\n]{1,40}`|[a-z][\w.-]{0,40})\s*(?:\s[-–—]|[:：])\s/;

/**
 * True when `index` is in a list item defining a parameter, beside another item of that shape (a reference's
 * parameter list): what the option does is described, not ordered.
 */
function definitionItem(file: AuditText, index: number): boolean {
  const starts = startsOf(file);
  const l = lineOf(starts, index);
  const lineText = (n: number) =>
    n < 0 || n >= starts.length
      ? ""
      : file.text.slice(starts[n]!, n + 1 < starts.length ? starts[n + 1]! - 1 : file.text.length);
  const own = DEFINITION_ITEM.exec(lineText(l));
  if (!own || starts[l]! + own[0].length > index) return false;
  for (const n of [l - 1, l + 1, l - 2, l + 2]) if (DEFINITION_ITEM.test(lineText(n))) return true;
  return false;
}

/**
 * A phrase of the other-language pattern rule that is only quoted or described: inside quotes of any
 * script, or on a line that talks about attacks, injections or examples.
 */
export function quotedOrDescribed(h: TextHit, file: AuditText): boolean {
  const t = file.text;
  if (quoted(t, h.index, h.length) || /[「『“«„]\s*$/.test(t.slice(Math.max(0, h.index - 3), h.index)))
    return true;
  // Asked once per sentence (a long line of matches shares its sentences).
  const s = sentenceAround(file, h.index);
  let seen = describedCache.get(file);
  if (!seen) {
    seen = new Map();
    describedCache.set(file, seen);
  }
  let described = seen.get(s.from);
  if (described === undefined) {
    described = DESCRIBES_RE.test(t.slice(s.from, s.to).replace(ADDRESSES, " "));
    seen.set(s.from, described);
  }
  return described;
}
const describedCache = new WeakMap<AuditText, Map<number, boolean>>();

/** The lines to read: the hinted row's, or those holding letters of other languages (the non-ASCII row). */
function linesToRead(file: AuditText, lines: readonly AuditLine[]): readonly AuditLine[] {
  return lines.length > 0 ? lines : otherLines(file);
}

/** Scripts the shared offsets (sentences.ts) leave out: Greek, Devanagari to Sinhala, Thai, Vietnamese. */
const MORE_SCRIPTS = /[\u0370-\u03ff\u0900-\u0dff\u0e00-\u0e7f\u1e00-\u1eff]/;
const MORE_SCRIPTS_G = new RegExp(`${MORE_SCRIPTS.source}|${LETTERS_OF_OTHER_LANGUAGES.source}`, "g");
const moreLetters = memoOffsets(MORE_SCRIPTS_G, true);

/** The offsets of letters of other languages, the shared ones unless the text holds a script they leave out. */
function foreignLetters(file: AuditText): readonly number[] {
  return nonAsciiSpans(file).some((l) => MORE_SCRIPTS.test(l.text)) ? moreLetters(file) : otherLetters(file);
}

function otherLines(file: AuditText): AuditLine[] {
  return linesHolding(file, foreignLetters(file));
}

/** A line read: the sentences around its anchors, and the text its region must reach (200 characters before them). */
interface Read {
  readonly line: AuditLine;
  readonly spans: readonly Span[];
  readonly from: number;
  readonly to: number;
}

/** The sentences around the anchors of line `l` (outside fenced code in Markdown), or undefined without one. */
function readOf(file: AuditText, l: AuditLine): Read | undefined {
  const spans: Span[] = [];
  let last = -1;
  const anchors = anchorsIn(l.text);
  for (let i = 0; i < anchors.length; i += 2) {
    const at = l.index + anchors[i]!;
    if (file.markdown && inCodeBlock(file, at)) continue;
    const s = sentenceAround(file, at);
    if (s.from !== last) spans.push(s);
    last = s.from;
  }
  if (spans.length === 0) return undefined;
  const from = Math.max(0, Math.min(...spans.map((s) => s.from)) - 200);
  return { line: l, spans, from, to: Math.max(...spans.map((s) => s.to)) };
}

/**
 * One region per run of lines whose reaches overlap, over their union: each class is scanned once over a block of
 * short lines (a region per line scanned its 200 characters before again for each: 400 KB of 10-character lines,
 * 2-5 s).
 */
function regionsOf(text: string, read: readonly Read[]): Region[] {
  const out: Region[] = [];
  for (let i = 0; i < read.length; ) {
    let from = read[i]!.from;
    let to = read[i]!.to;
    let j = i + 1;
    for (; j < read.length && read[j]!.from <= to; j++) {
      from = Math.min(from, read[j]!.from);
      to = Math.max(to, read[j]!.to);
    }
    const region = new Region(text.slice(from, to), from);
    for (; i < j; i++) out.push(region);
  }
  return out;
}

/**
 * The orders of the shapes above, said in the sentences around the anchors of the lines read (fenced code in
 * Markdown is an example; every other file is read whole: a tool schema's description, a script's strings and
 * comments reach the agent as prose), as hits (one per line).
 */
export function otherLanguageOrders(file: AuditText, lines: readonly AuditLine[]): TextHit[] {
  const out: TextHit[] = [];
  const text = file.text;
  const starts = startsOf(file);
  const found = new Set<number>();
  const read: Read[] = [];
  for (const l of linesToRead(file, lines)) {
    const r = readOf(file, l);
    if (r !== undefined) read.push(r);
  }
  const regions = regionsOf(text, read);
  read.forEach(({ line: l, spans }, k) => {
    if (found.has(lineOf(starts, l.index))) return;
    const region = regions[k]!;
    for (const span of spans) {
      // One finding per line: a sentence on lines that have one is not read (a long line stays linear).
      if (found.has(lineOf(starts, span.from)) && found.has(lineOf(starts, span.to - 1))) continue;
      let at = -1;
      for (const shape of SHAPES) if (at < 0) at = shape(region, span, text);
      if (at < 0) continue;
      const line = lineOf(starts, at);
      if (found.has(line)) continue;
      const s = text.slice(span.from, span.to);
      if (mentionedOnly(s, at - span.from) || !said(file, span, at, { consent: false })) continue;
      if (inAttackSection(file, at) || reportedQuote(text, at, span.from) || definitionItem(file, at))
        continue;
      found.add(line);
      out.push({ index: at, length: Math.max(1, Math.min(60, span.to - at)) });
    }
  });
  return out;
}

/** ASCII stems of the Latin-letter languages' words: the hinted row reads the lines holding one. */
export const OTHER_LANGUAGE_ORDER_HINTS: readonly string[] = words(
  "ignorez|ignoriere|ignorier|missacht|tenere conto|tenez pas compte|tiens pas compte|zignoruj|ignoruj|yok say|administrador|administrateur|ignora |ignorar|ignori |oubli|vergiss|vergessen|olvid|esquec|dimentic|negeer|utilisateur|usuari|benutzer|nutzer|anwender|utente|utilizador|gebruiker|envoi|envoy|envia|envie|manda |mande |sende |schick|invia|stuur|hochlad|supprim|efface|losch|borra |borre |borrar|elimina |elimine |eliminar|apag|cancella |cancellare|heimlich|escondid|nascosto|secretamente|segretamente|approuv|genehmigt|aprobad|autorizad|aprovad|approvat|desactiv|desativ|deaktivier|disattiv|disabilita|abschalt|ausschalt|uitschakel",
);
