import sys
from daytona import Daytona
d = Daytona()  # DAYTONA_API_KEY from the environment
sb = d.create()
try:
    code = open(sys.argv[1]).read()
    r = sb.process.code_run(code)
    print(r.exit_code, r.result)
    print(sb.process.exec("pip list | head -5").result)
finally:
    d.delete(sb)
