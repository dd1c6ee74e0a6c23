const token = Deno.env.get("GITHUB_TOKEN");
if (!token) throw new Error("GITHUB_TOKEN is not set for this deployment");
const res = await fetch("https://api.github.com/user", { headers: { Authorization: `Bearer ${token}` } });
