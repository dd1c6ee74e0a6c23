brew install pkgxdev/made/pkgx
