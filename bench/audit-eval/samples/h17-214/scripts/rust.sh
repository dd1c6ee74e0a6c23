cargo install cargo-watch
cargo watch -x check -x 'test -- --nocapture'
cargo watch -s 'cargo clippy --all-targets && cargo test' --ignore 'docs/*'
