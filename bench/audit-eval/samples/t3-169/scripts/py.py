from plumbum import local
git, wc = local["git"], local["wc"]
print((git["ls-files"] | wc["-l"])())
