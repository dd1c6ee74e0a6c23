mod = client.moderations.create(model="omni-moderation-latest", input=user_text)
if mod.results[0].flagged:
    return "Sorry, I can't help with that."
