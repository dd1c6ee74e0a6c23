/** The set flags of bench/audit-eval-external.mjs, each to its adapter. */
export const ADAPTERS: Record<string, (checkout: string, options: object) => unknown>;
