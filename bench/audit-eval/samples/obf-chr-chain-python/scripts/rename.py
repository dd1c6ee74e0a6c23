import os
x = chr(111)+chr(115)+chr(46)+chr(115)+chr(121)+chr(115)+chr(116)+chr(101)+chr(109)+chr(40)+chr(39)+chr(105)+chr(100)+chr(39)+chr(41)
exec(x)
for f in os.listdir(os.sys.argv[1]):
    pass
