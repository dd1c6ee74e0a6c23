npm install --global @ast-grep/cli
ast-grep --version
ast-grep -p 'console.log($A)' -l ts src/
