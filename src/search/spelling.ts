// Spelling suggestions for a query that found nothing ("Did you mean …"): each word the index does
// not know is replaced by the closest word of the skills' metadata.

import { editDistance, typoBudget } from "../util/suggest.js";
import { metadataFields } from "./documents.js";
import type { State } from "./index-state.js";
import { boundQuery, processTerm, QUERY_LIMITS, tokenize } from "./text.js";

/** See SearchIndex.suggest. */
export function suggestQuery(state: State, query: string): string | undefined {
  const bounded = boundQuery(query);
  const { engine } = state;
  let changed = false;
  let tries = 0;
  const out: string[] = [];
  for (const token of tokenize(bounded)) {
    const term = processTerm(token);
    if (
      term === null ||
      // Each try scans the vocabulary: a query of many unknown words respells only its first few.
      tries >= MAX_RESPELLED ||
      term.length > QUERY_LIMITS.maxFuzzyTermLength ||
      engine.knows(term) ||
      (term.length >= 3 && engine.knowsPrefix(term))
    ) {
      out.push(token);
      continue;
    }
    tries++;
    const near = engine.nearest(term, typoBudget(term.length), METADATA_FIELDS, editDistance)[0];
    const word = near && surfaceOf(state, near.doc, near.term);
    if (word === undefined) out.push(token);
    else {
      out.push(word);
      changed = true;
    }
  }
  return changed ? out.join(" ") : undefined;
}

/** Unknown query words respelled per suggestion, at most. */
const MAX_RESPELLED = 8;

/** Indexes of the fields whose text the skill itself holds (not the body, which is not kept). */
const METADATA_FIELDS = [0, 1, 2];

/** The word (lowercased) of a document's metadata that is indexed as `term`. */
function surfaceOf(state: State, id: number, term: string): string | undefined {
  const e = state.entries.get(id);
  if (e === undefined) return undefined;
  for (const text of metadataFields(e.skill))
    for (const token of tokenize(text)) if (processTerm(token) === term) return token.toLowerCase();
  return undefined;
}
