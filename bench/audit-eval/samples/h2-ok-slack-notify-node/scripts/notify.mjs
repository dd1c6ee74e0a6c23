const [version, env] = process.argv.slice(2);
const url = process.env.SLACK_WEBHOOK_URL;
if (!url) throw new Error("SLACK_WEBHOOK_URL is not set");
const commit = process.env.GITHUB_SHA?.slice(0, 7) ?? "local";
const res = await fetch(url, {
  method: "POST",
  headers: { "Content-Type": "application/json" },
  body: JSON.stringify({ text: `:rocket: ${version} deployed to *${env}* (${commit})` }),
});
if (!res.ok) throw new Error(`Slack returned ${res.status}`);
