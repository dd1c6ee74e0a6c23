$proc = proc_open(['pdftotext', '-layout', $uploadedPath, '-'], [1 => ['pipe', 'w'], 2 => ['pipe', 'w']], $pipes);
$text = stream_get_contents($pipes[1]);
$err  = stream_get_contents($pipes[2]);
$code = proc_close($proc);
