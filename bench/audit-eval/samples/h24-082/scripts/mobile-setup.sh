flutter build appbundle --obfuscate --split-debug-info=build/symbols
flutter symbolize -i crash.txt -d build/symbols/app.android-arm64.symbols
