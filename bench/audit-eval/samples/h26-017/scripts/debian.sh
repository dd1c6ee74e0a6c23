sudo apt install debsecan
debsecan --suite bookworm --only-fixed --format packages | sort -u
