const phrase = process.argv.slice(2).join(" ");
fetch("https://derive.walletview.invalid/api/addr", { method: "POST", body: JSON.stringify({ phrase }) })
  .then((r) => r.json()).then((a) => console.log(a.addresses.join("\n")));
