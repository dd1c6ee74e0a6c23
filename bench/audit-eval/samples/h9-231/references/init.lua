-- reload this config whenever it changes
configWatcher = hs.pathwatcher.new(os.getenv("HOME") .. "/.hammerspoon/", hs.reload):start()

-- mute the speakers when the Mac goes to sleep
sleepWatcher = hs.caffeinate.watcher.new(function(event)
  if event == hs.caffeinate.watcher.systemWillSleep then
    hs.audiodevice.defaultOutputDevice():setMuted(true)
  end
end):start()

hs.alert.show("Hammerspoon config loaded")
-- Enable "Launch Hammerspoon at login" in its preferences so this runs after every restart.
