def rule(event):
    return (event.get("eventName") == "DeleteTrail"
            or (event.get("eventName") == "StopLogging" and event.deep_get("requestParameters", "name")))

def title(event):
    return f"CloudTrail logging disabled by {event.udm('actor_user')}"
