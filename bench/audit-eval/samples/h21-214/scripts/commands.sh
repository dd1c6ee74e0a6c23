python3 mac_apt.py -o /cases/out E01 /cases/img/macbook.E01 ALL
