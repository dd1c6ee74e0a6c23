#!/bin/sh
wp plugin update gravityforms
wp eval-file scripts/health.php
