git worktree add ../proyecto-fix-login -b fix/login
git worktree add ../proyecto-informe -b feat/informe
cd ../proyecto-fix-login && claude
