npx esbuild src/widget.ts --bundle --minify --sourcemap=linked --legal-comments=linked --outfile=dist/widget.min.js
