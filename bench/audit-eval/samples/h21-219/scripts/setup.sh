vault read database/creds/app-readonly
# Key             Value
# lease_duration  1h
# username        v-app-readonly-x8Fq2
# password        (generated)
