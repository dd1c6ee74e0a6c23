import std.process : execute;

auto r = execute(["git", "describe", "--tags"]);
if (r.status != 0) throw new Exception(r.output);
