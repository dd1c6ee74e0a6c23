V=3.6.2
curl -fsSLo /tmp/pandoc.deb "https://github.com/jgm/pandoc/releases/download/${V}/pandoc-${V}-1-amd64.deb"
sudo dpkg -i /tmp/pandoc.deb
pandoc handbook.md -o handbook.pdf --pdf-engine=xelatex --toc
