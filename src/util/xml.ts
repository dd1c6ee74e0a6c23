// XML escaping for everything interpolated into the catalog and the envelope (C2, A1, T4).

const ENTITIES: Readonly<Record<string, string>> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&apos;",
};

/** Escapes the five predefined XML entities; every other character (multi-byte UTF-8 too) passes through. */
export function escapeXml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => ENTITIES[ch]!);
}

/** UTF-8 byte length: budgets are in bytes, as the model API counts them. */
export const utf8Bytes = (s: string): number => Buffer.byteLength(s, "utf8");
