npx html-minifier-terser --input-dir public --output-dir dist --file-ext html   --collapse-whitespace --remove-comments --minify-css true --minify-js true
