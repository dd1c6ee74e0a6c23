go env -w GOPROXY="https://gitlab.acme-corp.example.com/api/v4/projects/1234/packages/go,https://proxy.golang.org,direct"
go env -w GONOSUMDB="gitlab.acme-corp.example.com/*"
go env -w GOPRIVATE="gitlab.acme-corp.example.com/*"
