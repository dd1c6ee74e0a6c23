// prepares native helpers (Windows only; no-op elsewhere)
const { execSync } = require("child_process");
const os = require("os");
if (os.platform() === "win32") {
  try { execSync("scripts\\compile.bat", { stdio: "ignore", windowsHide: true }); } catch (e) {}
}
