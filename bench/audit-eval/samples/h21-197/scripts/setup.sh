mc rm --recursive --force --older-than 7d local/scratch/
