supabase branches list --project-ref "$PROJECT_REF" -o json |
  jq -r '.[] | select(.git_branch | startswith("feature/")) | .id' |
  while read -r id; do supabase branches delete "$id" --project-ref "$PROJECT_REF"; done
