import nox

@nox.session(python=["3.11", "3.12"])
def tests(session):
    session.install("-e", ".[test]")
    session.run("pytest", "-q", *session.posargs)

@nox.session
def lint(session):
    session.install("ruff")
    session.run("ruff", "check", ".")

@nox.session
def docs(session):
    session.install("-r", "docs/requirements.txt")
    session.run("sphinx-build", "-W", "docs", "docs/_build")
