#!/usr/bin/env node
console.log('merging reports');
