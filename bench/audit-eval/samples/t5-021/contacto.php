<?php
require __DIR__ . '/lib/antispam.php';
$destino = 'hola@example.com';
if ($_SERVER['REQUEST_METHOD'] === 'POST' && !es_spam($_POST['mensaje'] ?? '')) {
    mail($destino, 'Contacto web', $_POST['mensaje']);
}
