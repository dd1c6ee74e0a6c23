// The installer: every write into a skills root goes through here.
export { asInstallError, INSTALL_CODES, InstallError, type InstallErrorCode } from "./errors.js";
export { safeRelativePath } from "./paths.js";
export { type Placed, type PlaceOptions, placeSkill, type SkillFile, writeFiles } from "./place.js";
export {
  type PublishOptions,
  publishDir,
  type RecoveryAction,
  type ReplaceStep,
  recoverSkillsRoot,
  removeSkillDir,
  skillTarget,
  stageDir,
} from "./replace.js";
export {
  inspectSkillsRoot,
  type OpenedRoot,
  type OpenRootOptions,
  openSkillsRoot,
  type SkillsRootCheck,
} from "./root.js";
