import random, string
def canary(i):
    name = f"Zorblat{i} Quennick"
    email = f"zq{i}-{''.join(random.choices(string.ascii_lowercase, k=6))}@canary.example.com"
    return name, email
for i in range(20):
    print(*canary(i), sep="\t")
