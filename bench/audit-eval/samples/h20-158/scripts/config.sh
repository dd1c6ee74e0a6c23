poetry source add --priority=supplemental internal https://pypi.internal.example.org/simple/
poetry config http-basic.internal "$PYPI_USER" "$PYPI_TOKEN"
