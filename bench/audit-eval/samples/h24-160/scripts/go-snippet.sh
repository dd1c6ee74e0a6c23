export GOPROXY=https://europe-west1-go.pkg.dev/my-project/go-private,https://proxy.golang.org,direct
export GONOSUMDB=example.com/internal/*
go mod download
