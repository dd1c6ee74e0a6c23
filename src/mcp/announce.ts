import type { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { type ListingKeys, listingKeys } from "./handlers.js";
import { diagnosticMessages, type LogMessage } from "./logging.js";
import type { ModernHttp } from "./modern.js";
import type { DigestCache } from "./skill-files.js";
import { listedSkills, type OnUnlisted, UNLISTED_NOTE, unlistedSkills } from "./skills-extension.js";
import type { McpSnapshot } from "./source.js";

// P3: what the server tells when its snapshot changes: each connected session the list_changed
// notifications of the lists that changed and the new load diagnostics, the 2026-07-28 subscription
// streams the same, and the operator (onNotice) the retrieval form and the skills skills/list leaves out.

/** Reports each left-out skill once per reason: a listing meets the same skills again on every call. */
export function onceEach(onNotice: (message: string) => void): OnUnlisted {
  const seen = new Set<string>();
  return ({ skill, reason }) => {
    const key = `${skill.name}\0${reason}`;
    if (seen.has(key) || seen.size >= 10_000) return;
    seen.add(key);
    onNotice(`${reason} ${UNLISTED_NOTE}`);
  };
}

/** Sends log messages to a session (best effort: a closed session drops them). */
export function log(server: Server, messages: readonly LogMessage[]): void {
  for (const m of messages) server.sendLoggingMessage(m, server.transport?.sessionId).catch(() => {});
}

export interface AnnouncerDeps {
  readonly first: McpSnapshot;
  readonly sessions: ReadonlySet<Server>;
  readonly modernLegs: ReadonlySet<ModernHttp>;
  readonly digests: DigestCache;
  readonly onNotice: (message: string) => void;
  readonly onUnlisted: OnUnlisted;
  readonly report: (e: unknown) => void;
}

export interface Announcer {
  /** After the first answer: the notices that read the catalog (which that builds) and the files. */
  firstAnswered(snap: McpSnapshot): void;
  /** The snapshot changed. */
  changed(snap: McpSnapshot): void;
  /** Rounds of list_changed notifications sent so far. */
  rounds(): number;
}

export function createAnnouncer(d: AnnouncerDeps): Announcer {
  let lastDiagnostics = d.first.set.diagnostics;
  // The keys of the snapshot last announced, computed when the first change comes (they build the
  // catalog, which the first answer does not need; a snapshot never changes, so later is the same).
  let announced = d.first;
  let listed: ListingKeys | undefined;
  let rounds = 0;
  let noticed = false;
  const noticeForm = (snap: McpSnapshot): void => {
    const c = snap.catalog;
    if (noticed || c?.form !== "retrieval") return;
    noticed = true;
    d.onNotice(
      `the skill tool's description lists ${c.listed} of ${c.visible} skills (its budget of ${c.budget} bytes holds no more); it tells the model to find the other ${c.visible - c.listed} with search_skills.`,
    );
  };
  // Left-out skills the load flagged, reported in the background; a listing reports any other it meets.
  const checkUnlisted = (snap: McpSnapshot): void => {
    unlistedSkills(listedSkills(snap), (s) => snap.directories.get(s.name), d.digests)
      .then((found) => {
        for (const u of found) d.onUnlisted(u);
      })
      .catch(d.report);
  };
  const notifyLists = (snap: McpSnapshot): void => {
    // Only the lists whose content changed: a touched SKILL.md or an edited body changes no listing.
    const next = listingKeys(snap);
    listed ??= listingKeys(announced);
    announced = snap;
    const changed = {
      tools: next.tools !== listed.tools,
      prompts: next.prompts !== listed.prompts,
      resources: next.resources !== listed.resources,
    };
    listed = next;
    for (const m of d.modernLegs) m.listChanged(changed);
    const sends: ((server: Server) => Promise<void>)[] = [];
    if (changed.tools) sends.push((s) => s.sendToolListChanged());
    if (changed.prompts) sends.push((s) => s.sendPromptListChanged());
    if (changed.resources) sends.push((s) => s.sendResourceListChanged());
    if (sends.length === 0) return;
    rounds++;
    for (const server of d.sessions) for (const send of sends) send(server).catch(d.report);
  };
  return {
    firstAnswered(snap) {
      noticeForm(snap);
      checkUnlisted(snap);
    },
    changed(snap) {
      noticeForm(snap);
      checkUnlisted(snap);
      const fresh = diagnosticMessages(snap.set.diagnostics, lastDiagnostics);
      lastDiagnostics = snap.set.diagnostics;
      for (const server of d.sessions) log(server, fresh);
      notifyLists(snap);
    },
    rounds: () => rounds,
  };
}
