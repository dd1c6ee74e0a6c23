dart compile js -O2 -o build/main.dart.js web/main.dart
