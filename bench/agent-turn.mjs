// Per-turn overhead of the reference agent (dist/agent) against a bare AI SDK streamText call on the
// same instant scripted model, interleaved in one process. A turn here is one user message, one
// model step answering with text; the model costs nothing, so what is measured is the loop's own work
// (system prompt, tools, stream handling, events). Usage: npm run build && node bench/agent-turn.mjs
import { execSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { streamText } from "ai";
import { MockLanguageModelV3 } from "ai/test";

const { createAgent } = await import(join(process.cwd(), "dist/agent/index.js"));
const TURNS = Number(process.env.TURNS ?? 200);

function model() {
  return new MockLanguageModelV3({
    doStream: async () => ({
      stream: new ReadableStream({
        start(c) {
          c.enqueue({ type: "stream-start", warnings: [] });
          c.enqueue({ type: "text-start", id: "t" });
          c.enqueue({ type: "text-delta", id: "t", delta: "ok" });
          c.enqueue({ type: "text-end", id: "t" });
          c.enqueue({
            type: "finish",
            finishReason: { unified: "stop", raw: undefined },
            usage: { inputTokens: { total: 1 }, outputTokens: { total: 1 } },
          });
          c.close();
        },
      }),
    }),
  });
}

const workspace = mkdtempSync(join(tmpdir(), "agent-turn-"));
const agent = await createAgent({
  model: model(),
  workspace,
  search: false,
  contextFiles: false,
  onEvent: () => {},
});
const bare = model();
const history = [];
const times = { agent: [], bare: [] };
for (let i = 0; i < TURNS; i++) {
  let t = performance.now();
  await agent.send(`message ${i}`);
  times.agent.push(performance.now() - t);
  t = performance.now();
  history.push({ role: "user", content: `message ${i}` });
  const r = streamText({ model: bare, system: "You are a test.", messages: history });
  for await (const _ of r.fullStream);
  history.push(...(await r.response).messages);
  times.bare.push(performance.now() - t);
}
await agent.close();
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const skip = Math.floor(TURNS / 10); // warm-up
const a = median(times.agent.slice(skip));
const b = median(times.bare.slice(skip));
console.log(
  JSON.stringify({
    turns: TURNS,
    agentMedianMs: +a.toFixed(2),
    bareStreamTextMedianMs: +b.toFixed(2),
    overheadMs: +(a - b).toFixed(2),
    ratio: +(a / b).toFixed(2),
    load: execSync("uptime").toString().trim(),
  }),
);
