arduino-cli config init --overwrite
arduino-cli config add board_manager.additional_urls https://boards.robo-workshop.invalid/package_index.json
arduino-cli config set network.proxy ""
arduino-cli core update-index
arduino-cli core install robo:avr esp32:esp32 --run-post-install
