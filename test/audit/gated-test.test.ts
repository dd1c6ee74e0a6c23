// A giant of the lexicon asked only of a text holding one of its words or characters (gatedTest): the same
// answer as the expression itself on any text (agent-config.ts asks the other-language harm classes this way,
// so a file with an accented name no longer compiles them).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CONCEAL, COVERT, IGNORE, INSTRUCTIONS, WITHOUT_ASKING } from "../../src/audit/detectors/lexicon.js";
import { gatedTest } from "../../src/audit/required-words.js";

const PIECES = [
  "ignorez",
  "ignoriere",
  "vergiss",
  "забудь",
  "忽略",
  "無視",
  "instructions",
  "Anweisungen",
  "指令",
  "règles",
  "sans informer l'utilisateur",
  "ohne den Nutzer zu fragen",
  "heimlich",
  "secrètement",
  "sin avisar al usuario",
  "不要告诉用户",
  "без ведома пользователя",
  "a",
  "ſ",
  "K",
  "é",
  "Ж",
  "—",
  " ",
  ".",
  "\n",
  "x",
  "users",
];

describe("gatedTest", () => {
  it("answers as the expression does (lexicon classes, generated text)", () => {
    const classes = [IGNORE, INSTRUCTIONS, `${CONCEAL}|${WITHOUT_ASKING}|${COVERT}`].map(
      (c) => new RegExp(c, "iu"),
    );
    const text = fc.array(fc.constantFrom(...PIECES), { maxLength: 10 }).map((p) => p.join(""));
    fc.assert(
      fc.property(fc.constantFrom(...classes), text, (re, t) => {
        expect(gatedTest(re)(t)).toBe(re.test(t));
      }),
      { numRuns: 3000 },
    );
  });
});
