luac -s -o build/main.luac src/main.lua
lua build/main.luac
