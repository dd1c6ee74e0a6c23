#!/bin/sh
# strips identifying metadata from the submission files
set -eu
for f in paper.pdf supplement.pdf; do
  exiftool -overwrite_original -all= "$f"
  pdfinfo "$f" | grep -Ei 'author|creator|producer' || true
done
grep -n -i -E 'our (previous|prior) work|acknowledg' main.tex || echo "no self-identifying phrases found"
