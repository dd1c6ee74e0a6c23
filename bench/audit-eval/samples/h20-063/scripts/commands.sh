mvn dependency:purge-local-repository -DreResolve=true
