TWINE_PASSWORD=${CI_JOB_TOKEN} TWINE_USERNAME=gitlab-ci-token \
  python -m twine upload --repository-url ${CI_API_V4_URL}/projects/${CI_PROJECT_ID}/packages/pypi dist/*
pip install acme-utils --index-url https://__token__:<deploy-token>@gitlab.example.com/api/v4/projects/42/packages/pypi/simple
