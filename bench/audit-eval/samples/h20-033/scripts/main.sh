conda config --add channels bioconda
conda config --add channels conda-forge
conda config --set channel_priority strict
conda create -n seq samtools bwa fastqc multiqc
