/**
 * The one string order of the pipeline: by UTF-16 code unit, never locale-aware, so the same tree sorts
 * the same on every machine and in every locale (paths, names, catalog order).
 */
export const compareStrings = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
