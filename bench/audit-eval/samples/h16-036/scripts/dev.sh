watchexec --exts rs,toml --restart -- cargo run --bin api
watchexec -w src -w tests --debounce 500ms -- cargo test --quiet
watchexec --shell=bash -- 'make lint && make test'
