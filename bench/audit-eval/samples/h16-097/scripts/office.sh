olevba --decode --reveal invoice.docm
olevba -a suspicious.xlsm     # analysis only
mraptor *.doc*                 # flags auto-exec + write/execute combinations
