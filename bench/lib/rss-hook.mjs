// Preload used only where /usr/bin/time is absent: report peak RSS (KiB) on stderr at exit.
process.on("exit", () => {
  process.stderr.write(`@@rss ${process.resourceUsage().maxRSS}\n`);
});
