npx @cyclonedx/cyclonedx-npm --output-file sbom.cdx.json
cyclonedx-py environment --of JSON -o sbom-py.cdx.json
