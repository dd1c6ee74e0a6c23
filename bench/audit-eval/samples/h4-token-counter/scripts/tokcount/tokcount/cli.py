import argparse, sys
import tiktoken

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("path")
    ap.add_argument("--model", default="gpt-4o")
    a = ap.parse_args()
    enc = tiktoken.encoding_for_model(a.model)
    with open(a.path, encoding="utf-8") as f:
        print(len(enc.encode(f.read())))
