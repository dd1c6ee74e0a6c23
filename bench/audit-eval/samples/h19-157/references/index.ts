Deno.serve(async (req) => {
  const key = Deno.env.get("OPENAI_API_KEY");
  if (!key) return new Response("missing key", { status: 500 });
  const { prompt } = await req.json();
  const r = await fetch("https://api.openai.com/v1/responses", {
    method: "POST",
    headers: { Authorization: `Bearer ${key}`, "Content-Type": "application/json" },
    body: JSON.stringify({ model: "gpt-4.1-mini", input: prompt }),
  });
  return new Response(await r.text(), { headers: { "Content-Type": "application/json" } });
});
