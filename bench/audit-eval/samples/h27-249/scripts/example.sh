docker run --rm -i hadolint/hadolint:v2.12.0 < Dockerfile
