cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release
ninja -C build -j 8
ninja -C build -t targets all | head
