#!/bin/sh
wp plugin list --status=must-use
wp cache flush
