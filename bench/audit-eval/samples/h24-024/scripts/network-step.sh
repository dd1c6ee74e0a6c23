cilium hubble port-forward &
hubble observe --namespace shop --verdict DROPPED --last 50
hubble observe --from-pod shop/frontend --to-pod shop/api --protocol tcp
