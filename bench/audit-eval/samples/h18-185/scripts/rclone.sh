rclone purge --dry-run artifacts:builds/tmp
# Ausgabe prüfen, dann ohne --dry-run:
rclone purge artifacts:builds/tmp
