speedtest --accept-license --accept-gdpr --format=json | jq '{t: .timestamp, down: .download.bandwidth, up: .upload.bandwidth, ping: .ping.latency}'
