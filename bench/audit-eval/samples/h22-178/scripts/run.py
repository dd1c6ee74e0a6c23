import jellyfish
jellyfish.nysiis("Knight")   # 'NAGT'
jellyfish.nysiis("Nite")     # 'NAT'
jellyfish.match_rating_codex("Schmidt")
