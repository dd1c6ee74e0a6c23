ZK=${ZK:-zk-1.internal.example.com:2181}
for p in $(/opt/zookeeper/bin/zkCli.sh -server "$ZK" ls / 2>/dev/null | tail -1 | tr -d '[],'); do
  [ "$p" = zookeeper ] && continue
  /opt/zookeeper/bin/zkCli.sh -server "$ZK" deleteall "/$p"
done
