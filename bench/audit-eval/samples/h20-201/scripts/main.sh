k3d cluster delete dev
k3d cluster create dev --agents 2 -p "8080:80@loadbalancer"
