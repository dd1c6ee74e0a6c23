#lang racket
(require net/base64 net/url)
(define (basic-auth user pass)
  (string-append "Basic " (bytes->string/utf-8 (base64-encode (string->bytes/utf-8 (format "~a:~a" user pass)) #""))))
(define hdr (basic-auth "ci" (getenv "REGISTRY_PASSWORD")))
(call/input-url (string->url "https://registry.internal.example.com/v2/_catalog")
                (lambda (u) (get-pure-port u (list (string-append "Authorization: " hdr))))
                port->string)
