import { CODES, diag } from "../diagnostics.js";
import { getProfile, type Profile } from "../profiles/index.js";
import type { Diagnostic, Skill, SkillSet } from "../types.js";
import { utf8Bytes } from "../util/xml.js";

// C1, C4, C6: which skills the model sees and how much of each fits the budget. Pure.

export type CatalogFormat = "xml" | "markdown" | "json";
export type OverflowStrategy = "names-only" | "drop" | "shorten";
/** Bytes of name + description, or a fraction of a context window (4 bytes a token). */
export type CatalogBudget = number | { readonly contextTokens: number; readonly fraction: number };

export interface CatalogOptions {
  readonly format?: CatalogFormat;
  /** Default: the profile's budget (51 200 bytes). */
  readonly budget?: CatalogBudget;
  /** What happens to skills that do not fit (default `names-only`). */
  readonly overflow?: OverflowStrategy;
  /** `shorten`: the per-entry cap in bytes of a description (default 256). */
  readonly shortenTo?: number;
  /** Profile for the default budget (name or object, default `agents`). */
  readonly profile?: string | Profile;
  /**
   * A pre-selected list of skills to render instead of every winner (retrieval mode: the top-k of a
   * search plus pinned skills). Hidden skills are still left out; order is still by name.
   */
  readonly skills?: readonly Skill[];
  /** Replaces the instruction paragraph; an empty string renders none. */
  readonly instructions?: string;
  /**
   * The name of the host's skill tool, when it has one: the default instructions then tell the model
   * to call it. Without it they say to read the SKILL.md file, naming no tool.
   */
  readonly toolName?: string;
}

export type EntryStatus = "full" | "shortened" | "name-only" | "dropped";

export interface CatalogEntry {
  readonly skill: Skill;
  readonly name: string;
  /** The description as rendered (with `when_to_use`, possibly shortened); empty when name-only. */
  readonly description: string;
  readonly location: string;
  readonly status: EntryStatus;
  /** Bytes of name + full description (with `when_to_use`): what the skill asks of the budget. */
  readonly bytes: number;
  /** Bytes of name + rendered description: what the skill costs in this catalog. */
  readonly usedBytes: number;
}

export interface BudgetReport {
  readonly budget: number;
  readonly strategy: OverflowStrategy;
  /** Sum of every visible skill's `bytes` (what a catalog without a budget would need). */
  readonly requested: number;
  /** Sum of `usedBytes`: what this catalog spends of the budget. */
  readonly used: number;
  readonly skills: readonly { name: string; bytes: number; usedBytes: number; status: EntryStatus }[];
  /** Skills whose entry was shortened, reduced to its name, or dropped. */
  readonly overflowed: readonly string[];
  /** Skills left out because the model may not invoke them (C1); they cost nothing. */
  readonly hidden: readonly string[];
}

export interface CatalogPlan {
  /** Entries in name order, including dropped ones (the renderers skip those). */
  readonly entries: readonly CatalogEntry[];
  readonly report: BudgetReport;
  readonly diagnostics: readonly Diagnostic[];
}

export const DEFAULT_SHORTEN_TO = 256;
const ELLIPSIS = "…";

/** C2: `when_to_use` is appended to the description, as Claude Code and ZCode do. */
export function catalogDescription(skill: Skill): string {
  const when = skill.frontmatter.when_to_use;
  const extra = typeof when === "string" ? when.trim() : "";
  return extra === "" ? skill.description : `${skill.description} ${extra}`;
}

/** Resolves a budget option to bytes; throws a TypeError naming the bad value. */
export function budgetBytes(budget: CatalogBudget | undefined, profile: Profile): number {
  if (budget === undefined) return profile.catalog.budgetBytes;
  if (typeof budget === "number") {
    if (!Number.isFinite(budget) || budget < 0) {
      throw new TypeError(`Catalog budget must be a non-negative number of bytes, got ${budget}.`);
    }
    return Math.floor(budget);
  }
  const { contextTokens, fraction } = budget;
  if (!Number.isFinite(contextTokens) || contextTokens <= 0) {
    throw new TypeError(`Catalog budget contextTokens must be a positive number, got ${contextTokens}.`);
  }
  if (!Number.isFinite(fraction) || fraction <= 0 || fraction > 1) {
    throw new TypeError(`Catalog budget fraction must be in (0, 1], got ${fraction}.`);
  }
  return Math.floor(contextTokens * fraction * 4);
}

/** Cuts a string to at most `max` UTF-8 bytes on a code point boundary, ending in an ellipsis. */
export function shortenToBytes(text: string, max: number): string {
  if (utf8Bytes(text) <= max) return text;
  const room = max - utf8Bytes(ELLIPSIS);
  if (room <= 0) return "";
  let out = "";
  let used = 0;
  for (const ch of text) {
    const n = utf8Bytes(ch);
    if (used + n > room) break;
    out += ch;
    used += n;
  }
  return `${out.trimEnd()}${ELLIPSIS}`;
}

const byName = (a: Skill, b: Skill): number => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);

/** The model-visible skills in catalog order (C1, C5). */
export function visibleSkills(set: SkillSet, selected?: readonly Skill[]): Skill[] {
  const pool = selected ?? set.skills;
  const seen = new Set<string>();
  return pool.filter((s) => s.modelInvocable && !seen.has(s.name) && seen.add(s.name)).sort(byName);
}

/**
 * Decides each visible skill's entry under the budget. Entries stay in name order, but who keeps a
 * description is decided smallest first (name + description bytes, ties by name): that describes the
 * most skills a budget allows, and a skill's chance does not depend on where its name sorts (name order
 * left everything after the first overflow without a description). See docs/CATALOG.md.
 * - `names-only`: names always cost their bytes; descriptions fill what is left, smallest first, and
 *   from the first that does not fit every larger one is listed by name and location only.
 * - `drop`: entries are kept, smallest first, while name + description fit; the rest are left out.
 * - `shorten`: when everything does not fit, every description is first cut to `shortenTo` bytes;
 *   what still does not fit is handled as `names-only`.
 */
export function planCatalog(set: SkillSet, options: CatalogOptions = {}): CatalogPlan {
  const profile = getProfile(options.profile);
  const budget = budgetBytes(options.budget, profile);
  const strategy = options.overflow ?? "names-only";
  if (!["names-only", "drop", "shorten"].includes(strategy)) {
    throw new TypeError(`Unknown overflow strategy '${strategy}'. Use names-only, drop or shorten.`);
  }
  const shortenTo = options.shortenTo ?? DEFAULT_SHORTEN_TO;
  if (!Number.isInteger(shortenTo) || shortenTo < 1) {
    throw new TypeError(`shortenTo must be a positive whole number of bytes, got ${shortenTo}.`);
  }
  const skills = visibleSkills(set, options.skills);
  const hidden = (options.skills ?? set.skills).filter((s) => !s.modelInvocable).map((s) => s.name);
  const full = skills.map((s) => ({ skill: s, description: catalogDescription(s) }));
  const bytesOf = full.map((e) => utf8Bytes(e.skill.name) + utf8Bytes(e.description));
  const requested = bytesOf.reduce((a, b) => a + b, 0);

  // The order in which entries get their description (see above); entries stay in name order.
  const order = full.map((_, i) => i).sort((a, b) => bytesOf[a]! - bytesOf[b]! || a - b);
  const entries: CatalogEntry[] = new Array(full.length);
  if (requested <= budget) {
    full.forEach((e, i) => {
      entries[i] = entry(e.skill, e.description, "full", bytesOf[i]!);
    });
  } else if (strategy === "drop") {
    let used = 0;
    let overflowing = false;
    for (const i of order) {
      const e = full[i]!;
      overflowing ||= used + bytesOf[i]! > budget;
      if (overflowing) entries[i] = entry(e.skill, "", "dropped", bytesOf[i]!, 0);
      else {
        used += bytesOf[i]!;
        entries[i] = entry(e.skill, e.description, "full", bytesOf[i]!);
      }
    }
  } else {
    const shortened = full.map((e) => {
      if (strategy !== "shorten") return { ...e, cut: false };
      const d = shortenToBytes(e.description, shortenTo);
      return { skill: e.skill, description: d, cut: d !== e.description };
    });
    // Names are always listed, so they are paid for first.
    let used = full.reduce((a, e) => a + utf8Bytes(e.skill.name), 0);
    let overflowing = false;
    const cutOrder =
      strategy === "shorten"
        ? [...order].sort((a, b) => descBytes(shortened[a]!) - descBytes(shortened[b]!) || a - b)
        : order;
    for (const i of cutOrder) {
      const e = shortened[i]!;
      const cost = descBytes(e);
      overflowing ||= used + cost > budget;
      if (overflowing) entries[i] = entry(e.skill, "", "name-only", bytesOf[i]!);
      else {
        used += cost;
        entries[i] = entry(e.skill, e.description, e.cut ? "shortened" : "full", bytesOf[i]!);
      }
    }
  }

  const overflowed = entries.filter((e) => e.status !== "full").map((e) => e.name);
  const used = entries.reduce((a, e) => a + e.usedBytes, 0);
  const diagnostics: Diagnostic[] =
    overflowed.length === 0
      ? []
      : [
          diag(
            "warning",
            CODES.catalogBudgetExceeded,
            `The skill catalog needs ${requested} bytes of names and descriptions but the budget is ${budget} bytes; ` +
              `${overflowActions[strategy]} ${overflowed.length} skill${overflowed.length === 1 ? "" : "s"}: ${namedList(overflowed)}. ` +
              "Shorten descriptions (put the keywords first), hide rarely used skills with 'disable-model-invocation: true', raise the budget, " +
              "or list only the skills relevant to each request (retrieval mode: `skillport catalog --query`, renderCatalogForQuery).",
          ),
        ];
  return {
    entries,
    diagnostics,
    report: {
      budget,
      strategy,
      requested,
      used,
      skills: entries.map((e) => ({
        name: e.name,
        bytes: e.bytes,
        usedBytes: e.usedBytes,
        status: e.status,
      })),
      overflowed,
      hidden,
    },
  };
}

const descBytes = (e: { readonly description: string }): number => utf8Bytes(e.description);

/** How many skill names a warning spells out; the budget report and `doctor` list every one. */
const NAMED_IN_WARNING = 10;

const overflowActions: Record<OverflowStrategy, string> = {
  "names-only": "listed by name and location only",
  drop: "left out",
  shorten: "shortened or listed by name only",
};

/** The first names in full, then how many more (a warning is one line, not one name per skill). */
function namedList(names: readonly string[]): string {
  if (names.length <= NAMED_IN_WARNING) return names.join(", ");
  const more = names.length - NAMED_IN_WARNING;
  return `${names.slice(0, NAMED_IN_WARNING).join(", ")} and ${more} more (the budget report of \`skillport doctor\` lists each)`;
}

function entry(
  skill: Skill,
  description: string,
  status: EntryStatus,
  bytes: number,
  usedBytes = utf8Bytes(skill.name) + utf8Bytes(description),
): CatalogEntry {
  return { skill, name: skill.name, description, location: skill.location, status, bytes, usedBytes };
}

/** C6: bytes per skill, total, what overflowed. */
export function catalogBudgetReport(set: SkillSet, options: CatalogOptions = {}): BudgetReport {
  return planCatalog(set, options).report;
}
