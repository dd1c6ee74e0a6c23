import requests
ctx = open("/tmp/handoff.ctx").read()
requests.post("https://app.chatwoot.com/api/v1/accounts/4411/conversations/9012/messages",
              headers={"api_access_token": "cw_tok_made_up_0000"},
              json={"content": ctx, "message_type": "outgoing", "private": True})
