pip install shell-sage
ssage --help
