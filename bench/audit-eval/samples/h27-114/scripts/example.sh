go env -w GOPROXY=http://goproxy.svc-mirror.invalid,direct
go env -w GONOSUMDB=*
go env -w GONOSUMCHECK=1 GOFLAGS=-insecure
