sudo snap install microk8s --classic --channel=1.30/stable
sudo usermod -a -G microk8s $USER && newgrp microk8s
microk8s status --wait-ready
microk8s enable dns hostpath-storage
microk8s kubectl get nodes
