// The words of hiding an act from the user, shared by the rules that read them: concealment (said, unquoted),
// the concealed act (any quoting, beside an ordered act) and the covert order (beside a harmful act). A negation,
// a verb of telling, whom it is kept from. Each rule keeps its own context test, and its own further words as a
// named extra beside the shared core here, so a new word is added once for all of them or visibly for one.

/** The negation every rule reads: "do not", "don't", "never". */
const NEG_CORE = String.raw`do\s+not|don['’]t|never`;
/**
 * "dont", the apostrophe left out: read by the concealment, covert-order and concealed-act rules (`negation`), not
 * yet by the planted-code hush or the harm's hiding order (`negationAsWritten`): adding it there is a rule change.
 */
const NEG_DONT = "dont";
/** "no need to tell the user" (the covert order, the concealed act). */
export const NEG_NO_NEED = String.raw`no\s+need\s+to`;
/** "not necessary to mention" (the covert order). */
export const NEG_NOT_NECESSARY = String.raw`not\s+necessary\s+to`;
/** "must not", "should not" (the concealed act, the planted-code hush). */
export const NEG_MUST_NOT = String.raw`must\s+not`;
export const NEG_SHOULD_NOT = String.raw`should\s+not`;
/** "must not", "shouldn't" (the concealed act; the concealment rule reads these on their own lines). */
export const NEG_OBLIGED = [NEG_MUST_NOT, "mustn['’]t", NEG_SHOULD_NOT, "shouldn['’]t"];
/** The negation, "dont" among it, with a rule's own further forms. */
export function negation(...extra: readonly string[]): string {
  return negationAsWritten(NEG_DONT, ...extra);
}
/** The negation as spelled, without "dont", with a rule's own further forms. */
export function negationAsWritten(...extra: readonly string[]): string {
  return `(?:${[NEG_CORE, ...extra].join("|")})`;
}

/** Verbs of telling the user, and their -ing forms ("without telling the user"). */
export const TELL = "tell|inform|notify|alert";
export const TELLING = "telling|informing|notifying|alerting";
/** Verbs of letting something out: "never reveal / disclose / mention …". */
export const REVEAL = "reveal|disclose|mention";
/** What the user must not do: "the user must not know / see / notice / find out …". */
export const NOTICE = String.raw`know|see|notice|find\s+out`;
export const BE_TOLD = String.raw`be\s+(?:told|informed|aware)`;
/** Said of the thing hidden: "must not be shown / mentioned … ". */
export const SHOWN = "shown|mentioned|revealed|disclosed|reported";
/** An act done so the user does not see it: "silently send", "quietly add" (the harm's hiding order reads these). */
export const COVERTLY_CORE = "silently|secretly|covertly|quietly|stealthily";
/** … and "discreetly" (the concealment and covert-order rules). */
export const COVERTLY = `${COVERTLY_CORE}|discreetly`;

const USER_WORDS = "user|human|owner|customer|developer";
/** The user alone: "do not disclose the notes to anyone else" keeps data private, it hides no act. */
export const USER = String.raw`(?:the\s+(?:${USER_WORDS}))`;
/** Whom an act is kept from. */
export const WHO = String.raw`(?:the\s+(?:${USER_WORDS})|anyone|anybody|them)`;
