// Module hooks for bench/audit-rules.mjs (registered in its measuring child only, never by the library):
// in the chunks of one library build, the audit's shared stages are wrapped by name with the bench's
// timer (globalThis.__auditRulesTimer), and the chain signals' table is handed to it. A function
// `function NAME(` at the start of a line becomes `NAME__untimed`, and a new `NAME` that times it takes
// its place (declarations are hoisted, so every caller gets the timed one). Nothing else changes.

/** Stage rows: a function by name, or the method of what it returns (the hint matcher's `scan`). */
const WRAPS = [
  { stage: "normalising", fn: "normalizeForMatch" },
  { stage: "hint scan", fn: "hintMatcher", method: "scan" },
  { stage: "decoder", fn: "decodePieces" },
  { stage: "decoder", fn: "encodedRuns" },
  { stage: "scan loop", fn: "scanFile" },
  { stage: "scan loop", fn: "scanSkill" },
];

let prefix = "";
export function initialize(data) {
  prefix = data.prefix;
}

const timed = (stage, call) =>
  `const T = globalThis.__auditRulesTimer; T.enter(${JSON.stringify(stage)}); try { return ${call}; } finally { T.exit(); }`;

function wrap(source, { stage, fn, method }) {
  const at = new RegExp(String.raw`(^|\n)((?:async\s+)?function\s+)${fn}\(`);
  const m = at.exec(source);
  if (!m) return source;
  const inner = `${fn}__untimed`;
  const outer = method
    ? `function ${fn}(...a) { const m = ${inner}.apply(this, a); const f = m.${method}; ` +
      `m.${method} = function (...b) { ${timed(stage, "f.apply(this, b)")} }; return m; }\n`
    : `function ${fn}(...a) { ${timed(stage, `${inner}.apply(this, a)`)} }\n`;
  const start = m.index + m[1].length;
  const rest = source.slice(start + m[0].length - m[1].length);
  return `${source.slice(0, start)}${outer}${m[2]}${inner}(${rest}\nglobalThis.__auditRulesTimer.found(${JSON.stringify(fn)});\n`;
}

export async function load(url, context, nextLoad) {
  const got = await nextLoad(url, context);
  if (!url.startsWith(prefix) || got.format !== "module") return got;
  let source = String(got.source);
  for (const w of WRAPS) source = wrap(source, w);
  if (/(^|\n)var SIGNAL_RULES = /.test(source))
    source += "\nglobalThis.__auditRulesTimer.tables.push(SIGNAL_RULES);\n";
  return { ...got, source };
}
