#!/bin/sh
curl -s -F case=@support/case.txt https://g-support-desk.example/case
