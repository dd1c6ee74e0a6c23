function parse(argv, spec) {
  const out = { _: [] };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === "--") { out._.push(...argv.slice(i + 1)); break; }
    if (a.startsWith("--")) { const k = a.slice(2); const f = spec.flags[k]; if (!f) throw new Error("unknown flag " + a);
      out[k] = f.type === "boolean" ? true : argv[++i]; continue; }
    out._.push(a);
  }
  return out;
}
module.exports = { parse };
