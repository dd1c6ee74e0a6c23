// reads the Figma library via the REST API and writes theme/tokens.json
