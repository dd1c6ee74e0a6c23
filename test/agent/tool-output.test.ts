import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { headTail, runBash } from "../../src/agent/bash.js";
import { createAgent } from "../../src/agent/index.js";
import { tmp } from "../helpers/index.js";
import { scriptedModel } from "../helpers/mock-model.js";

// Long tool output: bash keeps the head and the tail (errors are at the end); a long result is kept
// head + tail in the model's context and whole in a file read_file can read.

describe("long tool output", () => {
  it("headTail keeps the first and last halves and counts what it dropped, at character boundaries", () => {
    const c = headTail(10);
    c.take(Buffer.from("0123456789abcdefghij"));
    c.take(Buffer.from("KLMNO"));
    expect(c.text()).toEqual({ output: "01234\n[… 15 bytes of output omitted …]\nKLMNO", omitted: 15 });
    const small = headTail(100);
    small.take(Buffer.from("é"));
    small.take(Buffer.from("ok"));
    expect(small.text()).toEqual({ output: "éok", omitted: 0 });
    const split = headTail(6);
    split.take(Buffer.from("ab€€€€€€€yz"));
    expect(split.text().output).not.toContain("\uFFFD");
  });

  it("bash: 200 000 lines keep the first lines and the final error", async () => {
    const r = await runBash("seq 1 200000; echo FINAL-ERROR >&2; exit 3", {
      cwd: tmp(),
      maxOutputBytes: 64 * 1024,
    });
    expect(r.status).toBe(3);
    expect(r.truncated).toBe(true);
    expect(r.output.startsWith("1\n2\n3\n")).toBe(true);
    expect(r.output.trimEnd().endsWith("FINAL-ERROR")).toBe(true);
    expect(r.output).toMatch(/\[… \d+ bytes of output omitted …\]/);
  });

  it("a long bash result reaches the model head + tail, with the whole in a file read_file reads; close removes it", async () => {
    const workspace = tmp();
    let path = "";
    const model = scriptedModel((call) => {
      if (call.toolResults.length === 0)
        return { calls: [{ tool: "bash", input: { command: "seq 1 50000; echo LAST-LINE" } }] };
      if (call.toolResults.length === 1) {
        path = /is in (\S+): read it with read_file/.exec(call.toolResults[0]!)?.[1] ?? "";
        return { calls: [{ tool: "read_file", input: { path, offset: 49999, limit: 5 } }] };
      }
      return { text: "done" };
    });
    const agent = await createAgent({ model, workspace, search: false, permissions: { bash: "allow" } });
    const r = await agent.send("go");
    expect(r.status).toBe("done");
    const calls = model.calls.map((c) => JSON.stringify(c.prompt));
    const seen = calls[1]!;
    expect(seen).toContain("Exit status 0.");
    expect(seen).toContain("LAST-LINE");
    expect(seen.length).toBeLessThan(40_000);
    expect(path).not.toBe("");
    expect(readFileSync(path, "utf8")).toContain("\n25000\n");
    expect(calls[2]).toContain("50001\\t50000"); // the file starts with the status line
    expect(calls[2]).toContain("LAST-LINE");
    await agent.close();
    expect(existsSync(path)).toBe(false);
  });

  it("read_file reads the saved outputs directory but nothing beside it", async () => {
    const dir = join(tmp(), "outputs");
    const model = scriptedModel((call) =>
      call.toolResults.length === 0
        ? { calls: [{ tool: "read_file", input: { path: join(dir, "..", "secret.txt") } }] }
        : { text: call.toolResults[0]! },
    );
    const agent = await createAgent({ model, workspace: tmp(), search: false, outputDir: dir });
    const r = await agent.send("go");
    expect(r.text).toMatch(/outside the workspace/);
    await agent.close();
  });
});
