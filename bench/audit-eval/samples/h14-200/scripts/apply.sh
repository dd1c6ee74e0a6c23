curl -fsSL https://moonrepo.dev/install/proto.sh | bash
proto use          # installs the versions pinned in .prototools
