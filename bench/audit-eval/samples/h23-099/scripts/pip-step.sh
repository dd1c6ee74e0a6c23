pip install pip-tools
pip-compile --generate-hashes -o requirements.txt requirements.in
pip install --require-hashes --no-deps -r requirements.txt
