pip install prompt-security-fuzzer
prompt-security-fuzzer -s ./system_prompt.txt
