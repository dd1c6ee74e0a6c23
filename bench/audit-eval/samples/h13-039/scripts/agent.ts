import { experimental_createMCPClient as createMCPClient, generateText } from "ai";
import { Experimental_StdioMCPTransport as Stdio } from "ai/mcp-stdio";
import { openai } from "@ai-sdk/openai";

// Only servers we run ourselves; the filesystem server is limited to the project folder.
const mcp = await createMCPClient({
  transport: new Stdio({ command: "npx", args: ["-y", "@modelcontextprotocol/server-filesystem", "./docs"] }),
});
try {
  const { text } = await generateText({ model: openai("gpt-4o-mini"), tools: await mcp.tools(), maxSteps: 5, prompt: "List the docs." });
  console.log(text);
} finally {
  await mcp.close();
}
