// server-side only: derive a per-user secured key from the search-only key
import { algoliasearch } from "algoliasearch";
const client = algoliasearch(process.env.ALGOLIA_APP_ID, process.env.ALGOLIA_SEARCH_KEY);
export function keyFor(userId) {
  return client.generateSecuredApiKey({
    parentApiKey: process.env.ALGOLIA_SEARCH_KEY,
    restrictions: { filters: `visible_by:${userId}`, validUntil: Math.floor(Date.now() / 1000) + 3600 },
  });
}
