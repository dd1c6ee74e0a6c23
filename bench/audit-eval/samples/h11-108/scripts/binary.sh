analyzeHeadless /cases/2024-117 proj -import sample.bin -postScript ListImports.java -deleteProject
