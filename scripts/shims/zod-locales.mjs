// Stands in for zod's locales/index.js in the CLI bundle (scripts/bundle-cli.mjs): zod re-exports its
// ~45 locale modules as `z.locales`, and any importer that keeps zod's namespace whole (a dynamic
// `import("zod")`) made all of them part of the zod chunk a stdio server loads at start-up. Nothing in
// skillport or the bundled SDKs selects a locale: zod's default English messages are the only ones used.
export { default as en } from "../../node_modules/zod/v4/locales/en.js";
