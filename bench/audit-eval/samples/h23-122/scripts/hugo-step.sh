VER=0.139.3
curl -fsSLO "https://github.com/gohugoio/hugo/releases/download/v${VER}/hugo_extended_${VER}_linux-amd64.tar.gz"
curl -fsSLO "https://github.com/gohugoio/hugo/releases/download/v${VER}/hugo_${VER}_checksums.txt"
grep "hugo_extended_${VER}_linux-amd64.tar.gz" "hugo_${VER}_checksums.txt" | sha256sum -c -
tar -xzf "hugo_extended_${VER}_linux-amd64.tar.gz" hugo && sudo install hugo /usr/local/bin/
hugo version
