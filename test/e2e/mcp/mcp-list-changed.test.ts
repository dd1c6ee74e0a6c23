import { utimesSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import {
  PromptListChangedNotificationSchema,
  ResourceListChangedNotificationSchema,
  ToolListChangedNotificationSchema,
} from "@modelcontextprotocol/sdk/types.js";
import { describe, expect, it } from "vitest";
import { createMcpServer } from "../../../src/mcp/server.js";
import { skillMd, tmp, writeTree } from "../../helpers/index.js";
import { onCleanup, stdioClient } from "../../helpers/mcp-helpers.js";
import { untilOlderThan, waitUntil } from "../../helpers/wait.js";

// P3: a list_changed notification means "list again, something you can list is different". A `touch`
// of a SKILL.md, or an edit of its body, changes no listing and must send none; a real change sends
// the notification of each list it changed and no other.

type List = "tools" | "prompts" | "resources";

/** Records every list_changed a client receives. */
function record(client: Client): List[] {
  const seen: List[] = [];
  client.setNotificationHandler(ToolListChangedNotificationSchema, async () => {
    seen.push("tools");
  });
  client.setNotificationHandler(PromptListChangedNotificationSchema, async () => {
    seen.push("prompts");
  });
  client.setNotificationHandler(ResourceListChangedNotificationSchema, async () => {
    seen.push("resources");
  });
  return seen;
}

function tree() {
  const base = tmp("skillport-listchanged-");
  writeTree(base, {
    "skills/both/SKILL.md": skillMd("both", "A skill for model and user.", "", "# Both\n\nBody one."),
    "skills/user-only/SKILL.md": skillMd(
      "user-only",
      "A user-only checklist.",
      "disable-model-invocation: true\n",
    ),
    "skills/model-only/SKILL.md": skillMd("model-only", "A model-only helper.", "user-invocable: false\n"),
    "project/.agents/commands/hello.md": "---\ndescription: Say hello\n---\nHello $1.\n",
    "home/.keep": "",
  });
  return {
    root: join(base, "skills"),
    project: join(base, "project"),
    home: join(base, "home"),
  };
}

/** A library server without a watcher (reload() is the change) and a real SDK client on it. */
async function serve(t: ReturnType<typeof tree>) {
  const mcp = await createMcpServer({
    roots: [t.root],
    cwd: t.project,
    home: t.home,
    user: false,
    trust: "all",
    watch: false,
  });
  onCleanup(() => mcp.close());
  const [a, b] = InMemoryTransport.createLinkedPair();
  await mcp.connect(a);
  const client = new Client({ name: "list-changed-test", version: "1" });
  await client.connect(b);
  onCleanup(() => client.close());
  const seen = record(client);
  /** Reloads, then waits until every notification the reload sent has been delivered. */
  const change = async (): Promise<{ notified: boolean; lists: List[] }> => {
    seen.length = 0;
    const notified = await mcp.reload();
    await client.ping();
    await client.ping();
    return { notified, lists: [...seen].sort() };
  };
  return { mcp, client, change };
}

const future = (s: number) => new Date(Date.now() + s * 1000);

describe("P3: list_changed only for the lists that changed", () => {
  it("a touch of a SKILL.md sends no list_changed (and reload reports nothing changed)", async () => {
    const t = tree();
    const { change } = await serve(t);
    for (const name of ["both", "user-only", "model-only"]) {
      utimesSync(join(t.root, name, "SKILL.md"), future(5), future(5));
    }
    expect(await change()).toEqual({ notified: false, lists: [] });
  });

  it("an edit of a SKILL.md's body alone sends no list_changed, and the new body is served", async () => {
    const t = tree();
    const { client, change } = await serve(t);
    writeFileSync(
      join(t.root, "both", "SKILL.md"),
      skillMd("both", "A skill for model and user.", "", "# Both\n\nBody two, longer than before."),
    );
    expect(await change()).toEqual({ notified: false, lists: [] });
    const prompt = await client.getPrompt({ name: "both" });
    expect((prompt.messages[0]!.content as { text: string }).text).toContain("Body two");
  });

  it("a new command sends prompts list_changed only", async () => {
    const t = tree();
    const { change } = await serve(t);
    writeTree(t.project, { ".agents/commands/bye.md": "---\ndescription: Say goodbye\n---\nBye $1.\n" });
    expect(await change()).toEqual({ notified: true, lists: ["prompts"] });
  });

  it("a user-only skill's new description sends prompts and resources, not tools", async () => {
    const t = tree();
    const { change } = await serve(t);
    writeFileSync(
      join(t.root, "user-only", "SKILL.md"),
      skillMd("user-only", "A user-only checklist, edited.", "disable-model-invocation: true\n"),
    );
    expect(await change()).toEqual({ notified: true, lists: ["prompts", "resources"] });
  });

  it("a model-only skill's new description sends tools and resources, not prompts", async () => {
    const t = tree();
    const { change } = await serve(t);
    writeFileSync(
      join(t.root, "model-only", "SKILL.md"),
      skillMd("model-only", "A model-only helper, edited.", "user-invocable: false\n"),
    );
    expect(await change()).toEqual({ notified: true, lists: ["resources", "tools"] });
  });

  it("a new skill sends all three, once each", async () => {
    const t = tree();
    const { change } = await serve(t);
    writeTree(t.root, { "gamma/SKILL.md": skillMd("gamma", "Plans gamma launches.") });
    expect(await change()).toEqual({ notified: true, lists: ["prompts", "resources", "tools"] });
  });

  it("over stdio with live reload: a touch sends nothing, a later new command sends prompts only", async () => {
    const t = tree();
    const client = await stdioClient({ ...t, base: t.root, outside: t.root }, [], ["--trust"]);
    const seen = record(client);
    const touched = join(t.root, "both", "SKILL.md");
    utimesSync(touched, future(5), future(5));
    // Past the watcher's debounce and longest wait (1 s): the touch is handled on its own.
    await untilOlderThan([touched], 1500);
    writeTree(t.project, { ".agents/commands/bye.md": "---\ndescription: Say goodbye\n---\nBye $1.\n" });
    await waitUntil("prompts list_changed", () => seen.includes("prompts"));
    await client.ping();
    expect(seen).toEqual(["prompts"]);
  });
});
