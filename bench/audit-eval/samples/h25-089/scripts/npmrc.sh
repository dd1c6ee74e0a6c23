#!/bin/sh
npm config set @acme:registry https://npm.fury.io/acme/ --location=user
npm config set //npm.fury.io/acme/:_authToken "$FURY_READ_TOKEN" --location=user
npm ping --registry https://npm.fury.io/acme/
