deno info            # shows DENO_DIR and the cache size
deno clean           # removes the global cache
deno install         # re-downloads what deno.json and the lockfile need
