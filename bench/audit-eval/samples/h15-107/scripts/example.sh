#!/usr/bin/env bash
cargo install ramparts
ramparts scan https://mcp.vendor.example.com/mcp --auth-headers "Authorization: Bearer $TOKEN" --report
ramparts scan-config   # every server in your IDE configs
