import sys, pefile
pe = pefile.PE(sys.argv[1])
for entry in getattr(pe, "DIRECTORY_ENTRY_IMPORT", []):
    for imp in entry.imports:
        if imp.name:
            print(entry.dll.decode(), imp.name.decode())
