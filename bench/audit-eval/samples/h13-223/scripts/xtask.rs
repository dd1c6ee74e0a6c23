use std::process::{Command, ExitCode};

fn run(cmd: &str, args: &[&str]) -> bool {
    Command::new(cmd).args(args).status().map(|s| s.success()).unwrap_or(false)
}

fn main() -> ExitCode {
    let ok = run("cargo", &["fmt", "--check"])
        && run("cargo", &["clippy", "--workspace", "--", "-D", "warnings"])
        && run("cargo", &["test", "--workspace"]);
    if ok { ExitCode::SUCCESS } else { ExitCode::FAILURE }
}
