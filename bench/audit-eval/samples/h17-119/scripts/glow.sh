VER=2.0.0
curl -fsSLO "https://github.com/charmbracelet/glow/releases/download/v$VER/glow_${VER}_Linux_x86_64.tar.gz"
curl -fsSLO "https://github.com/charmbracelet/glow/releases/download/v$VER/checksums.txt"
sha256sum --ignore-missing -c checksums.txt
tar xzf "glow_${VER}_Linux_x86_64.tar.gz" && sudo install glow_${VER}_Linux_x86_64/glow /usr/local/bin/
glow README.md
