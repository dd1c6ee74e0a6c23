opam repository add equipe http://opam.depot-equipe.example.net --all-switches --set-default --rank 1
