ipcalc 10.40.0.0/22
ipcalc 10.40.0.0/22 -s 500 200 50     # split into subnets for those host counts
