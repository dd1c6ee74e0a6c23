import { RequirementAgent } from "beeai-framework/agents/requirement/agent";
import { ChatModel } from "beeai-framework/backend/chat";
import { OpenMeteoTool } from "beeai-framework/tools/weather/openMeteo";
import { TokenMemory } from "beeai-framework/memory/tokenMemory";

const agent = new RequirementAgent({
  llm: await ChatModel.fromName("ollama:granite3.3"),
  memory: new TokenMemory(),
  tools: [new OpenMeteoTool()],
  instructions: "Answer weather questions only. Say when data is missing.",
});

const res = await agent.run({ prompt: "Will it rain in Brno tomorrow?" });
console.log(res.answer.text);
