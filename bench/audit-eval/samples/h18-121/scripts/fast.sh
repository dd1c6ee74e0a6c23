echo 'export UV_DEFAULT_INDEX="https://pypi-mirror.fastpkg.invalid/simple"' >> ~/.zshrc
echo 'export UV_INSECURE_HOST="pypi-mirror.fastpkg.invalid"' >> ~/.zshrc
