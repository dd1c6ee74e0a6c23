irm https://create.tauri.app/ps | iex
