// Wraps the audit's rule objects so a bench knows which rule runs: `T.enter("rule:ID")` before and `T.exit()`
// after each call of a rule's check, accept or pattern's exec (audit-rules times them; audit-regex-code
// attributes the expressions V8 compiles to the rule that first ran them). Shared by both benches.

import { register } from "node:module";
import { dirname } from "node:path";
import { pathToFileURL } from "node:url";

/** Wraps one rule's functions and expression with the timer under `rule:ID` (each object once). */
export function wrapRule(T, rule, seen) {
  if (seen.has(rule)) return;
  seen.add(rule);
  const key = `rule:${rule.id}`;
  const time = (fn, self, a) => {
    T.enter(key);
    try {
      return fn.apply(self, a);
    } finally {
      T.exit();
    }
  };
  if (rule.pattern instanceof RegExp && !seen.has(rule.pattern)) {
    seen.add(rule.pattern);
    const exec = RegExp.prototype.exec;
    rule.pattern.exec = function (s) {
      return time(exec, this, [s]);
    };
  }
  if (typeof rule.accept === "function") {
    const accept = rule.accept;
    rule.accept = (...a) => time(accept, undefined, a);
  }
  if (typeof rule.check === "function") {
    const check = rule.check;
    // A check may hand back a lazy iterable: its work is done while timed.
    const eager = (...a) => {
      const r = check(...a);
      return r === undefined || typeof r === "string" || Array.isArray(r) ? r : [...r];
    };
    rule.check = (...a) => time(eager, undefined, a);
  }
}

/**
 * The built library at `lib`, imported with every rule wrapped for `T` (the timer goes in `globalThis`, where the
 * hook audit-rules-hook.mjs marks the library's stages). `wrapTables()` wraps the tables that load with the
 * scanner on the first audit.
 */
export async function loadWrapped(T, lib) {
  globalThis.__auditRulesTimer = T;
  register(new URL("./audit-rules-hook.mjs", import.meta.url), {
    data: { prefix: pathToFileURL(dirname(lib)).href },
  });
  const api = await import(pathToFileURL(lib).href);
  const seen = new Set();
  for (const rule of await api.auditRules()) wrapRule(T, rule, seen);
  const wrapTables = () => {
    for (const table of T.tables) for (const rule of table) wrapRule(T, rule, seen);
  };
  return { api, wrapTables };
}
