(lang dune 3.17)
(pin (url "git+https://github.com/example/ocaml-foo.git#v1.2.0") (package (name foo)))
(repository (name internal) (url "git+https://git.internal.example.org/opam-repository.git"))
(lock_dir (repositories overlay upstream internal))
