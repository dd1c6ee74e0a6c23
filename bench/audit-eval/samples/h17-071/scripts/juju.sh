juju models
juju destroy-model itest-$CI_PIPELINE_ID --destroy-storage --no-prompt --timeout 20m
