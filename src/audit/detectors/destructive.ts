// Destruction said in prose or run in code beyond the shapes of `rm -rf ~`: wiping the home folder, the
// disk, a remote's history, production data or cloud resources, or turning backups off — in English and
// other languages. What a skill may delete of its own (build output, caches, temporary folders, a test
// database, its own preview namespace) is not destruction; a table row or a warning only mentions it.
import { inAttackSection, inCodeBlock, mentionedOnly } from "../context.js";
import type { AuditGate, AuditLine, AuditText, TextHit } from "../rule-types.js";
import {
  eachMatchFast,
  eachMatchFastNear,
  type FastPattern,
  fastPattern,
  LETTERS_OF_OTHER_LANGUAGES,
  otherLetters,
  SENTENCE_MAX_REACH,
  sentenceAround,
  WORD_END,
  WORD_START,
} from "../sentences.js";
import { lineOf, quoted, startsOf } from "../text.js";
import { memoByText } from "../text-memo.js";
import { describedForm } from "./verb-forms.js";

/**
 * Commands whose effect on shared or production data no skill needs (bounded gaps: linear). Round 19: `cd "$HOME"`
 * quoted before `git clean -x`; `rm -r` of the folders two or more levels above (`../../..`, `../../*`); `git push
 * --mirror --force` with no remote name between (the gap before the flag needed a second space).
 */
export const DESTRUCTIVE_CODE =
  /\bgit\s+push\s+(?:-{1,2}[\w-]{1,20}\s+){0,3}(?:-f|--force)\s+(?:-{1,2}[\w-]{1,20}\s+){0,3}\S{1,60}\s+(?:HEAD:)?(?:refs\/heads\/)?(?:main|master)\b|\bgit\s+push\s+(?:-{1,2}[\w-]{1,20}\s+){0,3}\S{1,60}\s+(?:HEAD:)?(?:main|master)\s+(?:-{1,2}[\w-]{1,20}\s+){0,3}(?:-f|--force)\b|\bgit\s+push\s+(?:[^\n]{0,60}\s)?(?:--force|-f)\b[^\n]{0,40}\s--(?:all|mirror)\b|\bgit\s+push\s+(?:[^\n]{0,60}\s)?--(?:all|mirror)\b[^\n]{0,40}(?:--force|-f)\b|(?:\bcd\s+["']?(?:~|\$HOME|\$\{HOME\})\/?["']?\s*(?:&&|;)[^\n]{0,80}|\bgit\s+-C\s+(?:~|\$HOME)\/?\s+)\bgit\s+clean\s+-\w{0,6}[xX]|\bkubectl\s+delete\s+(?:ns|namespaces?)\s+(?:-{1,2}[\w-]{1,20}\s+){0,3}--all\b|\bkubectl\s+delete\s+(?:all|[\w,]{1,60})\s+[^\n]{0,60}--all\b[^\n]{0,60}(?:--all-namespaces|\s-A)\b|\bgcloud\s+projects\s+delete\s+[^\n]{0,120}(?:--quiet|\s-q\b)|\baws\s+ec2\s+terminate-instances\b[^\n]{0,80}\$\(\s*aws\s+ec2\s+describe-instances|\baws\s+s3\s+rb\s+s3:\/\/\S{1,200}\s+--force\b|\betcdctl\b[^\n]{0,200}\sdel\s+(?:""|''|["']?\/["']?)\s+(?:--prefix|--from-key)\b|\bvelero\s+backup\s+delete\s+--all\b|\baws\s+s3\s+rm\s+s3:\/\/\$\{?\w{1,40}\}?\/?\s+--recursive\b|\btmutil\s+(?:disable|deletelocalsnapshots)\b|\bwbadmin\s+delete\s+(?:catalog|systemstatebackup|backup)\b|\bbcdedit\b[^\n]{0,60}\brecoveryenabled\s+no\b|\bDisable-ComputerRestore\b|\bterraform\s+workspace\s+list\b[^\n]{0,200}\bterraform\s+destroy\b[^\n]{0,60}-auto-approve\b|\bterraform\s+destroy\b[^\n]{0,80}-auto-approve\b[^\n]{0,80}\bprod(?:uction)?\b|--backup-retention-period\s+0\b|\brm\s+-\w{0,4}[rR]\w{0,4}\s+(?:--no-preserve-root\s+)?(?:~|\$HOME|\$\{HOME\})\/?\*?(?=["'`)]|\s*$)|\brm\s+-\w{0,4}[rR]\w{0,4}\s+(?:-\S{1,20}\s+){0,3}["']?(?:\.\.\/){2,}(?:\.\.|\*|\.\[!\.\]\*)?\/?["']?(?=\s|$|;|&)|\brm\s+-\w{0,4}[rR]\w{0,4}\s+(?:-\S{1,20}\s+){0,3}["']?(?:~|\$HOME|\$\{HOME\})\/(?:Documents|Desktop|Downloads|Pictures|Music|Movies|Videos|Photos|Library|\.ssh|\.gnupg|\.config)\/?\*?["']?(?=\s|$|;|&|\||["'`)])|\b(?:DROP\s+(?:DATABASE|SCHEMA)|TRUNCATE\s+TABLE)\s+(?:IF\s+EXISTS\s+)?["'`]?(?:prod|production|live)\w{0,30}\b|\b(?:psql|mysql|sqlcmd|mongosh?|cockroach\s+sql)\b[^\n]{0,80}\b(?:PROD(?:UCTION)?|prod(?:uction)?)\w{0,30}[^\n]{0,80}\b(?:DROP\s+(?:DATABASE|SCHEMA|TABLE)|TRUNCATE\s+TABLE|dropDatabase\(\))|\bGet-ChildItem\b[^\n|]{0,80}(?:\$env:USERPROFILE|\$HOME\b|\$env:HOMEPATH|\s["']?~[\\/]?["']?(?=\s)|\s["']?C:\\{1,2}["']?(?=\s))[^\n|]{0,80}\|\s*(?:%\s*\{\s*|ForEach-Object\s*\{\s*)?Remove-Item\b|(?:Path\.home\(\)|expanduser\(\s*["']~["']\s*\))\s*\.?\s*(?:iterdir|glob|rglob)?\([^\n]{0,80}\b(?:rmtree|unlink|os\.remove)\(|\b(?:rmtree|unlink|os\.remove)\([^\n]{0,80}\bfor\b[^\n]{0,40}(?:Path\.home\(\)|listdir\(\s*os\.path\.expanduser\(\s*["']~)/gi;

export const DESTRUCTIVE_CODE_HINTS = [
  "git push",
  "git clean",
  "kubectl",
  "gcloud",
  "terminate-instances",
  "s3 rb",
  "s3 rm",
  "etcdctl",
  "velero",
  "tmutil",
  "wbadmin",
  "bcdedit",
  "disable-computerrestore",
  "backup-retention",
  "rm -",
  "-delete",
  "-exec rm",
  "drop ",
  "truncate",
  "dropdatabase(",
  "remove-item",
  "rmtree",
];

// Prose: a verb that destroys and a target no skill may destroy, within one sentence, in several languages.
const L = WORD_START;
const R = WORD_END;
/** Verbs written in Latin letters (the hinted row finds their lines). */
const VERB_LATIN = String.raw`${L}(?:force[\s-]?push|(?:clear|clean|wipe|zero)\s+out|get\s+rid\s+of|blow\s+away|tear\s+down|obliterate|reformat|delete|remove|empty|wipe|erase|destroy|drop(?!box)|truncate|purge|nuke|format|overwrite|shred|terminate|l[öo]sche|l[öo]schen|entferne|entfernen|vernichte|formatiere|leere|[üu]berschreibe|elimina|eliminar|borra|borrar|destruye|formatea|vac[íi]a|exclua|excluir|apague|apagar|remova|remover|destrua|formate|supprime|supprimer|efface|effacer|d[ée]truis|cancella)\w{0,3}${R}`;
/** Verbs in other scripts (the non-ASCII row reads the whole text for them). */
const VERB_OTHER = String.raw`${L}(?:удали|удалить|сотри|стереть|уничтожь|отформатируй|очисти)|(?:删除|清空|抹掉|擦除|销毁|格式化|清除|删掉|削除|消去|消して|ワイプ|フォーマット|삭제|지워|지우|포맷|احذف|امسح|دمر|دمّر)`;
export const DESTRUCTIVE_PROSE_HINTS = (
  "factory|delete|remove|wipe|erase|destroy|drop|truncate|purge|nuke|overwrite|shred|terminate|force-push|force push|clear out|clean out|zero out|get rid of|blow away|tear down|obliterat|reformat|empty the|empty all|empty every|empty your|empty their|" +
  // "format" alone is on every other line of docs: only with a disk-like object (FORMAT_DISK) is it destruction.
  "format the|format your|format their|format disk|format drive|format hard|format partition|format volume|format ssd|format entire|format whole|format user|format all|format every|format each|formatiere|formatea|formate |" +
  "losch|lösch|entfern|vernicht|leere|elimina |eliminar|borr|destru|vacia|vacía|exclua|excluir|apag|remov|suppr|effac|truis|cancella"
)
  .split("|")
  .filter((w) => /^[\x20-\x7e]+$/.test(w));
/** Targets destroyed by any instruction that names them. */
const TARGET_STRONG = [
  String.raw`${L}(?:the\s+)?(?:user['’]?s\s+|your\s+|their\s+)?(?:entire\s+|whole\s+)?home\s+(?:directory|folder|dir)${R}`,
  String.raw`${L}(?:everything|all\s+(?:the\s+)?files|every\s+file)\s+(?:in|on|under|from)\s+(?:the\s+|your\s+|this\s+)?(?:user['’]?s\s+)?(?:home|disk|drive|computer|machine|system|file\s*system|~)`,
  String.raw`(?:todo\s+el\s+(?:proyecto|repositorio)|todos\s+los\s+archivos\s+del\s+proyecto|todo\s+o\s+(?:projeto|reposit[óo]rio)|tout\s+le\s+(?:projet|d[ée]p[ôo]t)|das\s+gesamte\s+(?:Projekt|Repository|Repo)|todas\s+las\s+ramas|todos\s+os\s+(?:branches|ramos)|toutes\s+les\s+branches|alle\s+Branches|den\s+gesamten\s+Quellcode|весь\s+проект|все\s+исходн\p{L}{0,4}|файлы\s+пользовател\p{L}{0,3})`,
  "(?:项目中的所有|所有源代码|全部源代码|整个项目|整个仓库|所有项目文件|用户的文件|用户文件|ソースコードをすべて|プロジェクト全体|リポジトリ全体|ユーザーのファイル|모든\\s?소스|프로젝트\\s?전체|사용자의?\\s?파일)",
  String.raw`${L}(?:the\s+)?(?:entire|whole)\s+(?:disk|drive|hard\s+drive|file\s*system|system|machine)${R}(?!\s+(?:prompt|message|instructions?|tray|log))`,
  String.raw`~\/(?:Documents|Desktop|Pictures|Downloads|Library)\b(?!\/[\w.-])`,
  String.raw`${L}(?:the\s+)?(?:user['’]?s|your|their)\s+(?:Documents|Desktop|Downloads|Pictures|Photos)(?:\s*(?:,|and|&)\s*(?:Documents|Desktop|Downloads|Pictures|Photos)){0,4}\s+(?:folders?|director(?:y|ies))${R}`,
  String.raw`${L}(?:every|all(?:\s+the)?|each)\s+(?:branch(?:es)?|tags?)\s+(?:on|in|of)\s+(?:the\s+)?(?:remote|origin)`,
  String.raw`(?:Home-Verzeichnis|Heimverzeichnis|Benutzerverzeichnis|alle\s+Dateien|gesamte\s+Festplatte|directorio\s+personal|carpeta\s+personal|carpeta\s+de\s+inicio|directorio\s+(?:de\s+inicio|home)|carpeta\s+home|pasta\s+home|diret[óo]rio\s+home|pasta\s+de\s+in[íi]cio|(?:tout\s+le\s+contenu|l['’]int[ée]gralit[ée])\s+du\s+(?:disque(?:\s+dur)?|r[ée]pertoire\s+personnel|dossier\s+personnel)|disque\s+(?:dur\s+)?(?:entier|complet)|todos\s+los\s+archivos|diret[óo]rio\s+pessoal|pasta\s+pessoal|todos\s+os\s+arquivos|r[ée]pertoire\s+personnel|dossier\s+personnel|tous\s+les\s+fichiers|cartella\s+home|tutti\s+i\s+file)`,
  String.raw`(?:домашн\p{L}{0,4}\s+(?:каталог|папк|директори)|все\s+файлы|весь\s+диск)`,
  // Round 23: every disk of the machine (AcidRain and the device-loop wipers), in English and other languages.
  String.raw`${L}(?:every|all(?:\s+(?:the|of\s+the))?)\s+(?:(?:attached|connected|internal|local|physical)\s+)?(?:disks|drives|hard\s+drives|storage\s+devices|block\s+devices)${R}(?!\s+(?:that|which|you|named|matching|except|listed\s+by\s+the\s+user))|${L}(?:alle[nm]?\s+(?:Datentr[äa]ger|Festplatten|Laufwerke)|todos\s+los\s+discos|tous\s+les\s+disques|todos\s+os\s+discos)${R}|(?:все\s+диски|所有磁盘|所有硬盘|すべてのディスク|全てのディスク|全ディスク|모든\s?디스크)`,
  // Round 30 (MITRE T1490 and T1561 in other languages): every drive, every backup or snapshot, the restore points.
  String.raw`(?:すべてのドライブ|全てのドライブ|全ドライブ|所有驱动器|所有分区|모든\s?드라이브|復元ポイント|シャドウコピー|すべてのバックアップ|全てのバックアップ|所有(?:的)?(?:备份|快照)|全部(?:备份|快照)|모든\s?(?:백업|스냅샷)|복원\s?지점|все\s+(?:резервные\s+копии|бэкапы|снимки)|точки\s+восстановления|todas\s+las\s+copias\s+de\s+seguridad|todos\s+los\s+(?:respaldos|backups)|puntos\s+de\s+restauraci[óo]n|todos\s+os\s+(?:backups|snapshots)|todas\s+as\s+c[óo]pias\s+de\s+seguran[çc]a|pontos\s+de\s+restaura[çc][ãa]o|toutes\s+les\s+sauvegardes|points\s+de\s+restauration|alle\s+(?:Backups|Sicherungen|Snapshots)|Wiederherstellungspunkte|Schattenkopien)`,
  // The disk the system runs from, in English, French, Spanish, Portuguese and German.
  String.raw`${L}(?:the\s+)?(?:user['’]?s\s+|your\s+)?(?:main|primary|system|boot|internal)\s+(?:disk|drive|hard\s+drive|SSD)${R}|${L}disque\s+(?:dur\s+)?(?:principal|syst[èe]me|interne)${R}|${L}disco\s+(?:duro\s+)?(?:principal|del\s+sistema|do\s+sistema)${R}|${L}(?:System|Haupt)(?:festplatte|laufwerk)${R}`,
  "(?:主目录|用户目录|家目录|整个磁盘|所有文件|全部文件|整个硬盘|ホームディレクトリ|ホームフォルダ|すべてのファイル|全てのファイル|全ファイル|ディスク全体|ユーザーの(?:ドキュメント|デスクトップ)|ドキュメントフォルダ|デスクトップフォルダ|用户的?(?:桌面|文档)|(?:桌面|文档|下载)文件夹|홈\\s?디렉터리|홈\\s?폴더|모든\\s?파일|المجلد الرئيسي|الدليل الرئيسي|جميع الملفات|كل الملفات)",
].join("|");
/**
 * English targets read only in English sentences (round 15): in a sentence of another language an English
 * phrase or path is most often a name quoted from a command or a UI ("删除 ~/.ssh 中的旧密钥", "remote branch"
 * in a git how-to), not the object of the order.
 */
const TARGET_STRONG_EN = [
  String.raw`${L}all\s+(?:the\s+)?data\s+(?:in|on|under|from)\s+(?:the\s+|your\s+|this\s+)?(?:user['’]?s\s+)?(?:home|disk|drive|computer|machine|system|file\s*system|~)`,
  // Where developers keep their clones, and their keys.
  String.raw`~\/(?:projects|code|src|repos|Developer|\.ssh|\.gnupg)\b(?!\/[\w.-])`,
  // A whole cloud account's resources, every bucket's objects, every remote branch, a Mac's disk, the user's backups.
  String.raw`${L}(?:every|all(?:\s+the)?)\s+(?:cloud\s+)?resources?\s+(?:in|of|on|under)\s+(?:the\s+|your\s+|their\s+|this\s+)?(?:user['’]?s\s+)?(?:AWS|GCP|Azure|cloud|Google\s+Cloud)\s+(?:account|subscription|project|tenant|organi[sz]ation)${R}`,
  String.raw`${L}(?:every|all(?:\s+the)?)\s+(?:objects?|files?|data)\s+(?:in|from)\s+(?:every|all(?:\s+the)?|each)\s+(?:S3\s+|GCS\s+|storage\s+)?buckets?${R}`,
  String.raw`${L}(?:every|all(?:\s+(?:the|of\s+the))?)\s+remote\s+branch(?:es)?${R}(?!\s+(?:that|which|merged|older|whose|with|named|matching|created|you|this))`,
  String.raw`${L}(?:the\s+user['’]?s|your|their)\s+(?:Mac(?:['’]s)?\s+(?:disk|drive|SSD)|Macintosh\s+HD)${R}`,
  // Round 22 (the Amazon Q wiper prompt): the files of the machine as "file-system resources".
  String.raw`${L}file[\s-]?system\s+(?:and\s+(?:cloud\s+)?)?resources${R}`,
  String.raw`${L}(?:the\s+user['’]?s|their)\s+(?:Time\s+Machine\s+|iCloud\s+|cloud\s+)?(?:backups|snapshots)${R}|${L}Time\s+Machine\s+(?:backups|snapshots)${R}`,
].join("|");
/**
 * The user's work as a whole: the project, the repository, the working directory, the user's files. Counted
 * only as the verb's object (no preposition between: "remove the executable bit from all files in the
 * current directory" destroys no file), and not when narrowed ("every file in the repo that matches *.orig").
 */
const TARGET_WORK = new RegExp(
  [
    String.raw`\b(?:everything|all\s+(?:the\s+)?files|every\s+file)\s+(?:in|on|under|from)\s+(?:the\s+|your\s+|this\s+)?(?:user['’]?s\s+)?(?:(?:working|current|project)\s+(?:directory|folder|tree)|repo(?:sitory)?|project|codebase|workspace|source\s+tree)\b(?!\s+(?:that|which|matching|named|with\s+(?:the\s+)?(?:extension|suffix|name)|ending|except|older|whose|where|listed|generated|created\s+by))`,
    String.raw`\b(?:the\s+)?(?:entire|whole)\s+(?:project|repository|repo|codebase|workspace|working\s+(?:directory|tree)|source\s+(?:tree|code))\b`,
    String.raw`\ball\s+(?:the\s+|of\s+the\s+)?(?:source(?:\s+code)?|project)\s+files\b|\b(?:the\s+)?user['’]?s\s+(?:files|documents|photos|data|repositories|repos|projects)\b`,
  ].join("|"),
  "i",
);

/** A work target that is the verb's object: no preposition or "not" between the verb and it. */
function workTarget(after: string): boolean {
  const t = TARGET_WORK.exec(after);
  return t !== null && !NOT_OBJECT.test(after.slice(0, t.index).replace(/\bof\s+(?:the|your|their)\b/gi, ""));
}

/** "Start with the home directory and remove everything in it": the object points back at a target named before. */
const EVERYTHING_IN_IT =
  /^\S+\s+(?:everything\s+(?:in|inside|under)\s+(?:it|there)|all\s+of\s+it|(?:all\s+)?its\s+(?:entire\s+)?contents|every\s+file\s+(?:in|inside)\s+it|all\s+(?:the\s+)?files\s+(?:in|inside)\s+it)\b/i;

/** Force-pushing over the shared default branch, said in prose. */
const FORCE_PUSH_MAIN =
  /(?<![\p{L}\p{N}_])force[\s-]?push\w{0,3}[^.!?\n]{0,80}(?:over|onto|to|into)\s+(?:the\s+)?(?:(?:origin|upstream|remote)(?:['’]s)?\s+|(?:origin|upstream)\/)?(?:main|master|default)(?:\s+branch)?(?![\p{L}\p{N}_])/iu;
/** Targets a skill may clean up of its own: destroyed only with "all/every/entire" or "without asking". */
const TARGET_WEAK = String.raw`${L}(?:backups?|snapshots?|shadow\s+copies|databases?|tables|buckets|namespaces|repositories|(?:cloud|AWS|GCP|Azure|EC2)\s+(?:resources|instances|volumes|accounts?|projects?)|(?:git\s+)?history|production\s+\w{2,12}|Sicherungen|Backups|Datenbank\w{0,2}|copias\s+de\s+seguridad|base\s+de\s+datos|bases\s+de\s+datos|bancos?\s+de\s+dados|sauvegardes|base\s+de\s+donn[ée]es)${R}|(?:резервн\p{L}{0,4}\s+копи|баз\p{L}{0,2}\s+данных|数据库|备份|生产|データベース|バックアップ|本番|데이터베이스|백업|النسخ الاحتياطية|قاعدة البيانات)`;
/** Weak targets read only in English sentences: one table only after every/each ("any join-table" is one). */
const TARGET_WEAK_EN = String.raw`(?<=(?:every|each)\s{1,3})table${R}|${L}Docker\s+volumes${R}(?!\s+(?:that|which|not|no\s+longer|left|older|created|you|this))`;
/** "Drop the production database": production data named right after the verb. */
const PROD_DIRECT =
  /^\S+\s+(?:the\s+)?(?:entire\s+|whole\s+)?(?:production|prod|live)\s+(?:[A-Z]\w{1,15}\s+)?(?:database|db|data|cluster|bucket|server|environment|instance|namespace|stack|deployment|tables?|records)s?\b/i;
const INTENSE = String.raw`${L}(?:all|every|entire|whole|each|any|alle|gesamte|todas?|todos|toute?s?|tous|tutti|все|всю|весь)${R}|(?:所有|全部|整个|すべて|全て|모든|전체|جميع|كل)`;
const NO_ASKING = String.raw`${L}(?:without\s+(?:asking|confirm\w{0,6}|prompting|telling)|do\s+not\s+(?:ask|confirm|prompt|tell)|don['’]t\s+(?:ask|confirm|prompt|tell)|so\s+nothing\s+can\s+be\s+(?:restored|recovered)|ohne\s+(?:nachzufragen|Best[äa]tigung|R[üu]ckfrage)|sin\s+(?:pedir|preguntar|confirma)|sem\s+(?:pedir|perguntar|confirma)|sans\s+(?:demander|confirm))|(?:без\s+подтвержд|не\s+спрашива|不要询问|无需确认|不要确认|確認せず|確認しないで|دون\s+تأكيد|بدون\s+تأكيد)`;
/** The skill's own leftovers: a sentence about them is cleanup, not destruction. */
const OWN =
  /(?<![\p{L}\p{N}_])(?:temp(?:orary)?|tmp|cache[sd]?|build|dist|node_modules|generated|scratch|preview|test(?:ing|s)?|fixtures?|old(?:er)?|expired|stale|unused|duplicates?|this\s+skill\s+(?:created|made|wrote)|you\s+created|the\s+skill['’]s\s+own)(?![\p{L}\p{N}_])|(?:临时|缓存|一時|キャッシュ|временн|кэш|temporales|tempor[áa]rios|temporaires|tempor[äa]r)/iu;
/**
 * Own words that do not name the object: a condition on the build or the tests ("if the build fails, …", "once
 * the tests pass"), and "old" away from the object ("so the old keys are gone"). Cut out of an English sentence
 * before OWN reads it; "old" still counts between the verb and a few words past it ("delete old backups").
 */
const OWN_ELSEWHERE =
  /(?<![\p{L}\p{N}_])(?:if|when|whenever|once|after|before|until|unless|as\s+soon\s+as)\s+(?:the\s+|a\s+|any\s+|your\s+)?(?:build|tests?|test\s+suite|test\s+run|CI)\s+(?:\w+\s+)?(?:fails?|failed|breaks?|broke|pass(?:es|ed)?|finish(?:es|ed)?|succeeds?|succeeded|is\s+(?:done|green|red|over|broken)|completes?|completed|runs?|ran|goes\s+red)(?![\p{L}\p{N}_])|(?<![\p{L}\p{N}_])old(?:er)?(?![\p{L}\p{N}_])/giu;
/** Where the verb's clause ends: "delete ~/.ssh so the old keys are gone" names no old thing to delete. */
const CLAUSE_BREAK = /[,;:]|(?<![\p{L}\p{N}_])(?:so|because|since|then|while)(?![\p{L}\p{N}_])/iu;
/** OWN in an English sentence: the sentence without OWN_ELSEWHERE's spans, or "old" near the object. */
function ownCleanup(s: string, at: number, reach: number): boolean {
  if (!OWN.test(s)) return false;
  const cut = s.replace(OWN_ELSEWHERE, (m, i: number) =>
    /^old/i.test(m) && i >= at && i < at + reach && !CLAUSE_BREAK.test(s.slice(at, i))
      ? m
      : " ".repeat(m.length),
  );
  return OWN.test(cut);
}
const NEG_AFTER = /^\s+(?:jamais|pas|nie(?:mals)?|nunca|mai)(?![\p{L}\p{N}_])/iu;
const FORBID =
  /(?<![\p{L}\p{N}_])(?:never|don['’]t|do\s+not|must\s+not|should\s+not|avoid|refuse|before\s+you\s+(?:delete|remove|wipe|erase|destroy|drop|run|do|proceed|continue)|ask\s+(?:the\s+user\s+)?(?:first|before)|nie(?:mals)?|nunca|jamais|ne\s+\p{L}{1,12}\s+(?:jamais|pas)|никогда|не\s+удаля)|(?:不要删除|切勿|絶対に|しないで|لا\s+تحذف)/iu;

// Run through eachMatchFast: the look-behind at every character was most of what this rule cost.
const VERB_LATIN_FAST = fastPattern(VERB_LATIN, "iu");
const VERB_ANY_FAST = fastPattern(`${VERB_LATIN}|${VERB_OTHER}`, "iu");
// The targets too: tried after every verb, their look-behinds at every character cost more than the verbs.
const STRONG_FAST = fastPattern(TARGET_STRONG, "iu");
const STRONG_EN_FAST = fastPattern(TARGET_STRONG_EN, "iu");
const INTENSE_RE = new RegExp(INTENSE, "iu");
const NO_ASKING_RE = new RegExp(NO_ASKING, "iu");

const FORMAT_DISK =
  /^format\w*\s+(?:the\s+|le\s+|la\s+|el\s+|o\s+|die\s+|den\s+|(?:all|every|each)\s+(?:the\s+)?)?(?:(?:entire|whole|user['’]s|your|their|main|primary|system|boot|internal|attached|connected)\s+)?(?:disk|drive|hard\s+drive|partition|volume|SSD|disque|disco|Festplatte|Laufwerk|System(?:festplatte|laufwerk)|unidad|partici[óo]n)/i;
const WEAK_FAST = fastPattern(TARGET_WEAK, "iu");
const WEAK_EN_FAST = fastPattern(TARGET_WEAK_EN, "iu");
/** Gated by the scanner (required-words.ts): a span after a verb without one of their words is not read. */
export const DESTRUCTIVE_PROSE_GATES: readonly RegExp[] = [
  STRONG_FAST.prefilter,
  WEAK_FAST.prefilter,
  STRONG_EN_FAST.prefilter,
  WEAK_EN_FAST.prefilter,
];

/** The first match of `p` in `text` (what a global exec from 0 finds), through eachMatchFast. */
function firstMatch(p: FastPattern, text: string): RegExpExecArray | undefined {
  let first: RegExpExecArray | undefined;
  eachMatchFast(p, text, (m) => {
    first = m;
    return true;
  });
  return first;
}

/**
 * Whether a strong target is named in `text` (the words before "everything in it"), kept by that text: a long
 * line of "delete everything in it" read the same 200 characters again at every verb.
 */
const strongIn = memoByText((text: string) => firstMatch(STRONG_FAST, text) !== undefined);

/** Between a verb and its object: a preposition or "not" means the target is not what is destroyed. */
const NOT_OBJECT =
  /(?<![\p{L}\p{N}_])(?:in|on|under|from|into|with|within|without|not|that|which|except|but|than)(?![\p{L}\p{N}_])/iu;
/** "All but the newest five", "all except": a retention rule keeps some. */
const ALL_BUT = /(?<![\p{L}\p{N}_])all\s+(?:but|except)(?![\p{L}\p{N}_])/iu;

/**
 * A weak target that is the verb's object (no preposition between: "remove all elements not in allowed
 * namespaces" destroys no namespace), with "all/every/entire" before it (not "all but the newest"), or
 * "without asking" in the sentence.
 */
function weakTarget(after: string, sentence: string, p: FastPattern, may: boolean): boolean {
  const t = may ? firstMatch(p, after) : undefined;
  if (!t) return false;
  const between = after.slice(0, t.index);
  if (NOT_OBJECT.test(between.replace(/\bof\s+(?:the|your|their)\b/gi, ""))) return false;
  return (INTENSE_RE.test(between) && !ALL_BUT.test(between)) || NO_ASKING_RE.test(sentence);
}

const CAUTION =
  /^\s*(?:use\s+(?:it\s+)?with\s+(?:caution|care)|this\s+(?:cannot|can['’]t)\s+be\s+undone|irreversible|there\s+is\s+no\s+undo)\b/i;
/** English verbs inflected ("it deletes", "deleted", "removing") describe; an instruction uses the base form. */
const DESCRIBES =
  /^(?:(?:delet|remov|wip|eras|destroy|drop|truncat|purg|nuk|format|reformat|obliterat|overwrit|shred|terminat|force[\s-]?push)(?:e?s|e?d|p?ed|d?ed|t?ed|p?ing|d?ing|t?ing|ing)|empt(?:ies|ied|ying))$/i;
/** A choice left to the user ("if you want to start again … you can") is an option, not an instruction. */
const OPTION =
  /(?<![\p{L}\p{N}_])(?:if\s+(?:for\s+some\s+reason\s+)?(?:you|the\s+user)\s+(?:really\s+)?(?:want|wish|need|choose|decide)s?|you\s+can|lets?\s+you|allows?\s+you\s+to)(?![\p{L}\p{N}_])/iu;
/** "Is empty", "are left empty": the adjective, not the verb. */
const EMPTY_ADJECTIVE =
  /(?<![\p{L}\p{N}_])(?:is|are|be|been|being|was|were|stays?|remains?|left|becomes?|if)\s+$|(?:是|为|為)\s*$/iu;
/** "Except one", "all but one" in Chinese: 除…以外 / 除了…之外 keeps some. */
const ALL_BUT_ZH = /(?<![删刪清去排移解免拆])除(?:了)?[^，,。；;\n]{0,24}(?:以外|之外|外)/;
/** The sentence's subject is the command, option or operation itself (此操作, 该命令, この操作): a reference entry. */
const TOOL_SUBJECT =
  /(?:此|该|該|这个|這個|本)(?:操作|命令|选项|選項|标志|標誌|参数|參數|函数|函數|工具|方法|功能|脚本|腳本|模式)|この(?:操作|コマンド|オプション|フラグ|関数|ツール)/;
/** A command's trailing comment in a code block ("php artisan migrate:fresh   # Drop all tables"). */
const TRAILING_COMMENT = /\S[^\n#]*?\s(?:#|\/\/|--)\s[^\n]*$/;

/**
 * What a tool, a command, a mistake or an attacker can or will do ("this can destroy entire projects", "the
 * ransomware will delete every backup"): an effect described. Not the agent ("you will", "Claude will").
 */
const EFFECT =
  /(?<![\p{L}\p{N}_])(?:this|that|which|these|those|doing\s+so|`[^`\n]{1,80}`|(?:the|this|that|a|an|such\s+an?)\s+(?:[\w-]+\s+)?(?:tool|command|operation|script|option|flag|function|query|queries|migration|process|job|sync|bug|attack|attacker|adversary|error|mistake|typo|malware|worm|ransomware|payload|exploit|backdoor|misconfiguration|setting))\s+(?:can|could|may|might|will|would)\s+(?:(?:also|then|even|easily|accidentally|silently|immediately|permanently|irreversibly|still)\s+)?$/iu;
/**
 * A how-to: "To delete all merged remote branches, run `…`", "Para borrar …, ejecuta …". The verb opens a purpose
 * clause and the sentence goes on to the command that does it: the command is what runs (the code rules read it).
 */
const HOW_TO_LEAD = /^[\s#>*_\d.)-]*(?:to|para|pour|per|um)\s+$/i;
const HOW_TO_RUN =
  /^[^.!?\n]{0,160}?,\s*(?:(?:just|simply|then)\s+)?(?:run|use|execute|type|call|invoke|enter|ejecut[ae]|us[ae]|utiliz[ae]|ex[ée]cute[zr]?|utilise[zr]?|lance[zr]?|esegui|f[üu]hre|verwende)(?![\p{L}\p{N}_])/iu;
/** "Attempts to delete", "tries to wipe", "any attempt to drop": an attempt reported, not made. */
const ATTEMPT =
  /(?<![\p{L}\p{N}_])(?:attempts|tries|tried|trying|attempting|attempted|an\s+attempt|any\s+attempt)\s+to\s+$/iu;

/** A checklist's question about someone else: "Can a low-privileged user delete all backups?" (not "can you"). */
const ASKS_WHETHER =
  /(?<![\p{L}\p{N}_])(?:can|could|does|do|will|would|is\s+it\s+possible\s+for)\s+(?!you\b|u\b)(?:[\w'’-]+\s+){1,4}$/iu;

/** SQL's privilege and statement keywords in capitals (`GRANT SELECT, DELETE ON …`) in code, not prose. */
const SQL_KEYWORD = /^(?:DELETE|DROP|TRUNCATE)$/;

/** The lead line of the list holding `index` (a heading or a "Never:" line above the items), or "". */
function listLead(text: string, index: number): string {
  const back = text.slice(Math.max(0, index - 1500), index).split("\n");
  const own = back.pop() ?? "";
  if (!/^\s*(?:[-*+]|\d+[.)])\s/.test(own)) return "";
  for (let i = back.length - 1, seen = 0; i >= 0 && seen < 15; i--, seen++) {
    const l = back[i]!;
    if (l.trim() === "" || /^\s*(?:[-*+]|\d+[.)])\s/.test(l)) continue;
    return l.length <= 200 ? l : "";
  }
  return "";
}

/**
 * Round 22: the machine cleaned or reset to a (near-)factory state ("clean a system to a near-factory state"):
 * everything the user made on it goes.
 */
const FACTORY =
  /(?<![\p{L}\p{N}_])(?:clean|wipe|reset|restore|return|bring|revert)\w{0,3}\s+(?:the\s+|a\s+|this\s+|your\s+|their\s+|the\s+user['’]?s\s+)?(?:entire\s+|whole\s+)?(?:system|machine|computer|workstation|laptop|host|server|Mac|PC)\s+(?:back\s+)?to\s+(?:a\s+|its\s+)?(?:near[\s-]|almost\s+|nearly\s+)?(?:factory|fresh[\s-]install|out[\s-]of[\s-](?:the[\s-])?box)(?![\p{L}\p{N}_])/iu;

/** A factory reset of the machine ordered on `l` (not quoted, forbidden or only mentioned). */
function factoryReset(file: AuditText, l: AuditLine): TextHit | undefined {
  const m = FACTORY.exec(l.text);
  if (!m) return undefined;
  const index = l.index + m.index;
  const { from } = sentenceAround(file, index);
  if (quoted(file.text, index, m[0].length) || FORBID.test(file.text.slice(from, index))) return undefined;
  if (OPTION.test(file.text.slice(from, index)) || mentionedOnly(file, index) || inAttackSection(file, index))
    return undefined;
  return { index, length: m[0].length };
}

/** The text of the line holding `index`, up to it. */
function lineBefore(text: string, index: number): string {
  return text.slice(text.lastIndexOf("\n", index - 1) + 1, index);
}

function destroys(
  file: AuditText,
  index: number,
  verbLength: number,
  ascii: boolean,
  gate?: AuditGate,
): boolean {
  const text = file.text;
  const { from, to } = sentenceAround(file, index);
  const s = text.slice(from, to);
  if (ascii === LETTERS_OF_OTHER_LANGUAGES.test(s)) return false;
  const at = index - from;
  const verb = text.slice(index, index + verbLength);
  // Part of a name ("delete-all", "/delete/x", "delete(") or a quoted example ('- "Delete all files…"').
  if (/^[-/(.]\w/.test(text.slice(index + verbLength, index + verbLength + 2))) return false;
  if (quoted(text, index, verbLength)) return false;
  if (ascii && (DESCRIBES.test(verb) || SQL_KEYWORD.test(verb))) return false;
  if (/^empt/i.test(verb) && EMPTY_ADJECTIVE.test(text.slice(Math.max(from, index - 20), index)))
    return false;
  // "所有文件都会删除", "被删除", "削除されます": the act reported, not ordered.
  if (!ascii && describedForm(text, index, index + verbLength)) return false;
  // The target is the verb's object: within a few words after it (anywhere in the sentence in languages
  // that put the verb last). "Format" is a noun unless a disk follows.
  const after = ascii ? s.slice(at, at + 90) : s;
  if (/^format/i.test(after) && !FORMAT_DISK.test(after)) return false;
  // The targets' words in the span (the hinted row's gate; the other row reads the sentence).
  const may = (p: FastPattern, a: number, b: number) => !gate || gate(p.prefilter, a, b);
  const strong =
    (may(STRONG_FAST, index, index + after.length) && firstMatch(STRONG_FAST, after) !== undefined) ||
    (ascii &&
      may(STRONG_EN_FAST, index, index + after.length) &&
      firstMatch(STRONG_EN_FAST, after) !== undefined) ||
    (ascii &&
      EVERYTHING_IN_IT.test(after) &&
      may(STRONG_FAST, Math.max(from, index - 200), index) &&
      strongIn(file, s.slice(Math.max(0, at - 200), at))) ||
    FORCE_PUSH_MAIN.test(after) ||
    PROD_DIRECT.test(after) ||
    (ascii && workTarget(after));
  const weak =
    !strong &&
    (weakTarget(after, s, WEAK_FAST, may(WEAK_FAST, index, index + after.length)) ||
      (ascii && weakTarget(after, s, WEAK_EN_FAST, may(WEAK_EN_FAST, index, index + after.length))));
  if (!strong && !weak) return false;
  if (FORBID.test(s.slice(0, at + verbLength))) return false;
  if (ascii ? ownCleanup(s, at, verbLength + 90) : OWN.test(s)) return false;
  if (!ascii && (ALL_BUT_ZH.test(s) || TOOL_SUBJECT.test(s.slice(0, at)))) return false;
  // "N'efface jamais…", "Lösche niemals…": the negation follows the verb.
  if (NEG_AFTER.test(s.slice(at + verbLength, at + verbLength + 14))) return false;
  if (OPTION.test(s.slice(0, at)) || FORBID.test(listLead(text, index))) return false;
  if (
    ascii &&
    (EFFECT.test(s.slice(Math.max(0, at - 80), at)) || ATTEMPT.test(s.slice(Math.max(0, at - 40), at)))
  )
    return false;
  if (ascii && /\?\s*$/.test(s) && ASKS_WHETHER.test(s.slice(Math.max(0, at - 60), at))) return false;
  if (HOW_TO_LEAD.test(s.slice(0, at)) && HOW_TO_RUN.test(s.slice(at))) return false;
  // A reference entry that warns about its own command ("Delete all data. Use with caution.") describes it.
  if (CAUTION.test(text.slice(to, to + 60))) return false;
  if (file.markdown && inCodeBlock(file, index) && TRAILING_COMMENT.test(lineBefore(text, index)))
    return false;
  return !inAttackSection(file, index) && !mentionedOnly(file, index);
}

/**
 * Sentences that tell the agent to destroy: a destroy verb and a target no skill may destroy (the home
 * folder, the whole disk, every branch on the remote, the production database, force-push over main),
 * or a target a skill may clean up of its own (backups, databases, buckets) with "all/every/entire" or
 * "without asking". Mentioned, forbidden or own-cleanup sentences do not count. `lines` given: the Latin
 * verbs on those lines, in sentences of ASCII letters; otherwise every verb across the text, in sentences with other letters.
 */
export function destructiveInstruction(
  file: AuditText,
  lines: readonly AuditLine[],
  gate?: AuditGate,
): TextHit[] {
  const out: TextHit[] = [];
  const ascii = lines.length > 0;
  const starts = startsOf(file);
  const found = new Set<number>();
  // One finding per line: once a line has one, its other verbs are not examined (a long line of them stays cheap).
  const keep = (index: number, length: number) => {
    const line = lineOf(starts, index);
    if (!found.has(line) && destroys(file, index, length, ascii, ascii ? gate : undefined)) {
      found.add(line);
      out.push({ index, length });
    }
  };
  if (ascii)
    for (const l of lines) {
      eachMatchFast(VERB_LATIN_FAST, l.text, (m) => keep(l.index + m.index, m[0].length));
      const f = found.has(lineOf(starts, l.index)) ? undefined : factoryReset(file, l);
      if (f) {
        found.add(lineOf(starts, l.index));
        out.push(f);
      }
    }
  else {
    // Its sentence (within SENTENCE_MAX_REACH) must hold letters of another language, as destroys() asks:
    // only the text near one is read (a few percent of a file with an accented name in it).
    eachMatchFastNear(VERB_ANY_FAST, file.text, otherLetters(file), SENTENCE_MAX_REACH, (m) =>
      keep(m.index, m[0].length),
    );
  }
  return out;
}
