import secrets
def add_canary(system_prompt: str) -> tuple[str, str]:
    c = secrets.token_hex(8)
    return f"{system_prompt}\n<!-- {c} -->", c
def leaked(output: str, canary: str) -> bool:
    return canary in output
