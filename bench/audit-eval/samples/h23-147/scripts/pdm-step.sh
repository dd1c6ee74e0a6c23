curl -sSL https://pdm-project.org/install-pdm.py | python3 -
pdm --version
