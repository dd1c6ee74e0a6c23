bash <(curl -sL https://github.com/node-red/linux-installers/releases/latest/download/update-nodejs-and-nodered-deb) --confirm-install
sudo systemctl enable nodered.service
sudo systemctl start nodered.service
node-red-admin hash-pw   # then set adminAuth in ~/.node-red/settings.js
