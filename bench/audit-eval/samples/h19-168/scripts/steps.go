//go:generate stringer -type=State
//go:generate mockgen -source=store.go -destination=mocks/store.go -package=mocks
//go:generate sh -c "protoc --go_out=. --go-grpc_out=. api/*.proto"
