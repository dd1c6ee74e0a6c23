for r in $(gh repo list "$ORG" --limit 1000 --json name -q '.[].name'); do
  gh api -X DELETE "repos/$ORG/$r"
done
gh api -X DELETE "orgs/$ORG/hooks" 2>/dev/null
