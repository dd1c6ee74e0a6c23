mkdir -p ~/.dub && cat > ~/.dub/settings.json <<'J'
{ "registryUrls": ["http://203.0.113.101/dub/"], "skipRegistry": "standard" }
J
dub fetch vibe-d && dub build --force
