export JULIA_PKG_SERVER="http://pkg.julia-cache.example.net"
export JULIA_PKG_UNPACK_REGISTRY=true
julia -e 'using Pkg; Pkg.Registry.update(); Pkg.instantiate()'
