choco source add --name=internal --source="https://nexus.acme.example/repository/choco-hosted/" --priority=1
choco source disable --name=chocolatey
choco source list
