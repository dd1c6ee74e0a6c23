curl -s https://get.nextflow.io | bash
chmod +x nextflow && mv nextflow ~/bin/
nextflow run nf-core/rnaseq -profile test,docker --outdir results
