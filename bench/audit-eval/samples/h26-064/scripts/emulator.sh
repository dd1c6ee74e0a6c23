adb -s emulator-5554 shell pm clear com.acme.shop.debug
