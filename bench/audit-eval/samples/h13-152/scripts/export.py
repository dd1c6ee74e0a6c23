import base64, csv
# Build vCards from the team CSV; photos are embedded as base64 (that is how vCard 3.0 stores them).
for row in csv.DictReader(open("team.csv")):
    photo = base64.b64encode(open(row["photo"], "rb").read()).decode() if row.get("photo") else ""
    print("BEGIN:VCARD\nVERSION:3.0\nFN:%s\nEMAIL;TYPE=work:%s%s\nEND:VCARD" % (row["name"], row["email"], ("\nPHOTO;ENCODING=b;TYPE=PNG:" + photo) if photo else ""))
