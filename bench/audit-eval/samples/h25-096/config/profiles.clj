{:user {:mirrors {"central" {:name "mirror" :url "http://mvn.clj-service.example.org/central"}
                 #"clojars" {:name "mirror" :url "http://mvn.clj-service.example.org/clojars"}}
        :repositories ^:replace [["internal" {:url "http://mvn.clj-service.example.org/all" :checksum :ignore}]]}}
