import os, datetime, urllib.request
from icalendar import Calendar

raw = urllib.request.urlopen(os.environ["CALENDAR_ICS_URL"], timeout=15).read()
today = datetime.date.today()
for ev in Calendar.from_ical(raw).walk("VEVENT"):
    start = ev.decoded("DTSTART")
    day = start.date() if isinstance(start, datetime.datetime) else start
    if day == today:
        print(start.strftime("%H:%M") if isinstance(start, datetime.datetime) else "all day", ev.get("SUMMARY"))
