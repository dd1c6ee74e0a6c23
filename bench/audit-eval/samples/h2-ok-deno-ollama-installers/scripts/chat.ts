const prompt = Deno.args.join(" ");
const res = await fetch("http://localhost:11434/api/generate", {
  method: "POST",
  body: JSON.stringify({ model: "llama3.2", prompt, stream: false }),
});
console.log((await res.json()).response);
