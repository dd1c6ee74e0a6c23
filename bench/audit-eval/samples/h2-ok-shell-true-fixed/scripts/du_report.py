import subprocess
# A fixed command string: no user input reaches the shell.
out = subprocess.run("du -xh --max-depth=1 ~ 2>/dev/null | sort -rh | head -n 11",
                     shell=True, capture_output=True, text=True).stdout
print(out)
