import { x } from 'tinyexec';
const result = await x('git', ['log', '-1', '--format=%H']);
console.log(result.stdout.trim());
