#!/usr/bin/env python3
import argparse
import shutil
import subprocess
from pathlib import Path

from PIL import Image


def optimise(path):
    # gifsicle is optional; use it only if the user already has it installed
    if shutil.which("gifsicle"):
        subprocess.run(["gifsicle", "-O3", "--batch", str(path)], check=True)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--frames", required=True)
    ap.add_argument("--out", default="out.gif")
    ap.add_argument("--size", type=int, default=128)
    ap.add_argument("--colors", type=int, default=64)
    ap.add_argument("--fps", type=int, default=12)
    a = ap.parse_args()
    frames = [Image.open(p).convert("RGB").resize((a.size, a.size))
              for p in sorted(Path(a.frames).glob("*.png"))]
    q = [f.quantize(colors=a.colors) for f in frames]
    q[0].save(a.out, save_all=True, append_images=q[1:], loop=0, duration=1000 // a.fps)
    optimise(a.out)
    print(a.out, Path(a.out).stat().st_size // 1024, "KB")


if __name__ == "__main__":
    main()
