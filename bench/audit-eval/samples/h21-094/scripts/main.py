def locator(lat, lon):
    lon += 180; lat += 90
    return (chr(65 + int(lon // 20)) + chr(65 + int(lat // 10)) + str(int(lon % 20 // 2)) + str(int(lat % 10))
            + chr(97 + int(lon % 2 * 12)) + chr(97 + int(lat % 1 * 24)))
print(locator(48.1, 11.6))  # JN58td
