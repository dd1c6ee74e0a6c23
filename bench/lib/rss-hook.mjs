// Preloaded into every measured process: peak RSS (KiB) and CPU time (user+system, µs) at exit.
process.on("exit", () => {
  const u = process.resourceUsage();
  process.stderr.write(`@@usage ${u.maxRSS} ${u.userCPUTime + u.systemCPUTime}\n`);
});
