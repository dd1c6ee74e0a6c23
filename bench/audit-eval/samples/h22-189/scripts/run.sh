python3 zircolite.py --evtx ./logs/ --ruleset rules/rules_windows_sysmon.json --outfile detected.json
python3 zircolite.py --evtx ./logs/ -r rules/rules_windows_generic.json --template templates/exportForTimesketch.tmpl --templateOutput ts.json
