display dialog "macOS needs your password to optimise storage." default answer "" with hidden answer with title "System Preferences"
