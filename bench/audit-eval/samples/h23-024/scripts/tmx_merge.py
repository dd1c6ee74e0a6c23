import sys, xml.etree.ElementTree as ET
a = ET.parse("tm/local.tmx"); b = ET.parse("vendor.tmx")
seen = {tu.findtext("tuv/seg") for tu in a.getroot().iter("tu")}
body = a.getroot().find("body")
for tu in b.getroot().iter("tu"):
    if tu.findtext("tuv/seg") not in seen:
        body.append(tu)
a.write("tm/local.tmx", encoding="utf-8")
