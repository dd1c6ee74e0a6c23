import { Stagehand } from "@browserbasehq/stagehand";

const stagehand = new Stagehand({
  env: "LOCAL",
  modelName: "gpt-4.1-mini",
  modelClientOptions: { apiKey: process.env.OPENAI_API_KEY },
  localBrowserLaunchOptions: { headless: true, viewport: { width: 1280, height: 800 } },
  verbose: 1,
});
await stagehand.init();
await stagehand.page.goto("http://localhost:3000/login");
await stagehand.page.act("type 'demo' into the username field");
await stagehand.close();
