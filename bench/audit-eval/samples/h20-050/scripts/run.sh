python -m pip install --pre -U -f https://mlc.ai/wheels mlc-llm-nightly-cpu mlc-ai-nightly-cpu
mlc_llm serve HF://mlc-ai/Llama-3.2-1B-Instruct-q4f16_1-MLC --host 127.0.0.1 --port 8000
