def gitRev : IO String := do
  let out ← IO.Process.output { cmd := "git", args := #["rev-parse", "--short", "HEAD"] }
  if out.exitCode != 0 then throw <| IO.userError out.stderr
  return out.stdout.trim
