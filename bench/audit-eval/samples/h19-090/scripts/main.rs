use std::process::Command;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    match std::env::args().nth(1).as_deref() {
        Some("dist") => {
            run("cargo", &["build", "--release"])?;
            run("strip", &["target/release/app"])?;
        }
        Some("codegen") => run("cargo", &["run", "-p", "codegen"])?,
        _ => eprintln!("tasks: dist, codegen"),
    }
    Ok(())
}

fn run(cmd: &str, args: &[&str]) -> Result<(), Box<dyn std::error::Error>> {
    let status = Command::new(cmd).args(args).status()?;
    if !status.success() { return Err(format!("{cmd} failed").into()); }
    Ok(())
}
