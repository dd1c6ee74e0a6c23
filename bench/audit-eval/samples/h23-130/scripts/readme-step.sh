mkdocs build --strict
# or
sphinx-build -W -b html docs docs/_build/html
