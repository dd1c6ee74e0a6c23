// The installer: every write into a skills root goes through here.

// Installing from sources, the lock file and its commands, well-known indexes and export.
export { type ArchiveFormat, unpackArchive } from "./archive.js";
export { asInstallError, INSTALL_CODES, InstallError, type InstallErrorCode } from "./errors.js";
export { type ExportedSkill, type ExportResult, exportWellKnown } from "./export.js";
export {
  type FetchedSource,
  type FetchOptions,
  fetchSource,
  type LockOrigin,
  type SourceSkill,
} from "./fetch.js";
export { type CloneOptions, GIT_TIMEOUT_MS } from "./git.js";
export { computeSkillFolderHash, hashSkillFiles } from "./hash.js";
export { type Download, download, HTTP_TIMEOUT_MS } from "./http.js";
export {
  type InstalledSkill,
  type InstallOptions,
  type InstallResult,
  installSkill,
  type ReviewedSkill,
  reviewSkills,
} from "./install.js";
export {
  LOCK_FILE,
  LOCK_VERSION,
  type LockEntry,
  projectLockPath,
  readLock,
  type SkillsLock,
  serializeLock,
  updateLock,
  userLockPath,
} from "./lock.js";
export {
  type DiffSummary,
  type LockOptions,
  type RemoveResult,
  type RestoredSkill,
  type RestoreStatus,
  removeSkill,
  restoreFromLock,
  sourceOfEntry,
  type UpdateCheck,
  type UpdateStatus,
  updateSkills,
} from "./ops.js";
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
export {
  DEFAULT_GIT_BASE,
  gitBase,
  type ParsedSource,
  type ParseSourceOptions,
  parseSource,
} from "./source.js";
export { DEFAULT_LIMITS, type SkillLimits } from "./tree.js";
export { fetchWellKnown, INDEX_V01, INDEX_V02, parseIndex, SCHEMA_V02 } from "./well-known.js";
