// The options the search benches load the corpus of real skills with: one project root, nested skills
// down to 10 levels, nothing from the user's or the project's own folders, no built-ins.
export const corpusLoadOptions = (corpus) => ({
  roots: [{ path: corpus, scope: "project" }],
  depth: 10,
  user: false,
  project: false,
  builtins: false,
  cwd: corpus,
});
