sudo snap install juju --classic
juju version
juju bootstrap localhost lab
juju status
