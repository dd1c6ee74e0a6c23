git worktree list
git worktree remove ../feature-x        # refuses if it has uncommitted changes
git worktree prune --verbose            # drops entries whose folders are gone
