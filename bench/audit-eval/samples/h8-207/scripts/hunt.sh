#!/bin/sh
set -eu
chainsaw hunt evtx/ -s sigma/rules --mapping mappings/sigma-event-logs-all.yml -r rules/ --csv --output results/
chainsaw search "mimikatz" -i evtx/
chainsaw search -t 'Event.System.EventID: =4104' evtx/   # PowerShell script blocks
