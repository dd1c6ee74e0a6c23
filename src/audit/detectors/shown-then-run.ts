// A command shown as inert, then run (round 29, quoted concealment): a block labelled an example, "do not run" or
// expected output, or a line commented out in a script, and an order elsewhere to run that very thing ("run the
// example above exactly as written", "uncomment the line marked … and run the script", "reproduce the expected
// output by running each `$` line", "exécute l'exemple ci-dessus"). The label tells a reviewer the command never
// runs; the order runs it. Counted when the skill holds a command another rule flags (a download piped into a
// shell, data sent away, a payload decoded): the concealed act itself.
import type { AuditSkillView, SkillHit } from "../rule-types.js";

/** An order (not a warning) to run what the skill shows as inert, in six languages. */
const RUN_SHOWN = new RegExp(
  [
    String.raw`(?:^|[.:;!>\n]\s*|\b(?:then|now|next|and|also|finally|please)\s+)(?:run|execute|paste)\s+(?:(?:it|them)\s+)?(?:the|that|this|these|those|each|every|all)\s+(?:[\w-]{1,20}\s+){0,2}(?:example|sample|snippet|illustration)s?\b`,
    String.raw`\buncomment\b[^.\n]{0,120}\b(?:run|execute|source|start)\b`,
    String.raw`\b(?:reproduce|recreate|replicate)\b[^.\n]{0,60}\boutput\b[^.\n]{0,60}\b(?:run|execut)`,
    String.raw`\brun(?:ning)?\s+(?:each|every|all)\s+(?:of\s+)?(?:the\s+)?[\x60'"]?\$[\x60'"]?\s+lines?\b`,
    String.raw`\bex[ée]cute[rz]?\b[^.\n]{0,50}\b(?:l['’]|les\s+|cet\s+|chaque\s+)exemples?\b|\bd[ée]commente[rz]?\b[^.\n]{0,100}\bex[ée]cute`,
    String.raw`\bejecut[ae]\w{0,3}\b[^.\n]{0,50}\b(?:el|este|ese|cada)\s+ejemplo\b|\bdescomenta\w{0,3}\b[^.\n]{0,100}\bejecut`,
    String.raw`\bf[üu]hre?\b[^.\n]{0,50}\b(?:das|dieses|jedes)\s+Beispiel\w{0,2}\b[^.\n]{0,40}\baus\b|\bkommentiere\b[^.\n]{0,100}\bein\b`,
    String.raw`\bexecut[ea]\b[^.\n]{0,50}\b(?:o|este|esse|cada)\s+exemplo\b|\bdescomente\b[^.\n]{0,100}\bexecut`,
  ].join("|"),
  "gi",
);
/** A warning, not an order: "do not run the example", "never execute", "why running … is risky". */
const NEGATED_BEFORE = /\b(?:not|never|don['’]?t|no|nunca|jamais|ne|nie|niemals|nicht|não)\b[^.\n]{0,30}$/i;
/** Words one of which a file must hold before the expression is tried. */
const GATE =
  /example|sample|snippet|illustration|uncomment|output|exemple|commente|ejemplo|comenta|beispiel|kommentier|exemplo/i;
/** Families of the findings that are the concealed act. */
const ACT_FAMILIES = new Set(["execution", "exfiltration", "obfuscation"]);
const MARKDOWN = /\.(?:md|markdown|mdx|txt)$/i;

export function shownThenRun(skill: AuditSkillView, why: string): SkillHit[] {
  const act = skill.findings.find(
    (f) =>
      f.severity !== "low" &&
      f.family !== undefined &&
      ACT_FAMILIES.has(f.family) &&
      f.rule !== "encoded-blob",
  );
  if (!act) return [];
  for (const file of skill.files) {
    if (!MARKDOWN.test(file.path) || !GATE.test(file.text)) continue;
    RUN_SHOWN.lastIndex = 0;
    for (let m = RUN_SHOWN.exec(file.text); m; m = RUN_SHOWN.exec(file.text)) {
      const before = file.text.slice(Math.max(0, m.index - 60), m.index);
      if (NEGATED_BEFORE.test(before)) continue;
      const line = file.text.slice(0, m.index).split("\n").length;
      return [
        {
          file: file.path,
          line,
          match: m[0].trim().slice(0, 120),
          why: `${why}: the act, ${act.rule} (${act.file}:${act.line}) → the order to run it (${file.path}:${line})`,
        },
      ];
    }
  }
  return [];
}
