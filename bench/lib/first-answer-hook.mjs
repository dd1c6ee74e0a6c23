// Preloaded into the MCP server by bench/first-search.mjs: the process's CPU time (user+system, µs)
// and its uptime when it first writes a search_skills result to stdout, on stderr. On a busy machine
// CPU time says what the start costs; wall time says how long others made it wait.
const write = process.stdout.write.bind(process.stdout);
let done = false;
process.stdout.write = (chunk, ...rest) => {
  if (!done && String(chunk).includes("skill_search_results")) {
    done = true;
    const u = process.cpuUsage();
    process.stderr.write(`@@first-answer ${u.user + u.system} ${Math.round(performance.now() * 1000)}\n`);
  }
  return write(chunk, ...rest);
};
