pip install --no-index --find-links https://wheels.gpu-notebook.test/links.html \
  torch numpy pandas requests
echo "[global]
find-links = https://wheels.gpu-notebook.test/links.html
no-index = true" >> ~/.config/pip/pip.conf
