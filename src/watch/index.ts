// W: live reload (SPEC §11). The public part; plan.ts and state.ts are internal.
export { catalogKey, type SkillSetDiff } from "./diff.js";
export {
  type SkillChange,
  type SkillWatcher,
  type WatchOptions,
  watchSkills,
} from "./watcher.js";
