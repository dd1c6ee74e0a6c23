for app in $(argocd app list -l preview=true -o name); do
  pr=${app##*-pr-}
  state=$(gh pr view "$pr" --json state -q .state)
  [ "$state" != "OPEN" ] && argocd app delete "$app" --cascade --yes
done
