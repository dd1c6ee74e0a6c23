// Argument substitution lives in format/arguments.ts (shell expansion uses it too, and shell must not
// depend on activation); re-exported for callers that import it from here.
export {
  type Substitution,
  type SubstitutionOptions,
  splitArguments,
  substituteArguments,
} from "../format/arguments.js";
