apk update && apk upgrade
apk add doas vim curl
adduser -h /home/ops ops
echo 'permit persist :wheel' > /etc/doas.d/doas.conf
adduser ops wheel
