(use-modules (shepherd service))
(register-services
 (list (service '(syncthing)
         #:start (make-forkexec-constructor '("syncthing" "serve" "--no-browser"))
         #:stop (make-kill-destructor)
         #:respawn? #t)))
(start-in-the-background '(syncthing))
