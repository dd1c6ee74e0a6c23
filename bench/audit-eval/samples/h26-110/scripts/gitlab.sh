go env -w GOPROXY="https://gitlab.acme.example/api/v4/projects/1234/packages/go,https://proxy.golang.org,direct"
go env -w GONOSUMDB="gitlab.acme.example/*"
go env -w GOPRIVATE="gitlab.acme.example/*"
