#!/usr/bin/env python3
"""Print a short profile of a CSV file: rows, and per column its type, blanks and examples."""
import csv
import sys


def kind(values):
    def is_number(v):
        try:
            float(v)
            return True
        except ValueError:
            return False

    filled = [v for v in values if v.strip()]
    if filled and all(is_number(v) for v in filled):
        return "number"
    return "text"


def main(path):
    with open(path, newline="", encoding="utf-8") as f:
        rows = list(csv.reader(f))
    if not rows:
        print("empty file")
        return
    header, body = rows[0], rows[1:]
    print(f"{len(body)} rows, {len(header)} columns")
    for i, name in enumerate(header):
        column = [r[i] if i < len(r) else "" for r in body]
        blanks = sum(1 for v in column if not v.strip())
        examples = ", ".join(sorted({v for v in column if v.strip()})[:3])
        print(f"- {name}: {kind(column)}, {blanks} blank, e.g. {examples}")


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit("usage: summarize.py FILE.csv")
    main(sys.argv[1])
