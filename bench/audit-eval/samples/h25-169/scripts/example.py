from llm_guard.input_scanners import PromptInjection
from llm_guard.input_scanners.prompt_injection import MatchType

scanner = PromptInjection(threshold=0.5, match_type=MatchType.FULL)
sanitized, is_valid, risk = scanner.scan(prompt)
if not is_valid:
    raise ValueError("entrada rechazada")
