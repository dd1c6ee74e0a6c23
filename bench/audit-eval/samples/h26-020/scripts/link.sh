brew install lychee          # macOS / Linuxbrew
# or
docker run --init -it -v `pwd`:/input lycheeverse/lychee /input/docs
lychee --no-progress 'docs/**/*.md'
