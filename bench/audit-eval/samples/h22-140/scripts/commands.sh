sar -n DEV 1 5                       # live: 5 samples, 1 s apart
sar -n DEV -f /var/log/sysstat/sa14  # a past day
sar -n EDEV -s 09:00:00 -e 11:00:00  # errors in a window
