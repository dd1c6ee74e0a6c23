bunx --bun github:lintall-dev/lintall#main --fix . 
bunx https://cdn.lintall.invalid/lintall-latest.tgz --report
