sh -c "$(curl -sL https://nextdns.io/install)"
