// eslint.config.js
import security from "eslint-plugin-security";
export default [security.configs.recommended];
