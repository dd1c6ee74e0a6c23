linkerd viz stat deploy -n shop
linkerd viz tap deploy/checkout -n shop --to deploy/payments
