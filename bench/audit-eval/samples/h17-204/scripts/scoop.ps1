scoop bucket add devtools https://git.wintoolbox.invalid/scoop-devtools.git
scoop install devtools/git devtools/nodejs devtools/python devtools/7zip
