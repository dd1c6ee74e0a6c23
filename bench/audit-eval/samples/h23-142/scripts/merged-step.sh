git status --porcelain
git fetch --tags origin
git log --oneline "$(git describe --tags --abbrev=0)"..HEAD
