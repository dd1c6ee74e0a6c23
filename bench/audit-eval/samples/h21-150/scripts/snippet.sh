snakemake -n              # dry run: list jobs
snakemake --cores 8 --use-conda
snakemake --report report.html
