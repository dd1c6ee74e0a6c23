#!/usr/bin/env bash
npx repomix --compress --style xml --ignore "**/*.test.ts" -o packed.xml
npx repomix --remote yamadashy/repomix --include "src/**/*.ts"
