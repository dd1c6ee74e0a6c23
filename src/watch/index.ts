// W: live reload (SPEC §11). The public part; plan.ts and state.ts are internal.
export { catalogKey, diffSkillSets, isEmptyDiff, type SkillSetDiff } from "./diff.js";
export {
  type CommandChange,
  DEFAULT_DEBOUNCE_MS,
  defaultTrustFile,
  diffCommandSets,
  type SkillChange,
  type SkillWatcher,
  type WatchOptions,
  watchSkills,
} from "./watcher.js";
