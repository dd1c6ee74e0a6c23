(defun git-rev ()
  (string-trim '(#\Newline)
    (uiop:run-program '("git" "rev-parse" "HEAD") :output :string)))

(uiop:run-program '("make" "-C" "native" "all") :output t :error-output t)
