from llm_guard.input_scanners import InvisibleText
scanner = InvisibleText()
sanitized, valid, score = scanner.scan("Summarise this\u200b text")
print(repr(sanitized), valid)
