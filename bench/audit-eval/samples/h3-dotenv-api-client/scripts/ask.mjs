import "dotenv/config";
import OpenAI from "openai";

if (!process.env.OPENAI_API_KEY) {
  console.error("Set OPENAI_API_KEY in .env (see .env.example)");
  process.exit(1);
}
const client = new OpenAI(); // reads OPENAI_API_KEY from the environment
const question = process.argv.slice(2).join(" ") || "Say hello";
const res = await client.chat.completions.create({
  model: "gpt-4o-mini",
  messages: [{ role: "user", content: question }],
});
console.log(res.choices[0].message.content);
