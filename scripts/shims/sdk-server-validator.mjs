// Stands in for the MCP SDK's Ajv-based JSON Schema validator in the CLI bundle's MCP server (see
// scripts/bundle-cli.mjs): the SDK's Server imports Ajv at load time only to check the answers to
// elicitation requests, which the skillport server never sends, and Ajv with its formats was ~15% of
// the code a stdio server compiled before its first answer. The SDK's Client keeps the real validator.
// Fails closed: a schema given to this validator never validates anything.
export class AjvJsonSchemaValidator {
  getValidator() {
    return () => ({
      valid: false,
      data: undefined,
      errorMessage:
        "the skillport CLI's MCP server does not validate JSON Schemas (it sends no elicitation requests)",
    });
  }
}
