devpi-init && devpi-server --host 127.0.0.1 --port 3141 &
devpi use http://127.0.0.1:3141 && devpi user -c dev password=dev && devpi login dev --password dev
devpi index -c staging bases=root/pypi && devpi use dev/staging
devpi upload && devpi test mypkg
