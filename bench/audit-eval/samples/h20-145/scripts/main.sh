nicstat -i eth0 5
nicstat -x 5      # extended: errors, drops
