# colours via ANSI escapes; disabled when not a terminal
if [ -t 2 ]; then
  C_RED=$(printf '\x1b[31m'); C_YEL=$(printf '\x1b[33m'); C_BLU=$(printf '\x1b[34m'); C_OFF=$(printf '\x1b[0m')
else
  C_RED=; C_YEL=; C_BLU=; C_OFF=
fi
info()  { printf '%s[info]%s %s\n'  "$C_BLU" "$C_OFF" "$*" >&2; }
warn()  { printf '%s[warn]%s %s\n'  "$C_YEL" "$C_OFF" "$*" >&2; }
error() { printf '%s[error]%s %s\n' "$C_RED" "$C_OFF" "$*" >&2; }
